import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

export interface InvitationLinkDialogProps {
  /** The link to hand over, or null when closed. It is shown this once: nothing stores it. */
  link: string | null;
  /** Who it is for ('Valentina Paredes'). */
  name: string;
  onClose: () => void;
  /**
   * An inspector's access link (issue #15) instead of an invitation: its own title, text and button, and when the
   * access ends ('05-12-2026 10:30').
   */
  access?: { until: string };
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * An invitation link shown once after AdminPort created an account without a password, with
 * `Copiar enlace de invitación`. The link is in a read-only field too, so it can be selected by hand when the
 * clipboard is not available.
 */
export function InvitationLinkDialog({ link, name, onClose, access }: InvitationLinkDialogProps) {
  const what = access ? 'Enlace de acceso' : 'Enlace de invitación';
  const titleId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = async () => {
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch (error) {
      console.error('No se pudo copiar el enlace de invitación', error);
      setCopy('failed');
    }
  };
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setCopy('idle') } }}
    >
      <DialogTitle id={titleId}>{what}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {access
            ? `Envía este enlace a ${name}: con él entrará a la fiscalización, sin contraseña y solo para leer, hasta el ${access.until}. Cópialo ahora; no se volverá a mostrar.`
            : `Envía este enlace a ${name}: con él elegirá su contraseña e iniciará sesión. Cópialo ahora; no se volverá a mostrar.`}
        </DialogContentText>
        <TextField
          label={what}
          value={link ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
        {copy === 'copied' && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            Enlace copiado.
          </Alert>
        )}
        {copy === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            No se pudo copiar. Selecciona el enlace y cópialo a mano.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void copyLink()} variant="contained" sx={{ minHeight: 48 }}>
          {access ? 'Copiar enlace de acceso' : 'Copiar enlace de invitación'}
        </Button>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
