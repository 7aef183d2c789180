/**
 * The limits of the public calls (signUp, sendLead): there is no caller to check, so each call is counted per
 * caller address and hour — under a hash of the address, never the address itself — and refused with
 * `too-many-requests` past its limit. The counters (`rateLimits`) expire after two hours.
 */
import type { PublicAdminCall } from '../ports/admin-port';
import { refusal } from './admin-refusal';
import type { AdminServiceDeps } from './server-ports';

async function addressKey(call: PublicAdminCall, address: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${call}|${address}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Counts one `call` for the caller's address in the current hour; refuses past `perHour`. */
export async function takeAddressLimit(
  deps: AdminServiceDeps,
  call: PublicAdminCall,
  perHour: number,
): Promise<void> {
  const hour = Math.floor(deps.now().getTime() / 3_600_000);
  const key = await addressKey(call, deps.clientAddress ?? 'unknown');
  const count = await deps.store.increment('rateLimits', `${call.toLowerCase()}_${key}_${hour}`, 'count', {
    expiresAt: new Date((hour + 2) * 3_600_000),
  });
  if (count > perHour) throw refusal('too-many-requests');
}
