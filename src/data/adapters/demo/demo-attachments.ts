/**
 * The demo's absence documents (AbsenceAttachments): the files live in the browser, by Storage path, in an
 * IndexedDB database of their own beside the demo store's (so they survive a reload, as the photos kept in the
 * users docs do), or in memory for tests. Uploads and reads are judged by storage.rules' policy
 * (checkAbsenceAttachmentWrite, checkAbsenceAttachmentRead), so the demo refuses what Firebase Storage would; a
 * document opens through an object URL of the stored file.
 */
import { openDB, type IDBPDatabase } from 'idb';

import { checkAbsenceAttachmentRead, checkAbsenceAttachmentWrite } from '../../policy/absence-write';
import type { PolicyCaller } from '../../policy/policy-caller';
import {
  attachmentTargetOf,
  type AbsenceAttachments,
  type AttachmentTarget,
} from '../../ports/attachment-port';
import { DataError } from '../../ports/document-store';
import { absenceAttachmentPath } from '../../../domain/absences/licencia';
import { DEFAULT_DB_NAME } from './idb-persistence';

/** The stored files, by path. */
export interface DemoFiles {
  get(path: string): Promise<Blob | null>;
  /** Stores `file` at `path` unless something is there already; resolves to whether it stored it. */
  create(path: string, file: Blob): Promise<boolean>;
  paths(): Promise<string[]>;
  /** Forgets every file (the demo's reset). */
  clear(): Promise<void>;
}

/** Files in memory (tests; a browser without IndexedDB). */
export function memoryFiles(initial: Readonly<Record<string, Blob>> = {}): DemoFiles {
  const files = new Map(Object.entries(initial));
  return {
    get: async (path) => files.get(path) ?? null,
    create: async (path, file) => {
      if (files.has(path)) return false;
      files.set(path, file);
      return true;
    },
    paths: async () => [...files.keys()],
    clear: async () => files.clear(),
  };
}

const FILES = 'files';
type FilesDb = { [FILES]: { key: string; value: Blob } };

/** The IndexedDB database of the files (its own, so the demo store's schema and version stay as they are). */
export const DEFAULT_FILES_DB_NAME = `${DEFAULT_DB_NAME}-files`;

/** Files in IndexedDB (the demo in the browser), shared by every tab of the demo. */
export async function openIdbFiles(dbName: string = DEFAULT_FILES_DB_NAME): Promise<DemoFiles> {
  let db: IDBPDatabase<FilesDb> | null = await openDB<FilesDb>(dbName, 1, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(FILES)) database.createObjectStore(FILES);
    },
    // Another tab deletes the database (or a newer build upgrades it): let it.
    blocking() {
      db?.close();
      db = null;
    },
  });
  const open = (): IDBPDatabase<FilesDb> => {
    if (db === null) throw new DataError('unavailable', `IndexedDB '${dbName}' is closed`);
    return db;
  };
  return {
    get: async (path) => (await open().get(FILES, path)) ?? null,
    create: async (path, file) => {
      // One read-write transaction: two tabs uploading to the same path cannot both store.
      const tx = open().transaction(FILES, 'readwrite');
      const exists = (await tx.store.getKey(path)) !== undefined;
      if (!exists) await tx.store.put(file, path);
      await tx.done;
      return !exists;
    },
    paths: async () => (await open().getAllKeys(FILES)).map(String),
    clear: () => open().clear(FILES),
  };
}

const refused = (detail: string) =>
  new DataError('permission-denied', `Missing or insufficient permissions (absence document: ${detail}).`);

export interface DemoAttachmentsOptions {
  /** The signed-in caller, judged on each call. */
  caller: () => PolicyCaller | null;
  files: DemoFiles;
  /** How a stored file becomes a URL to open (default URL.createObjectURL; a test's DOM may have none). */
  objectUrl?: (file: Blob, path: string) => string;
}

export class DemoAttachments implements AbsenceAttachments {
  private readonly urls = new Map<string, string>();

  constructor(private readonly options: DemoAttachmentsOptions) {}

  private signedIn(): PolicyCaller {
    const caller = this.options.caller();
    if (caller === null) throw new DataError('unauthenticated', 'Sign in to handle absence documents.');
    return caller;
  }

  async uploadAbsenceAttachment(
    target: AttachmentTarget,
    file: Blob,
    onProgress?: (fraction: number) => void,
  ): Promise<void> {
    const caller = this.signedIn();
    const verdict = checkAbsenceAttachmentWrite({ caller, target, size: file.size, contentType: file.type });
    if (!verdict.allow) throw refused(verdict.reason);
    onProgress?.(0);
    // storage.rules never let a stored document be replaced (`allow update: if false`).
    if (!(await this.options.files.create(absenceAttachmentPath(target), file))) {
      throw refused('a stored document is never replaced');
    }
    onProgress?.(1);
  }

  async absenceAttachmentUrl(path: string): Promise<string> {
    const caller = this.signedIn();
    const target = attachmentTargetOf(path);
    if (target === null) throw refused(`${path} is no absence document`);
    const verdict = checkAbsenceAttachmentRead({ caller, target });
    if (!verdict.allow) throw refused(verdict.reason);
    const known = this.urls.get(path);
    if (known !== undefined) return known;
    const file = await this.options.files.get(path);
    if (file === null) throw new DataError('not-found', `No document at ${path}.`);
    // One URL per document for the tab's life: opening it again reuses it rather than leaking another.
    const url = (this.options.objectUrl ?? ((blob: Blob) => URL.createObjectURL(blob)))(file, path);
    this.urls.set(path, url);
    return url;
  }
}
