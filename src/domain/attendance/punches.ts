/** The four punches of a slot, the order a working day fills them, and which one may come next. */
export type PunchAction = 'checkIn' | 'lunchStart' | 'lunchEnd' | 'checkOut';

export const PUNCH_ORDER: readonly PunchAction[] = ['checkIn', 'lunchStart', 'lunchEnd', 'checkOut'];

export const PUNCH_FIELD = {
  checkIn: 'checkInTime',
  lunchStart: 'lunchStartTime',
  lunchEnd: 'lunchEndTime',
  checkOut: 'checkOutTime',
} as const satisfies Record<PunchAction, string>;

export type PunchField = (typeof PUNCH_FIELD)[PunchAction];

/** The punch times of a record (a missing field counts as not punched). */
export type Punches = Partial<Record<PunchField, Date | null>>;

/**
 * The valid next punches of a slot: entry first; then lunch or exit (exit allowed without lunch); during lunch
 * only its end; after lunch only the exit; nothing after the exit.
 */
export function nextActions(record: Punches | null): PunchAction[] {
  if (!record?.checkInTime) return ['checkIn'];
  if (record.checkOutTime) return [];
  if (!record.lunchStartTime) return ['lunchStart', 'checkOut'];
  if (!record.lunchEndTime) return ['lunchEnd'];
  return ['checkOut'];
}

/** The punches a record holds, in order, with their times. */
export function recordedPunches(record: Punches): { action: PunchAction; time: Date }[] {
  return PUNCH_ORDER.flatMap((action) => {
    const time = record[PUNCH_FIELD[action]];
    return time ? [{ action, time }] : [];
  });
}
