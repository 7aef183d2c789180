import { z } from 'zod';

/**
 * Build-time configuration, validated once. A Firebase build without its keys fails loudly at start rather
 * than half-working.
 */
const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => value === 'true');

const schema = z
  .object({
    VITE_BACKEND: z.enum(['demo', 'firebase']).default('demo'),
    VITE_USE_EMULATORS: flag,
    VITE_FIREBASE_API_KEY: z.string().optional(),
    VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
    VITE_FIREBASE_PROJECT_ID: z.string().optional(),
    VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
    VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().optional(),
    VITE_FIREBASE_APP_ID: z.string().optional(),
    VITE_FIREBASE_MEASUREMENT_ID: z.string().optional(),
    VITE_RECAPTCHA_SITE_KEY: z.string().optional(),
    VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
  })
  .superRefine((env, ctx) => {
    if (env.VITE_BACKEND !== 'firebase') return;
    for (const key of [
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_APP_ID',
    ] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required for the Firebase build` });
    }
    // spec §5: the API key must not contain a colon.
    if (env.VITE_FIREBASE_API_KEY?.includes(':')) {
      ctx.addIssue({ code: 'custom', path: ['VITE_FIREBASE_API_KEY'], message: 'must not contain a colon' });
    }
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  return result.data;
}
