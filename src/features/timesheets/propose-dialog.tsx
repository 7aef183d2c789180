import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { FormTimeField } from '../../components/form/form-time-field';
import { FormDialog } from '../../components/form-dialog';
import type { CorrectionProposal } from '../../data/writes/correction-writes';
import { CORRECTION_LIMITS, OBJECTION_HOURS, PUNCH_LABEL } from '../../domain/attendance/corrections';
import { slotIntervalAt } from '../../domain/attendance/punch-window';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { addDaysToKey, formatDayKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant, hhmmInZone, wallTimeOnDay } from '../../domain/calendar/time-zone';
import { crossesMidnight } from '../../domain/schedule/slots';
import { hhmm, requiredText } from '../../lib/validation/fields';
import { punchTime, type TimesheetRow } from './timesheet-rows';

const schema = z.object({
  change: z.enum(['punch', 'justify']),
  punch: z.enum(PUNCH_ORDER as unknown as [PunchAction, ...PunchAction[]]),
  time: z.string(),
  reason: requiredText(CORRECTION_LIMITS.textMax, CORRECTION_LIMITS.reasonMin),
});

type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** The time is required (and HH:MM) only for a punch. */
const checked = schema.superRefine((values, ctx) => {
  if (values.change !== 'punch') return;
  const result = hhmm().safeParse(values.time);
  if (!result.success)
    ctx.addIssue({ code: 'custom', path: ['time'], message: result.error.issues[0]?.message });
});

/**
 * The instant of `time` for the row's day: that wall time on the slot's day in the tenant zone, or the next day
 * for an overnight slot when the time is before the slot's start.
 */
export function proposedInstant(row: TimesheetRow, time: string, timeZone: string): Date {
  const slot = row.slot.slot;
  const nextDay = slot !== null && crossesMidnight(slot) && time < slot.startTime;
  return wallTimeOnDay(nextDay ? addDaysToKey(row.day, 1) : row.day, time, timeZone);
}

/** The row's recorded marca `punch` (never a corrected value), or null when it is missing. */
function recordedPunch(row: TimesheetRow, punch: PunchAction): Date | null {
  return row.slot.record?.[PUNCH_FIELD[punch]] ?? null;
}

/** The row's slot as both backends judge a tolerance (slotIntervalAt), or null on a day without one. */
function slotOf(row: TimesheetRow, timeZone: string): { start: Date; end: Date } | null {
  const { slot } = row.slot;
  return slot === null ? null : slotIntervalAt(dayKeyToInstant(row.day, timeZone), slot);
}

/**
 * What the manager may do with the row's marca `punch` (Res. Ex. N° 38 art. 39): add it when missing; as a
 * tolerance, move a recorded entry earlier up to the slot's start or a recorded exit later up to its end.
 */
export function changeHint(row: TimesheetRow, punch: PunchAction, timeZone: string): string {
  const recorded = recordedPunch(row, punch);
  if (recorded === null) return 'Falta esta marca: puedes agregarla.';
  const slot = slotOf(row, timeZone);
  if (slot !== null && punch === 'checkIn' && recorded > slot.start)
    return `Como tolerancia, puedes adelantarla hasta las ${hhmmInZone(slot.start, timeZone)}.`;
  if (slot !== null && punch === 'checkOut' && recorded < slot.end)
    return `Como tolerancia, puedes atrasarla hasta las ${hhmmInZone(slot.end, timeZone)}.`;
  return 'Esta marca quedó registrada y no se puede cambiar.';
}

/**
 * The marca a correction of the row most likely sets: the one its view is about (the entry in `Atrasos`), else
 * the first that is missing, else its exit.
 */
export function suggestedPunch(row: TimesheetRow): PunchAction {
  if (row.focus) return row.focus;
  const { punches } = row.slot;
  if (!punches.checkInTime) return 'checkIn';
  if (punches.lunchStartTime && !punches.lunchEndTime) return 'lunchEnd';
  return 'checkOut';
}

/**
 * The time the dialog starts with for `punch`: the entry as recorded (the manager moves it, as a tolerance, towards
 * the slot's start) or the slot's start when it is missing; the slot's end for the exit; empty for the lunch.
 */
