/**
 * `Aplicar patrón`: which rotation, to whom, over which days and from which day of its cycle each person starts;
 * and the cell changes it makes (applyPattern of domain/planning/patterns.ts). Shift ids the tenant no longer
 * has are left out rather than guessed.
 */
import { z } from 'zod';

import { RANGE_ORDER_MESSAGE } from '../../components/day-range-picker';
import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { daysBetweenKeys } from '../../domain/calendar/day-keys';
import { applyPattern } from '../../domain/planning/patterns';
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
  /** What the field holds: text as typed (a number when set by code). */
  people: { userId: string; start: string | number }[];
}

export interface PatternValues {
  patternId: string;
  from: string;
  to: string;
  /** `start`: the cycle's day (1-based) each person is on at `from`. */
  people: { userId: string; start: number }[];
}

export function patternSchema(patterns: readonly WithId<ShiftPattern>[]) {
  return z
    .object({
      patternId: z.string(),
      from: dayKey(),
      to: dayKey(),
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

/** Each person's days of the range as the pattern gives them: a shift's plan, or a day off. */
export function patternChanges(
  pattern: ShiftPattern,
  values: PatternValues,
  shifts: readonly WithId<Shift>[],
): CellChange[] {
  const byId = new Map(shifts.map((shift) => [shift.id, shift]));
  return values.people.flatMap(({ userId, start }) =>
    applyPattern(pattern, { from: values.from, to: values.to, offset: start - 1 }).flatMap(
      ({ day, shiftId }): CellChange[] => {
        if (shiftId === null) return [{ userId, day, target: null }];
        const shift = byId.get(shiftId);
        return shift ? [{ userId, day, target: planOfShift(shift) }] : [];
      },
    ),
  );
}
