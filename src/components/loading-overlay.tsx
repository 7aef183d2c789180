import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Full-screen overlay while authentication resolves (spec §2). */
export function LoadingOverlay() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'background.default' }}>
      <CircularProgress aria-label="Cargando" />
    </Backdrop>
  );
}
