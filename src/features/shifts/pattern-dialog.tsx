/**
 * `Nuevo patrón` and `Editar`: a rotation's name, its cycle length (1–28 days) and, day by day, a shift or
 * `Libre`. `Rotación` fills the cycle at once: N days of a shift, then M days off (4x4, 5x2, 7x7…).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { FormDialog } from '../../components/form-dialog';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { PATTERN_MAX_DAYS } from '../../domain/planning/patterns';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import {
  patternDefaults,
  patternSchema,
  rotation,
  type PatternInput,
  type PatternValues,
  type RotationErrors,
  type RotationInput,
} from './shift-schema';
import { FREE_DAY_LABEL } from './shift-text';

export interface PatternDialogProps {
  open: boolean;
  /** The pattern edited, or null for a new one. */
  pattern: WithId<ShiftPattern> | null;
  /** Every shift of the tenant: the active ones are offered; an archived one a day already names stays. */
  shifts: readonly WithId<Shift>[];
  onSave: (values: PatternValues) => Promise<void>;
  onClose: () => void;
}

export function PatternDialog({ open, pattern, shifts, onSave, onClose }: PatternDialogProps) {
  return (
    <FormDialog<PatternInput, PatternValues>
      open={open}
      title={pattern ? 'Editar patrón' : 'Nuevo patrón'}
      schema={patternSchema}
      defaultValues={patternDefaults(pattern)}
      onSubmit={onSave}
      onClose={onClose}
    >
      {(form) => <PatternFormFields form={form} shifts={shifts} />}
    </FormDialog>
  );
}

type Form = UseFormReturn<PatternInput, unknown, PatternValues>;

/** The cycle length to draw while the field holds what is being typed: 1–28. */
function shownLength(value: PatternInput['length']): number {
  const length = Number.parseInt(String(value), 10);
  return Number.isNaN(length) ? 1 : Math.min(PATTERN_MAX_DAYS, Math.max(1, length));
}

function PatternFormFields({ form, shifts }: { form: Form; shifts: readonly WithId<Shift>[] }) {
  const { control, formState } = form;
  const length = shownLength(useWatch({ control, name: 'length' }));
  const days = useWatch({ control, name: 'days' });
  const active = useMemo(() => shifts.filter((shift) => !shift.archived), [shifts]);
  // The active shifts, and any other a day already names (archived, or deleted meanwhile) so it is not lost.
  const options = useMemo<SelectOption[]>(() => {
    const list = active.map((shift) => ({ value: shift.id, label: shift.name }));
    for (const id of new Set(days.filter((day) => day !== ''))) {
      if (list.some((option) => option.value === id)) continue;
      const shift = shifts.find((candidate) => candidate.id === id);
      list.push({ value: id, label: shift ? `${shift.name} (archivado)` : 'Turno eliminado' });
    }
    return list;
  }, [active, days, shifts]);
  const daysError = formState.errors.days?.message ?? formState.errors.days?.root?.message;

  return (
    <>
      <FormTextField
        name="name"
        control={control}
        label="Nombre"
        required
        helperText="Por ejemplo 4x4 Noche"
        inputProps={{ maxLength: PLANNING_TEXT_LIMITS.patternName }}
      />
      <FormTextField
        name="length"
        control={control}
        label="Días del ciclo"
        type="number"
        required
        helperText={`De 1 a ${PATTERN_MAX_DAYS} días; el ciclo se repite desde la fecha en que se aplica`}
        inputProps={{ min: 1, max: PATTERN_MAX_DAYS, inputMode: 'numeric' }}
      />
      <RotationFill form={form} shifts={active} />
      <Box
        role="group"
        aria-label="Días del patrón"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}
      >
        {Array.from({ length }, (_, index) => (
          <FormSelectField
            key={index}
            name={`days.${index}`}
            control={control}
            label={`Día ${index + 1}`}
            options={options}
            emptyLabel={FREE_DAY_LABEL}
          />
        ))}
      </Box>
      {daysError && (
        <Typography role="alert" color="error" variant="body2">
          {daysError}
        </Typography>
      )}
    </>
  );
}

const NO_ROTATION: RotationInput = { work: '', off: '', shiftId: '' };

/** `Rotación`: fills the cycle with `Días de trabajo` of `Turno` then `Días libres`. */
function RotationFill({ form, shifts }: { form: Form; shifts: readonly WithId<Shift>[] }) {
  const headingId = useId();
  const [input, setInput] = useState<RotationInput>(
    shifts.length === 1 && shifts[0] ? { ...NO_ROTATION, shiftId: shifts[0].id } : NO_ROTATION,
  );
  const [errors, setErrors] = useState<RotationErrors>({});
  const change = (field: keyof RotationInput) => (event: { target: { value: string } }) => {
    setInput((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const apply = () => {
    const result = rotation(input);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    const filled = Array.from({ length: PATTERN_MAX_DAYS }, (_, index) => result.days[index] ?? '');
    form.setValue('length', String(result.days.length), { shouldDirty: true, shouldValidate: true });
    form.setValue('days', filled, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Rotación
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        Completa el ciclo con días de trabajo seguidos de días libres (por ejemplo 4x4 o 5x2).
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Días de trabajo"
          type="number"
          value={input.work}
          onChange={change('work')}
          error={errors.work !== undefined}
          helperText={errors.work}
          slotProps={{ htmlInput: { min: 1, max: PATTERN_MAX_DAYS, inputMode: 'numeric' } }}
        />
        <TextField
          label="Días libres"
          type="number"
          value={input.off}
          onChange={change('off')}
          error={errors.off !== undefined}
          helperText={errors.off}
          slotProps={{ htmlInput: { min: 0, max: PATTERN_MAX_DAYS - 1, inputMode: 'numeric' } }}
        />
        <TextField
          select
          label="Turno"
          value={input.shiftId}
          onChange={change('shiftId')}
          error={errors.shiftId !== undefined}
          helperText={errors.shiftId}
          sx={{ minWidth: 160 }}
        >
          {shifts.map((shift) => (
            <MenuItem key={shift.id} value={shift.id}>
              {shift.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={apply} sx={{ minHeight: 56, flex: '0 0 auto' }}>
          Aplicar rotación
        </Button>
      </Stack>
    </Paper>
  );
}
