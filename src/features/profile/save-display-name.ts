import type { Backend } from '../../data/ports/backend';
import { mirrorInUsersDoc } from './users-doc-mirror';

/**
 * Saves the person's name in the users doc (what the staff list and the alerts show), then in the identity. The
 * users doc goes first: a write the policy refuses leaves the identity as it was.
 */
export async function saveDisplayName(
  backend: Pick<Backend, 'auth' | 'store'>,
  uid: string,
  displayName: string,
): Promise<void> {
  await mirrorInUsersDoc(backend.store, uid, { displayName });
  await backend.auth.updateProfile({ displayName });
}
