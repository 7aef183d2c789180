import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCallback, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';

import { isDataError } from '../data/ports/document-store';
import { RECENT_SIGN_IN_MINUTES } from '../data/policy/worker-consent';
import { authErrorMessage, errorCode } from '../lib/auth-errors';
import { useBackend } from '../lib/backend-context';
import { needsReauthentication, SignInNotConfirmedError } from '../lib/recent-sign-in';

export const REAUTH_TITLE = 'Confirma tu contraseña para firmar';
export const WRONG_PASSWORD = 'La contraseña no es correcta.';

function reauthErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') return WRONG_PASSWORD;
  return authErrorMessage(code);
}

interface PasswordDialogProps {
  open: boolean;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Asks for the password again: a wrong one says so and keeps the dialog (and what was typed); `Cancelar` or Esc
 * gives up, unless a check is under way.
 */
function PasswordDialog({ open, onConfirm, onCancel }: PasswordDialogProps) {
  const titleId = useId();
  const textId = useId();
  const field = useRef<HTMLInputElement | null>(null);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // A new opening starts empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPassword('');
      setFailure(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (password === '') {
      setFailure('Escribe tu contraseña.');
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await onConfirm(password);
    } catch (error) {
      console.error('No se pudo confirmar la contraseña', error);
      setFailure(reauthErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      // The field first, for the keyboard, once the dialog is in place (its focus trap first focuses itself).
      slotProps={{ transition: { onEntered: () => field.current?.focus() } }}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{REAUTH_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            Tu respuesta queda en tu registro de asistencia. Por seguridad, si iniciaste sesión hace más de{' '}
            {RECENT_SIGN_IN_MINUTES} minutos, confirma que eres tú.
          </DialogContentText>
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            inputRef={field}
            fullWidth
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={failure !== null}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={pending} sx={{ minHeight: 48 }}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={pending} sx={{ minHeight: 48 }}>
            Confirmar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export interface RecentSignIn {
  /**
   * Runs `write` (an answer or a signature) once the sign-in is recent: when it is not, asks for the password
   * first. Rejects with SignInNotConfirmedError when the person cancels, and with the write's error when it fails.
   * A write the server refuses although this device thought the sign-in recent (its clock behind the server's)
   * asks once, then tries again.
   */
  withRecentSignIn: <T>(write: () => Promise<T>) => Promise<T>;
  /** The password dialog: render it next to the dialog whose write it guards. */
  dialog: ReactElement;
}

/**
 * Every answer to a correction and every week's signature or objection goes through this (security review M5):
 * the rules refuse them from a session signed in more than RECENT_SIGN_IN_MINUTES ago, so the app asks for the
 * password (`Confirma tu contraseña para firmar`) and re-authenticates before writing. The dialog of the answer
 * stays open, with its comment, while the password is asked.
 */
export function useRecentSignIn(): RecentSignIn {
  const { auth } = useBackend();
  const [asking, setAsking] = useState(false);
  const request = useRef<{ resolve: () => void; reject: (error: Error) => void } | null>(null);

  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        request.current = { resolve, reject };
        setAsking(true);
      }),
    [],
  );
  const settle = (outcome: 'confirmed' | 'cancelled') => {
    const pending = request.current;
    request.current = null;
    setAsking(false);
    if (outcome === 'confirmed') pending?.resolve();
    else pending?.reject(new SignInNotConfirmedError());
  };

  const withRecentSignIn = useCallback(
    async <T,>(write: () => Promise<T>): Promise<T> => {
      let asked = false;
      if (needsReauthentication(await auth.authTime(), new Date())) {
        await ask();
        asked = true;
      }
      try {
        return await write();
      } catch (error) {
        if (asked || !isDataError(error) || error.code !== 'permission-denied') throw error;
        await ask();
        return write();
      }
    },
    [auth, ask],
  );

  const dialog = (
    <PasswordDialog
      open={asking}
      onConfirm={async (password) => {
        await auth.reauthenticate(password);
        settle('confirmed');
      }}
      onCancel={() => settle('cancelled')}
    />
  );
  return { withRecentSignIn, dialog };
}
