/**
 * Zod field builders with the wording of spec §5 (`VALIDATION`), so every form says the same thing for the same
 * rule. Each builder reports one message per field, the first rule that fails, in the order a person fixes them:
 * missing, then too long or malformed. Text is trimmed before it is checked and in what the schema outputs.
 */
import { z } from 'zod';

import { isDayKey } from '../../domain/calendar/day-keys';
import { parseHHMM } from '../../domain/calendar/time-zone';
import { formatRut } from '../../domain/chile/rut';
import { isEmail, VALIDATION } from '../validation-messages';

export const INTEGER_MESSAGE = 'Ingresa un número entero';
export const RUT_MESSAGE = 'RUT inválido';

export function rangeMessage(min: number, max: number): string {
  return `Debe estar entre ${min} y ${max}`;
}

/** Text that must be given: trimmed, at least `min` (default 1) and at most `max` characters. */
export function requiredText(max: number, min = 1) {
  return z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === '') ctx.addIssue(VALIDATION.required);
    else if (text.length < min) ctx.addIssue(VALIDATION.minLength(min));
    else if (text.length > max) ctx.addIssue(VALIDATION.maxLength(max));
    return text;
  });
}

/** Text that may be left empty: trimmed, at most `max` characters; empty gives null (nothing stored). */
export function optionalText(max: number) {
  return z.string().transform((value, ctx): string | null => {
    const text = value.trim();
    if (text.length > max) ctx.addIssue(VALIDATION.maxLength(max));
    return text === '' ? null : text;
  });
}

/** An email address, trimmed. */
export function email() {
  return z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === '') ctx.addIssue(VALIDATION.required);
    else if (!isEmail(text)) ctx.addIssue(VALIDATION.email);
    return text;
  });
}

/**
 * A whole number from `min` to `max`. Accepts what an input gives (text) or a number; outputs the number.
 * '1e3', '2.5' and '2,5' are not whole numbers as a person types them, so they are refused.
 */
export function integer({ min, max }: { min: number; max: number }) {
  return z.union([z.string(), z.number()]).transform((value, ctx): number => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue(VALIDATION.required);
      return Number.NaN;
    }
    const number = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number)) ctx.addIssue(INTEGER_MESSAGE);
    else if (number < min || number > max) ctx.addIssue(rangeMessage(min, max));
    return number;
  });
}

/** A time of day, strictly 'HH:MM' on the 24-hour clock (00:00–23:59), as a time input gives it. */
export function hhmm() {
  return z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === '') ctx.addIssue(VALIDATION.required);
    else if (parseHHMM(text) === null) ctx.addIssue(VALIDATION.pattern);
    return text;
  });
}

/** A RUT as typed, in the stored form '12.345.678-5'; an issue (and the text as typed) when it is not valid. */
function checkedRut(text: string, ctx: z.RefinementCtx): string {
  const formatted = formatRut(text);
  if (formatted === null) ctx.addIssue(RUT_MESSAGE);
  return formatted ?? text;
}

/** A Chilean RUT with a correct check digit, in any usual spelling; outputs the stored form '12.345.678-5'. */
export function rut() {
  return z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === '') {
      ctx.addIssue(VALIDATION.required);
      return text;
    }
    return checkedRut(text, ctx);
  });
}

/** A RUT that may be left empty (null: nothing stored); otherwise as `rut()`. */
export function optionalRut() {
  return z.string().transform((value, ctx): string | null => {
    const text = value.trim();
    return text === '' ? null : checkedRut(text, ctx);
  });
}

/** A calendar day as a 'yyyy-MM-dd' key of a day that exists, as a date input gives it. */
export function dayKey() {
  return z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === '') ctx.addIssue(VALIDATION.required);
    else if (!isDayKey(text)) ctx.addIssue(VALIDATION.pattern);
    return text;
  });
}