export function suggestedTime(row: TimesheetRow, punch: PunchAction, timeZone: string): string {
  const slot = row.slot.slot;
  if (punch === 'checkIn') return punchTime(row.slot, 'checkIn', timeZone) ?? slot?.startTime ?? '';
  if (punch === 'checkOut') return slot?.endTime ?? punchTime(row.slot, 'checkOut', timeZone) ?? '';
  return '';
}

export interface ProposeDialogProps {
  open: boolean;
  row: TimesheetRow | null;
  timeZone: string;
  onClose: () => void;
  onPropose: (proposal: CorrectionProposal) => Promise<void>;
}

/**
 * `Proponer corrección` of one slot: a punch added or changed (the recorded value shown beside it) or, for an
 * absent slot, its absence justified; a reason is required. The worker then has OBJECTION_HOURS (48) to object.
 */
export function ProposeDialog({ open, row, timeZone, onClose, onPropose }: ProposeDialogProps) {
  const absent = row?.dayInfo.absent ?? false;
  return (
    <FormDialog<Values, Output>
      open={open}
      title="Proponer corrección"
      schema={checked}
      defaultValues={{
        change: 'punch',
        punch: row ? suggestedPunch(row) : 'checkIn',
        time: row ? suggestedTime(row, suggestedPunch(row), timeZone) : '',
        reason: '',
      }}
      onSubmit={async (values) => {
        if (!row) return;
        const change: CorrectionProposal['change'] =
          values.change === 'justify'
            ? { kind: 'justify' }
            : {
                kind: 'punch',
                punch: values.punch,
                before: recordedPunch(row, values.punch),
                after: proposedInstant(row, values.time.trim(), timeZone),
              };
        await onPropose({
          userId: row.userId,
          day: row.day,
          slotIndex: row.slot.slotIndex,
          attendanceId: row.slot.attendanceId,
          slot: slotOf(row, timeZone),
          change,
          reason: values.reason,
        });
      }}
      onClose={onClose}
      submitLabel="Proponer"
    >
      {(form) => (
        <>
          {row && (
            <Typography>
              {row.person}, {formatDayKey(row.day, "EEEE d 'de' MMMM")}
              {row.slot.slot
                ? ` (${row.slot.slot.startTime} – ${row.slot.slot.endTime})`
                : ' (no programado)'}
            </Typography>
          )}
          <FormSelectField
            control={form.control}
            name="change"
            label="Corrección"
            options={[
              { value: 'punch', label: 'Agregar una marca o aplicar una tolerancia' },
              ...(absent ? [{ value: 'justify', label: 'Justificar ausencia' }] : []),
            ]}
          />
          <PunchFields form={form} row={row} timeZone={timeZone} />
          <FormTextField
            control={form.control}
            name="reason"
            label="Motivo"
            required
            multiline
            rows={3}
            helperText={`La persona lo verá y tendrá ${OBJECTION_HOURS} horas para objetar.`}
            inputProps={{ maxLength: CORRECTION_LIMITS.textMax }}
          />
        </>
      )}
    </FormDialog>
  );
}

function PunchFields({
  form,
  row,
  timeZone,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  row: TimesheetRow | null;
  timeZone: string;
}) {
  const { control, getFieldState, setValue } = form;
  const change = useWatch({ control, name: 'change' });
  const punch = useWatch({ control, name: 'punch' });
  // Choosing another marca brings its time along, unless the manager already typed one.
  useEffect(() => {
    if (row && !getFieldState('time').isDirty) setValue('time', suggestedTime(row, punch, timeZone));
  }, [row, punch, timeZone, getFieldState, setValue]);
  if (change !== 'punch') return null;
  const current = row ? punchTime(row.slot, punch, timeZone) : null;
  return (
    <>
      <FormSelectField
        control={control}
        name="punch"
        label="Marca"
        options={PUNCH_ORDER.map((action) => ({ value: action, label: PUNCH_LABEL[action] }))}
        helperText={`Registrado: ${current ?? 'sin marca'}. ${row ? changeHint(row, punch, timeZone) : ''}`}
      />
      <FormTimeField control={control} name="time" label="Hora" required />
    </>
  );
}
