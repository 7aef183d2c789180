import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/**
 * After a planner write refused because its days lie in a closed period (writeErrorMessage's words, `El periodo
 * de octubre de 2026 está cerrado.`): for an admin `Reabrir en Asistencias`, where `Cierre de periodo` offers
 * `Reabrir periodo`; for anyone else who may reopen it.
 */
export function ClosedPeriodHint({ canReopen }: { canReopen: boolean }) {
  return canReopen ? (
    <Link component={RouterLink} to="/asistencias">
      Reabrir en Asistencias
    </Link>
  ) : (
    <>Un administrador puede reabrirlo.</>
  );
}
