import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps<Values extends FieldValues, Output = Values> {
  name: FieldPath<Values>;
  control: Control<Values, unknown, Output>;
  label: string;
  options: readonly SelectOption[];
  /** An option for 'not chosen' (value ''), e.g. 'Sin especificar'. */
  emptyLabel?: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A select bound to react-hook-form; like FormTextField, the field's error replaces the helper text. */
export function FormSelectField<Values extends FieldValues, Output = Values>({
  name,
  control,
  label,
  options,
  emptyLabel,
  required,
  helperText,
  disabled,
}: FormSelectFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <TextField
      select
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      error={message !== undefined}
      helperText={message ?? helperText}
      disabled={disabled ?? field.disabled}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: emptyLabel !== undefined } }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
