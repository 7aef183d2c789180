import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';

interface OtherSignInProps {
  available: { google: boolean; emailLink: boolean };
  busy: boolean;
  notice: string | null;
  onGoogle: () => void;
  onEmailLink: () => void;
}

/** Google and email-link sign-in; in demo mode shown as unavailable, with the reason. */
export function OtherSignIn({ available, busy, notice, onGoogle, onEmailLink }: OtherSignInProps) {
  const none = !available.google && !available.emailLink;
  return (
    <Stack spacing={1.5}>
      <Divider>o</Divider>
      <Button
        variant="outlined"
        startIcon={<GoogleIcon />}
        disabled={!available.google || busy}
        onClick={onGoogle}
      >
        Continuar con Google
      </Button>
      <Button
        variant="outlined"
        startIcon={<MailOutlineIcon />}
        disabled={!available.emailLink || busy}
        onClick={onEmailLink}
      >
        Recibir un enlace de acceso por correo
      </Button>
      {none && (
        <Typography variant="body2" color="text.secondary" id="other-sign-in-unavailable">
          En el modo demostración solo se puede entrar con correo y contraseña: Google y el enlace por correo
          funcionan en la versión de Asiste de tu empresa.
        </Typography>
      )}
      {notice && (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      )}
    </Stack>
  );
}
