/**
 * Report d) of Res. Ex. N° 38 art. 27, `Reporte de modificaciones y/o alteraciones de turnos`, worker by worker:
 * - each change of the published plan (`scheduleChanges`, recorded by the server from each schedule's before and
 *   after: src/server/planning/schedule-changes.ts) whose day falls in the period: when the old shift was assigned,
 *   the old shift and the new one by their extent (art. 25.1 f: "lunes a jueves 10:00–18:00", never the shift's
 *   internal name), when the worker was notified of the new one (the publish, which e-mails each person it
 *   changes), the first day changed, who asked for it and the observations (C.T., the publish's reason, who
 *   published). Consecutive days of one week that one publish changed alike share a row;
 * - each correction of a marca of the period (art. 41): the marca before and after, when it was proposed (the
 *   worker is e-mailed then), its reason, state and author.
 * Every change is the employer's (`Solicitado por: Empleador`): Asiste has no way for a worker to ask for a shift
 * change or a correction, so none is the worker's. Pure.
 */
import type { AttendanceCorrection, ScheduleChange, ShiftExtent } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { personName } from '../../data/queries/people';
import { CORRECTION_STATE_LABEL, correctionState, PUNCH_LABEL } from '../../domain/attendance/corrections';
import { addDaysToKey, formatDayKey, isoWeekdayOfKey, startOfWeekKey } from '../../domain/calendar/day-keys';
import { dayKey, formatInZone, hmsInZone } from '../../domain/calendar/time-zone';
import type { ExportTable } from '../../lib/export/table';
import { coverage, type DtReportScope, type Worker } from './dt-report-scope';

export interface ChangesReportInput extends DtReportScope {
  /** The changes of the plan whose day falls in the period. */
  scheduleChanges?: readonly WithId<ScheduleChange>[];
  /** The corrections of the period's days. */
  corrections: readonly WithId<AttendanceCorrection>[];
  timeZone: string;
  now: Date;
}

/** Who asked for a change: every one is the employer's (no worker-request path exists; see above). */
export const REQUESTED_BY_EMPLOYER = 'Empleador';
/** Art. 28: the abbreviation of a change of shift. */
export const SHIFT_CHANGE_ABBREVIATION = 'C.T.';
export const SHIFT_CHANGE_KIND = 'Cambio de turno';
export const CORRECTION_KIND = 'Corrección de marca';

export const CHANGES_COLUMNS = [
  'Tipo',
  'Fecha asignación turno',
  'Turno asignado',
  'Fecha de notificación del nuevo turno',
  'Inicio del nuevo turno',
  'Nuevo turno asignado',
  'Solicitado por',
  'Observaciones',
] as const;

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

const weekday = (key: string) => WEEKDAYS[isoWeekdayOfKey(key) - 1] ?? key;

/** `lunes`, or `lunes a jueves`. */
export function daysText(first: string, last: string): string {
  return first === last ? weekday(first) : `${weekday(first)} a ${weekday(last)}`;
}

/** A shift by its extent: `10:00–18:00`, `08:00–12:00 y 14:00–18:00`, with its colación when it has one. */
export function extentText(extent: ShiftExtent): string {
  const slots = extent.timeSlots.map((slot) => `${slot.startTime}–${slot.endTime}`).join(' y ');
  const lunch = extent.lunchMinutes > 0 ? `, colación ${extent.lunchMinutes} min` : '';
  return `${slots === '' ? 'sin horario' : slots}${lunch}`;
}

/** The days and the shift: `lunes a jueves 10:00–18:00`, or `sábado: día libre` (no shift). */
function shiftText(days: string, extent: ShiftExtent | null): string {
  return extent === null ? `${days}: día libre` : `${days} ${extentText(extent)}`;
}

interface Row {
  userId: string;
  day: string;
  at: number;
  cells: string[];
}

/** A run of consecutive days of one week, one person and one publish, changed from and to the same shifts. */
interface Run {
  change: WithId<ScheduleChange>;
  first: string;
  last: string;
  key: string;
}

