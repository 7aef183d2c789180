import { Link as RouterLink } from 'react-router-dom';

/**
 * The product's name (a link to the public page) and its tagline, above the sign-in form: the look of
 * src/components/brand-header.tsx (the sign-up page's, in MUI), in plain elements styled by login.css.
 */
export function AuthBrand() {
  return (
    <div className="login-brand">
      <RouterLink to="/" className="login-brand-name">
        Asiste
      </RouterLink>
      <p className="plain-body2 plain-secondary">Control de asistencia más simple</p>
    </div>
  );
}
