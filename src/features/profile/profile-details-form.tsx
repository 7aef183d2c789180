import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import type { SessionUser } from '../../data/ports/auth-port';
import { useBackend } from '../../lib/backend-context';
import { applySession } from '../../stores/apply-session';
import { readAuth } from '../../stores/auth-store';
import { useSessionStore } from '../../stores/session-store';
import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { nameErrorMessage } from './profile-messages';
import { ProfilePhoto } from './profile-photo';
import { validateDisplayName } from './profile-validation';
import { saveDisplayName } from './save-display-name';

interface DetailsValues {
  displayName: string;
}

const SAVED = 'Perfil actualizado.';

/**
 * The photo (saved as soon as it is picked) and the display name (saved from its form in the users doc and the
 * identity). The avatar previews the initials of the name being typed.
 */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const backend = useBackend();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DetailsValues>({
    defaultValues: { displayName: user.displayName ?? '' },
    mode: 'onTouched',
  });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const typedName = useWatch({ control, name: 'displayName' });
  const previewName = typedName.trim() || user.email || '';

  const save = async (values: DetailsValues) => {
    setOutcome(null);
    const displayName = values.displayName.trim();
    try {
      await saveDisplayName(backend, user.uid, displayName);
    } catch (error) {
      console.error('Perfil: no se pudo guardar', error);
      setOutcome({ ok: false, message: nameErrorMessage(error) });
      return;
    }
    // The provider does not always report a profile change (Firebase's ID token does not change): show it now,
    // over the latest identity (a photo may have changed while the name was being saved).
    const current = useSessionStore.getState().user ?? user;
    const claims = readAuth();
    if (claims) applySession({ user: { ...current, displayName }, claims });
    reset({ displayName });
    setOutcome({ ok: true, message: SAVED });
  };

  return (
    <Stack spacing={3}>
      <ProfilePhoto user={user} name={previewName} />
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label="Datos personales"
        onSubmit={handleSubmit(save)}
      >
        <TextField
          label="Nombre"
          autoComplete="name"
          fullWidth
          required
          error={Boolean(errors.displayName)}
          helperText={errors.displayName?.message}
          {...register('displayName', { validate: validateDisplayName })}
        />
        <FormFooter outcome={outcome} label="Guardar perfil" disabled={isSubmitting || !isDirty} />
      </Stack>
    </Stack>
  );
}
