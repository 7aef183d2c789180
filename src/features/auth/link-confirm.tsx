import { useState, type FormEvent } from 'react';

import { Alert } from '../../components/alert';
import { VALIDATION, isEmail } from '../../lib/validation-messages';
import { OutlinedField } from './outlined-field';

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
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      <Alert severity="info">Escribe el correo al que te enviaron este enlace de acceso para entrar.</Alert>
      {error && <Alert severity="error">{error}</Alert>}
      <OutlinedField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid ?? undefined}
        reserveErrorLine
      />
      <button type="submit" className="plain-button plain-button--contained login-tall" disabled={busy}>
        Entrar con el enlace
      </button>
      <button type="button" className="plain-button plain-button--text login-tall" onClick={onPassword}>
        Entrar con contraseña
      </button>
    </form>
  );
}
