import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { TextInput } from './text-input';

export interface FormTextFieldProps<Values extends FieldValues, Output = Values> {
  name: FieldPath<Values>;
  control: Control<Values, unknown, Output>;
  label: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** Attributes of the `<input>` itself (maxLength, inputMode, autoComplete…). */
  inputProps?: InputBaseComponentProps;
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  fullWidth?: boolean;
}

/**
 * A text field bound to react-hook-form: the field's error replaces the helper text (and marks the input
 * `aria-invalid`, described by that message), so the schema's words are what the user reads.
 */
export function FormTextField<Values extends FieldValues, Output = Values>({
  name,
  control,
  label,
  type = 'text',
  required,
  helperText,
  inputProps,
  multiline,
  rows,
  autoComplete,
  placeholder,
  disabled,
  fullWidth = true,
}: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <TextInput
      name={field.name}
      value={value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      required={required}
      error={message !== undefined}
      helperText={message ?? helperText}
      multiline={multiline}
      rows={rows}
      autoComplete={autoComplete}
      placeholder={placeholder}
      disabled={disabled ?? field.disabled}
      fullWidth={fullWidth}
      inputProps={inputProps}
    />
  );
}
