import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

import { ClosedPeriodHint } from './closed-period-hint';
import type { DraftFailure } from './write-failure';

/** A change that failed, above the grid; a closed period's refusal with its reopen hint. */
export function PlannerFailure({
  failure,
  canReopen,
  onClose,
}: {
  failure: DraftFailure | null;
  canReopen: boolean;
  onClose: () => void;
}) {
  if (failure === null) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} closeText="Cerrar" sx={{ mb: 2 }}>
      {failure.text} {failure.closed && <ClosedPeriodHint canReopen={canReopen} />}
    </Alert>
  );
}

/** The agenda's news after a change (`Asignar Mañana: 3 celdas en borrador.`), at the bottom for 5 s. */
export function PlannerNotice({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert severity="success" role="status" closeText="Cerrar" onClose={onClose} sx={{ boxShadow: 6 }}>
        {notice}
      </Alert>
    </Snackbar>
  );
}
