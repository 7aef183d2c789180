/**
 * A person's file, opened from their row or card: who they are, their access (role, sign-in), their file, and the
 * reference figures of a finiquito (person-finiquito.tsx, loaded on demand: folded, and read only when opened).
 * Full screen on a phone; the focus goes back to the row's button on close (MUI's dialog restores it).
 */
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useId } from 'react';

import { StatusChip } from '../../components/status-chip';
import { UserAvatar } from '../../components/user-avatar';
import type { AdminPort } from '../../data/ports/admin-port';
import { ROLE_LABEL } from '../../domain/labels';
import { EmployeeFileForm } from './employee-file-form';
import { personName } from './employee-filters';
import type { Existing } from './employee-schema';
import type { FileChange, Person } from './employees-repository';
import { PersonAccess } from './person-access';

const PersonFiniquito = lazy(() =>
  import('./person-finiquito').then((m) => ({ default: m.PersonFiniquito })),
);

export interface PersonDialogProps {
  person: Person | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  existing: Existing;
  timeZone: string;
  admin: AdminPort | undefined;
  callerUid: string;
  callerIsSuperuser: boolean;
  onSaveFile: (person: Person, change: FileChange) => Promise<boolean>;
  onAccessChanged: () => void;
}

export function StatusOf({ person }: { person: Pick<Person, 'disabled'> }) {
  return person.disabled ? (
    <StatusChip label="Inactivo" tone="neutral" />
  ) : (
    <StatusChip label="Activo" tone="success" />
  );
}

export function PersonDialog(props: PersonDialogProps) {
  const { person, open, onClose, onExited } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open && person !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      slotProps={{ transition: { onExited } }}
    >
      {person && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            Ficha de {personName(person)}
          </DialogTitle>
          <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            <PersonBody key={person.id} {...props} person={person} />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

function PersonBody({
  person,
  existing,
  timeZone,
  admin,
  callerUid,
  callerIsSuperuser,
  onSaveFile,
  onAccessChanged,
}: PersonDialogProps & { person: Person }) {
  const name = personName(person);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar name={name} photoURL={person.photoURL} size={56} />
        <div>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{person.email}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
            <Typography variant="body2">{ROLE_LABEL[person.role]}</Typography>
            <StatusOf person={person} />
          </Stack>
        </div>
      </Stack>
      <section aria-labelledby={`${person.id}-access`}>
        <Typography id={`${person.id}-access`} component="h3" variant="h6" sx={{ mb: 1 }}>
          Acceso
        </Typography>
        {admin ? (
          <PersonAccess
            person={person}
            admin={admin}
            callerUid={callerUid}
            callerIsSuperuser={callerIsSuperuser}
            onChanged={onAccessChanged}
          />
        ) : (
          <Typography color="textSecondary">
            El rol y el acceso no se pueden cambiar en esta instalación.
          </Typography>
        )}
      </section>
      <Divider />
      <section aria-labelledby={`${person.id}-file`}>
        <Typography id={`${person.id}-file`} component="h3" variant="h6" sx={{ mb: 1 }}>
          Ficha
        </Typography>
        <EmployeeFileForm
          person={person}
          existing={existing}
          timeZone={timeZone}
          onSave={(change) => onSaveFile(person, change)}
        />
      </section>
      <Suspense fallback={null}>
        <PersonFiniquito person={person} timeZone={timeZone} />
      </Suspense>
    </Stack>
  );
}
