import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { ALERT_SEVERITIES, ALERT_TYPES } from './alert-types';
import { SEVERITY_LABEL } from './alert-visuals';

export interface AlertFilters {
  severity: string;
  type: string;
  userId: string;
}

export const NO_FILTERS: AlertFilters = { severity: '', type: '', userId: '' };

interface AlertsFiltersProps {
  day: string;
  onDay: (day: string) => void;
  maxDay: string;
  filters: AlertFilters;
  onFilters: (filters: AlertFilters) => void;
  people: { id: string; name: string }[];
}

export function AlertsFilters({ day, onDay, maxDay, filters, onFilters, people }: AlertsFiltersProps) {
  const select = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    options: [string, string][],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 170 }}
    >
      {options.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <TextField
        type="date"
        size="small"
        label="Día"
        value={day}
        onChange={(e) => e.target.value && onDay(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDay } }}
      />
      {select('Severidad', filters.severity, (severity) => onFilters({ ...filters, severity }), [
        ['', 'Todas'],
        ...ALERT_SEVERITIES.map((s): [string, string] => [s, SEVERITY_LABEL[s]]),
      ])}
      {select('Tipo', filters.type, (type) => onFilters({ ...filters, type }), [
        ['', 'Todos'],
        ...ALERT_TYPES.map((t): [string, string] => [t, t]),
      ])}
      {select('Empleado', filters.userId, (userId) => onFilters({ ...filters, userId }), [
        ['', 'Todos'],
        ...people.map((p): [string, string] => [p.id, p.name]),
      ])}
    </Stack>
  );
}
