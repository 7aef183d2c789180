/**
 * The functions' configuration, read from the environment (functions/.env.<project>, written by
 * `firebase deploy` when it asks for a missing parameter; functions/.env.demo-asiste for the emulators).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

import { systemSender } from '../../src/server/mail/system-sender';

/**
 * The app's public address (`https://asiste.example.cl`): invitation links continue to its /login. Fixed on the
 * server because a continue URL taken from the client would be an open redirect inside a trusted e-mail.
 */
export const APP_URL = defineString('ASISTE_APP_URL', {
  description: 'Public URL of the Asiste app (https://…); invitation links continue to its /login',
});

export function continueUrl(appUrl: string = APP_URL.value()): string {
  const url = new URL(appUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/login`;
  return url.toString();
}

/**
 * The key that signs punch receipts (src/server/receipts/receipt-service.ts): base64 of at least 32 random
 * bytes, in Secret Manager (`openssl rand -base64 32 | npx firebase functions:secrets:set RECEIPT_SIGNING_KEY
 * --data-file=-`); for the emulators, `functions/.secret.local` or the environment (`npm run test:functions`
 * sets one). Only the signing trigger and the verifying callable mount it.
 */
export const RECEIPT_SIGNING_KEY = defineSecret('RECEIPT_SIGNING_KEY');

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The one sender of every queued e-mail (Res. Ex. N° 38 art. 12: a non-nominative system account):
 * `ASISTE_MAIL_FROM` in `functions/.env.<id>` (`Asiste <no-responder@empresa.cl>`, an address the SMTP connection
 * of the Trigger Email extension may send from); unset, `Asiste <no-responder@<ASISTE_APP_URL's host>>`
 * (src/server/mail/system-sender.ts). A value that is not one address fails the services' start (logged, retried
 * on the next call), as a malformed ASISTE_APP_URL does, rather than send from an unknown address.
 */
export function mailSender(env: Env = process.env, appUrl: string = APP_URL.value()): string {
  return systemSender(appUrl, env['ASISTE_MAIL_FROM']);
}

const inEmulator = (env: Env) => env['FUNCTIONS_EMULATOR'] === 'true';

/**
 * Whether the callables demand (and spend) an App Check token: `ASISTE_ENFORCE_APP_CHECK=true|false`; unset,
 * on everywhere but in the emulator. Read when the functions load, as `onCall` takes a plain boolean there.
 */
export function appCheckEnforced(env: Env = process.env): boolean {
  const configured = env['ASISTE_ENFORCE_APP_CHECK'];
  if (configured === 'true' || configured === 'false') return configured === 'true';
  return !inEmulator(env);
}

/**
 * The test harness's in-memory store (`ASISTE_SERVER_STORE_URL`), honoured only inside the emulator so that a
 * stray variable can never point production at another store.
 */
export function serverStoreUrl(env: Env = process.env): string | null {
  const url = env['ASISTE_SERVER_STORE_URL'];
  return inEmulator(env) && url ? url : null;
}
