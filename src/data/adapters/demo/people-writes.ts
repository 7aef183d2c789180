/**
 * What people wrote in the demo, apart from what its seed generated: every doc a person's commit changed or
 * deleted since the data was generated (a punch, an absence request, a correction, an AdminPort call) is marked,
 * in the same IndexedDB transaction as the write (idb-persistence.ts). A new day's seed keeps each marked doc as
 * it stands — and keeps a deleted one deleted — and brings its own docs around them (demo-data.ts): a punch made
 * yesterday, and the receipt it got, are still there today. The seed's docs, and the server triggers' writes on
 * them (the punch signer's), are not marked: the next seed generates them again.
 */
import type { CollectionName } from '../../ports/collections';
import type { DocData } from './values';

/** A doc a person wrote (`deleted`: deleted) since the data was generated. */
export interface WrittenMark {
  collection: CollectionName;
  id: string;
  deleted: boolean;
}

/** A doc's state after a commit or in a seed: its data, or null when deleted. */
export interface DocState {
  collection: CollectionName;
  id: string;
  data: DocData | null;
}

export const markKey = (collection: CollectionName, id: string): string => `${collection}/${id}`;

/** The marks of a commit's changes. The months' copies are built from their sources, never kept as written. */
export function marksOf(changes: readonly DocState[]): WrittenMark[] {
  return changes.flatMap(({ collection, id, data }) =>
    collection === 'attendanceMonths' ? [] : [{ collection, id, deleted: data === null }],
  );
}

/**
 * A new seed with what people wrote laid over it: a doc people wrote wins over the seed's doc of the same id (the
 * seed generates a person's punch of a slot under the id the app gives it, `<uid>_<day>_<slot>`), and a doc people
 * deleted stays deleted. `current` is the doc as stored now (null: missing, and then the seed's doc stays).
 */
export function withPeopleWrites(
  seed: readonly DocState[],
  marks: readonly WrittenMark[],
  current: (collection: CollectionName, id: string) => DocData | null,
): DocState[] {
  const kept: DocState[] = [];
  const replaced = new Set<string>();
  for (const { collection, id, deleted } of marks) {
    const data = deleted ? null : current(collection, id);
    if (!deleted && data === null) continue;
    replaced.add(markKey(collection, id));
    if (data !== null) kept.push({ collection, id, data });
  }
  return [...seed.filter(({ collection, id }) => !replaced.has(markKey(collection, id))), ...kept];
}
