/**
 * Overtime per person and day, from attendance after its effective corrections (attendance-days.ts), against
 * the plan — what /horas-extras lists for approval and payroll pays once approved. Chile (arts. 30–32 CT):
 * overtime needs a written agreement (pacto) of at most three months, at most 2 hours a day, and ordinary plus
 * overtime work is judged by the week against the weekly limit.
 *
 * Rules:
 * - A day's overtime is the sum of its scheduled rows' overtime (exit after the slot's end, slot-evaluation.ts)
 *   plus all the time worked in an unscheduled row (work on a day or at a time nobody planned), to the second
 *   (Res. Ex. N° 38 art. 44: nothing rounded against the worker; payroll pays the seconds approved).
 * - `daily-limit`: the day's overtime is more than MAX_DAILY_OVERTIME_MINUTES.
 * - `weekly-limit`: the person's time worked in the ISO week (Monday–Sunday, days in range only) exceed the
 *   weekly limit; flagged on each day of that week with overtime.
 * - `no-agreement`: overtime on a day no agreement of the person covers.
 * - An agreement covers its `from`..`to` days (inclusive) and lasts at most AGREEMENT_MAX_MONTHS: `to` is before
 *   the same date three months after `from` (agreementBound).
 */
import { MAX_DAILY_OVERTIME_MINUTES } from '../chile/labour';
import {
  addDaysToKey,
  addMonthsToKey,
  endOfMonthKey,
  keyOfDate,
  parseDayKey,
  startOfWeekKey,
} from '../calendar/day-keys';

export const AGREEMENT_MAX_MONTHS = 3;

/** Bounds of what a manager writes on /horas-extras (the rules state the same numbers). */
export const OVERTIME_LIMITS = {
  /** A note of an agreement or a decision. */
  noteMax: 500,
  /** Seconds of a day. */
  secondsMax: 86_400,
} as const;

export type OvertimeDecisionStatus = 'preauthorized' | 'approved' | 'rejected';

export const OVERTIME_STATUS_LABEL: Readonly<Record<OvertimeDecisionStatus, string>> = {
  preauthorized: 'Preautorizada',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};

/**
 * Whether a day's overtime is decided: approved or rejected on the figures it shows now (a decision taken before
 * a correction changed them counts as undecided, as does a pre-authorisation).
 */
export function overtimeDecided(
  overtimeSeconds: number,
  decision: { status: OvertimeDecisionStatus; computedSeconds: number } | null | undefined,
): boolean {
  return (
    decision !== null &&
    decision !== undefined &&
    decision.status !== 'preauthorized' &&
    decision.computedSeconds === overtimeSeconds
  );
}

/** The id of a person's overtime decision of a day: one per person and day. */
export function overtimeDecisionId(userId: string, day: string): string {
  return `${userId}_${day}`;
}

export type OvertimeFlag = 'daily-limit' | 'weekly-limit' | 'no-agreement';

export const OVERTIME_FLAG_LABEL: Readonly<Record<OvertimeFlag, string>> = {
  'daily-limit': 'Más de 2 horas en el día',
  'weekly-limit': 'Sobre el límite semanal',
  'no-agreement': 'Sin pacto de horas extras',
};

/** A written overtime agreement, its days as 'yyyy-MM-dd' keys in the tenant zone. */
export interface AgreementLike {
  userId: string;
  from: string;
  to: string;
  /** Set when voided: a voided agreement covers no day. */
  voidedAt?: unknown;
}

/**
 * The first day an agreement starting on `from` may no longer cover, as text: the same day number three months
 * later, even where that month is shorter ('2026-11-30' → '2027-02-30', which sorts after every day of
 * February). A span is valid when `to` sorts before it; firestore.rules compares the same strings.
 */
