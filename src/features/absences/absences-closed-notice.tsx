/**
 * After a write refused because its absence starts in a closed period: the refusal in writeErrorMessage's words,
 * and for an admin `Reabrir en Asistencias`, where `Cierre de periodo` offers `Reabrir periodo`.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export function AbsencesClosedNotice({
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
      {refused} Las ausencias de un periodo cerrado no cambian.{' '}
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
