import TextField from '@mui/material/TextField';

import type { InputFieldProps } from './input-field-props';

export interface TimeFieldProps extends InputFieldProps {
  /** 'HH:MM' on the 24-hour clock, or '' for no time; min and max are 'HH:MM' too. */
  value: string;
  label?: string;
}

/**
 * What a time input gives, as 'HH:MM': browsers give 'HH:MM' with a one-minute step, but some add seconds
 * ('08:30:00'); anything else (a half-typed time gives '') passes through for the form's check to refuse.
 */
export function toHHMM(value: string): string {
  return /^\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(value) ? value.slice(0, 5) : value;
}

/** A time of day in minutes (step 60 s), shown in the browser's time picker; its value is 'HH:MM' or ''. */
export function TimeField({
  value,
  onChange,
  label = 'Hora',
  name,
  onBlur,
  inputRef,
  required,
  disabled,
  error,
  helperText,
  min,
  max,
  fullWidth,
  id,
}: TimeFieldProps) {
  return (
    <TextField
      type="time"
      id={id}
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(toHHMM(event.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, min, max } }}
    />
  );
}
