import { GENERIC_AUTH_MESSAGE, SPEC_AUTH_CODES, authErrorMessage, errorCode } from './auth-errors';

describe('authErrorMessage', () => {
  it('has a specific Spanish message for every code of spec §8', () => {
    for (const code of SPEC_AUTH_CODES) expect(authErrorMessage(code), code).not.toBe(GENERIC_AUTH_MESSAGE);
  });
  it('shows one message for bad credentials whatever the code', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])
      expect(authErrorMessage(code)).toBe('Correo o contraseña incorrectos.');
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
