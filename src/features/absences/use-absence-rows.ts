import { useMemo } from 'react';

import type { PersonOption } from '../../components/person-picker';
import { buildAbsenceRows, filterRows, personName, type AbsenceFilters } from './absence-rows';
import type { useAbsencesData } from './absences-repository';

type AbsencesData = ReturnType<typeof useAbsencesData>;

/**
 * The report's rows once every read has arrived (undefined until then), those the filters show, and the people
 * to pick: everyone but superusers for the filter, the active ones for a new absence.
 */
export function useAbsenceRows(
  data: Pick<AbsencesData, 'absences' | 'people' | 'vacations' | 'holidays'>,
  today: string | null,
  timeZone: string | null,
  filters: AbsenceFilters,
) {
  const rows = useMemo(
    () =>
      data.absences && data.people && data.vacations && data.holidays && today && timeZone
        ? buildAbsenceRows({
            absences: data.absences,
            people: data.people,
            vacations: data.vacations,
            holidays: data.holidays,
            today,
            timeZone,
          })
        : undefined,
    [data.absences, data.people, data.vacations, data.holidays, today, timeZone],
  );
  const shown = useMemo(() => (rows ? filterRows(rows, filters) : undefined), [rows, filters]);
  const people = useMemo<PersonOption[]>(
    () =>
      (data.people ?? [])
        .filter((person) => person.role !== 'superuser')
        .map((person) => ({
          id: person.id,
          name: personName(person),
          detail: person.rut ?? person.email,
        })),
    [data.people],
  );
  const activePeople = useMemo(
    () => people.filter((option) => data.people?.find((p) => p.id === option.id)?.disabled !== true),
    [people, data.people],
  );
  return { rows, shown, people, activePeople };
}
