/**
 * The Functions SDK side of the callables, its own chunk (loaded on the first AdminPort call or the first
 * receipt verification): the callables of one Firebase app, called with that app's signed-in user's token.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';

import type { AdminCallName } from '../../ports/admin-port';
import { VERIFY_RECEIPT_CALL, type VerifyReceiptRequest } from '../../ports/receipt-wire';
import type { CallableSession } from './firebase-admin-port';

export interface EmulatorAddress {
  host: string;
  port: number;
}

const connected = new WeakSet<Functions>();

/** The app's Functions instance; with `emulator`, talking to the Functions emulator (connected once). */
function functionsOf(app: FirebaseApp, emulator: EmulatorAddress | null): Functions {
  const functions = getFunctions(app);
  if (emulator !== null && !connected.has(functions)) {
    connectFunctionsEmulator(functions, emulator.host, emulator.port);
    connected.add(functions);
  }
  return functions;
}

/** With `emulator`, the app's Functions instance talks to the Functions emulator. */
export function callableSession(
  app: FirebaseApp,
  auth: Auth,
  emulator: EmulatorAddress | null,
): CallableSession {
  const functions = functionsOf(app, emulator);
  return {
    async call(name: AdminCallName, data: unknown) {
      // Limited-use App Check tokens: the functions spend each one (replay protection) when App Check is on.
      const callable = httpsCallable<unknown, unknown>(functions, name, { limitedUseAppCheckTokens: true });
      return (await callable(data)).data;
    },
    uid: () => auth.currentUser?.uid ?? null,
    async refreshToken() {
      await auth.currentUser?.getIdToken(true);
    },
  };
}

/** The public `verifyReceipt` callable (no sign-in needed); rejects with the SDK's FunctionsError. */
export function receiptCallable(
  app: FirebaseApp,
  emulator: EmulatorAddress | null,
): (request: VerifyReceiptRequest) => Promise<unknown> {
  const callable = httpsCallable<VerifyReceiptRequest, unknown>(
    functionsOf(app, emulator),
    VERIFY_RECEIPT_CALL,
    { limitedUseAppCheckTokens: true },
  );
  return async (request) => (await callable(request)).data;
}