export function agreementBound(from: string): string {
  const { year, month, day } = parseDayKey(from);
  const total = month - 1 + AGREEMENT_MAX_MONTHS;
  const y = year + Math.floor(total / 12);
  const m = (total % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The last day an agreement starting on `from` may cover: the day before the same date three months later, or
 * that month's last day when it has no such date (30 Nov → 28 Feb).
 */
export function agreementLastDay(from: string): string {
  const month = addMonthsToKey(from, AGREEMENT_MAX_MONTHS);
  const { year, month: monthNumber } = parseDayKey(month);
  const lastOfMonth = parseDayKey(endOfMonthKey(month)).day;
  const day = parseDayKey(from).day;
  return day > lastOfMonth
    ? endOfMonthKey(month)
    : addDaysToKey(keyOfDate({ year, month: monthNumber, day }), -1);
}

/** Whether `from`..`to` is a valid agreement span: in order, and less than three months. */
export function isValidAgreementSpan(from: string, to: string): boolean {
  return from <= to && to < agreementBound(from);
}

/** The person's agreement covering the day, if any (a voided one covers nothing). */
export function agreementOn(
  agreements: readonly AgreementLike[],
  userId: string,
  key: string,
): AgreementLike | null {
  return (
    agreements.find(
      (a) => a.userId === userId && a.from <= key && key <= a.to && (a.voidedAt ?? null) === null,
    ) ?? null
  );
}

/** What this module reads of a day (an `AttendanceDay` is one). */
export interface OvertimeDayInput {
  userId: string;
  key: string;
  rows: readonly {
    slot: unknown;
    times: { workedSeconds: number | null; overtimeSeconds: number | null };
    punches: { altered: readonly string[] };
  }[];
}

export interface OvertimeLine {
  userId: string;
  key: string;
  /** Seconds worked that day (rows with both an entry and an exit). */
  workedSeconds: number;
  overtimeSeconds: number;
  /** A figure of the day comes from a correction. */
  altered: boolean;
  flags: OvertimeFlag[];
}

export interface OvertimeInput {
  /** The person's weekly limit in hours (tenant setting `weeklyHourLimit`). */
  weeklyHourLimit: number;
  agreements: readonly AgreementLike[];
}

/** A day's seconds worked and of overtime (the rule above), and whether a figure comes from a correction. */
export function dayFigures(day: OvertimeDayInput): { worked: number; overtime: number; altered: boolean } {
  let worked = 0;
  let overtime = 0;
  let altered = false;
  for (const row of day.rows) {
    const rowWorked = row.times.workedSeconds ?? 0;
    worked += rowWorked;
    overtime += row.slot === null ? rowWorked : (row.times.overtimeSeconds ?? 0);
    altered ||= row.punches.altered.length > 0;
  }
  return { worked, overtime, altered };
}

/** One line per person and day with overtime, in the order of `days`. */
export function overtimeLines(days: readonly OvertimeDayInput[], input: OvertimeInput): OvertimeLine[] {
  const figures = days.map((day) => ({ day, ...dayFigures(day) }));
  const weekWorked = new Map<string, number>();
  for (const { day, worked } of figures) {
    const week = `${day.userId}|${startOfWeekKey(day.key)}`;
    weekWorked.set(week, (weekWorked.get(week) ?? 0) + worked);
  }
  const weeklyLimit = input.weeklyHourLimit * 3600;
  return figures
    .filter(({ overtime }) => overtime > 0)
    .map(({ day, worked, overtime, altered }) => {
      const flags: OvertimeFlag[] = [];
      if (overtime > MAX_DAILY_OVERTIME_MINUTES * 60) flags.push('daily-limit');
      if ((weekWorked.get(`${day.userId}|${startOfWeekKey(day.key)}`) ?? 0) > weeklyLimit) {
        flags.push('weekly-limit');
      }
      if (agreementOn(input.agreements, day.userId, day.key) === null) flags.push('no-agreement');
      return {
        userId: day.userId,
        key: day.key,
        workedSeconds: worked,
        overtimeSeconds: overtime,
        altered,
        flags,
      };
    });
}
