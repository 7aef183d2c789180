/**
 * The sign-in form's state without react-hook-form: nothing is checked before the first submit, which checks
 * both fields (spec §5 texts) and focuses the first invalid one; then each field is checked again as it changes.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { VALIDATION } from '../../lib/validation-messages';
import { OutlinedField } from './outlined-field';
import { signInError, useSignInForm, type SignInValues } from './use-sign-in-form';

/** The two fields on the form's state, with buttons for what the sign-in page does from outside. */
function Harness({ onValid }: { onValid: (values: SignInValues) => Promise<unknown> }) {
  const form = useSignInForm();
  return (
    <form noValidate aria-label="Prueba" onSubmit={form.handleSubmit(onValid)}>
      <OutlinedField {...form.field('email')} label="Correo electrónico" type="email" required />
      <OutlinedField {...form.field('password')} label="Contraseña" type="password" required />
      <button type="submit" disabled={form.submitting}>
        Entrar
      </button>
      <button type="button" onClick={() => form.reset({ email: 'ana@panaderia.cl', password: 'clave' })}>
        Cuenta de prueba
      </button>
      <button type="button" onClick={() => form.setError('email', VALIDATION.required)}>
        Enlace
      </button>
    </form>
  );
}

function renderForm(
  onValid = vi.fn<(values: SignInValues) => Promise<unknown>>().mockResolvedValue(undefined),
) {
  const user = userEvent.setup({ delay: null });
  render(<Harness onValid={onValid} />);
  return { user, onValid };
}

const email = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const password = () => screen.getByLabelText(/^Contraseña/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Entrar' });

describe('signInError', () => {
  it.each([
    ['email', '', VALIDATION.required],
    ['email', 'camila.rojas', VALIDATION.email],
    ['email', '   ', VALIDATION.email],
    ['email', 'camila@panaderia.cl', undefined],
    ['password', '', VALIDATION.required],
    ['password', 'x', undefined],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(signInError(field, value)).toBe(message);
  });
});

describe('the sign-in form state', () => {
  it('checks nothing before the first submit', async () => {
    const { user } = renderForm();
    await user.type(email(), 'camila.rojas');
    await user.clear(email());
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(VALIDATION.required)).not.toBeInTheDocument();
  });

  it('marks both empty fields as required on submit, focuses the e-mail and does not submit', async () => {
    const { user, onValid } = renderForm();
    await user.click(submit());
    for (const field of [email(), password()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(VALIDATION.required);
    }
    expect(screen.getAllByText(VALIDATION.required)).toHaveLength(2);
    expect(email()).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and leaves a typed password valid', async () => {
    const { user, onValid } = renderForm();
    await user.type(email(), 'camila.rojas');
    await user.type(password(), 'demo1234');
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription(VALIDATION.email);
    expect(email()).toHaveFocus();
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).not.toHaveAttribute('aria-describedby');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field: the password when the e-mail is right', async () => {
    const { user } = renderForm();
    await user.type(email(), 'camila@panaderia.cl');
    await user.click(submit());
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).toHaveAccessibleDescription(VALIDATION.required);
    expect(password()).toHaveFocus();
  });

  it('checks each field again as it changes once submitted, the other keeping its message', async () => {
    const { user } = renderForm();
    await user.click(submit());

    await user.type(email(), 'camila');
    expect(email()).toHaveAccessibleDescription(VALIDATION.email);
    await user.type(email(), '@panaderia.cl');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).not.toHaveAttribute('aria-describedby');
    expect(password()).toHaveAccessibleDescription(VALIDATION.required);

    await user.clear(email());
    expect(email()).toHaveAccessibleDescription(VALIDATION.required);
    await user.type(password(), 'x');
    expect(password()).toHaveAttribute('aria-invalid', 'false');
  });

  it('submits the values as typed once both are valid, busy until the handler ends', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi
      .fn<(values: SignInValues) => Promise<unknown>>()
      .mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm(onValid);
    await user.type(email(), 'camila@panaderia.cl');
    // Spaces and all: the page, not the form, trims the e-mail (an e-mail input already drops them).
    await user.type(password(), ' demo1234 ');
    await user.click(submit());
    expect(onValid).toHaveBeenCalledExactlyOnceWith({ email: 'camila@panaderia.cl', password: ' demo1234 ' });
    expect(submit()).toBeDisabled();
    finish();
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('is reset by a fill from outside: new values, no messages, nothing checked until the next submit', async () => {
    const { user } = renderForm();
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Cuenta de prueba' }));
    expect(email()).toHaveValue('ana@panaderia.cl');
    expect(password()).toHaveValue('clave');
    expect(screen.queryByText(VALIDATION.required)).not.toBeInTheDocument();

    await user.clear(password());
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription(VALIDATION.required);
  });

  it('shows a message set from outside, which stays until the next submit checks the field', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enlace' }));
    expect(email()).toHaveAccessibleDescription(VALIDATION.required);
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    await user.type(email(), 'camila@panaderia.cl');
    expect(email()).toHaveAccessibleDescription(VALIDATION.required);
    await user.click(submit());
    expect(email()).toHaveAttribute('aria-invalid', 'false');
  });
});
