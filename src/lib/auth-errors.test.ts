import {
  GENERIC_AUTH_MESSAGE,
  SPEC_AUTH_CODES,
  WRONG_CURRENT_PASSWORD,
  authErrorMessage,
  errorCode,
  passwordChangeErrorMessage,
} from './auth-errors';

describe('authErrorMessage', () => {
  it('has a specific Spanish message for every code of spec §8', () => {
    for (const code of SPEC_AUTH_CODES) expect(authErrorMessage(code), code).not.toBe(GENERIC_AUTH_MESSAGE);
  });
  it('shows one message for bad credentials whatever the code', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])
      expect(authErrorMessage(code)).toBe('Correo o contraseña incorrectos.');
  });
  it('never names the provider to a person', () => {
    const codes = [...SPEC_AUTH_CODES, 'auth/operation-not-allowed', 'auth/recaptcha-not-enabled', undefined];
    for (const code of codes) expect(authErrorMessage(code), code).not.toMatch(/firebase|google cloud/i);
  });
  it('falls back to a generic message', () => {
    expect(authErrorMessage('auth/something-new')).toBe(GENERIC_AUTH_MESSAGE);
    expect(authErrorMessage(undefined)).toBe(GENERIC_AUTH_MESSAGE);
  });
  it('reads codes from error-like values only', () => {
    expect(errorCode({ code: 'auth/x' })).toBe('auth/x');
    expect(errorCode(new Error('x'))).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });
});

describe('passwordChangeErrorMessage', () => {
  it('says the current password is wrong when reauthentication rejects it', () => {
    expect(WRONG_CURRENT_PASSWORD).toBe('La contraseña actual no es correcta.');
    for (const code of ['auth/invalid-credential', 'auth/wrong-password'])
      expect(passwordChangeErrorMessage(code)).toBe('La contraseña actual no es correcta.');
  });
  it('gives every other code the message of the one table', () => {
    for (const code of [
      'auth/too-many-requests',
      'auth/weak-password',
      'auth/user-mismatch',
      'auth/x',
      undefined,
    ])
      expect(passwordChangeErrorMessage(code)).toBe(authErrorMessage(code));
    // The sign-in screen keeps its own wording for the same code.
    expect(authErrorMessage('auth/invalid-credential')).toBe('Correo o contraseña incorrectos.');
  });
});
