/**
 * `Agregar feriado` (day, name, irrenunciable) and `Editar` (name and irrenunciable: the day stays; to move a
 * holiday, delete it and add it on the other day). A day that already has a holiday is refused in place.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';

import { actionErrorMessage } from '../../components/action-error';
import { FormDialog } from '../../components/form-dialog';
import { FormDayField } from '../../components/form/form-day-field';
import { FormTextField } from '../../components/form/form-text-field';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { implausibleDate } from '../../domain/calendar/plausible-dates';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { dayKey, requiredText } from '../../lib/validation/fields';
import {
  HolidayExistsError,
  type HolidayChange,
  type HolidayRow,
  type NewHoliday,
} from './holidays-repository';

export const DAY_TAKEN = 'Ya hay un feriado ese día';

/**
 * A new holiday; `takenDays` are the days known to have one already (the year shown). Its day lies within five
 * years of `today` (the tenant's; domain/calendar/plausible-dates.ts): a holiday in 3026 is a typo.
 */
export function newHolidaySchema(takenDays: ReadonlySet<string>, today: string | null) {
  return z.object({
    day: dayKey()
      .refine((day) => !takenDays.has(day), DAY_TAKEN)
      .superRefine((day, ctx) => {
        const message = today === null ? null : implausibleDate('holiday', day, today);
        if (message !== null) ctx.addIssue({ code: 'custom', message });
      }),
    name: requiredText(PLANNING_TEXT_LIMITS.holidayName),
    irrenunciable: z.boolean(),
  });
}
type NewInput = z.input<ReturnType<typeof newHolidaySchema>>;

export const editHolidaySchema = z.object({
  name: requiredText(PLANNING_TEXT_LIMITS.holidayName),
  irrenunciable: z.boolean(),
});
type EditInput = z.input<typeof editHolidaySchema>;

/** The save error in words: a taken day (found by the store) says so. */
function saveError(error: unknown): string {
  return error instanceof HolidayExistsError ? DAY_TAKEN : actionErrorMessage(error);
}

function IrrenunciableField<Values extends FieldValues, Output>({
  control,
  name,
}: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label="Irrenunciable"
    />
  );
}

export interface NewHolidayDialogProps {
  open: boolean;
  /** The day the picker starts on. */
  initialDay: string;
  /** Today in the tenant's zone (null while it loads): a holiday lies within five years of it. */
  today: string | null;
  takenDays: ReadonlySet<string>;
  onSave: (holiday: NewHoliday) => Promise<void>;
  onClose: () => void;
}

export function NewHolidayDialog({
  open,
  initialDay,
  today,
  takenDays,
  onSave,
  onClose,
}: NewHolidayDialogProps) {
  const schema = useMemo(() => newHolidaySchema(takenDays, today), [takenDays, today]);
  return (
    <FormDialog<NewInput, NewHoliday>
      open={open}
      title="Agregar feriado"
      schema={schema}
      defaultValues={{ day: initialDay, name: '', irrenunciable: false }}
      onSubmit={onSave}
      onClose={onClose}
      saveErrorMessage={saveError}
    >
      {({ control }) => (
        <>
          <FormDayField name="day" control={control} label="Fecha" required />
          <FormTextField
            name="name"
            control={control}
            label="Nombre"
            required
            helperText="Por ejemplo Aniversario de la empresa"
            inputProps={{ maxLength: PLANNING_TEXT_LIMITS.holidayName }}
          />
          <IrrenunciableField control={control} name="irrenunciable" />
        </>
      )}
    </FormDialog>
  );
}

export interface EditHolidayDialogProps {
  open: boolean;
  holiday: HolidayRow | null;
  onSave: (holiday: HolidayRow, change: HolidayChange) => Promise<void>;
  onClose: () => void;
}

export function EditHolidayDialog({ open, holiday, onSave, onClose }: EditHolidayDialogProps) {
  return (
    <FormDialog<EditInput, HolidayChange>
      open={open}
      title="Editar feriado"
      schema={editHolidaySchema}
      defaultValues={{ name: holiday?.name ?? '', irrenunciable: holiday?.irrenunciable ?? false }}
      onSubmit={(change) => (holiday ? onSave(holiday, change) : Promise.resolve())}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          {holiday && (
            <Typography>
              Fecha: <strong>{formatDayKey(holiday.day, "EEEE d 'de' MMMM 'de' yyyy")}</strong>. Para cambiar
              la fecha, elimina el feriado y agrégalo en el otro día.
            </Typography>
          )}
          <FormTextField
            name="name"
            control={control}
            label="Nombre"
            required
            inputProps={{ maxLength: PLANNING_TEXT_LIMITS.holidayName }}
          />
          <IrrenunciableField control={control} name="irrenunciable" />
        </>
      )}
    </FormDialog>
  );
}
