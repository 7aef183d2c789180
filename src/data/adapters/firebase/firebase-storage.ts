import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';

import { EMULATOR_PORTS, emulatorHost, firebaseApp, usingEmulators } from './firebase-app';

/** A photo is a few kilobytes: past a minute without a connection, the person is told rather than kept waiting. */
const MAX_RETRY_MS = 60_000;

let instance: FirebaseStorage | undefined;

/** The app's Storage (lazy singleton); the emulator is connected once, here. */
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

/** Uploads `image` to `path`, reporting the fraction sent, and returns its download URL. */
export async function uploadPhoto(
  path: string,
  image: Blob,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const task = uploadBytesResumable(ref(storage(), path), image, { contentType: image.type });
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
  return getDownloadURL(task.snapshot.ref);
}

/** Deletes the object at `path`; one already gone is fine. */
export async function deletePhoto(path: string): Promise<void> {
  try {
    await deleteObject(ref(storage(), path));
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code !== 'storage/object-not-found') throw error;
  }
}
