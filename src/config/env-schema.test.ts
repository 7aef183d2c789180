import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('defaults to the demo backend', () => {
    expect(parseEnv({}).VITE_BACKEND).toBe('demo');
    expect(parseEnv({}).VITE_USE_EMULATORS).toBe(false);
  });
  it('names every missing key of a Firebase build', () => {
    expect(() => parseEnv({ VITE_BACKEND: 'firebase' })).toThrow(
      /VITE_FIREBASE_API_KEY.*VITE_FIREBASE_PROJECT_ID.*VITE_FIREBASE_APP_ID/,
    );
  });
  it('rejects an API key with a colon (spec §5)', () => {
    const env = { VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_APP_ID: 'a' };
    expect(() => parseEnv({ ...env, VITE_FIREBASE_API_KEY: 'a:b' })).toThrow(/must not contain a colon/);
    expect(
      parseEnv({ ...env, VITE_FIREBASE_API_KEY: 'ab', VITE_USE_EMULATORS: 'true' }).VITE_USE_EMULATORS,
    ).toBe(true);
  });
  it('rejects an unknown backend', () => {
    expect(() => parseEnv({ VITE_BACKEND: 'supabase' })).toThrow(/VITE_BACKEND/);
  });
});

describe('parseEnv, the values it keeps', () => {
  it('keeps the Firebase keys and the emulator host, and defaults the host', () => {
    const env = {
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_RECAPTCHA_SITE_KEY: 'site',
    };
    expect(parseEnv(env)).toEqual({
      ...env,
      VITE_USE_EMULATORS: false,
      VITE_EMULATOR_HOST: '127.0.0.1',
    });
    expect(parseEnv({ VITE_EMULATOR_HOST: '10.0.0.2' }).VITE_EMULATOR_HOST).toBe('10.0.0.2');
  });
  it('rejects a flag that is not true, false or empty, and a key that is not text', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS/);
    expect(() => parseEnv({ VITE_FIREBASE_APP_ID: 42 })).toThrow(/VITE_FIREBASE_APP_ID: must be a string/);
  });
});
