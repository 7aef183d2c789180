/**
 * What the inspector reads on /fiscalizacion, as rows and as export tables: the tenant's people, the
 * punches of a month with their receipt codes, the corrections of the month with before, after and the worker's
 * answer, and the weekly signatures of the weeks that start in the month. Pure: the screen loads, this shapes.
 */
import type {
  AttendanceCorrection,
  AttendanceRecord,
  UserDoc,
  WeekSignature,
} from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personName } from '../../data/queries/people';
import { CORRECTION_STATE_LABEL, correctionState, PUNCH_LABEL } from '../../domain/attendance/corrections';
import { PUNCH_FIELD, PUNCH_ORDER } from '../../domain/attendance/punches';
import {
  formatTotal,
  WEEK_TOTAL_KEYS,
  WEEK_TOTAL_LABEL,
  weekTitle,
} from '../../domain/attendance/week-signoff';
import { addMonthsToKey, formatDayKey } from '../../domain/calendar/day-keys';
import { dayKey, formatInZone, hmsInZone } from '../../domain/calendar/time-zone';
import { workplaceLine, workplaceOf, type WorkplaceRef } from '../../domain/workplaces/workplaces';
import type { ExportTable } from '../../lib/export/table';

/** Records are kept five years (Res. Ex. N° 38): the inspector may open any month of the last 60. */
export const RETENTION_MONTHS = 60;

/** The months the inspector may open, newest first: `yyyy-MM`. */
export function inspectionMonths(today: string, count: number = RETENTION_MONTHS): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, index) => addMonthsToKey(first, -index).slice(0, 7));
}

/** 'noviembre de 2026'. */
export function monthName(month: string): string {
  return formatDayKey(`${month}-01`, "MMMM 'de' yyyy");
}

export interface Directory {
  name: (uid: string) => string;
  rut: (uid: string) => string;
}

export function directoryOf(people: readonly WithId<UserDoc>[]): Directory {
  const byId = new Map(people.map((person) => [person.id, person]));
  return {
    name: (uid) => personName(byId.get(uid), uid),
    rut: (uid) => byId.get(uid)?.rut ?? '—',
  };
}

export interface PersonRow {
  id: string;
  name: string;
  rut: string;
  position: string;
  /** Where the person works, name and address (Res. Ex. N° 38 art. 27: the place of work); '—' when none. */
  workplace: string;
  state: string;
}

