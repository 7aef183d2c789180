/**
 * A select of /crear (`Región`) as the browser's own (a phone opens its native picker), bound to react-hook-form
 * and styled as the kit's outlined fields. Native, not the kit's FormSelectField: MUI's menu select brings its
 * menu, popover and modal (about 17 KiB gzip) into /crear, a page that must paint fast on a phone.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import type { SelectOption } from '../../components/form/form-select-field';

export interface NativeSelectFieldProps<Values extends FieldValues, Output = Values> {
  name: FieldPath<Values>;
  control: Control<Values, unknown, Output>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}

/** A native select; the field's error is said under it and describes it, as FormTextField does. */
export function NativeSelectField<Values extends FieldValues, Output = Values>({
  name,
  control,
  label,
  options,
  required = false,
}: NativeSelectFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const message = fieldState.error?.message;
  const helperTextId = message === undefined ? undefined : `${id}-helper-text`;
  const value: unknown = field.value;
  return (
    <FormControl variant="outlined" required={required} error={message !== undefined} fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={field.name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': helperTextId }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {message !== undefined && <FormHelperText id={helperTextId}>{message}</FormHelperText>}
    </FormControl>
  );
}
