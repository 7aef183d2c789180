import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useId,
  type ChangeEvent,
  type FocusEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
  type Ref,
} from 'react';

export interface TextInputProps {
  label: string;
  /** What the field shows (a number is shown as typed). */
  value: unknown;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Under the field; an error message goes here too. */
  helperText?: ReactNode;
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  placeholder?: string;
  fullWidth?: boolean;
  /** Attributes of the `<input>` itself (maxLength, inputMode…). */
  inputProps?: InputBaseComponentProps;
  /** An adornment at the end of the field (the password's show/hide button). */
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * MUI's outlined TextField for typing text, composed of its own parts (label, input, helper text wired the same
 * way: the label names the input, the helper text describes it) without the `select` mode, whose menu, popover
 * and modal (about 12 KiB gzip) TextField always imports. The sign-in page and every text-only form use it
 *; a field that is a select uses TextField.
 */
export function TextInput({
  label,
  helperText,
  required = false,
  disabled = false,
  error = false,
  fullWidth = false,
  inputProps,
  sx,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      required={required}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={inputProps}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
