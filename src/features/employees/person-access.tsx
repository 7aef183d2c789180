/**
 * A person's access, in their file: the role (AdminPort setUserRole) and whether they may sign in (AdminPort
 * setUserDisabled, behind a confirmation that says what it does). What the server would refuse for the caller
 * — their own role or account, a superuser touched by an admin — is shown disabled with the reason.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { AdminError, type AdminPort } from '../../data/ports/admin-port';
import { ROLE_LABEL, type Role } from '../../domain/labels';
import { adminErrorMessage } from '../../lib/admin-errors';
import { personName } from './employee-filters';
import type { Person } from './employees-repository';
import { roleOptions } from './new-employee-dialog';

export interface PersonAccessProps {
  person: Person;
  admin: AdminPort;
  callerUid: string;
  callerIsSuperuser: boolean;
  /** After a change, so every read of people refreshes. */
  onChanged: () => void;
}

/** Why the caller may not change this person's access, or null. */
export function accessLock(person: Person, callerUid: string, callerIsSuperuser: boolean): string | null {
  if (person.id === callerUid)
    return 'Es tu propia cuenta: otro administrador puede cambiar su rol o acceso.';
  if (person.role === 'superuser' && !callerIsSuperuser)
    return adminErrorMessage(new AdminError('permission-denied', 'superuser-only'));
  return null;
}

export function disableMessage(name: string): string {
  return `${name} no podrá iniciar sesión ni marcar asistencia, y se cerrarán sus sesiones abiertas. Su historial se conserva y podrás reactivar su acceso cuando quieras.`;
}

export function PersonAccess({ person, admin, callerUid, callerIsSuperuser, onChanged }: PersonAccessProps) {
  const name = personName(person);
  const lock = accessLock(person, callerUid, callerIsSuperuser);
  const [role, setRole] = useState<Role>(person.role);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const changeRole = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await admin.setUserRole({ uid: person.id, role });
      onChanged();
      setOutcome({
        ok: true,
        message: `Ahora ${name} es ${ROLE_LABEL[role]}. Sus sesiones abiertas se cerraron.`,
      });
    } catch (error) {
      console.error('No se pudo cambiar el rol', error);
      setOutcome({ ok: false, message: adminErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const toggleAccess = async () => {
    await admin.setUserDisabled({ uid: person.id, disabled: !person.disabled });
    onChanged();
    setOutcome({
      ok: true,
      message: person.disabled ? `${name} puede volver a usar Asiste.` : `${name} ya no puede usar Asiste.`,
    });
  };

  return (
    <Stack spacing={2}>
      {lock && (
        <Alert severity="info" role="note">
          {lock}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          label="Rol"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          disabled={lock !== null || busy}
          sx={{ minWidth: 220 }}
        >
          {roleOptions(callerIsSuperuser || person.role === 'superuser').map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={() => void changeRole()}
          disabled={lock !== null || busy || role === person.role}
          loading={busy}
          sx={{ minHeight: 56 }}
        >
          Cambiar rol
        </Button>
      </Stack>
      <div>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {person.disabled
            ? 'Acceso desactivado: no puede iniciar sesión ni marcar asistencia.'
            : 'Acceso activo: puede iniciar sesión y marcar asistencia.'}
        </Typography>
        <Button
          variant="outlined"
          color={person.disabled ? 'primary' : 'error'}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
          disabled={lock !== null}
          sx={{ minHeight: 48 }}
        >
          {person.disabled ? 'Reactivar acceso' : 'Desactivar acceso'}
        </Button>
      </div>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={person.disabled ? `¿Reactivar el acceso de ${name}?` : `¿Desactivar el acceso de ${name}?`}
        message={
          person.disabled
            ? `${name} podrá volver a iniciar sesión y marcar asistencia con su cuenta de siempre.`
            : disableMessage(name)
        }
        confirmLabel={person.disabled ? 'Reactivar acceso' : 'Desactivar acceso'}
        destructive={!person.disabled}
        onConfirm={toggleAccess}
        onClose={() => setConfirming(false)}
        errorMessage={adminErrorMessage}
      />
    </Stack>
  );
}
