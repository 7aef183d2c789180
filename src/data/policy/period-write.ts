/**
 * Closed periods (src/domain/attendance/period-close.ts), as firestore.rules judge them (`openDay`): a write of a
 * doc that belongs to a day up to its tenant's `closedThrough` is refused, whoever writes it, stored doc and
 * written doc alike (an update cannot move a doc out of, or into, a closed period; a delete of a closed day's
 * doc is refused). The day of each doc is the one the rules can read: `dayNamed(date)` for the docs dated by the
 * start of their day (a holiday too: a closed period's calendar stays), `dayNamed(from)` for an absence, `day` for an overtime decision.
 * The worker's answer to a correction is the one write a close does not refuse (the demo's access-policy.ts and
 * the rules' corrections block leave it out): Res. Ex. N° 38 art. 40 gives the worker 48 hours, whatever the
 * employer closes meanwhile.
 */
import { closedDayMessage, isDayClosed } from '../../domain/attendance/period-close';
import type { CollectionName } from '../ports/collections';
import { ALLOW, dayNamed, deny, WriteRefusedError, type Data, type Verdict } from './verdicts';

const dayOfDate =
  (field: string) =>
  (data: Data): string | null => {
    const value = data[field];
    return value instanceof Date ? dayNamed(value) : null;
  };

/** The collections bound to a day, each with how a doc names its day. */
export const PERIOD_BOUND_COLLECTIONS = {
  attendance: dayOfDate('date'),
  corrections: dayOfDate('date'),
  schedulesConfig: dayOfDate('date'),
  scheduleDrafts: dayOfDate('date'),
  absences: dayOfDate('from'),
  overtimeDecisions: (data: Data) => (typeof data.day === 'string' ? data.day : null),
  holidays: dayOfDate('date'),
} as const satisfies Partial<Record<CollectionName, (data: Data) => string | null>>;

type PeriodBound = keyof typeof PERIOD_BOUND_COLLECTIONS;

function isPeriodBound(collection: CollectionName): collection is PeriodBound {
  return Object.hasOwn(PERIOD_BOUND_COLLECTIONS, collection);
}

/** A tenant's last closed day, as stored (anything but a string is nothing closed). */
export function closedThroughOf(tenant: Data | null): string | null {
  const value = tenant?.closedThrough;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The closed-period verdict of one write: every version of the doc (stored, written) must name a day after its
 * tenant's `closedThrough`. A doc whose day cannot be read is left to its field checks, which refuse it.
 */
export function closedPeriodVerdict(
  collection: CollectionName,
  versions: readonly (Data | null)[],
  lookup: (collection: CollectionName, id: string) => Data | null,
): Verdict {
  if (!isPeriodBound(collection)) return ALLOW;
  for (const data of versions) {
    if (data === null) continue;
    const day = PERIOD_BOUND_COLLECTIONS[collection](data);
    const tenantId = data.tenantId;
    if (day === null || typeof tenantId !== 'string') continue;
    const closedThrough = closedThroughOf(lookup('tenants', tenantId));
    if (isDayClosed(day, closedThrough))
      return deny(`${day} is in a closed period (through ${closedThrough})`);
  }
  return ALLOW;
}

/** The client's refusal before it writes: a day of a closed period, said in Spanish (closedDayMessage). */
export class ClosedPeriodError extends WriteRefusedError {
  constructor(
    readonly day: string,
    readonly closedThrough: string,
  ) {
    super(closedDayMessage(day, closedThrough));
    this.name = 'ClosedPeriodError';
  }
}

/** Throws ClosedPeriodError when `day` is closed by `closedThrough`. */
export function assertDayOpen(day: string, closedThrough: string | null | undefined): void {
  if (typeof closedThrough === 'string' && isDayClosed(day, closedThrough))
    throw new ClosedPeriodError(day, closedThrough);
}
