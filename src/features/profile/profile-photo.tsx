import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import { UserAvatar } from '../../components/user-avatar';
import type { SessionUser } from '../../data/ports/auth-port';
import { useBackend } from '../../lib/backend-context';
import { applySession } from '../../stores/apply-session';
import { readAuth, useClaims } from '../../stores/auth-store';
import { useSessionStore } from '../../stores/session-store';
import { photoErrorMessage } from './profile-messages';
import { removeProfilePhoto, uploadProfilePhoto } from './profile-photo-repository';
import { PhotoInputError, SOURCE_MAX_LABEL } from './photo-input';
import { resizePhoto } from './resize-photo';

/** Out of sight and out of the tab order: the "Cambiar foto" button opens it (its picker, on a phone its camera). */
/** Out of sight but in the page. Sizes are strings: in `sx` a number ≤ 1 is a fraction (width 1 is 100%). */
const HIDDEN_INPUT = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

type PhotoState =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'uploading'; progress: number }
  | { step: 'removing' }
  | { step: 'done'; message: string }
  | { step: 'error'; message: string };

/** What the live region says at each step (the progress bar carries the percentage). */
function statusText(state: PhotoState): string {
  switch (state.step) {
    case 'preparing':
      return 'Preparando la foto…';
    case 'uploading':
      return state.progress < 1 ? 'Subiendo la foto…' : 'Guardando la foto…';
    case 'removing':
      return 'Quitando la foto…';
    case 'done':
      return state.message;
    default:
      return '';
  }
}

/** A file that is not an image or is too heavy: the person's pick, told to them, not a failure worth a log. */
function isPersonsPick(error: unknown): boolean {
  return (
    error instanceof PhotoInputError && (error.problem === 'not-an-image' || error.problem === 'too-large')
  );
}

/** The new photo shown in the top bar and here at once (the provider may not report the change itself). */
function showInSession(photoURL: string | null): void {
  const { user } = useSessionStore.getState();
  const claims = readAuth();
  if (user && claims) applySession({ user: { ...user, photoURL }, claims });
}

interface ProfilePhotoProps {
  user: SessionUser;
  /** The name the initials come from (the one being typed). */
  name: string;
}

/**
 * The profile photo: picked on the device, resized in the browser to a small square and stored through the
 * PhotoPort; or removed. Until a new photo is saved, the current one (or the initials) stays, also on failure.
 */
export function ProfilePhoto({ user, name }: ProfilePhotoProps) {
  const backend = useBackend();
  const claims = useClaims();
  const titleId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const [state, setState] = useState<PhotoState>({ step: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const busy = state.step === 'preparing' || state.step === 'uploading' || state.step === 'removing';
  const target = claims ? { tenantId: claims.tenantId, uid: user.uid } : null;

  const upload = async (file: File) => {
    if (target === null) return;
    refocus.current = true;
    setState({ step: 'preparing' });
    let objectURL: string | null = null;
    try {
      const image = await resizePhoto(file);
      objectURL = URL.createObjectURL(image);
      setPreview(objectURL);
      setState({ step: 'uploading', progress: 0 });
      const photoURL = await uploadProfilePhoto(backend, target, image, (progress) =>
        setState({ step: 'uploading', progress }),
      );
      showInSession(photoURL);
      setState({ step: 'done', message: 'Foto actualizada.' });
    } catch (error) {
      if (!isPersonsPick(error)) console.error('Perfil: no se pudo cambiar la foto', error);
      setState({ step: 'error', message: photoErrorMessage(error, 'upload') });
    } finally {
      setPreview(null);
      if (objectURL !== null) URL.revokeObjectURL(objectURL);
    }
  };

  const remove = async () => {
    if (target === null) return;
    refocus.current = true;
    setState({ step: 'removing' });
    try {
      await removeProfilePhoto(backend, target);
      showInSession(null);
      setState({ step: 'done', message: 'Foto quitada: se muestran tus iniciales.' });
    } catch (error) {
      console.error('Perfil: no se pudo quitar la foto', error);
      setState({ step: 'error', message: photoErrorMessage(error, 'remove') });
    }
  };

  // The buttons are disabled while a change runs, and the remove button may be gone after it, which drops the
  // focus to the page: it comes back to "Cambiar foto" (unless the person has moved on, e.g. to the name).
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || group.current?.contains(active)) {
      changeButton.current?.focus();
    }
  }, [busy]);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that picking the same file again (after a failure) is a change too.
    event.target.value = '';
    if (file) void upload(file);
  };

  const progress = state.step === 'uploading' ? Math.round(state.progress * 100) : null;
  return (
    <Stack ref={group} spacing={1.5} role="group" aria-labelledby={titleId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ opacity: preview === null ? 1 : 0.7, flexShrink: 0 }}>
          <UserAvatar name={name} photoURL={preview ?? user.photoURL} size={88} />
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Foto de perfil
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              ref={changeButton}
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              onClick={() => input.current?.click()}
              disabled={busy || target === null}
              aria-describedby={hintId}
              sx={{ minHeight: 44 }}
            >
              Cambiar foto
            </Button>
            {user.photoURL !== null && (
              <Button color="error" onClick={() => void remove()} disabled={busy} sx={{ minHeight: 44 }}>
                Quitar foto
              </Button>
            )}
          </Stack>
          <Typography id={hintId} variant="body2" color="textSecondary">
            {`Una imagen JPG, PNG o WebP de hasta ${SOURCE_MAX_LABEL}; se recorta en un cuadrado.`}
          </Typography>
        </Stack>
        <Box
          component="input"
          ref={input}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-label="Elegir foto de perfil"
          onChange={picked}
          sx={HIDDEN_INPUT}
        />
      </Stack>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Progreso de la foto" />
      )}
      {state.step === 'preparing' && <LinearProgress aria-label="Progreso de la foto" />}
      <Typography role="status" variant="body2" color="textSecondary">
        {statusText(state)}
      </Typography>
      {state.step === 'error' && (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
