/**
 * Never block, always record (Res. Ex. N° 38 arts. 38, 53 c/e and 58; DT ORD 408 of 11-09-2025): a punch made
 * outside its slot's window, on a holiday, during an approved absence or synced late by an offline device is
 * stored with the server's time like any other, and the manager reviews it by the flags below. They are computed
 * from the stored record and the day's plan, never stored nor trusted from the client, so /asistencias, the demo
 * seed and the server read them the same way.
 *
 * - Marca fuera de horario: a punch of a scheduled slot outside its punch window (punch-window.ts: from
 *   `openBeforeMinutes` before the start to `closeAfterMinutes` after the end, the tenant's settings).
 * - Marca en feriado: a punch on a day the tenant declared a holiday.
 * - Marca durante ausencia: a punch on a day an approved absence covers.
 * - Marca sincronizada tarde: the server's time of a punch is more than `LATE_SYNC_MINUTES` after the device's
 *   clock at that punch (`deviceTimes`): the punch waited offline and the server stamped its arrival (security
 *   review M10). The device time is the worker's evidence of when it was really made.
 *
 * A punch on a day without a schedule is the spec's Turno No Programado (its record `unscheduled`, row status
 * 'No programado', alert 'Registró un turno no programado.'): already flagged with the spec's words, not here.
 */
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction, type Punches } from './punches';

/** How far the server's time may trail the device's clock before a punch counts as synced late: 10 minutes. */
export const LATE_SYNC_MINUTES = 10;

export const PUNCH_FLAGS = ['outsideWindow', 'holiday', 'absence', 'lateSync'] as const;

/** In the order above. */
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

export const PUNCH_FLAG_LABEL: Readonly<Record<PunchFlag, string>> = {
  outsideWindow: 'Marca fuera de horario',
  holiday: 'Marca en feriado',
  absence: 'Marca durante ausencia',
  lateSync: 'Marca sincronizada tarde',
};

/** A stored record as the flags read it: its server times and the device's clock of each punch. */
export type FlaggedRecord = Punches & { deviceTimes?: Partial<Record<PunchAction, Date>> | null };

export interface PunchFlagsInput {
  record: FlaggedRecord;
  /** The slot's punch window (punch-window.ts `punchWindow`); null for an unscheduled record. */
  window: { opens: Date; closes: Date } | null;
  /** The record's day is one of the tenant's holidays. */
  holiday?: boolean;
  /** An approved absence covers the record's day. */
  absence?: boolean;
}

const validMs = (date: Date | null | undefined) =>
  date instanceof Date && !Number.isNaN(date.getTime()) ? date.getTime() : null;

/** The punches of `record` whose server time trails their device time by more than LATE_SYNC_MINUTES. */
export function lateSyncedPunches(record: FlaggedRecord): PunchAction[] {
  return PUNCH_ORDER.filter((action) => {
    const server = validMs(record[PUNCH_FIELD[action]]);
    const device = validMs(record.deviceTimes?.[action]);
    return server !== null && device !== null && server - device > LATE_SYNC_MINUTES * 60_000;
  });
}

/** The punches of `record` outside `window` (inclusive bounds, as punch-window.ts `isPunchable`). */
export function punchesOutsideWindow(
  record: Punches,
  window: { opens: Date; closes: Date } | null,
): PunchAction[] {
  if (window === null) return [];
  const opens = window.opens.getTime();
  const closes = window.closes.getTime();
  return PUNCH_ORDER.filter((action) => {
    const time = validMs(record[PUNCH_FIELD[action]]);
    return time !== null && (time < opens || time > closes);
  });
}

/** What a manager should review about a record's punches, in PUNCH_FLAGS order; none for a record unpunched. */
export function punchFlags({
  record,
  window,
  holiday = false,
  absence = false,
}: PunchFlagsInput): PunchFlag[] {
  const punched = PUNCH_ORDER.some((action) => validMs(record[PUNCH_FIELD[action]]) !== null);
  if (!punched) return [];
  const found = new Set<PunchFlag>();
  if (punchesOutsideWindow(record, window).length > 0) found.add('outsideWindow');
  if (holiday) found.add('holiday');
  if (absence) found.add('absence');
  if (lateSyncedPunches(record).length > 0) found.add('lateSync');
  return PUNCH_FLAGS.filter((flag) => found.has(flag));
}
