/**
 * The shift and pattern forms of /turnos as zod schemas: what a manager types (text, as inputs give it) checked
 * with the product's Spanish messages and turned into what the `shifts` and `shiftPatterns` documents store. The
 * limits are the domain's (SHIFT_LIMITS, PATTERN_MAX_DAYS, PLANNING_TEXT_LIMITS), which the security rules and the
 * write validators enforce too.
 */
import { z } from 'zod';

import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { PATTERN_MAX_DAYS, rotationDays } from '../../domain/planning/patterns';
import {
  isValidShiftSlots,
  PLANNING_TEXT_LIMITS,
  SHIFT_COLOR,
  SHIFT_LIMITS,
} from '../../domain/planning/plan';
import { hhmm, integer, requiredText } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';
import { isShiftNameTaken, SHIFT_PALETTE, shiftMinutes, type ShiftFields } from './shift-text';

export const NAME_TAKEN = 'Ya existe un turno con ese nombre';
export const SAME_START_END = 'El término debe ser distinto del inicio';
export const LUNCH_TOO_LONG = 'La colación debe ser menor que la duración del turno';
export const NO_WORK_DAY = 'El patrón debe tener al menos un día con turno';

// ---- Turnos ----

const slotSchema = z.object({ startTime: hhmm(), endTime: hhmm() }).superRefine((slot, ctx) => {
  if (slot.startTime !== '' && slot.startTime === slot.endTime)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: SAME_START_END });
});

/**
 * A shift as typed. `shifts` are the tenant's (a name must differ from every shift that is not archived but
 * `selfId`, the one edited).
 */
export function shiftSchema(shifts: readonly WithId<Shift>[], selfId: string | null, timeZone: string) {
  return z
    .object({
      name: requiredText(SHIFT_LIMITS.nameMax).refine(
        (name) => !isShiftNameTaken(shifts, name, selfId),
        NAME_TAKEN,
      ),
      color: z.string().transform((value, ctx) => {
        const text = value.trim();
        if (text === '') ctx.addIssue(VALIDATION.required);
        else if (!SHIFT_COLOR.test(text)) ctx.addIssue(VALIDATION.pattern);
        return text.toLowerCase();
      }),
      timeSlots: z.array(slotSchema).min(SHIFT_LIMITS.minSlots).max(SHIFT_LIMITS.maxSlots),
      lunchMinutes: integer({ min: SHIFT_LIMITS.lunchMin, max: SHIFT_LIMITS.lunchMax }),
    })
    .superRefine((values, ctx) => {
      if (
        isValidShiftSlots(values.timeSlots) &&
        values.lunchMinutes > 0 &&
        values.lunchMinutes >= shiftMinutes({ timeSlots: values.timeSlots, lunchMinutes: 0 }, timeZone)
      )
        ctx.addIssue({ code: 'custom', path: ['lunchMinutes'], message: LUNCH_TOO_LONG });
    });
}
export type ShiftInput = z.input<ReturnType<typeof shiftSchema>>;
export type ShiftValues = z.output<ReturnType<typeof shiftSchema>>;

const DEFAULT_SHIFT: ShiftInput = {
  name: '',
  color: SHIFT_PALETTE[0]?.color ?? '#1976d2',
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
  lunchMinutes: '60',
};

/** `<nombre> (copia)`, cut to fit the name's limit. */
export function copyName(name: string): string {
  const suffix = ' (copia)';
  return `${name.slice(0, SHIFT_LIMITS.nameMax - suffix.length)}${suffix}`;
}

/** The form's values: empty for a new shift, the shift's own, or a duplicate's (`<nombre> (copia)`). */
export function shiftDefaults(source: ShiftFields | null, mode: 'new' | 'edit' | 'duplicate'): ShiftInput {
  if (source === null || mode === 'new') return DEFAULT_SHIFT;
  return {
    name: mode === 'duplicate' ? copyName(source.name) : source.name,
    color: source.color,
    timeSlots: source.timeSlots.map((slot) => ({ startTime: slot.startTime, endTime: slot.endTime })),
    lunchMinutes: String(source.lunchMinutes),
  };
}

/** What the shift document stores of the form (`archived` is kept apart). */
export function toShiftFields(values: ShiftValues): ShiftFields {
  return {
    name: values.name,
    color: values.color,
    // Exactly {startTime, endTime}: the rules refuse any other key in a slot.
    timeSlots: values.timeSlots.map((slot) => ({ startTime: slot.startTime, endTime: slot.endTime })),
    lunchMinutes: values.lunchMinutes,
  };
}

// ---- Patrones ----

/**
 * A pattern as typed: `days` always holds PATTERN_MAX_DAYS entries (shortening the cycle and lengthening it
 * again keeps what was chosen); the first `length` are the cycle.
 */
export const patternSchema = z
  .object({
    name: requiredText(PLANNING_TEXT_LIMITS.patternName),
    length: integer({ min: 1, max: PATTERN_MAX_DAYS }),
    days: z.array(z.string()).length(PATTERN_MAX_DAYS),
  })
  .superRefine((values, ctx) => {
    if (!values.days.slice(0, values.length).some((day) => day !== ''))
      ctx.addIssue({ code: 'custom', path: ['days'], message: NO_WORK_DAY });
  })
  .transform((values): Pick<ShiftPattern, 'name' | 'days'> => ({
    name: values.name,
    days: values.days.slice(0, values.length),
  }));
export type PatternInput = z.input<typeof patternSchema>;
export type PatternValues = z.output<typeof patternSchema>;

/** The form's values of a pattern (or a new one: a week of days off). */
export function patternDefaults(pattern: Pick<ShiftPattern, 'name' | 'days'> | null): PatternInput {
  const days = pattern?.days ?? [];
  return {
    name: pattern?.name ?? '',
    length: String(days.length === 0 ? 7 : days.length),
    days: Array.from({ length: PATTERN_MAX_DAYS }, (_, index) => days[index] ?? ''),
  };
}

// ---- Rotación (quick fill of a pattern) ----

export interface RotationInput {
  work: string;
  off: string;
  shiftId: string;
}

export type RotationErrors = Partial<Record<keyof RotationInput, string>>;

const rotationSchema = z
  .object({
    work: integer({ min: 1, max: PATTERN_MAX_DAYS }),
    off: integer({ min: 0, max: PATTERN_MAX_DAYS - 1 }),
    shiftId: z.string().refine((id) => id !== '', VALIDATION.required),
  })
  .superRefine((values, ctx) => {
    if (values.work + values.off > PATTERN_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['off'],
        message: `El ciclo no puede superar ${PATTERN_MAX_DAYS} días`,
      });
  });

/** The cycle of a rotation (`work` days of the shift, then `off` days off), or what is wrong with it. */
export function rotation(input: RotationInput): { days: string[] } | { errors: RotationErrors } {
  const result = rotationSchema.safeParse(input);
  if (result.success) {
    const { work, off, shiftId } = result.data;
    return { days: rotationDays(work, off, shiftId) };
  }
  const errors: RotationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof RotationInput;
    errors[field] ??= issue.message;
  }
  return { errors };
}
