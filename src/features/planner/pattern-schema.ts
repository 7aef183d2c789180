/**
 * `Aplicar patrón`: which rotation, to whom, over which days, from which day of its cycle each person starts, where
 * the cycle is counted from (the week or `Desde`) and whether holidays get shifts; and the cell changes it makes
 * (planPatternRange of domain/planning/patterns.ts). Shift ids the tenant no longer has are left out rather than
 * guessed.
 */
import { z } from 'zod';

import { RANGE_ORDER_MESSAGE } from '../../components/day-range-picker';
import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { daysBetweenKeys, isDayKey } from '../../domain/calendar/day-keys';
import { planPatternRange, type PatternAnchor, type PlannedPatternDay } from '../../domain/planning/patterns';
import { dayKey, integer, rangeMessage } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';
import type { CellChange } from './draft-changes';
import { planOfShift } from './plan-model';

/** The longest range a pattern is applied over at once (a quarter). */
export const PATTERN_MAX_RANGE_DAYS = 92;
export const PATTERN_RANGE_MESSAGE = `El rango puede tener como máximo ${PATTERN_MAX_RANGE_DAYS} días`;
export const NO_PEOPLE_MESSAGE = 'Elige al menos una persona';

export interface PatternInput {
  patternId: string;
  from: string;
  to: string;
  /** Only a cycle of whole weeks follows the week; any other counts from `from` whatever this says. */
  anchor: PatternAnchor;
  /** `Asignar turnos también en feriados`: off, holidays are left as days off. */
  workHolidays: boolean;
  /** What the field holds: text as typed (a number when set by code). */
  people: { userId: string; start: string | number }[];
}

/** What the form checks and gives. */
export interface PatternFormValues {
  patternId: string;
  from: string;
  to: string;
  anchor: PatternAnchor;
  workHolidays: boolean;
  /** `start`: the cycle's day (1-based) each person is on at the anchor's day (`from`, or its week's Monday). */
  people: { userId: string; start: number }[];
}

/** What is applied: the form's values and the tenant's holidays of the range (day keys), read by the dialog. */
export interface PatternValues extends PatternFormValues {
  holidays: readonly string[];
}

/** Whether [from, to] is a range a pattern may be applied over: two days, in order, at most a quarter. */
export function isPatternRange(from: string, to: string): boolean {
  return (
    isDayKey(from) && isDayKey(to) && to >= from && daysBetweenKeys(from, to) + 1 <= PATTERN_MAX_RANGE_DAYS
  );
}

export function patternSchema(patterns: readonly WithId<ShiftPattern>[]) {
  return z
    .object({
      patternId: z.string(),
      from: dayKey(),
      to: dayKey(),
      anchor: z.enum(['week', 'start']),
      workHolidays: z.boolean(),
      people: z.array(z.object({ userId: z.string(), start: integer({ min: 1, max: 28 }) })),
    })
    .superRefine((values, ctx) => {
      const pattern = patterns.find((p) => p.id === values.patternId);
      if (!pattern) ctx.addIssue({ code: 'custom', path: ['patternId'], message: VALIDATION.required });
      if (values.people.length === 0)
        ctx.addIssue({ code: 'custom', path: ['people'], message: NO_PEOPLE_MESSAGE });
      if (values.from !== '' && values.to !== '' && values.to < values.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_ORDER_MESSAGE });
      else if (
        values.from !== '' &&
        values.to !== '' &&
        daysBetweenKeys(values.from, values.to) + 1 > PATTERN_MAX_RANGE_DAYS
      )
        ctx.addIssue({ code: 'custom', path: ['to'], message: PATTERN_RANGE_MESSAGE });
      const length = pattern?.days.length ?? 28;
      values.people.forEach((person, i) => {
        if (Number.isInteger(person.start) && person.start > length)
          ctx.addIssue({ code: 'custom', path: ['people', i, 'start'], message: rangeMessage(1, length) });
      });
    });
}

/** What the pattern gives one person starting on cycle day `start`: the same for the preview and the writes. */
export function personPatternDays(
  pattern: ShiftPattern,
  values: Omit<PatternValues, 'people' | 'patternId'>,
  start: number,
): PlannedPatternDay[] {
  return planPatternRange(pattern, {
    from: values.from,
    to: values.to,
    anchor: values.anchor,
    offset: start - 1,
    holidays: new Set(values.holidays),
    workHolidays: values.workHolidays,
  });
}

/** Each person's days of the range as the pattern gives them: a shift's plan, or a day off (a holiday left off). */
export function patternChanges(
  pattern: ShiftPattern,
  values: PatternValues,
  shifts: readonly WithId<Shift>[],
): CellChange[] {
  const byId = new Map(shifts.map((shift) => [shift.id, shift]));
  return values.people.flatMap(({ userId, start }) =>
    personPatternDays(pattern, values, start).flatMap(({ day, shiftId }): CellChange[] => {
      if (shiftId === null) return [{ userId, day, target: null }];
      const shift = byId.get(shiftId);
      return shift ? [{ userId, day, target: planOfShift(shift) }] : [];
    }),
  );
}
