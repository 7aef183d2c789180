import type { CollectionMap, CollectionName } from './collections';

/** Marks a `Date` field to be set by the backend's clock (Firestore `serverTimestamp()`). */
export interface ServerTime {
  readonly kind: 'server-time';
}
export const SERVER_TIME: ServerTime = Object.freeze({ kind: 'server-time' });
export function isServerTime(value: unknown): value is ServerTime {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'server-time';
}

/** A document as written: each `Date` field may hold the server-time sentinel instead. */
export type Writable<T> = {
  [K in keyof T]: T[K] extends Date
    ? Date | ServerTime
    : T[K] extends Date | null
      ? Date | null | ServerTime
      : T[K] extends Date | null | undefined
        ? Date | null | ServerTime | undefined
        : T[K];
};

export type WithId<T> = T & { id: string };

export type FieldOf<C extends CollectionName> = Extract<keyof CollectionMap[C], string>;

export type WhereOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export interface Where<C extends CollectionName> {
  field: FieldOf<C>;
  op: WhereOp;
  value: unknown;
}

export interface OrderBy<C extends CollectionName> {
  field: FieldOf<C>;
  direction?: 'asc' | 'desc';
}

export interface Query<C extends CollectionName> {
  where?: Where<C>[];
  orderBy?: OrderBy<C>[];
  limit?: number;
  /** Cursor: start after this document (one returned by an earlier page of the same query). */
  startAfter?: WithId<CollectionMap[C]>;
}

export type DataErrorCode =
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'invalid-argument'
  | 'failed-precondition'
  | 'unauthenticated'
  | 'unavailable'
  | 'resource-exhausted'
  | 'aborted'
  | 'unknown';

/** The one error type crossing the DocumentStore port. */
export class DataError extends Error {
  readonly code: DataErrorCode;
  constructor(code: DataErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'DataError';
    this.code = code;
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

export interface WatchHandlers<T> {
  next: (value: T) => void;
  error?: (error: DataError) => void;
}

export interface WriteBatch {
  set<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
    options?: { merge?: boolean },
  ): WriteBatch;
  update<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
  ): WriteBatch;
  delete(collection: CollectionName, id: string): WriteBatch;
  commit(): Promise<void>;
}

export interface DocumentStore {
  get<C extends CollectionName>(collection: C, id: string): Promise<WithId<CollectionMap[C]> | null>;
  list<C extends CollectionName>(collection: C, query?: Query<C>): Promise<WithId<CollectionMap[C]>[]>;
  watchQuery<C extends CollectionName>(
    collection: C,
    query: Query<C>,
    handlers: WatchHandlers<WithId<CollectionMap[C]>[]>,
  ): () => void;
  watchDoc<C extends CollectionName>(
    collection: C,
    id: string,
    handlers: WatchHandlers<WithId<CollectionMap[C]> | null>,
  ): () => void;
  /** Creates a document with a generated id and returns the id. */
  add<C extends CollectionName>(collection: C, data: Writable<CollectionMap[C]>): Promise<string>;
  /** Creates or replaces a document; with `merge`, only the given fields change. */
  set<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
    options?: { merge?: boolean },
  ): Promise<void>;
  /** Changes fields of an existing document; `not-found` when it does not exist. */
  update<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
  ): Promise<void>;
  delete(collection: CollectionName, id: string): Promise<void>;
  /** A generated id for a new document, for batches and idempotent writes. */
  newId(collection: CollectionName): string;
  batch(): WriteBatch;
}
