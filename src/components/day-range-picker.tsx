import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { formatDayKey, isDayKey } from '../domain/calendar/day-keys';
import { VALIDATION } from '../lib/validation-messages';

import type { InputFieldProps } from './input-field-props';

export const RANGE_ORDER_MESSAGE = 'La fecha de término debe ser igual o posterior a la de inicio';

export interface DayFieldProps extends InputFieldProps {
  label: string;
  /** A 'yyyy-MM-dd' key, or '' for no day (a day still being typed); min and max are keys too. */
  value: string;
}

/**
 * One calendar day in the browser's date picker. The value is the key itself: a date input's value is
 * 'yyyy-MM-dd' with no time and no zone, which is exactly a tenant's calendar day, so nothing is converted.
 */
export function DayField({ label, value, onChange, min, max, fullWidth = true, ...rest }: DayFieldProps) {
  return (
    <TextField
      {...rest}
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={fullWidth}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}

/** 'dd-MM-yyyy', how dates are written in Chile. */
function shown(key: string): string {
  return formatDayKey(key, 'dd-MM-yyyy');
}

/** The message for one day on its own, or null. */
export function dayMessage(value: string, min?: string, max?: string): string | null {
  if (value === '') return VALIDATION.required;
  if (!isDayKey(value)) return VALIDATION.pattern;
  if (min !== undefined && value < min) return `La fecha no puede ser anterior al ${shown(min)}`;
  if (max !== undefined && value > max) return `La fecha no puede ser posterior al ${shown(max)}`;
  return null;
}

export interface DayRange {
  from: string;
  to: string;
}

export interface DayRangePickerProps {
  /** First day, 'yyyy-MM-dd'. */
  from: string;
  /** Last day (inclusive), 'yyyy-MM-dd'. */
  to: string;
  /** Called only with a valid range: two existing days, the first not after the last, within min–max. */
  onChange: (range: DayRange) => void;
  min?: string;
  max?: string;
  fromLabel?: string;
  toLabel?: string;
  /** The group's accessible name. */
  label?: string;
}

/**
 * A range of calendar days. What is typed stays in the fields until it is a valid range; only then does the
 * parent hear of it, so a half-typed day never reaches a query.
 */
export function DayRangePicker({
  from,
  to,
  onChange,
  min,
  max,
  fromLabel = 'Desde',
  toLabel = 'Hasta',
  label = 'Rango de fechas',
}: DayRangePickerProps) {
  const [draft, setDraft] = useState<DayRange>({ from, to });
  const [shownRange, setShownRange] = useState<DayRange>({ from, to });
  // A new range from the parent (previous / next, another period) replaces the draft.
  if (shownRange.from !== from || shownRange.to !== to) {
    setShownRange({ from, to });
    setDraft({ from, to });
  }

  const fromError = dayMessage(draft.from, min, max);
  const toError =
    dayMessage(draft.to, min, max) ??
    (fromError === null && draft.from > draft.to ? RANGE_ORDER_MESSAGE : null);

  const change = (next: DayRange) => {
    setDraft(next);
    const valid =
      dayMessage(next.from, min, max) === null &&
      dayMessage(next.to, min, max) === null &&
      next.from <= next.to;
    if (valid && (next.from !== from || next.to !== to)) onChange(next);
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <DayField
          label={fromLabel}
          value={draft.from}
          onChange={(value) => change({ ...draft, from: value })}
          min={min}
          max={max}
          error={fromError !== null}
          helperText={fromError}
        />
      </Box>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <DayField
          label={toLabel}
          value={draft.to}
          onChange={(value) => change({ ...draft, to: value })}
          min={min}
          max={max}
          error={toError !== null}
          helperText={toError}
        />
      </Box>
    </Box>
  );
}
