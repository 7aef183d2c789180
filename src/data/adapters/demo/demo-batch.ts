import type { CollectionMap, CollectionName } from '../../ports/collections';
import { DataError, type Writable, type WriteBatch } from '../../ports/document-store';
import { prepareWrite } from './values';
import type { WriteOp } from './write-plan';

/**
 * Collects writes and hands them to the store in one commit. Data is copied when a write is added, like the
 * Firestore SDK does, so later changes to the caller's objects do not leak into the batch; an invalid value
 * makes the commit fail with the same error a single write would.
 */
export class DemoBatch implements WriteBatch {
  private readonly ops: WriteOp[] = [];
  private error: unknown = null;
  private committed = false;

  constructor(private readonly commitOps: (ops: readonly WriteOp[]) => Promise<void>) {}

  set<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
    options?: { merge?: boolean },
  ): WriteBatch {
    return this.push(() => ({
      kind: 'set',
      collection,
      id,
      data: prepareWrite(data),
      merge: options?.merge === true,
    }));
  }

  update<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<Writable<CollectionMap[C]>>,
  ): WriteBatch {
    return this.push(() => ({ kind: 'update', collection, id, data: prepareWrite(data) }));
  }

  delete(collection: CollectionName, id: string): WriteBatch {
    return this.push(() => ({ kind: 'delete', collection, id }));
  }

  async commit(): Promise<void> {
    if (this.committed)
      throw new DataError('failed-precondition', 'A write batch cannot be used after commit().');
    this.committed = true;
    if (this.error !== null) throw this.error;
    await this.commitOps(this.ops);
  }

  private push(build: () => WriteOp): WriteBatch {
    if (this.committed)
      throw new DataError('failed-precondition', 'A write batch cannot be used after commit().');
    try {
      this.ops.push(build());
    } catch (error) {
      this.error ??= error;
    }
    return this;
  }
}
