import { CORRECTION_DAYS_MAX, lastCorrectionDay } from '../../src/domain/attendance/corrections';

/**
 * The demo tenant's calendar at the real time, as the journey needs it: the emulators' seed and the functions use
 * the real clock (the server's time of a punch cannot be faked), so the journey's days follow today in the
 * tenant's zone, never a fixed date.
 */
export const TENANT_TIME_ZONE = 'America/Santiago';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** `yyyy-MM-dd` of `date` in the tenant's zone. */
export function tenantDay(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TENANT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** `yyyy-MM-dd` → `dd-MM-yyyy`, as the app writes days. */
export function dmy(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** The day `days` calendar days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The month before `day`'s: the last ended month, which Cierre de periodo offers first when none is closed. */
export function lastMonth(day: string) {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const name = MONTHS[first.getUTCMonth()] ?? '';
  const yyyy = first.getUTCFullYear();
  return {
    from: first.toISOString().slice(0, 10),
    to: last.toISOString().slice(0, 10),
    /** `octubre de 2026`: the period close's words. */
    closeLabel: `${name} de ${yyyy}`,
    /** `Octubre 2026`: payroll's. */
    payrollLabel: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${yyyy}`,
  };
}

/**
 * When a month can be closed, its last day's records taking no more punches in any zone a tenant may have: 12:00
 * UTC two days after it (src/domain/attendance/period-close.ts `closableFrom`), in milliseconds.
 */
export function closableFrom(month: { to: string }): number {
  return Date.parse(`${addDays(month.to, 2)}T12:00:00.000Z`);
}

/**
 * The earliest day before `today` whose marcas can still be corrected (Res. Ex. N° 38 art. 41: up to the next
 * business day), counting no holidays: the seed's holidays only move that limit later.
 */
export function earliestCorrectable(today: string): string {
  let earliest = addDays(today, -1);
  for (let back = 2; back <= CORRECTION_DAYS_MAX; back += 1) {
    const day = addDays(today, -back);
    if (lastCorrectionDay(day, () => false) >= today) earliest = day;
  }
  return earliest;
}
