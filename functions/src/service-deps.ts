/**
 * What the server services run on in Cloud Functions, built once per instance: Auth through the Admin SDK,
 * Firestore (or, inside the emulator with ASISTE_SERVER_STORE_URL, the test harness's memory store), the
 * server's clock, the configured app URL and, for receipts, the signing key (the publish e-mails need none). The Firestore client loads only
 * when it is the store.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import type { AdminServiceDeps, ServerStore } from '../../src/server/admin/server-ports';
import type { MonthSyncDeps } from '../../src/server/attendance/attendance-months';
import type { PublishMailDeps } from '../../src/server/planning/publish-mail';
import type { CorrectionMailDeps } from '../../src/server/attendance/correction-mail';
import { objectionLinkKey } from '../../src/server/attendance/objection-link';
import { receiptKeyFromSecret } from '../../src/server/receipts/receipt-key';
import type { ReceiptServiceDeps } from '../../src/server/receipts/receipt-service';
import { withSystemSender } from '../../src/server/mail/system-sender';
import { APP_URL, continueUrl, mailSender, RECEIPT_SIGNING_KEY, serverStoreUrl } from './config';
import { firebaseAccounts } from './firebase-accounts';
import { httpStore } from './http-store';
import { newId } from './new-id';

async function chooseStore(): Promise<ServerStore> {
  const url = serverStoreUrl();
  if (url !== null) return httpStore(url);
  const [{ getFirestore }, { firestoreStore }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./firestore-store'),
  ]);
  return firestoreStore(getFirestore());
}

/** Built on first use and kept; a failed start (a bad parameter or secret) is retried by the next call. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () => {
    built ??= build();
    built.catch(() => {
      built = undefined;
    });
    return built;
  };
}

/**
 * The Admin SDK's default app, made once. Only the default app counts: firebase-functions makes a named app of its
 * own for Firestore triggers, so "any app exists" left the default one unmade and every trigger on Firestore
 * failed with "The default Firebase app does not exist" (the functions' suite on the Firestore emulator).
 */
function ensureDefaultApp(): void {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
}

/**
 * Every service's store: every `mail` document written through it carries the system's sender (Res. Ex. N° 38
 * art. 12; src/server/mail/system-sender.ts), whichever service queues it.
 */
const serverStore = once(async () => {
  ensureDefaultApp();
  return withSystemSender(await chooseStore(), mailSender());
});

export const serviceDeps = once(async (): Promise<AdminServiceDeps> => {
  const store = await serverStore(); // initialises the Admin SDK's app first
  return {
    accounts: firebaseAccounts(getAuth()),
    store,
    now: () => new Date(),
    continueUrl: continueUrl(),
    passwordRequired: false,
    newId,
    // Read only by the objection link's callables, the only AdminPort calls that mount the secret.
    objectionLinkKey: once(() => objectionLinkKey(RECEIPT_SIGNING_KEY.value())),
  };
});

/** The correction e-mails' deps: the publish e-mails' and the objection links' key (Res. Ex. N° 38 art. 40.2). */
export const correctionMailDeps = once(async (): Promise<CorrectionMailDeps> => ({
  store: await serverStore(),
  appUrl: APP_URL.value(),
  now: () => new Date(),
  linkKey: await objectionLinkKey(RECEIPT_SIGNING_KEY.value()),
}));

export const receiptDeps = once(async (): Promise<ReceiptServiceDeps> => ({
  store: await serverStore(),
  key: await receiptKeyFromSecret(RECEIPT_SIGNING_KEY.value()),
  now: () => new Date(),
  appUrl: APP_URL.value(),
  queueMail: true,
}));

export const monthDeps = once(async (): Promise<MonthSyncDeps> => ({
  store: await serverStore(),
  now: () => new Date(),
}));

export const publishDeps = once(async (): Promise<PublishMailDeps> => ({
  store: await serverStore(),
  appUrl: APP_URL.value(),
  now: () => new Date(),
}));
