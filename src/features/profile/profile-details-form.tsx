import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { UserAvatar } from '../../components/user-avatar';
import type { SessionUser } from '../../data/ports/auth-port';
import { authErrorMessage, errorCode } from '../../lib/auth-errors';
import { useBackend } from '../../lib/backend-context';
import { applySession } from '../../stores/apply-session';
import { useClaims } from '../../stores/auth-store';
import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { isHttpUrl, validateDisplayName, validatePhotoURL } from './profile-validation';

interface DetailsValues {
  displayName: string;
  photoURL: string;
}

const SAVED = 'Perfil actualizado.';

/** Display name and photo of the identity, saved with `auth.updateProfile`. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { auth } = useBackend();
  const claims = useClaims();
  const form = useForm<DetailsValues>({
    defaultValues: { displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [typedName, typedPhoto] = useWatch({ control, name: ['displayName', 'photoURL'] });
  const previewPhoto = isHttpUrl(typedPhoto.trim()) ? typedPhoto.trim() : null;
  const previewName = typedName.trim() || user.email || '';

  const save = async (values: DetailsValues) => {
    setOutcome(null);
    const displayName = values.displayName.trim();
    const photoURL = values.photoURL.trim() || null;
    try {
      await auth.updateProfile({ displayName, photoURL });
    } catch (error) {
      console.error('Perfil: no se pudo guardar', error);
      setOutcome({ ok: false, message: authErrorMessage(errorCode(error)) });
      return;
    }
    // The provider does not always report a profile change (Firebase's ID token does not change): show it now.
    if (claims) applySession({ user: { ...user, displayName, photoURL }, claims });
    reset({ displayName, photoURL: photoURL ?? '' });
    setOutcome({ ok: true, message: SAVED });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Datos personales"
      onSubmit={handleSubmit(save)}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <UserAvatar name={previewName} photoURL={previewPhoto} size={72} />
        <TextField
          label="Nombre"
          autoComplete="name"
          fullWidth
          required
          error={Boolean(errors.displayName)}
          helperText={errors.displayName?.message}
          {...register('displayName', { validate: validateDisplayName })}
        />
      </Stack>
      <TextField
        label="URL de la foto"
        type="url"
        inputMode="url"
        autoComplete="photo"
        placeholder="https://…"
        fullWidth
        error={Boolean(errors.photoURL)}
        helperText={errors.photoURL?.message ?? 'Opcional. Sin foto, se muestran tus iniciales.'}
        {...register('photoURL', { validate: validatePhotoURL })}
      />
      <FormFooter outcome={outcome} label="Guardar perfil" disabled={isSubmitting || !isDirty} />
    </Stack>
  );
}
