import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What a date or time field bound to react-hook-form takes. */
export interface BoundFieldProps<Values extends FieldValues, Output> {
  name: FieldPath<Values>;
  control: Control<Values, unknown, Output>;
  label: string;
  required?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  min?: string;
  max?: string;
  disabled?: boolean;
}

/** The props a string-valued field needs from react-hook-form, its error in place of its help. */
export function useBoundField<Values extends FieldValues, Output>({
  name,
  control,
  helperText,
}: BoundFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return {
    name: field.name,
    value: typeof value === 'string' ? value : '',
    onChange: (next: string) => field.onChange(next),
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: message !== undefined,
    helperText: message ?? helperText,
  };
}
