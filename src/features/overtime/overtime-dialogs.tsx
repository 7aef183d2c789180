/**
 * The two forms of /horas-extras: `Registrar pacto` (a person's written agreement, less than three months) and
 * `Preautorizar` (overtime a manager allows ahead for a person's day). Both keep what was typed when a save fails
 * (FormDialog) and say in Spanish what is wrong.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';

import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { FormDialog } from '../../components/form-dialog';
import { MAX_DAILY_OVERTIME_MINUTES } from '../../domain/chile/labour';
import { agreementLastDay, isValidAgreementSpan, OVERTIME_LIMITS } from '../../domain/attendance/overtime';
import { formatDayKey, isDayKey } from '../../domain/calendar/day-keys';
import { dayKey, integer, optionalText, requiredText } from '../../lib/validation/fields';

export const AGREEMENT_TOO_LONG = (from: string) =>
  `Un pacto dura menos de 3 meses: con ese inicio, termina a más tardar el ${formatDayKey(agreementLastDay(from), 'dd-MM-yyyy')}.`;
export const AGREEMENT_BACKWARDS = 'La fecha de término no puede ser anterior a la de inicio.';
export const PREAUTHORIZE_PAST = 'Se preautoriza hoy o un día futuro.';

const agreementSchema = z
  .object({
    userId: requiredText(128),
    from: dayKey(),
    to: dayKey(),
    note: optionalText(OVERTIME_LIMITS.noteMax),
  })
  .superRefine((values, ctx) => {
    if (!isDayKey(values.from) || !isDayKey(values.to)) return;
    if (values.to < values.from) ctx.addIssue({ code: 'custom', path: ['to'], message: AGREEMENT_BACKWARDS });
    else if (!isValidAgreementSpan(values.from, values.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AGREEMENT_TOO_LONG(values.from) });
    }
  });

export type AgreementValues = z.input<typeof agreementSchema>;
export type AgreementOutput = z.output<typeof agreementSchema>;

export interface AgreementDialogProps {
  open: boolean;
  people: readonly SelectOption[];
  today: string;
  onClose: () => void;
  onSubmit: (values: AgreementOutput) => Promise<void>;
}

export function AgreementDialog({ open, people, today, onClose, onSubmit }: AgreementDialogProps) {
  return (
    <FormDialog<AgreementValues, AgreementOutput>
      open={open}
      title="Registrar pacto de horas extras"
      schema={agreementSchema}
      defaultValues={{ userId: '', from: today, to: agreementLastDay(today), note: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Registrar"
    >
      {({ control }) => (
        <>
          <FormSelectField control={control} name="userId" label="Persona" options={people} required />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="from" label="Desde" required />
            </Box>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="to" label="Hasta" required />
            </Box>
          </Box>
          <FormTextField
            control={control}
            name="note"
            label="Nota"
            helperText="Por ejemplo, dónde está el pacto firmado."
            multiline
            rows={2}
            inputProps={{ maxLength: OVERTIME_LIMITS.noteMax }}
          />
        </>
      )}
    </FormDialog>
  );
}

function preauthorizeSchema(today: string) {
  return z
    .object({
      userId: requiredText(128),
      day: dayKey(),
      minutes: integer({ min: 1, max: OVERTIME_LIMITS.secondsMax / 60 }),
      note: optionalText(OVERTIME_LIMITS.noteMax),
    })
    .superRefine((values, ctx) => {
      if (isDayKey(values.day) && values.day < today) {
        ctx.addIssue({ code: 'custom', path: ['day'], message: PREAUTHORIZE_PAST });
      }
    });
}

export type PreauthorizeValues = z.input<ReturnType<typeof preauthorizeSchema>>;
export type PreauthorizeOutput = z.output<ReturnType<typeof preauthorizeSchema>>;

export interface PreauthorizeDialogProps {
  open: boolean;
  people: readonly SelectOption[];
  today: string;
  onClose: () => void;
  onSubmit: (values: PreauthorizeOutput) => Promise<void>;
}

export function PreauthorizeDialog({ open, people, today, onClose, onSubmit }: PreauthorizeDialogProps) {
  return (
    <FormDialog<PreauthorizeValues, PreauthorizeOutput>
      open={open}
      title="Preautorizar horas extras"
      schema={preauthorizeSchema(today)}
      defaultValues={{ userId: '', day: today, minutes: '60', note: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Preautorizar"
    >
      {({ control }) => (
        <>
          <FormSelectField control={control} name="userId" label="Persona" options={people} required />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="day" label="Día" min={today} required />
            </Box>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormTextField
                control={control}
                name="minutes"
                label="Minutos"
                type="number"
                required
                inputProps={{ min: 1, max: OVERTIME_LIMITS.secondsMax / 60, step: 15 }}
              />
            </Box>
          </Box>
          <OverLimit control={control} />
          <FormTextField
            control={control}
            name="note"
            label="Nota"
            multiline
            rows={2}
            inputProps={{ maxLength: OVERTIME_LIMITS.noteMax }}
          />
        </>
      )}
    </FormDialog>
  );
}

/** Chile allows at most 2 hours of overtime a day: said, not blocked (the approval flags it again). */
function OverLimit({ control }: { control: Control<PreauthorizeValues, unknown, PreauthorizeOutput> }) {
  const minutes = Number(useWatch({ control, name: 'minutes' }));
  return (
    <Box aria-live="polite">
      {minutes > MAX_DAILY_OVERTIME_MINUTES && (
        <Alert severity="warning">La ley permite hasta 2 horas extras al día.</Alert>
      )}
    </Box>
  );
}
