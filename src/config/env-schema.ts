/**
 * Build-time configuration, validated once. A Firebase build without its keys fails loudly at start rather
 * than half-working.
 *
 * Checked by hand, not with zod: the Firebase adapter set reads it before anything paints, and zod would be
 * 23 KiB of gzip JavaScript on every route of the Firebase build for eleven fields.
 */
export interface Env {
  VITE_BACKEND: 'demo' | 'firebase';
  VITE_USE_EMULATORS: boolean;
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_STORAGE_BUCKET?: string;
  VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  VITE_FIREBASE_APP_ID?: string;
  VITE_FIREBASE_MEASUREMENT_ID?: string;
  VITE_RECAPTCHA_SITE_KEY?: string;
  VITE_EMULATOR_HOST: string;
}

const OPTIONAL_STRINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_MEASUREMENT_ID',
  'VITE_RECAPTCHA_SITE_KEY',
] as const;

/** What a Firebase build cannot start without. */
const FIREBASE_REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

export function parseEnv(source: Record<string, unknown>): Env {
  const issues: string[] = [];
  const oneOf = <T extends string>(key: string, values: readonly T[], fallback: T): T => {
    const value = source[key];
    if (value === undefined) return fallback;
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
    issues.push(`${key}: must be one of ${values.map((v) => `'${v}'`).join(', ')}`);
    return fallback;
  };
  const text = (key: string): string | undefined => {
    const value = source[key];
    if (value === undefined || typeof value === 'string') return value;
    issues.push(`${key}: must be a string`);
    return undefined;
  };

  const env: Env = {
    VITE_BACKEND: oneOf('VITE_BACKEND', ['demo', 'firebase'], 'demo'),
    VITE_USE_EMULATORS: oneOf('VITE_USE_EMULATORS', ['true', 'false', ''], '') === 'true',
    VITE_EMULATOR_HOST: text('VITE_EMULATOR_HOST') ?? '127.0.0.1',
  };
  for (const key of OPTIONAL_STRINGS) {
    const value = text(key);
    if (value !== undefined) env[key] = value;
  }

  if (env.VITE_BACKEND === 'firebase') {
    for (const key of FIREBASE_REQUIRED) {
      if (!env[key]) issues.push(`${key}: ${key} is required for the Firebase build`);
    }
    // spec §5: the API key must not contain a colon.
    if (env.VITE_FIREBASE_API_KEY?.includes(':'))
      issues.push('VITE_FIREBASE_API_KEY: must not contain a colon');
  }
  if (issues.length > 0) throw new Error(`Invalid environment: ${issues.join('; ')}`);
  return env;
}
