/**
 * `Nuevo turno`, `Editar` and `Duplicar`: the shift form (name, colour, 1–4 slots, colación) with a live hint for
 * a slot that ends the next day and the day's total. A failed save keeps the dialog open with what was typed.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';

import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form/form-text-field';
import { FormTimeField } from '../../components/form/form-time-field';
import type { Shift } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { isValidShiftSlots, SHIFT_LIMITS } from '../../domain/planning/plan';
import { crossesMidnight } from '../../domain/schedule/slots';
import { ColorField } from './color-field';
import { shiftDefaults, shiftSchema, toShiftFields, type ShiftInput, type ShiftValues } from './shift-schema';
import { hoursText, NEXT_DAY_HINT, shiftMinutes, type ShiftFields } from './shift-text';

export type ShiftDialogMode = 'new' | 'edit' | 'duplicate';

const TITLES: Record<ShiftDialogMode, string> = {
  new: 'Nuevo turno',
  edit: 'Editar turno',
  duplicate: 'Duplicar turno',
};

export interface ShiftDialogProps {
  open: boolean;
  mode: ShiftDialogMode;
  /** The shift edited or duplicated (null for a new one). */
  source: WithId<Shift> | null;
  /** Every shift of the tenant (names must be unique among those not archived). */
  shifts: readonly WithId<Shift>[];
  timeZone: string;
  onSave: (fields: ShiftFields) => Promise<void>;
  onClose: () => void;
}

export function ShiftDialog({ open, mode, source, shifts, timeZone, onSave, onClose }: ShiftDialogProps) {
  const selfId = mode === 'edit' ? (source?.id ?? null) : null;
  const schema = useMemo(() => shiftSchema(shifts, selfId, timeZone), [shifts, selfId, timeZone]);
  return (
    <FormDialog<ShiftInput, ShiftValues>
      open={open}
      title={TITLES[mode]}
      schema={schema}
      defaultValues={shiftDefaults(source, mode)}
      onSubmit={(values) => onSave(toShiftFields(values))}
      onClose={onClose}
    >
      {(form) => <ShiftFormFields form={form} timeZone={timeZone} />}
    </FormDialog>
  );
}

type Form = UseFormReturn<ShiftInput, unknown, ShiftValues>;

function ShiftFormFields({ form, timeZone }: { form: Form; timeZone: string }) {
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'timeSlots' });
  const slots = useWatch({ control, name: 'timeSlots' });
  const lunch = useWatch({ control, name: 'lunchMinutes' });
  return (
    <>
      <FormTextField
        name="name"
        control={control}
        label="Nombre"
        required
        inputProps={{ maxLength: SHIFT_LIMITS.nameMax, autoCapitalize: 'sentences' }}
      />
      <ColorField form={form} />
      <Stack spacing={1.5}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Tramos
        </Typography>
        {fields.map((item, index) => {
          const slot = slots[index];
          const overnight = slot !== undefined && isValidShiftSlots([slot]) && crossesMidnight(slot);
          return (
            <Box key={item.id} role="group" aria-label={`Tramo ${index + 1}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTimeField
                  name={`timeSlots.${index}.startTime`}
                  control={control}
                  label="Inicio"
                  required
                />
                <FormTimeField
                  name={`timeSlots.${index}.endTime`}
                  control={control}
                  label="Término"
                  required
                />
                <IconButton
                  aria-label={`Quitar tramo ${index + 1}`}
                  onClick={() => remove(index)}
                  disabled={fields.length <= SHIFT_LIMITS.minSlots}
                  sx={{ mt: 0.5 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              <Typography
                variant="body2"
                color="textSecondary"
                aria-live="polite"
                sx={{ mt: overnight ? 0.5 : 0 }}
              >
                {overnight ? NEXT_DAY_HINT : ''}
              </Typography>
            </Box>
          );
        })}
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ startTime: '', endTime: '' })}
          disabled={fields.length >= SHIFT_LIMITS.maxSlots}
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        >
          Agregar tramo
        </Button>
      </Stack>
      <FormTextField
        name="lunchMinutes"
        control={control}
        label="Colación (min)"
        required
        helperText={`Minutos no trabajados, de ${SHIFT_LIMITS.lunchMin} a ${SHIFT_LIMITS.lunchMax}`}
        inputProps={{ inputMode: 'numeric', maxLength: 3 }}
      />
      <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
        {totalText(slots, lunch, timeZone)}
      </Typography>
    </>
  );
}

/** `Total por día: 7 h 30 min`, or nothing while a slot or the colación is not valid. */
function totalText(
  slots: ShiftInput['timeSlots'],
  lunch: ShiftInput['lunchMinutes'],
  timeZone: string,
): string {
  const text = String(lunch).trim();
  const lunchMinutes = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (
    !isValidShiftSlots(slots) ||
    !(lunchMinutes >= SHIFT_LIMITS.lunchMin && lunchMinutes <= SHIFT_LIMITS.lunchMax)
  )
    return '';
  return `Total por día: ${hoursText(shiftMinutes({ timeSlots: slots, lunchMinutes }, timeZone))}`;
}
