/** The device-side hash chain of a record's punches (the receipt's verification code until receipts are signed by the server). */
import type { PunchAction } from './punches';
import { PUNCH_ORDER } from './punches';

export interface PunchFacts {
  tenantId: string;
  userId: string;
  /** 'yyyy-MM-dd' in the tenant zone. */
  day: string;
  slotIndex: number;
  action: PunchAction;
  /** The device clock when the punch was made (the server time is only known after the write). */
  deviceTime: Date;
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * SHA-256 of a punch chained to the previous punch's hash of the same record, so no punch of a receipt can be
 * altered or dropped without the stored hash showing it.
 */
export async function punchHash(facts: PunchFacts, previous: string | null): Promise<string> {
  const canonical = [
    'asiste-punch-v1',
    previous ?? '',
    facts.tenantId,
    facts.userId,
    facts.day,
    String(facts.slotIndex),
    facts.action,
    facts.deviceTime.toISOString(),
  ].join('|');
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
}

/** The code printed on a receipt: the first 12 hex digits of the hash, in groups of four. */
export function verificationCode(hash: string): string {
  return (
    hash
      .slice(0, 12)
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join('-');
}

/**
 * Recomputes the hash chain of a record from its device times: one hash per punch present, in order. The last
 * one must equal the record's stored `integrityHash`.
 */
export async function punchChain(
  base: Omit<PunchFacts, 'action' | 'deviceTime'>,
  deviceTimes: Partial<Record<PunchAction, Date>>,
): Promise<Partial<Record<PunchAction, string>>> {
  const chain: Partial<Record<PunchAction, string>> = {};
  let previous: string | null = null;
  for (const action of PUNCH_ORDER) {
    const deviceTime = deviceTimes[action];
    if (!deviceTime) continue;
    previous = await punchHash({ ...base, action, deviceTime }, previous);
    chain[action] = previous;
  }
  return chain;
}
