import Box from '@mui/material/Box';

import { FilterSelect } from '../../components/filter-select';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import {
  ABSENCE_STATUSES,
  ABSENCE_STATUS_LABEL,
  ABSENCE_TYPES,
  ABSENCE_TYPE_LABEL,
  type AbsenceStatus,
  type AbsenceType,
} from '../../domain/labels';
import type { AbsenceFilters } from './absence-rows';

const TYPE_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Todos'],
  ...ABSENCE_TYPES.map((type) => [type, ABSENCE_TYPE_LABEL[type]] as const),
];
const STATUS_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Todos'],
  ...ABSENCE_STATUSES.map((status) => [status, ABSENCE_STATUS_LABEL[status]] as const),
];

/** The report's filters: type, status and person. */
export function AbsencesFilters({
  filters,
  onChange,
  people,
}: {
  filters: AbsenceFilters;
  onChange: (filters: AbsenceFilters) => void;
  people: readonly PersonOption[];
}) {
  return (
    <Box
      role="group"
      aria-label="Filtros"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <FilterSelect
        label="Tipo"
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type: type as AbsenceType | '' })}
        options={TYPE_OPTIONS}
      />
      <FilterSelect
        label="Estado"
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as AbsenceStatus | '' })}
        options={STATUS_OPTIONS}
      />
      <Box sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
        <PersonPicker
          people={people}
          value={filters.personId}
          onChange={(personId) => onChange({ ...filters, personId })}
        />
      </Box>
    </Box>
  );
}
