/**
 * After a write refused because its day lies in a closed period: the refusal in writeErrorMessage's words (`El
 * periodo de marzo de 2026 está cerrado.`), and for an admin `Reabrir en Asistencias`, where `Cierre de periodo`
 * offers `Reabrir periodo`. The dialog that was refused says it too; this stays once it closes.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export function HolidaysClosedNotice({
  refused,
  reopen,
  onClose,
}: {
  refused: string | null;
  /** The person may reopen the period (an admin). */
  reopen: boolean;
  onClose: () => void;
}) {
  if (refused === null) return null;
  return (
    <Alert severity="warning" role="note" onClose={onClose} sx={{ mb: 2 }}>
      {refused} El calendario de un periodo cerrado no cambia.{' '}
      {reopen ? (
        <Link component={RouterLink} to="/asistencias">
          Reabrir en Asistencias
        </Link>
      ) : (
        'Un administrador puede reabrirlo.'
      )}
    </Alert>
  );
}
