/**
 * The demo DocumentStore: every document in memory (a Map per collection, loaded once from IndexedDB), queries
 * served from memory with Firestore's semantics, writes allowed by the permission matrix, planned on the docs as
 * IndexedDB holds them and saved there in one transaction (see `planAndSave`), then applied in memory and
 * broadcast to the other tabs (one commit at a time, see `inTurn`). It counts reads, writes and deletes the way
 * Firestore bills them, so screens can be measured before they meet a real bill.
 */
import {
  buildAttendanceMonths,
  monthSourceOf,
  type MonthSource,
} from '../../../domain/attendance/attendance-months';
import { COLLECTIONS, type CollectionMap, type CollectionName } from '../../ports/collections';
import {
  DataError,
  type DocumentStore,
  type Query,
  type WatchHandlers,
  type WithId,
  type Writable,
  type WriteBatch,
} from '../../ports/document-store';
import type { PolicyCaller } from '../../policy/policy-caller';
import { assertCanGet, assertCanList, requesterFor, type Requester } from './access-policy';
import type { CrossTabChannel, CrossTabMessage } from './cross-tab';
import { DemoBatch } from './demo-batch';
import { DEFAULT_DB_NAME, type PersistedDoc, type Persistence } from './idb-persistence';
import { DemoWatches, toDataError, toDoc } from './demo-watches';
import { createTables, LazyTable } from './memory-tables';
import { markKey, marksOf, withPeopleWrites, type WrittenMark } from './people-writes';
import { compileQuery, runQuery } from './query-engine';
import { prepareWrite, valueEquals, type DocData } from './values';
import {
  assertValidId,
  autoId,
  planSeed,
  planWrites,
  type DemoSeed,
  type DocChange,
  type WriteOp,
} from './write-plan';

export type { DemoSeed, WriteOp } from './write-plan';

/** A commit's documents, and each as it was before (null: new). Tables replace documents, never change one. */
export type CommitListener = (changes: readonly DocChange[], before: readonly (DocData | null)[]) => void;

export interface DemoUsage {
  reads: number;
  writes: number;
  deletes: number;
}

export interface DemoStoreOptions {
  /** The signed-in identity the policy judges, read at every call; null when signed out. */
  getCaller: () => PolicyCaller | null;
  /** The store's clock: what SERVER_TIME becomes. */
  now?: () => Date;
  dbName?: string;
  /** Write-through target; null keeps the data in memory only. */
  persistence?: Persistence | null;
  /** Cross-tab sync; null disables it. */
  channel?: CrossTabChannel | null;
  /** Documents already persisted, loaded into memory at construction. */
  initialDocs?: readonly PersistedDoc[];
}

/** See DemoStore.privileged(). */
export interface PrivilegedAccess {
  get<C extends CollectionName>(collection: C, id: string): WithId<CollectionMap[C]> | null;
  /** Every document of `collection`, or those matching `where`. */
  all<C extends CollectionName>(collection: C, where?: Query<C>['where']): WithId<CollectionMap[C]>[];
  commit(ops: readonly WriteOp[]): Promise<void>;
}

export interface PrivilegedOptions {
  /**
   * Writes no person asked for, which a new day's seed need not keep (people-writes.ts): the punch signer's, which
   * signs the seed's own records too. Other privileged writes (AdminPort's, a trigger creating docs for a
   * person's write) are kept like any person's.
   */
  byServer?: boolean;
}

/** A plan the policy or the value checks refused, carried through the save untouched (see planAndSave). */
class Refused extends Error {
  constructor(readonly refusal: unknown) {
    super('refused');
  }
}

export class DemoStore implements DocumentStore {
  private readonly tables = {
    ...createTables(),
    attendanceMonths: new LazyTable(() => this.deriveMonths()),
  };
  private readonly counters: DemoUsage = { reads: 0, writes: 0, deletes: 0 };
  private readonly getCaller: () => PolicyCaller | null;
  private readonly clock: () => Date;
  private readonly dbName: string;
  private readonly persistence: Persistence | null;
  private readonly channel: CrossTabChannel | null;
  private readonly stopListening: () => void;
  private readonly watches: DemoWatches;
  private readonly commitListeners = new Set<CommitListener>();
  /** The last commit in line (see inTurn). */
  private turn: Promise<void> = Promise.resolve();
  /** What people wrote since the last seed, for a store in memory only (IndexedDB keeps its own marks). */
  private readonly written = new Map<string, WrittenMark>();

