/**
 * Bulk acts in the audit trail: one bulk approval of overtime writes one entry per line (the server logs each
 * decision document, src/server/audit/audit-overtime-acts.ts), hundreds at once. /logs shows such a run as one
 * row (`Aprobó 513 líneas de horas extras`) that expands to its entries.
 *
 * A run: consecutive entries (newest first) of the same action by the same person, each less than BULK_GAP_MS
 * from the one before it. A run of one is a single entry.
 *
 * No DOM, no app imports: pure rules.
 */
import { formatNumber } from '../format/numbers';
import { actionLabel } from './action-labels';

/** Entries of one bulk act are written within seconds; a minute apart they are separate acts. */
export const BULK_GAP_MS = 60_000;

export interface Groupable {
  actorId: string;
  action: string;
  createdAt: Date;
}

export type LogItem<Entry> =
  | { kind: 'single'; entry: Entry }
  | { kind: 'group'; action: string; actorId: string; entries: readonly Entry[] };

/** The entries (newest first) with each run of a bulk act as one group, in the same order. */
export function groupBulk<Entry extends Groupable>(entries: readonly Entry[]): LogItem<Entry>[] {
  const items: LogItem<Entry>[] = [];
  let run: Entry[] = [];
  const flush = () => {
    const [first] = run;
    if (first === undefined) return;
    items.push(
      run.length === 1
        ? { kind: 'single', entry: first }
        : { kind: 'group', action: first.action, actorId: first.actorId, entries: run },
    );
    run = [];
  };
  for (const entry of entries) {
    const last = run.at(-1);
    const continues =
      last !== undefined &&
      last.action === entry.action &&
      last.actorId === entry.actorId &&
      Math.abs(last.createdAt.getTime() - entry.createdAt.getTime()) < BULK_GAP_MS;
    if (!continues) flush();
    run.push(entry);
  }
  flush();
  return items;
}

/** How a bulk act of these actions reads, with its count. */
const GROUP_TEXT: Readonly<Record<string, (count: string) => string>> = {
  'overtime.approve': (n) => `Aprobó ${n} líneas de horas extras`,
  'overtime.reject': (n) => `Rechazó ${n} líneas de horas extras`,
  'overtime.preauthorize': (n) => `Preautorizó ${n} líneas de horas extras`,
  'overtime.agreement': (n) => `Registró ${n} pactos de horas extras`,
  'correction.propose': (n) => `Propuso ${n} correcciones`,
  'correction.notify': (n) => `Envió ${n} avisos de corrección`,
  'correction.accept': (n) => `Aceptó ${n} correcciones`,
  'correction.object': (n) => `Objetó ${n} correcciones`,
  'correction.withdraw': (n) => `Retiró ${n} correcciones`,
  'absence.create': (n) => `Registró ${n} ausencias`,
  'absence.request': (n) => `Solicitó ${n} ausencias`,
  'absence.approve': (n) => `Aprobó ${n} ausencias`,
  'absence.reject': (n) => `Rechazó ${n} ausencias`,
  'absence.void': (n) => `Anuló ${n} ausencias`,
  'holiday.create': (n) => `Agregó ${n} feriados`,
  'holiday.delete': (n) => `Eliminó ${n} feriados`,
  'shift.create': (n) => `Creó ${n} turnos`,
  'schedule.delete': (n) => `Eliminó ${n} turnos publicados de la agenda`,
  'user.update': (n) => `Modificó ${n} fichas de empleado`,
  'admin.createUser': (n) => `Creó ${n} personas`,
  'week.sign': (n) => `Firmó ${n} semanas`,
};

/** The sentence of a group: `Aprobó 513 líneas de horas extras`, or `12 registros: <label>`. */
export function groupSentence(action: string, count: number): string {
  const n = formatNumber(count);
  return GROUP_TEXT[action]?.(n) ?? `${n} registros: ${actionLabel(action)}`;
}