/** The tenant's people, each with the workplace `workplaceOf` gives (`workplaces`: the tenant's, archived too). */
export function personRows(
  people: readonly WithId<UserDoc>[],
  workplaces: readonly WorkplaceRef[],
): PersonRow[] {
  return people
    .map((person) => {
      const workplace = workplaceOf(person.workplaceId, workplaces);
      return {
        id: person.id,
        name: personName(person, person.id),
        rut: person.rut ?? '—',
        position: person.position ?? '—',
        workplace: workplace ? workplaceLine(workplace) : '—',
        state: person.disabled ? 'Desactivada' : 'Activa',
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export interface PunchRow {
  id: string;
  userId: string;
  day: string;
  name: string;
  rut: string;
  punch: string;
  time: string;
  /** The server's receipt code; '—' while it is being signed (or for a record made before receipts existed). */
  code: string;
}

/** One row per punch: the latest day first, then by person and punch order. */
export function punchRows(
  records: readonly WithId<AttendanceRecord>[],
  directory: Directory,
  timeZone: string,
): PunchRow[] {
  const rows: (PunchRow & { at: number; dayAt: number })[] = [];
  for (const record of records) {
    for (const action of PUNCH_ORDER) {
      const at = record[PUNCH_FIELD[action]];
      if (!(at instanceof Date)) continue;
      rows.push({
        id: `${record.id}:${action}`,
        userId: record.userId,
        day: formatDayKey(dayKey(record.date, timeZone), 'dd-MM-yyyy'),
        name: directory.name(record.userId),
        rut: directory.rut(record.userId),
        punch: PUNCH_LABEL[action],
        time: hmsInZone(at, timeZone),
        code: record.receipts?.[action]?.code ?? '—',
        at: at.getTime(),
        dayAt: record.date.getTime(),
      });
    }
  }
  return rows
    .sort((a, b) => b.dayAt - a.dayAt || a.name.localeCompare(b.name, 'es') || a.at - b.at)
    .map(({ at: _at, dayAt: _dayAt, ...row }) => row);
}

export interface CorrectionRow {
  id: string;
  userId: string;
  day: string;
  name: string;
  what: string;
  before: string;
  after: string;
  reason: string;
  state: string;
  response: string;
  answer: string;
}

export function correctionRows(
  corrections: readonly WithId<AttendanceCorrection>[],
  directory: Directory,
  timeZone: string,
  now: Date,
): CorrectionRow[] {
  const time = (at: Date | null) => (at === null ? 'Sin marca' : hmsInZone(at, timeZone));
  return [...corrections]
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.createdAt.getTime() - b.createdAt.getTime())
    .map((correction) => ({
      id: correction.id,
      userId: correction.userId,
      day: formatDayKey(dayKey(correction.date, timeZone), 'dd-MM-yyyy'),
      name: directory.name(correction.userId),
      what: correction.punch === null ? 'Justificación' : PUNCH_LABEL[correction.punch],
      before: correction.kind === 'justify' ? '—' : time(correction.before),
      after: correction.kind === 'justify' ? 'Ausencia justificada' : time(correction.after),
      reason: correction.reason,
      state: CORRECTION_STATE_LABEL[correctionState(correction, now)],
      response: correction.response ?? '—',
      answer: correction.answer ?? '—',
    }));
}

export interface SignatureRow {
  id: string;
  userId: string;
  week: string;
  name: string;
  state: string;
  totals: string;
  signedAt: string;
  code: string;
}

export function signatureRows(
  signatures: readonly WithId<WeekSignature>[],
  directory: Directory,
  timeZone: string,
): SignatureRow[] {
  return [...signatures]
    .sort((a, b) => a.week.localeCompare(b.week) || a.seq - b.seq)
    .map((signature) => {
      const status = signature.status === 'signed' ? 'Firmada' : 'Objetada';
      const totals = WEEK_TOTAL_KEYS.map(
        (key) => `${WEEK_TOTAL_LABEL[key]}: ${formatTotal(key, signature.totals[key])}`,
      ).join(' · ');
      return {
        id: signature.id,
        userId: signature.userId,
        week: weekTitle(signature.week),
        name: directory.name(signature.userId),
        state: signature.seq > 1 ? `${status} (adenda ${signature.seq - 1})` : status,
        totals: signature.comment ? `${totals} · Comentario: ${signature.comment}` : totals,
        signedAt: formatInZone(signature.signedAt, timeZone, 'dd-MM-yyyy HH:mm'),
        code: signature.code ?? '—',
      };
    });
}

/** The export tables name their period as a person reads it: 'noviembre de 2026', '2026'. */
export const table = <Row>(title: string, columns: [string, (row: Row) => string][], rows: readonly Row[]) =>
  ({
    title,
    columns: columns.map(([header]) => header),
    rows: rows.map((row) => columns.map(([, cell]) => cell(row))),
  }) satisfies ExportTable;

export function peopleTable(rows: readonly PersonRow[]): ExportTable {
  return table(
    'Personas',
    [
      ['Nombre', (row) => row.name],
      ['RUT', (row) => row.rut],
      ['Cargo', (row) => row.position],
      ['Lugar de trabajo', (row) => row.workplace],
      ['Estado', (row) => row.state],
    ],
    rows,
  );
}

export function punchesTable(rows: readonly PunchRow[], period: string): ExportTable {
  return table(
    `Marcas de ${period}`,
    [
      ['Fecha', (row) => row.day],
      ['Persona', (row) => row.name],
      ['RUT', (row) => row.rut],
      ['Marca', (row) => row.punch],
      ['Hora', (row) => row.time],
      ['Código', (row) => row.code],
    ],
    rows,
  );
}

export function correctionsTable(rows: readonly CorrectionRow[], period: string): ExportTable {
  return table(
    `Correcciones de ${period}`,
    [
      ['Fecha', (row) => row.day],
      ['Persona', (row) => row.name],
      ['Marca', (row) => row.what],
      ['Antes', (row) => row.before],
      ['Después', (row) => row.after],
      ['Motivo', (row) => row.reason],
      ['Estado', (row) => row.state],
      ['Respuesta del trabajador', (row) => row.response],
      ['Respuesta del empleador', (row) => row.answer],
    ],
    rows,
  );
}

export function signaturesTable(rows: readonly SignatureRow[], period: string): ExportTable {
  return table(
    `Firmas semanales de ${period}`,
    [
      ['Semana', (row) => row.week],
      ['Persona', (row) => row.name],
      ['Estado', (row) => row.state],
      ['Totales', (row) => row.totals],
      ['Fecha', (row) => row.signedAt],
      ['Código', (row) => row.code],
    ],
    rows,
  );
}
