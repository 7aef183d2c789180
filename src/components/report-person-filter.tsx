import Box from '@mui/material/Box';

import { PersonPicker, type PersonOption } from './person-picker';

/** A report's person filter: `Persona`, everyone when null. */
export interface ReportPerson {
  people: readonly PersonOption[];
  loading: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
}

/**
 * The person filter of the attendance reports, inside ReportFilters. A file apart, so that a report without it
 * (/adherencia) does not load the picker.
 */
export function ReportPersonFilter({ people, loading, value, onChange }: ReportPerson) {
  return (
    <Box sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
      <PersonPicker people={people} value={value} loading={loading} onChange={onChange} />
    </Box>
  );
}
