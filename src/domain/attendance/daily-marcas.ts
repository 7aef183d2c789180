/**
 * Report e) of Res. Ex. N° 38 art. 27, the daily report ("Reporte diario"): every marca recorded on a day, with its
 * time to the second (art. 44), its type, its verification code (the receipt's, art. 8) and whether it was altered
 * (art. 41). The system makes it by itself every day and e-mails it to the employer (src/server/reports/
 * daily-report.ts); `Reportes DT` builds it for any period (src/features/timesheets/dt-report-daily.ts). One rule
 * for both, here.
 *
 * A marca belongs to the day its instant falls on in the tenant's zone, not to the day its slot starts: the exit of
 * a night slot that began the day before is a marca of the day it was made, so each marca is in exactly one daily
 * report, and the report sent when a day ends holds every marca made during it. The caller hands in the days from
 * the day before the period (the slots that can end in it). An altered marca is listed at its corrected time, with
 * the recorded one beside it; its code is the recorded marca's (what the receipt signed), none for a marca a
 * correction added. Pure.
 */
import { formatDayKey } from '../calendar/day-keys';
import { dayKey, hmsInZone } from '../calendar/time-zone';
import { PUNCH_LABEL, type CorrectedPunches } from './corrections';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from './punches';

/** The report's name (art. 27 e). */
export const DAILY_REPORT_TITLE = 'Reporte diario';

/** What the report says for a selection of people without a marca in the period (our wording). */
export const NO_MARCAS_TEXT = 'Sin marcas en el periodo consultado';

/** The code column of a marca without a receipt (a marca not made in the app, or one a correction added). */
export const NO_CODE_TEXT = 'Sin código';

/** The columns after the worker's (Trabajador, RUT and, for several places of work, Lugar de trabajo). */
export const DAILY_MARCA_COLUMNS = ['Tipo de marca', 'Hora', 'Código de verificación', 'Alterada'] as const;

/** The receipts a record carries (collections.ts PunchReceipt), as far as the report reads them. */
export interface ReceiptCodes {
  receipts?: Partial<Record<PunchAction, { code?: unknown } | null>>;
}

/** What a slot of a day gives: its record's receipts and its punches after the effective corrections. */
export interface MarcaSlot {
  record: ReceiptCodes | null;
  punches: CorrectedPunches;
}

/** A person's day, as domain/attendance/attendance-days.ts builds it (only what the report reads). */
export interface MarcaDay {
  userId: string;
  rows: readonly MarcaSlot[];
}

export interface DailyMarca {
  userId: string;
  /** 'yyyy-MM-dd': the day the marca was made, in the tenant's zone. */
  day: string;
  action: PunchAction;
  /** The marca's time: the server's, or a correction's. */
  time: Date;
  /** The verification code of its receipt (`XXXX-XXXX-XXXX-XXXX`), or null. */
  code: string | null;
  altered: boolean;
  /** An altered marca's recorded time; null when the correction added it. */
  original: Date | null;
}

function receiptCode(slot: MarcaSlot, action: PunchAction): string | null {
  const code = slot.record?.receipts?.[action]?.code;
  return typeof code === 'string' && code !== '' ? code : null;
}

/**
 * Every marca made on the days `from`..`to` (inclusive, tenant zone) of `days`: by day, then person (in the order
 * `days` lists them), then time.
 */
export function dailyMarcas(
  days: readonly MarcaDay[],
  from: string,
  to: string,
  timeZone: string,
): DailyMarca[] {
  const order = new Map<string, number>();
  const found: DailyMarca[] = [];
  for (const day of days) {
    if (!order.has(day.userId)) order.set(day.userId, order.size);
    for (const slot of day.rows) {
      for (const action of PUNCH_ORDER) {
        const time = slot.punches[PUNCH_FIELD[action]];
        if (!(time instanceof Date) || Number.isNaN(time.getTime())) continue;
        const key = dayKey(time, timeZone);
        if (key < from || key > to) continue;
        const altered = slot.punches.altered.includes(action);
        const original = altered ? (slot.punches.originals[action] ?? null) : time;
        found.push({
          userId: day.userId,
          day: key,
          action,
          time,
          code: original === null ? null : receiptCode(slot, action),
          altered,
          original: altered ? original : null,
        });
      }
    }
  }
  const rank = (marca: DailyMarca) => order.get(marca.userId) ?? 0;
  return found.sort(
    (a, b) =>
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      rank(a) - rank(b) ||
      a.time.getTime() - b.time.getTime() ||
      PUNCH_ORDER.indexOf(a.action) - PUNCH_ORDER.indexOf(b.action),
  );
}

/** A marca's date as a receipt prints it (art. 13: dd/mm/aa). */
export function marcaDateText(day: string): string {
  return formatDayKey(day, 'dd/MM/yy');
}

/** `No`, or `Sí (antes 09:12:03)` / `Sí (antes sin marca)` for an altered marca (art. 41). */
export function marcaAlteredText(marca: Pick<DailyMarca, 'altered' | 'original'>, timeZone: string): string {
  if (!marca.altered) return 'No';
  return `Sí (antes ${marca.original === null ? 'sin marca' : hmsInZone(marca.original, timeZone)})`;
}

/** A marca's cells after the worker's, in DAILY_MARCA_COLUMNS order. */
export function marcaCells(marca: DailyMarca, timeZone: string): string[] {
  return [
    PUNCH_LABEL[marca.action],
    hmsInZone(marca.time, timeZone),
    marca.code ?? NO_CODE_TEXT,
    marcaAlteredText(marca, timeZone),
  ];
}
