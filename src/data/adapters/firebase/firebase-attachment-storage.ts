/**
 * The Storage SDK calls of the absence documents, loaded lazily (firebase-attachments.ts) like the photos' chunk
 * (firebase-storage.ts). getStorage hands out one instance per app and bucket, so this is the same Storage the
 * photos use; connecting the emulator again only sets the same host.
 */
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';

import { EMULATOR_PORTS, emulatorHost, firebaseApp, usingEmulators } from './firebase-app';

/** As firebase-storage.ts: past a minute without a connection, the person is told rather than kept waiting. */
const MAX_RETRY_MS = 60_000;

let instance: FirebaseStorage | undefined;

function storage(): FirebaseStorage {
  if (instance) return instance;
  const app = firebaseApp();
  // The emulator config names no bucket: the emulator serves the project's default one.
  const bucket =
    app.options.storageBucket ?? (usingEmulators() ? `${app.options.projectId ?? 'demo'}.appspot.com` : null);
  const created = bucket === null ? getStorage(app) : getStorage(app, `gs://${bucket}`);
  created.maxUploadRetryTime = MAX_RETRY_MS;
  created.maxOperationRetryTime = MAX_RETRY_MS;
  if (usingEmulators()) connectStorageEmulator(created, emulatorHost(), EMULATOR_PORTS.storage);
  instance = created;
  return created;
}

/** Uploads `file` to `path` with its content type (storage.rules judge it), reporting the fraction sent. */
export async function uploadFile(
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const task = uploadBytesResumable(ref(storage(), path), file, { contentType: file.type });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress?.(snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  onProgress?.(1);
}

/** The download URL of the object at `path` (storage.rules judge the read). */
export function downloadUrl(path: string): Promise<string> {
  return getDownloadURL(ref(storage(), path));
}