function shiftRows(input: ChangesReportInput, stamp: (date: Date) => string): Row[] {
  const covers = coverage(input);
  const changes = (input.scheduleChanges ?? [])
    .map((change) => ({ change, day: dayKey(change.date, input.timeZone) }))
    .filter(({ change, day }) => day >= input.from && day <= input.to && covers(change.userId))
    .sort(
      (a, b) =>
        a.change.userId.localeCompare(b.change.userId) ||
        (a.change.publishId ?? a.change.id).localeCompare(b.change.publishId ?? b.change.id) ||
        a.day.localeCompare(b.day),
    );
  const runs: Run[] = [];
  for (const { change, day } of changes) {
    const key = JSON.stringify([
      change.userId,
      change.publishId ?? change.id,
      change.before && { ...change.before, assignedAt: change.before.assignedAt?.getTime() ?? null },
      change.after,
    ]);
    const run = runs.at(-1);
    if (
      run &&
      run.key === key &&
      addDaysToKey(run.last, 1) === day &&
      startOfWeekKey(day) === startOfWeekKey(run.first)
    ) {
      run.last = day;
    } else {
      runs.push({ change, first: day, last: day, key });
    }
  }
  return runs.map(({ change, first, last }) => {
    const days = daysText(first, last);
    const assignedAt = change.before?.assignedAt ?? null;
    const notes = [
      SHIFT_CHANGE_ABBREVIATION,
      change.reason ? `Motivo: ${change.reason}` : null,
      change.publishId === null
        ? 'Turno eliminado fuera de una publicación'
        : `Publicado por ${personName(input.people.get(change.changedBy), change.changedBy)}`,
    ];
    return {
      userId: change.userId,
      day: first,
      at: (change.notifiedAt ?? change.recordedAt).getTime(),
      cells: [
        SHIFT_CHANGE_KIND,
        change.before === null ? '' : assignedAt === null ? 'Sin registro' : stamp(assignedAt),
        shiftText(days, change.before),
        change.notifiedAt === null ? 'Sin notificación' : stamp(change.notifiedAt),
        formatDayKey(first, 'dd-MM-yyyy'),
        shiftText(days, change.after),
        REQUESTED_BY_EMPLOYER,
        notes.filter((note) => note !== null).join('; '),
      ],
    };
  });
}

function correctionRows(input: ChangesReportInput, stamp: (date: Date) => string): Row[] {
  const covers = coverage(input);
  const { timeZone } = input;
  return input.corrections
    .filter((correction) => covers(correction.userId))
    .map((c) => {
      const day = dayKey(c.date, timeZone);
      const absence = c.kind === 'justify' || c.punch === null;
      const punch = PUNCH_LABEL[c.punch ?? 'checkIn'];
      const at = (value: Date | null) => (value ? hmsInZone(value, timeZone) : 'sin marca');
      return {
        userId: c.userId,
        day,
        at: c.createdAt.getTime(),
        cells: [
          CORRECTION_KIND,
          '',
          absence ? 'Ausencia sin justificar' : `${punch} ${at(c.before)}`,
          stamp(c.createdAt),
          formatDayKey(day, 'dd-MM-yyyy'),
          absence ? 'Ausencia justificada' : `${punch} ${at(c.after)}`,
          REQUESTED_BY_EMPLOYER,
          [
            `Motivo: ${c.reason}`,
            `Estado: ${CORRECTION_STATE_LABEL[correctionState(c, input.now)]}`,
            `Realizada por ${personName(input.people.get(c.createdBy), c.createdBy)}`,
          ].join('; '),
        ],
      };
    });
}

/**
 * The report's table: worker by worker (by name), day by day, then by when the change was notified; no rows when
 * the period had no change (dtReportTable then writes `Sin cambios o modificaciones en el periodo consultado`).
 */
export function changesReport(input: ChangesReportInput, worker: Worker, title: string): ExportTable {
  const stamp = (date: Date) => formatInZone(date, input.timeZone, 'dd-MM-yyyy HH:mm:ss');
  const name = (uid: string) => personName(input.people.get(uid), uid);
  const rows = [...shiftRows(input, stamp), ...correctionRows(input, stamp)].sort(
    (a, b) =>
      name(a.userId).localeCompare(name(b.userId), 'es') ||
      a.userId.localeCompare(b.userId) ||
      a.day.localeCompare(b.day) ||
      a.at - b.at,
  );
  return {
    title,
    columns: [...worker.columns, ...CHANGES_COLUMNS],
    rows: rows.map((row) => [...worker.cells(row.userId), ...row.cells]),
  };
}
