import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useId, useState, type ReactNode } from 'react';

import { PageLayout } from '../../components/page-layout';
import { useTenant, type TenantState } from '../../data/queries/tenant';
import { roleLabel } from '../../domain/labels';
import { isInspectorRole } from '../../data/ports/auth-port';
import { useBackend } from '../../lib/backend-context';
import { keepsOfflineData, setKeepsOfflineData } from '../../lib/device-preferences';
import { useLogout } from '../../lib/use-logout';
import { useClaims } from '../../stores/auth-store';
import { useSessionStore } from '../../stores/session-store';
import { useThemeStore } from '../../stores/theme-store';
import { INITIAL_PASSWORD_TITLE, InitialPasswordForm } from './initial-password-form';
import { PasswordForm } from './password-form';
import { PIN_SECTION_TITLE, PinForm } from './pin-form';
import { ProfileDetailsForm } from './profile-details-form';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const termId = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={termId} component="dt" variant="body2" color="textSecondary">
        {term}
      </Typography>
      <Typography component="dd" aria-labelledby={termId} sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Company({ tenant }: { tenant: TenantState }) {
  switch (tenant.status) {
    case 'ready':
      return tenant.tenant?.name ?? 'No disponible';
    case 'loading':
      return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} aria-label="Cargando la empresa" />
          Cargando…
        </Box>
      );
    case 'idle':
      return 'No disponible';
    case 'error':
      return (
        <Box component="span" role="alert" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          No se pudo cargar la empresa.
          <Button size="small" onClick={tenant.retry}>
            Reintentar
          </Button>
        </Box>
      );
  }
}

/**
 * Whether a sign-out on this device keeps the offline copy of the data (security review M6): off by default, so
 * shared punch devices are cleared. Only where the backend keeps such a copy (Firebase): the demo's browser data
 * is its whole backend, which a sign-out never clears, so the choice would mean nothing there.
 */
function KeepOfflineDataSwitch() {
  const { auth } = useBackend();
  const [keep, setKeep] = useState(keepsOfflineData);
  const helpId = useId();
  if (auth.capabilities.offlineData !== true) return null;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={keep}
            onChange={(e) => setKeep(setKeepsOfflineData(e.target.checked))}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label="Este es mi teléfono personal: conservar mis datos sin conexión al cerrar sesión"
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        Si está desactivado, al cerrar sesión se borran de este dispositivo los datos guardados (recomendado
        en equipos compartidos).
      </FormHelperText>
    </Box>
  );
}

/**
 * `/perfil` for every role: name and photo, account facts, password, PIN de marcación (Res. Ex. N° 38 art. 7 g),
 * theme and sign-out; for an account on its
 * initial password (the guard keeps it here), only `Cambia tu contraseña` and sign-out.
 */
export function ProfileScreen() {
  const user = useSessionStore((s) => s.user);
  const claims = useClaims();
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const logout = useLogout();
  const tenant = useTenant();
  const hasPassword = user?.providers.includes('password') ?? false;
  const signOut = (
    <Button
      variant="outlined"
      color="error"
      size="large"
      startIcon={<LogoutIcon />}
      onClick={() => void logout()}
      sx={{ minHeight: 48 }}
    >
      Cerrar sesión
    </Button>
  );

  // Security review M5: an account on the initial password an admin gave it sets its own before anything else.
  if (claims?.mustChangePassword === true && user?.email) {
    return (
      <PageLayout title="Mi Perfil" width="mobile">
        <Stack spacing={2}>
          <Section id="perfil-contrasena-inicial" title={INITIAL_PASSWORD_TITLE}>
            <InitialPasswordForm email={user.email} />
          </Section>
          {signOut}
        </Stack>
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Mi Perfil" width="mobile">
      <Stack spacing={2}>
        {user && (
          <Section id="perfil-datos" title="Datos personales">
            {/* Remounted when the identity changes, so the form starts from the saved values. */}
            <ProfileDetailsForm key={user.uid} user={user} />
          </Section>
        )}
        <Section id="perfil-cuenta" title="Cuenta">
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            <Fact term="Correo electrónico">{user?.email ?? 'Sin correo'}</Fact>
            <Fact term="Rol">{claims ? roleLabel(claims.role) : 'Sin rol'}</Fact>
            <Fact term="Empresa">
              <Company tenant={tenant} />
            </Fact>
          </Stack>
        </Section>
        <Section id="perfil-contrasena" title="Cambiar contraseña">
          {hasPassword ? (
            <PasswordForm />
          ) : (
            <Typography color="textSecondary">
              Inicias sesión con otro proveedor (por ejemplo, Google): tu cuenta no tiene una contraseña de
              Asiste.
            </Typography>
          )}
        </Section>
        {/* An inspector's read-only access identifies by its link or key, never by a PIN. */}
        {claims !== null && !isInspectorRole(claims.role) && (
          <Section id="perfil-pin" title={PIN_SECTION_TITLE}>
            <PinForm hasPassword={hasPassword} />
          </Section>
        )}
        <Section id="perfil-preferencias" title="Preferencias">
          <FormControlLabel
            control={
              <Switch
                checked={mode === 'dark'}
                onChange={(e) => setMode(e.target.checked ? 'dark' : 'light')}
              />
            }
            label="Tema oscuro"
          />
          <KeepOfflineDataSwitch />
        </Section>
        {signOut}
      </Stack>
    </PageLayout>
  );
}
