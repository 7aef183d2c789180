import { randomBytes } from 'node:crypto';

/** A random, non-guessable id of 20 URL-safe characters (120 bits): new tenants, and the test store's docs. */
export function newId(): string {
  return randomBytes(15).toString('base64url');
}
