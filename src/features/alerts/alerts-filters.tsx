import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useId, useState } from 'react';

import { FilterSelect } from '../../components/filter-select';
import { ALERT_SEVERITIES, ALERT_TYPES } from './alert-types';
import { SEVERITY_LABEL } from './alert-visuals';

export interface AlertFilters {
  severity: string;
  type: string;
  userId: string;
}

export const NO_FILTERS: AlertFilters = { severity: '', type: '', userId: '' };

/** How many of the filters narrow the alerts. */
export function activeFilterCount(filters: AlertFilters): number {
  return [filters.severity, filters.type, filters.userId].filter(Boolean).length;
}

/** 'Filtros', or 'Filtros · 2 activos' when some narrow the list. */
export function filtersLabel(filters: AlertFilters): string {
  const count = activeFilterCount(filters);
  if (count === 0) return 'Filtros';
  return `Filtros · ${count} ${count === 1 ? 'activo' : 'activos'}`;
}

interface AlertsFiltersProps {
  day: string;
  onDay: (day: string) => void;
  maxDay: string;
  filters: AlertFilters;
  onFilters: (filters: AlertFilters) => void;
  people: { id: string; name: string }[];
  /** A phone: the day stays in view, the other filters fold behind one button that opens them in a dialog. */
  compact: boolean;
}

export function AlertsFilters({
  day,
  onDay,
  maxDay,
  filters,
  onFilters,
  people,
  compact,
}: AlertsFiltersProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const selects = (
    <>
      <FilterSelect
        label="Severidad"
        value={filters.severity}
        onChange={(severity) => onFilters({ ...filters, severity })}
        options={[['', 'Todas'], ...ALERT_SEVERITIES.map((s): [string, string] => [s, SEVERITY_LABEL[s]])]}
        fullWidth={compact}
      />
      <FilterSelect
        label="Tipo"
        value={filters.type}
        onChange={(type) => onFilters({ ...filters, type })}
        options={[['', 'Todos'], ...ALERT_TYPES.map((t): [string, string] => [t, t])]}
        fullWidth={compact}
      />
      <FilterSelect
        label="Empleado"
        value={filters.userId}
        onChange={(userId) => onFilters({ ...filters, userId })}
        options={[['', 'Todos'], ...people.map((p): [string, string] => [p.id, p.name])]}
        fullWidth={compact}
      />
    </>
  );
  const dayField = (
    <TextField
      type="date"
      size="small"
      label="Día"
      value={day}
      onChange={(e) => e.target.value && onDay(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDay } }}
      sx={compact ? { flex: '1 1 150px' } : undefined}
    />
  );

  if (!compact) {
    return (
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        {dayField}
        {selects}
      </Stack>
    );
  }
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {dayField}
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {filtersLabel(filters)}
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Filtros</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {selects}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            onClick={() => onFilters(NO_FILTERS)}
            disabled={activeFilterCount(filters) === 0}
            sx={{ minHeight: 48 }}
          >
            Limpiar filtros
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)} sx={{ minHeight: 48 }}>
            Listo
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
