import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

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
