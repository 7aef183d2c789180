/**
 * Who and where a DT report covers. Res. Ex. N° 38 art. 27: the common header of every report names the employer,
 * the worker, the place of work and the period. The selection is one person, the people of one workplace (the
 * `Local` filter) or everyone; each person works at `workplaceOf(person.workplaceId, workplaces)`. When the
 * selection shares one place of work the header names it (`Lugar de trabajo: …`); otherwise the header lists every
 * place used and each person-row carries its own (`workplaceColumn`). Art. 25's `Cargo`, `Jornada` and `Turno`
 * narrow the people further (PersonFilters), and the header names each one used. Pure.
 */
import type { UserDoc } from '../../data/ports/collections';
import { personName } from '../../data/queries/people';
import { JORNADA_LABEL, jornadaKind, type JornadaKind } from '../../domain/attendance/dt-report-rules';
import { formatDayKey } from '../../domain/calendar/day-keys';
import {
  sortWorkplaces,
  workplaceLine,
  workplaceOf,
  type WorkplaceRef,
} from '../../domain/workplaces/workplaces';

/** A person as the reports read one. */
export type ReportPerson = Pick<UserDoc, 'displayName' | 'email' | 'rut'> &
  Partial<
    Pick<
      UserDoc,
      | 'hireDate'
      | 'createdAt'
      | 'role'
      | 'workplaceId'
      | 'position'
      | 'contractWeeklyHours'
      | 'descansoDominicalAdicional'
    >
  >;

/** The `Turno` filter: the shift as the header names it (by its extent, art. 25.1 f) and who had it planned. */
export interface ShiftFilter {
  id: string;
  /** 'Mañana (08:00 – 16:00)'. */
  label: string;
  /** The people with the shift planned on a day of the period (shiftPeople). */
  people: ReadonlySet<string>;
}

/**
 * Res. Ex. N° 38 art. 25's filters on the person: `Cargo`, `Jornada` and `Turno` (null or absent: not used).
 * Every one keeps a person or not, whatever the report (personMatches).
 */
export interface PersonFilters {
  /** Only the people whose Cargo (the file's `position`) is this one, case, accents and spaces aside. */
  position?: string | null;
  /** Only the people of this jornada type (jornadaKind) under the legal week of the period's last day. */
  jornada?: JornadaKind | null;
  /** Only the people with this shift planned in the period. */
  shift?: ShiftFilter | null;
}

export interface DtReportScope extends PersonFilters {
  from: string;
  to: string;
  people: ReadonlyMap<string, ReportPerson>;
  /** The tenant's workplaces, archived ones too (a person may still work at one). */
  workplaces: readonly WorkplaceRef[];
  /** Only this person, or everyone (null). */
  personId: string | null;
  /** Only the people working at this workplace, or everyone (null). */
  workplaceId: string | null;
}

/** What a report prints for a person without a workplace (a tenant that has none yet). */
export const NO_WORKPLACE = 'sin registrar';
export const WORKPLACE_COLUMN = 'Lugar de trabajo';

/** Where a person of the report works (workplaceOf), or null. */
export function personWorkplace(
  scope: Pick<DtReportScope, 'people' | 'workplaces'>,
  uid: string,
): WorkplaceRef | null {
  return workplaceOf(scope.people.get(uid)?.workplaceId, scope.workplaces);
}

/** The ids of the people working at `workplaceId` (the `Local` filters of /asistencias and `Reportes DT`). */
export function peopleAt(
  people: readonly (Pick<UserDoc, 'workplaceId'> & { id: string })[],
  workplaces: readonly WorkplaceRef[],
  workplaceId: string,
): Set<string> {
  return new Set(
    people
      .filter((person) => workplaceOf(person.workplaceId, workplaces)?.id === workplaceId)
      .map((person) => person.id),
  );
}

/** The selection a report's people come from: everything but the period's first day. */
export type PeopleScope = Omit<DtReportScope, 'from'>;