  constructor(options: DemoStoreOptions) {
    this.getCaller = options.getCaller;
    this.clock = options.now ?? (() => new Date());
    this.dbName = options.dbName ?? DEFAULT_DB_NAME;
    this.persistence = options.persistence ?? null;
    this.channel = options.channel ?? null;
    this.watches = new DemoWatches(
      this.tables,
      this.getCaller,
      (reads) => (this.counters.reads += reads),
      this.clock,
    );
    this.replaceTables(options.initialDocs ?? []);
    this.stopListening = this.channel?.subscribe((message) => this.onMessage(message)) ?? (() => undefined);
  }

  async get<C extends CollectionName>(collection: C, id: string): Promise<WithId<CollectionMap[C]> | null> {
    assertValidId(id);
    const doc = this.tables[collection].get(id) ?? null;
    assertCanGet(collection, doc, this.requester());
    this.counters.reads += 1;
    return doc === null ? null : toDoc<C>(doc);
  }

  async list<C extends CollectionName>(collection: C, query?: Query<C>): Promise<WithId<CollectionMap[C]>[]> {
    const compiled = compileQuery(query);
    assertCanList(collection, compiled.filters, this.requester());
    const result = runQuery(this.tables[collection].candidates(compiled.filters), compiled);
    this.counters.reads += Math.max(1, result.length);
    return result.map((doc) => toDoc<C>(doc));
  }

  watchQuery<C extends CollectionName>(
    collection: C,
    query: Query<C>,
    handlers: WatchHandlers<WithId<CollectionMap[C]>[]>,
  ): () => void {
    return this.watches.watchQuery(collection, query, handlers);
  }

  watchDoc<C extends CollectionName>(
    collection: C,
    id: string,
    handlers: WatchHandlers<WithId<CollectionMap[C]> | null>,
  ): () => void {
    return this.watches.watchDoc(collection, id, handlers);
  }

  async add<C extends CollectionName>(collection: C, data: Writable<CollectionMap[C]>): Promise<string> {
    const id = autoId();
    await this.commit([{ kind: 'set', collection, id, data: prepareWrite(data), merge: false }]);
    return id;
  }

