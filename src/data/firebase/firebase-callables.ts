/**
 * The Functions SDK side of FirebaseAdmin, its own chunk (loaded on the first AdminPort call): the callables of
 * one Firebase app, called with that app's signed-in user's token.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';

import type { AdminCallName } from '../ports/admin-port';
import type { CallableSession } from './firebase-admin-port';

export interface EmulatorAddress {
  host: string;
  port: number;
}

/** With `emulator`, the app's Functions instance talks to the Functions emulator. */
export function callableSession(
  app: FirebaseApp,
  auth: Auth,
  emulator: EmulatorAddress | null,
): CallableSession {
  const functions = getFunctions(app);
  if (emulator !== null) connectFunctionsEmulator(functions, emulator.host, emulator.port);
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
