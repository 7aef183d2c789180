import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

export interface PersonOption {
  id: string;
  name: string;
  /** A second line that tells namesakes apart: a RUT, a branch, an email. */
  detail?: string;
}

export interface PersonPickerProps {
  people: readonly PersonOption[];
  /** The chosen person's id, or null for nobody. */
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
  loading?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

const SPANISH = new Intl.Collator('es');

// Case- and accent-insensitive ('jose' finds 'José'), anywhere in the name or the detail.
const filterPeople = createFilterOptions<PersonOption>({
  ignoreAccents: true,
  ignoreCase: true,
  stringify: (person) => `${person.name} ${person.detail ?? ''}`,
});

/** Chooses one person by typing part of the name; the options are in Spanish alphabetical order. */
export function PersonPicker({
  people,
  value,
  onChange,
  label = 'Persona',
  loading = false,
  disabled = false,
  required,
  error,
  helperText,
}: PersonPickerProps) {
  const options = useMemo(() => [...people].sort((a, b) => SPANISH.compare(a.name, b.name)), [people]);
  const selected = useMemo(() => people.find((person) => person.id === value) ?? null, [people, value]);

  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, person) => onChange(person?.id ?? null)}
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={filterPeople}
      loading={loading}
      disabled={disabled}
      noOptionsText="Sin resultados"
      loadingText="Cargando…"
      openText="Abrir"
      closeText="Cerrar"
      clearText="Borrar"
      renderOption={({ key: _key, ...optionProps }, person) => (
        <Box component="li" key={person.id} {...optionProps} sx={{ minHeight: 48 }}>
          <Box>
            <Typography>{person.name}</Typography>
            {person.detail && (
              <Typography variant="body2" color="textSecondary">
                {person.detail}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
