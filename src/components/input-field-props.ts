import type { FocusEventHandler, ReactNode, Ref } from 'react';

/**
 * What the kit's text-backed pickers (DayField, TimeField) take besides their value: the string the input holds
 * ('' while empty or half typed), its bounds in the same format, and what react-hook-form binds.
 */
export interface InputFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest value the picker offers, in the value's format. */
  min?: string;
  max?: string;
  name?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  id?: string;
}