  async set<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
    options?: { merge?: boolean },
  ): Promise<void> {
    await this.commit([
      { kind: 'set', collection, id, data: prepareWrite(data), merge: options?.merge === true },
    ]);
  }

  async update<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
  ): Promise<void> {
    await this.commit([{ kind: 'update', collection, id, data: prepareWrite(data) }]);
  }

  async delete(collection: CollectionName, id: string): Promise<void> {
    await this.commit([{ kind: 'delete', collection, id }]);
  }

  newId(): string {
    return autoId();
  }

  batch(): WriteBatch {
    return new DemoBatch((ops) => this.commit(ops));
  }

  /** Document reads, writes and deletes billed so far, counted like Firestore does. */
  usage(): DemoUsage {
    return { ...this.counters };
  }

  resetUsage(): void {
    Object.assign(this.counters, { reads: 0, writes: 0, deletes: 0 });
  }

  /**
   * The Admin SDK's view of the store, for the demo's AdminPort and server triggers: reads and writes that bypass
   * the access policy and the meter (never the value checks), persisted and broadcast like any write.
   */
  privileged({ byServer = false }: PrivilegedOptions = {}): PrivilegedAccess {
    return {
      get: <C extends CollectionName>(collection: C, id: string) => {
        assertValidId(id);
        const doc = this.tables[collection].get(id);
        return doc === undefined ? null : toDoc<C>(doc);
      },
      all: <C extends CollectionName>(collection: C, where: Query<C>['where'] = []) => {
        const query = compileQuery<C>({ where });
        return runQuery(this.tables[collection].candidates(query.filters), query).map((d) => toDoc<C>(d));
      },
      commit: (ops) =>
        this.inTurn(async () => {
          this.publish(await this.planAndSave(ops, 'privileged', byServer));
        }),
    };
  }

  /** Replaces ALL data (collections missing from `seed` become empty), bypassing the policy and the meter. */
  async seedAll(seed: DemoSeed): Promise<void> {
    await this.replaceAll(planSeed(seed, this.clock()));
  }

  /**
   * Replaces every document with `docs` (a planned seed), in IndexedDB and in memory; other tabs reload.
   * `keepWritten` (a new day's seed) keeps what people wrote over `docs` (people-writes.ts); otherwise it is
   * forgotten.
   */
  async replaceAll(
    docs: DocChange[],
    { keepWritten = false }: { keepWritten?: boolean } = {},
  ): Promise<void> {
    if (this.persistence !== null) {
      this.replaceTables(await this.persistence.replaceAll(docs, { keepWritten }));
    } else if (keepWritten) {
      this.replaceTables(
        withPeopleWrites(docs, [...this.written.values()], (c, id) => this.tables[c].get(id)?.data ?? null),
      );
    } else {
      this.written.clear();
      this.replaceTables(docs);
    }
    this.channel?.post({ kind: 'reload', dbName: this.dbName });
  }

  /** The IndexedDB database this store is kept in, or null for a store in memory only. */
  persistedIn(): string | null {
    return this.persistence === null ? null : this.dbName;
  }

  /** Takes `docs` (a planned seed) that someone else already wrote to this store's IndexedDB; other tabs reload. */
  adoptPersisted(docs: DocChange[]): void {
    this.replaceTables(docs);
    this.channel?.post({ kind: 'reload', dbName: this.dbName });
  }

  async clearAll(): Promise<void> {
    await this.seedAll({});
  }

  /** The current caller with its off-switches, read from the tables at this moment. */
  private requester(): Requester {
    return requesterFor(this.getCaller(), this.tables, this.clock());
  }

  /**
   * Calls `listener` with the documents of every write this tab commits, a client's or a privileged one, once
   * it is saved, and each document as it was before (null: new): the demo's server triggers (the punch signer,
   * demo-receipts.ts). Seeds and other tabs' writes are not reported (the tab that wrote reacts). Returns the
   * unsubscribe function.
   */
  onCommit(listener: CommitListener): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** Re-checks every watcher against the current caller (call it when the session changes). */
  revalidate(): void {
    this.watches.notify();
  }

  close(): void {
    this.stopListening();
    this.channel?.close();
    this.persistence?.close();
    this.watches.close();
  }

  private commit(ops: readonly WriteOp[]): Promise<void> {
    return this.inTurn(async () => {
      const changes = await this.planAndSave(ops, this.getCaller(), false);
      for (const op of ops) this.counters[op.kind === 'delete' ? 'deletes' : 'writes'] += 1;
      this.publish(changes);
    });
  }

  /**
   * Plans `ops` on the docs they touch as IndexedDB holds them now, and saves the changes, in one read-write
   * transaction (idb-persistence.ts `commit`). Another tab may have saved one of those docs since this tab last
   * heard of it (its broadcast is still on its way): the stored doc is taken into memory first, so a lunch start
   * punched in one tab is there when a check-out punched in another at the same moment is judged and written,
   * rather than overwritten by a copy without it. Refusals keep their error; a failed save is `unavailable`.
   */
  private async planAndSave(
    ops: readonly WriteOp[],
    caller: PolicyCaller | null | 'privileged',
    byServer: boolean,
  ): Promise<DocChange[]> {
    const plan = () => planWrites(ops, this.tables, caller, this.clock());
    if (this.persistence === null) {
      const changes = plan();
      if (!byServer)
        for (const mark of marksOf(changes)) this.written.set(markKey(mark.collection, mark.id), mark);
      return changes;
    }
    try {
      return await this.persistence.commit(
        ops,
        (stored) => {
          this.adopt(stored);
          try {
            return plan();
          } catch (error) {
            throw new Refused(error);
          }
        },
        { byServer },
      );
    } catch (error) {
      if (error instanceof Refused) throw error.refusal;
      throw new DataError('unavailable', `The demo store could not save: ${toDataError(error).message}`);
    }
  }

  /** Takes docs as stored (another tab's writes) into memory, updating the watchers of those that changed. */
  private adopt(stored: readonly PersistedDoc[]): void {
    const changed = stored.filter(
      ({ collection, id, data }) => !valueEquals(this.tables[collection].get(id)?.data ?? null, data),
    );
    if (changed.length > 0) this.apply(changed);
  }

  /**
   * Runs a commit after the ones before it have been saved and applied. A store kept in IndexedDB shows a write
   * only once it is on disk, so a reload or a closed tab right after a punch appears on screen cannot lose it;
   * and each commit is planned against the tables with every earlier commit applied, so two quick taps are
   * judged one after the other, as Firestore's transactions would (other tabs' commits: planAndSave). A store in
   * memory only commits at once.
   */
  private inTurn(run: () => Promise<void>): Promise<void> {
    if (this.persistence === null) return run();
    const result = this.turn.then(run);
    this.turn = result.catch(() => undefined);
    return result;
  }

  /** Applies saved changes in memory, then tells the other tabs and the commit listeners. */
  private publish(changes: DocChange[]): void {
    const before = changes.map(({ collection, id }) => this.tables[collection].get(id)?.data ?? null);
    this.apply(changes);
    this.channel?.post({ kind: 'changes', dbName: this.dbName, changes });
    for (const listener of this.commitListeners) listener(changes, before);
  }

  private apply(changes: readonly DocChange[]): void {
    for (const { collection, id, data } of changes) {
      if (data === null) this.tables[collection].remove(id);
      else this.tables[collection].put(id, data);
    }
    this.watches.notify(changes);
  }

  private replaceTables(docs: readonly PersistedDoc[]): void {
    for (const collection of COLLECTIONS) this.tables[collection].clear();
    for (const { collection, id, data } of docs) if (data !== null) this.tables[collection].put(id, data);
    // IndexedDB and the app's seed never hold months: build them when first used. A test's seed may bring its own.
    if (this.tables.attendanceMonths.size === 0) this.tables.attendanceMonths.fillLater();
    this.watches.notify();
  }

  /**
   * The people's months of copies (`attendanceMonths`), built from the sources on first use after the
   * tables are replaced without them (opening, the app's seed, another tab's reload; LazyTable) and kept by
   * DemoMonths on each commit. In Firebase the server keeps them as documents; here they are never stored
   * (idb-persistence.ts), so the data each visit reads from IndexedDB holds every source once. A tenant whose
   * zone cannot place a day gets none.
   */
  private deriveMonths(): void {
    const sources = (collection: MonthSource) =>
      [...this.tables[collection].all()].flatMap(({ id, data }) => {
        const place = monthSourceOf(data);
        return place === null ? [] : [{ ...data, id, ...place }];
      });
    const all = {
      schedulesConfig: sources('schedulesConfig'),
      attendance: sources('attendance'),
      corrections: sources('corrections'),
    };
    for (const { id: tenantId, data: tenant } of this.tables.tenants.all()) {
      const zone = tenant['timeZone'];
      if (typeof zone !== 'string') continue;
      try {
        for (const { id, ...month } of buildAttendanceMonths(all, tenantId, zone, this.clock()))
          this.tables.attendanceMonths.put(id, month);
      } catch {
        // An unknown zone: no months for that tenant, as the server's trigger would skip its sources.
      }
    }
  }

  private onMessage(message: CrossTabMessage): void {
    if (message.dbName !== this.dbName) return;
    const persistence = this.persistence;
    if (message.kind === 'changes') {
      if (persistence === null) {
        this.apply(message.changes);
        return;
      }
      // The docs as stored, not as the message has them: a message may arrive after this tab has already read
      // those docs and written over them (planAndSave), and applying it then would show an older copy.
      const { changes } = message;
      const months = changes.filter(({ collection }) => collection === 'attendanceMonths');
      void persistence.read(changes).then(
        (stored) => this.adopt([...stored, ...months]),
        () => this.apply(changes),
      );
      return;
    }
    if (persistence !== null) {
      void persistence.loadAll().then(
        (docs) => this.replaceTables(docs),
        () => undefined, // this tab keeps its memory copy; the next load reads the new data
      );
    }
  }
}
