import { FilterSelect, type FilterSelectProps } from '../../components/filter-select';
import type { WorkplaceRef } from '../../domain/workplaces/workplaces';

export const ALL_WORKPLACES = 'Todos los locales';

/**
 * The `Local` choices: everyone, then each workplace by name (the active ones first, as the query sorts them),
 * an archived one marked `(archivado)` (people may still work there, and its past stays reportable). A chosen id
 * not among them (still loading) is kept as `Cargando…`, so the select never holds a value it lacks.
 */
export function workplaceChoices(
  workplaces: readonly WorkplaceRef[] | undefined,
  value: string | null,
): [string, string][] {
  const choices: [string, string][] = [
    ['', ALL_WORKPLACES],
    ...(workplaces ?? []).map((place): [string, string] => [
      place.id,
      place.archived === true ? `${place.name} (archivado)` : place.name,
    ]),
  ];
  if (value !== null && !choices.some(([id]) => id === value)) choices.push([value, 'Cargando…']);
  return choices;
}

export interface WorkplaceFilterProps {
  /** The tenant's workplaces, archived ones too; undefined while they load. */
  workplaces: readonly WorkplaceRef[] | undefined;
  /** The chosen workplace's id, or null for everyone. */
  value: string | null;
  onChange: (id: string | null) => void;
  fullWidth?: boolean;
  minWidth?: FilterSelectProps['minWidth'];
}

/**
 * `Local`: narrows a report or a list to the people working at one workplace (Res. Ex. N° 38 art. 27 lists the
 * place of work among a report's filters). Shown once the tenant has a workplace, or while a chosen one loads.
 */
export function WorkplaceFilter({
  workplaces,
  value,
  onChange,
  fullWidth,
  minWidth = 200,
}: WorkplaceFilterProps) {
  if (value === null && (workplaces === undefined || workplaces.length === 0)) return null;
  return (
    <FilterSelect
      label="Local"
      value={value ?? ''}
      onChange={(id) => onChange(id === '' ? null : id)}
      options={workplaceChoices(workplaces, value)}
      fullWidth={fullWidth}
      minWidth={minWidth}
    />
  );
}
