import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

import { env } from '../../../config/env';

/** The one place that initialises Firebase (lazy singleton). */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const config = env();
  return initializeApp({
    apiKey: config.VITE_FIREBASE_API_KEY,
    authDomain: config.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: config.VITE_FIREBASE_PROJECT_ID,
    storageBucket: config.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: config.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: config.VITE_FIREBASE_APP_ID,
    measurementId: config.VITE_FIREBASE_MEASUREMENT_ID,
  });
}

export function usingEmulators(): boolean {
  return env().VITE_USE_EMULATORS;
}

export function emulatorHost(): string {
  return env().VITE_EMULATOR_HOST;
}

/** Emulator ports, pinned in firebase.json. */
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  storage: 9199,
} as const;