/** A Cargo as the filter compares it: trimmed, spaces collapsed, case and accents aside. */
export function positionKey(position: string | null | undefined): string {
  return (position ?? '').normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whether a person passes the `Cargo`, `Jornada` and `Turno` filters (art. 25) of a period ending on `to`. */
export function personMatches(
  uid: string,
  person: Pick<ReportPerson, 'position' | 'contractWeeklyHours'> | undefined,
  filters: PersonFilters,
  to: string,
): boolean {
  if (filters.position && positionKey(person?.position) !== positionKey(filters.position)) return false;
  if (filters.jornada && jornadaKind(person?.contractWeeklyHours, to) !== filters.jornada) return false;
  if (filters.shift && !filters.shift.people.has(uid)) return false;
  return true;
}

const narrowsPeople = (filters: PersonFilters) =>
  Boolean(filters.position) || Boolean(filters.jornada) || Boolean(filters.shift);

/**
 * The people the report covers: the one person or everyone but the superusers, narrowed to the workplace and to
 * the person filters.
 */
export function selectedPeople(scope: PeopleScope): string[] {
  const ids =
    scope.personId !== null
      ? [scope.personId]
      : [...scope.people].filter(([, person]) => person.role !== 'superuser').map(([id]) => id);
  const { workplaceId } = scope;
  const there =
    workplaceId === null ? ids : ids.filter((uid) => personWorkplace(scope, uid)?.id === workplaceId);
  if (!narrowsPeople(scope)) return there;
  return there.filter((uid) => personMatches(uid, scope.people.get(uid), scope, scope.to));
}

/** Whether a row of `uid` belongs in the report: always when nothing narrows it. */
export function coverage(scope: PeopleScope): (uid: string) => boolean {
  if (scope.personId === null && scope.workplaceId === null && !narrowsPeople(scope)) return () => true;
  const selected = new Set(selectedPeople(scope));
  return (uid) => selected.has(uid);
}

/** The workplaces of the selection, each once, in the order /configuracion lists them; null for a person without. */
function workplacesUsed(scope: PeopleScope): (WorkplaceRef | null)[] {
  const used = new Map<string, WorkplaceRef>();
  let without = false;
  for (const uid of selectedPeople(scope)) {
    const workplace = personWorkplace(scope, uid);
    if (workplace === null) without = true;
    else used.set(workplace.id, workplace);
  }
  return [...sortWorkplaces([...used.values()]), ...(without ? [null] : [])];
}

/**
 * Res. Ex. N° 38 art. 27: whether each person-row names its place of work, because the selection spans more than
 * one (a single place is named once, in the header).
 */
export function workplaceColumn(scope: PeopleScope): boolean {
  return scope.workplaceId === null && workplacesUsed(scope).length > 1;
}

/** A person-row's `Lugar de trabajo` cell: the workplace's name. */
export function workplaceCell(scope: Pick<DtReportScope, 'people' | 'workplaces'>, uid: string): string {
  return personWorkplace(scope, uid)?.name ?? NO_WORKPLACE;
}

const placeLine = (workplace: WorkplaceRef | null | undefined) =>
  workplace ? workplaceLine(workplace) : NO_WORKPLACE;

/** Art. 27's place of work in the header: the one place of the selection, or every place it uses. */
function workplaceScopeLine(scope: DtReportScope): string {
  if (scope.workplaceId !== null) {
    const chosen = scope.workplaces.find((workplace) => workplace.id === scope.workplaceId);
    return `Lugar de trabajo: ${placeLine(chosen)}`;
  }
  const used = workplacesUsed(scope);
  if (used.length <= 1) return `Lugar de trabajo: ${placeLine(used[0])}`;
  return `Lugares de trabajo: ${used.map(placeLine).join('; ')}`;
}

/** The report's scope, under its title (art. 27): the period, the worker or workers, the place of work. */
export function scopeLines(scope: DtReportScope): string[] {
  const period = `Periodo: ${formatDayKey(scope.from, 'dd-MM-yyyy')} al ${formatDayKey(scope.to, 'dd-MM-yyyy')}`;
  let who: string;
  if (scope.personId !== null) {
    const person = scope.people.get(scope.personId);
    const rut = person?.rut ? ` (RUT ${person.rut})` : '';
    who = `Trabajador: ${personName(person, scope.personId)}${rut}`;
  } else if (scope.workplaceId !== null) {
    const chosen = scope.workplaces.find((workplace) => workplace.id === scope.workplaceId);
    who = `Trabajadores: todos los de ${chosen?.name ?? 'este lugar de trabajo'}`;
  } else {
    who = 'Trabajadores: todos';
  }
  return [period, who, workplaceScopeLine(scope), ...filterLines(scope)];
}

/** The person filters in use, each on its line under the place of work (art. 25), so the file says how it was cut. */
function filterLines(filters: PersonFilters): string[] {
  return [
    ...(filters.position ? [`Cargo: ${filters.position.trim()}`] : []),
    ...(filters.jornada ? [`Jornada: ${JORNADA_LABEL[filters.jornada]}`] : []),
    ...(filters.shift ? [`Turno: ${filters.shift.label}`] : []),
  ];
}

/**
 * The cells that name a row's worker, and their headers: Trabajador, RUT and, when the selection spans more than
 * one place of work, its `Lugar de trabajo` right after the RUT (art. 27; workplaceColumn).
 */
export interface Worker {
  columns: string[];
  cells: (uid: string) => string[];
}

export function workerOf(
  scope: Pick<DtReportScope, 'people' | 'workplaces'>,
  withWorkplace: boolean,
  rut = true,
): Worker {
  return {
    columns: ['Trabajador', ...(rut ? ['RUT'] : []), ...(withWorkplace ? [WORKPLACE_COLUMN] : [])],
    cells: (uid) => [
      personName(scope.people.get(uid), uid),
      ...(rut ? [scope.people.get(uid)?.rut ?? ''] : []),
      ...(withWorkplace ? [workplaceCell(scope, uid)] : []),
    ],
  };
}
