import type { FieldValues } from 'react-hook-form';

import { TimeField } from '../time-field';
import { useBoundField, type BoundFieldProps } from './use-bound-field';

/** A TimeField ('HH:MM') bound to react-hook-form; pair it with `hhmm()` (src/lib/validation/fields.ts). */
export function FormTimeField<Values extends FieldValues, Output = Values>(
  props: BoundFieldProps<Values, Output>,
) {
  const bound = useBoundField(props);
  const { label, required, min, max, disabled } = props;
  return (
    <TimeField
      {...bound}
      label={label}
      required={required}
      min={min}
      max={max}
      disabled={disabled}
      fullWidth
    />
  );
}
