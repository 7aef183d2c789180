import type { AttendanceRecord } from '../../data/ports/collections';

export type PunchAction = 'checkIn' | 'lunchStart' | 'lunchEnd' | 'checkOut';

export const PUNCH_ORDER: readonly PunchAction[] = ['checkIn', 'lunchStart', 'lunchEnd', 'checkOut'];

export const PUNCH_FIELD = {
  checkIn: 'checkInTime',
  lunchStart: 'lunchStartTime',
  lunchEnd: 'lunchEndTime',
  checkOut: 'checkOutTime',
} as const satisfies Record<PunchAction, keyof AttendanceRecord>;

/** Button names (issue contract). */
export const PUNCH_BUTTON: Record<PunchAction, string> = {
  checkIn: 'Registrar entrada',
  lunchStart: 'Iniciar colación',
  lunchEnd: 'Terminar colación',
  checkOut: 'Registrar salida',
};

/** What a receipt or a history row calls each punch. */
export const PUNCH_NAME: Record<PunchAction, string> = {
  checkIn: 'Entrada',
  lunchStart: 'Inicio de colación',
  lunchEnd: 'Fin de colación',
  checkOut: 'Salida',
};

export type Punches = Pick<
  AttendanceRecord,
  'checkInTime' | 'lunchStartTime' | 'lunchEndTime' | 'checkOutTime'
>;

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
