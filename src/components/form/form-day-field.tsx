import type { FieldValues } from 'react-hook-form';

import { DayField } from '../day-range-picker';
import { useBoundField, type BoundFieldProps } from './use-bound-field';

/** A DayField ('yyyy-MM-dd') bound to react-hook-form; pair it with `dayKey()` (src/lib/validation/fields.ts). */
export function FormDayField<Values extends FieldValues, Output = Values>(
  props: BoundFieldProps<Values, Output>,
) {
  const bound = useBoundField(props);
  const { label, required, min, max, disabled } = props;
  return <DayField {...bound} label={label} required={required} min={min} max={max} disabled={disabled} />;
}
