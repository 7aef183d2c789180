/**
 * Which people /empleados shows: the search box (name, e-mail or RUT, without regard to case, accents or the
 * RUT's dots), the role, status, department and Lugar de trabajo (`Local`) filters, and the `/empleados/:type`
 * shortcuts.
 */
import type { UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import type { Role } from '../../domain/labels';
import { workplaceOf, type WorkplaceRef } from '../../domain/workplaces/workplaces';

export type StatusFilter = '' | 'active' | 'inactive';

export interface EmployeeFilters {
  search: string;
  role: '' | Role;
  status: StatusFilter;
  department: string;
  /** A workplace's id: the people who work there, those whose file names none counting at the first. */
  workplace: string;
}

export const NO_FILTERS: EmployeeFilters = {
  search: '',
  role: '',
  status: '',
  department: '',
  workplace: '',
};

/** `/empleados/:type`: the filters each type opens with. */
export const TYPE_FILTERS: Readonly<Record<string, Partial<EmployeeFilters>>> = {
  activos: { status: 'active' },
  inactivos: { status: 'inactive' },
  administradores: { role: 'admin' },
  empleados: { role: 'employee' },
};

/** The filters a `:type` opens with, and the type itself when it is not one of them (to say so). */
export function filtersForType(type: string | undefined): {
  filters: EmployeeFilters;
  unknownType: string | null;
} {
  if (type === undefined) return { filters: NO_FILTERS, unknownType: null };
  const preset = Object.hasOwn(TYPE_FILTERS, type.toLowerCase())
    ? TYPE_FILTERS[type.toLowerCase()]
    : undefined;
  return preset
    ? { filters: { ...NO_FILTERS, ...preset }, unknownType: null }
    : { filters: NO_FILTERS, unknownType: type };
}

/** Lower case without accents: 'José Núñez' → 'jose nunez'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A RUT's digits and check digit only: '12.345.678-5' → '123456785'. */
function rutKey(text: string): string {
  return text.replace(/[^\dkK]/g, '').toLowerCase();
}

export function matchesSearch(person: UserDoc, search: string): boolean {
  const query = foldText(search);
  if (query === '') return true;
  if (foldText(person.displayName ?? '').includes(query) || foldText(person.email).includes(query))
    return true;
  const rutQuery = rutKey(query);
  // Only a query that looks like (part of) a RUT is compared with RUTs: 'k' alone would match every '-K'.
  return /\d/.test(rutQuery) && person.rut !== null && rutKey(person.rut).includes(rutQuery);
}

/** Whether a person works at `workplaceId`: the workplace their file names, else the tenant's first. */
export function worksAt(
  person: Pick<UserDoc, 'workplaceId'>,
  workplaceId: string,
  workplaces: readonly WorkplaceRef[],
): boolean {
  return workplaceOf(person.workplaceId, workplaces)?.id === workplaceId;
}

export function applyFilters<P extends WithId<UserDoc>>(
  people: readonly P[],
  filters: EmployeeFilters,
  workplaces: readonly WorkplaceRef[] = [],
): P[] {
  return people.filter(
    (person) =>
      matchesSearch(person, filters.search) &&
      (filters.role === '' || person.role === filters.role) &&
      (filters.status === '' || person.disabled === (filters.status === 'inactive')) &&
      (filters.department === '' || person.department === filters.department) &&
      (filters.workplace === '' || worksAt(person, filters.workplace, workplaces)),
  );
}

/** The departments people have, in Spanish order, for the department filter. */
export function departmentsOf(people: readonly UserDoc[]): string[] {
  const names = new Set(people.map((p) => p.department).filter((d): d is string => Boolean(d)));
  return [...names].sort((a, b) => a.localeCompare(b, 'es'));
}

/** How many of the filters (search aside) narrow the list. */
export function activeFilterCount(filters: EmployeeFilters): number {
  return [filters.role, filters.status, filters.department, filters.workplace].filter(Boolean).length;
}

/** 'Ana Pérez', or the e-mail for someone without a name. */
export function personName(person: Pick<UserDoc, 'displayName' | 'email'>): string {
  return person.displayName?.trim() || person.email;
}
