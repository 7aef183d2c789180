/**
 * The DT reports as files' contents: reads what the asked kinds need once (dt-report-data.ts — a period's
 * attendance and holidays serve `asistencia`, `jornada`, `domingos` and `diario` (from the day before the period);
 * `modificaciones` reads corrections and the plan's changes; the tenant's workplaces unless the caller has them) and builds
 * each kind's table, the employer line for every page and the scope lines with the place of work (Res. Ex. N° 38
 * art. 27). `Reportes DT` builds one; the yearly archive (records-archive.ts) builds every kind of every month.
 */
import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { listWorkplaces } from '../../data/queries/workplaces';
import { buildAttendanceDays } from '../../domain/attendance/attendance-days';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import type { WorkplaceRef } from '../../domain/workplaces/workplaces';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import type { ExportTable } from '../../lib/export/table';
import { loadDtReportData, loadDtReportIncidents, type DtReportData } from './dt-report-data';
import { selectedPeople, type PersonFilters } from './dt-report-scope';
import { shiftPeople, type ShiftChoice } from './dt-report-filters';
import {
  abbreviationsLegend,
  dtReportTable,
  employerLine,
  scopeLines,
  type DtReportKind,
} from './dt-reports';

export interface DtReportRequest {
  store: DocumentStore;
  tenantId: string;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId'>;
  people: readonly WithId<UserDoc>[];
  kinds: readonly DtReportKind[];
  from: string;
  to: string;
  /** Only this person, or everyone (null). */
  personId: string | null;
  /** Only the people working at this workplace (`Local`), or everyone (null or absent). */
  workplaceId?: string | null;
  /** The tenant's workplaces when the caller has them read; absent: read here (listWorkplaces). */
  workplaces?: readonly WorkplaceRef[];
  /** Art. 25's `Cargo`, `Jornada` and `Turno` filters (the shift's people are found in the period's plan here). */
  filters?: Omit<PersonFilters, 'shift'> & { shift?: ShiftChoice | null };
  timeZone: string;
  thresholds: AlertThresholds;
  now: Date;
}

export interface DtReportFile {
  kind: DtReportKind;
  table: ExportTable;
  /** 'Empleador: … · RUT …', on every page of a PDF. */
  header: string;
  /** The period and who it covers. */
  scope: string[];
  /** Under the table: the legend of the abbreviations (Res. Ex. N° 38 art. 28). */
  notes: string[];
}

/** The schedules of the days from `from` on (the daily report's extra day is no part of the `Turno` filter). */
function inPeriod<S extends { date: Date }>(schedules: readonly S[], from: string, timeZone: string): S[] {
  const start = dayKeyToInstant(from, timeZone).getTime();
  return schedules.filter((schedule) => schedule.date.getTime() >= start);
}

export async function buildDtReports(request: DtReportRequest): Promise<DtReportFile[]> {
  const { store, tenantId, kinds, from, to, personId, timeZone, now } = request;
  const shiftChoice = request.filters?.shift ?? null;
  const needsAttendance =
    kinds.some((kind) => kind !== 'modificaciones' && kind !== 'incidentes') || shiftChoice !== null;
  const workplaceId = request.workplaceId ?? null;
  // Art. 27 e: the daily report lists each marca on the day it was made, so it reads from the day before the
  // period too (the exit of a night slot begun then); the other kinds keep their own days.
  const first = kinds.includes('diario') ? addDaysToKey(from, -1) : from;
  const [attendance, changes, workplaces] = await Promise.all([
    needsAttendance ? loadDtReportData(store, tenantId, 'domingos', first, to, timeZone) : null,
    kinds.includes('modificaciones')
      ? loadDtReportData(store, tenantId, 'modificaciones', from, to, timeZone)
      : null,
    request.workplaces ?? listWorkplaces(store, tenantId),
  ]);
  // Art. 27 f: the platform's and the tenant's technical incidents, read only for that report.
  const incidents = kinds.includes('incidentes') ? await loadDtReportIncidents(store, tenantId) : [];
  const people = new Map(request.people.map((person) => [person.id, person]));
  const filters: PersonFilters = {
    ...request.filters,
    shift: shiftChoice && {
      ...shiftChoice,
      people: shiftPeople(inPeriod(attendance?.range?.schedules ?? [], from, timeZone), shiftChoice.id),
    },
  };
  const userIds = selectedPeople({ people, workplaces, personId, workplaceId, to, ...filters });
  const allDays = attendance?.range
    ? buildAttendanceDays({
        userIds,
        from: first,
        to,
        ...attendance.range,
        timeZone,
        now,
        thresholds: request.thresholds,
      })
    : [];
  const days = first === from ? allDays : allDays.filter((day) => day.key >= from);
  const header = employerLine(request.tenant);
  return kinds.map((kind) => {
    const data: DtReportData | null = kind === 'modificaciones' ? changes : attendance;
    const input = {
      kind,
      from,
      to,
      days: kind === 'modificaciones' ? [] : kind === 'diario' ? allDays : days,
      people,
      holidays: data?.holidays ?? new Map<string, string>(),
      scheduleChanges: data?.scheduleChanges ?? [],
      corrections: data?.corrections ?? [],
      incidents,
      personId,
      workplaceId,
      workplaces,
      ...filters,
      timeZone,
      now,
    };
    return {
      kind,
      table: dtReportTable(input),
      header,
      scope: scopeLines(input),
      notes: abbreviationsLegend(),
    };
  });
}
