import type { UserDoc } from '../../data/ports/collections';
import { isDataError, type DocumentStore } from '../../data/ports/document-store';

/**
 * The users doc mirrors the identity's name and photo for the lists others see (the staff, the alerts bell).
 * Someone without a users doc (an identity the AdminPort never registered) has nothing to mirror.
 */
export async function mirrorInUsersDoc(
  store: DocumentStore,
  uid: string,
  profile: Partial<Pick<UserDoc, 'displayName' | 'photoURL'>>,
): Promise<void> {
  try {
    await store.update('users', uid, profile);
  } catch (error) {
    if (!isDataError(error) || error.code !== 'not-found') throw error;
  }
}
