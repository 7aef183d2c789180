import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';

import { TextInput } from '../../components/form/text-input';
import { VALIDATION, isEmail } from '../../lib/validation-messages';

export interface LinkConfirmProps {
  /** The last failure, in Spanish. */
  error: string | null;
  /** Completes the link for the e-mail typed (trimmed, checked). */
  onConfirm: (email: string) => Promise<unknown>;
  /** Back to the password form. */
  onPassword: () => void;
}

/** `Entrar con el enlace`: the e-mail a sign-in link was sent to, asked when this browser did not keep it. */
export function LinkConfirm({ error, onConfirm, onPassword }: LinkConfirmProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!typed || !isEmail(typed)) {
      setInvalid(typed ? VALIDATION.email : VALIDATION.required);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      await onConfirm(typed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
      <Alert severity="info">Escribe el correo al que te enviaron este enlace de acceso para entrar.</Alert>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid !== null}
        helperText={invalid ?? ' '}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 48 }}>
        Entrar con el enlace
      </Button>
      <Button onClick={onPassword} sx={{ minHeight: 48 }}>
        Entrar con contraseña
      </Button>
    </Stack>
  );
}
