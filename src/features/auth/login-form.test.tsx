/**
 * The plain sign-in form's fields, as assistive technology and the end-to-end tests meet them: each input named
 * by its label alone (the required mark is hidden), required, invalid only with a message that describes it; the
 * password shown or hidden by a named button; the label drawn above the value once the field is focused or filled.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { VALIDATION } from '../../lib/validation-messages';
import { LoginForm } from './login-form';
import { useSignInForm, type SignInValues } from './use-sign-in-form';

function Harness({ onSubmit }: { onSubmit: (values: SignInValues) => Promise<void> }) {
  const form = useSignInForm();
  return <LoginForm form={form} error={null} onSubmit={onSubmit} />;
}

function renderForm() {
  const onSubmit = vi.fn<(values: SignInValues) => Promise<void>>().mockResolvedValue(undefined);
  const user = userEvent.setup({ delay: null });
  render(<Harness onSubmit={onSubmit} />);
  return { user, onSubmit };
}

const password = () => screen.getByLabelText(/^Contraseña/, { selector: 'input' });

describe('the sign-in form', () => {
  it('names each field by its label alone, marks both required and valid until checked', () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveAccessibleName('Correo electrónico');
    expect(password()).toHaveAccessibleName('Contraseña');
    for (const field of [email, password()]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(field).not.toHaveAccessibleDescription();
    }
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(email).toHaveFocus();
  });

  it('links each message to its field and focuses the first invalid one', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveAccessibleDescription(VALIDATION.required);
    expect(password()).toHaveAccessibleDescription(VALIDATION.required);
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a named button', async () => {
    const { user } = renderForm();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Contraseña' })).toBe(password());
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('draws the label above the value while the field is focused or filled', async () => {
    const { user } = renderForm();
    const label = screen.getByText(/^Contraseña/, { selector: 'label' });
    expect(label).toHaveAttribute('data-shrink', 'false');
    await user.click(password());
    expect(label).toHaveAttribute('data-shrink', 'true');
    await user.tab();
    expect(label).toHaveAttribute('data-shrink', 'false');
    await user.type(password(), 'x');
    await user.tab();
    expect(label).toHaveAttribute('data-shrink', 'true');
  });
});
