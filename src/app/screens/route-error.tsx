import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useRouteError } from 'react-router-dom';

/** Shown when a screen cannot load even after the one reload, or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  console.error('Error en la pantalla', error);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Recargar
          </Button>
        }
      >
        No se pudo cargar esta pantalla. Revisa tu conexión y vuelve a intentarlo.
      </Alert>
    </Container>
  );
}
