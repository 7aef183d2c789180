import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';

import { useLogout } from '../../lib/use-logout';
import { useClaims } from '../../stores/auth-store';
import { useSessionStore } from '../../stores/session-store';
import { useThemeStore } from '../../stores/theme-store';

const ROLE_LABEL: Record<string, string> = {
  superuser: 'Superusuario',
  admin: 'Administrador',
  employee: 'Empleado',
};

/** The signed-in user's profile: who they are, the theme, and sign-out. */
export function ProfileScreen() {
  const user = useSessionStore((s) => s.user);
  const claims = useClaims();
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const logout = useLogout();
  const name = user?.displayName ?? user?.email ?? '';
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Mi Perfil
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={user?.photoURL ?? undefined} alt={name} sx={{ width: 56, height: 56 }} />
            <div>
              <Typography variant="h6" component="p">
                {name}
              </Typography>
              <Typography color="text.secondary">{user?.email}</Typography>
              {claims && (
                <Typography variant="body2" color="text.secondary">
                  {ROLE_LABEL[claims.role] ?? claims.role}
                </Typography>
              )}
            </div>
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={mode === 'dark'}
                onChange={(e) => setMode(e.target.checked ? 'dark' : 'light')}
              />
            }
            label="Tema oscuro"
          />
          <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => void logout()}>
            Cerrar sesión
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
