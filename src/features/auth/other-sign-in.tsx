import type { ReactNode } from 'react';

import { Alert } from '../../components/alert';
import { DialpadIcon, GoogleIcon, MailOutlineIcon } from './icons';

interface OtherSignInProps {
  available: { google: boolean; emailLink: boolean };
  busy: boolean;
  notice: string | null;
  onGoogle: () => void;
  onEmailLink: () => void;
  /** `Ingresar con RUT y PIN` (Res. Ex. N° 38 art. 7 g); absent while that form is the one shown. */
  onPin?: () => void;
}

/** An outlined button with its icon before the text (MUI's startIcon). */
function OutlinedButton({
  icon,
  disabled,
  onClick,
  children,
}: {
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="plain-button plain-button--outlined"
      disabled={disabled}
      onClick={onClick}
    >
      <span className="plain-button-start-icon">{icon}</span>
      {children}
    </button>
  );
}

/** Google and email-link sign-in; in demo mode shown as unavailable, with the reason. */
export function OtherSignIn({ available, busy, notice, onGoogle, onEmailLink, onPin }: OtherSignInProps) {
  const none = !available.google && !available.emailLink;
  return (
    <div className="login-other">
      {/* MUI's Divider with a text: a separator, its lines drawn on either side of the word. */}
      <div role="separator" aria-orientation="horizontal" className="login-divider">
        <span className="login-divider-text">o</span>
      </div>
      {onPin !== undefined && (
        <OutlinedButton icon={<DialpadIcon />} disabled={busy} onClick={onPin}>
          Ingresar con RUT y PIN
        </OutlinedButton>
      )}
      <OutlinedButton icon={<GoogleIcon />} disabled={!available.google || busy} onClick={onGoogle}>
        Continuar con Google
      </OutlinedButton>
      <OutlinedButton
        icon={<MailOutlineIcon />}
        disabled={!available.emailLink || busy}
        onClick={onEmailLink}
      >
        Recibir un enlace de acceso por correo
      </OutlinedButton>
      {none && (
        <p className="plain-body2 plain-secondary" id="other-sign-in-unavailable">
          En el modo demostración se entra con correo y contraseña, o con RUT y PIN: Google y el enlace por
          correo funcionan en la versión de Asiste de tu empresa.
        </p>
      )}
      {notice && (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      )}
    </div>
  );
}
