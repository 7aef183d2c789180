/**
 * What `Cierre de periodo` asks a manager to look at before closing a month (issue #47 item 1): what is still
 * undecided about the month, counted with the same rules the screens that decide it use, so each count matches
 * the list its link opens.
 * - `corrections`: corrections of days up to the month's end still pending or objected (unsettledCorrections).
 *   Blocking: a month closes only without them (firestore.rules and the demo policy refuse nothing here; the
 *   dialog does, as before).
 * - `overtime`: days of the month with overtime (overtime.ts `dayFigures`) not decided on today's figures
 *   (`overtimeDecided`): /horas-extras' `Por decidir`.
 * - `missingMarcas`: person-days of the month with a missing marca, as /asistencias' `Incompletas` lists them
 *   (the caller passes those rows: the rule lives with that screen).
 * - `absences`: absence requests waiting for a decision whose days overlap the month.
 * - `unsignedWeeks` / `objectedWeeks`: per worker and week overlapping the month (weeks end by the close), no
 *   signature at all, or the latest answer an objection (week-signoff.ts `openObjections`).
 * Every item but `corrections` blocks or warns as the tenant chose (`settings.closeChecks`, /configuracion's
 * `Cierre de periodo`; missing: a warning): a warning leaves it as it is, and payroll pays what was decided.
 * With `Aprobación previa` (and the agreements read), a day pre-authorised under a pacto for at least what was
 * worked is not left to decide (domain/overtime/overtime-pay.ts `overtimeSettled`).
 */
import { addDaysToKey, startOfWeekKey } from '../calendar/day-keys';
import { dayKey } from '../calendar/time-zone';
import type { CorrectionLike } from './corrections';
import { overtimeSettled } from '../overtime/overtime-pay';
import { resolveCloseChecks, type CloseChecks } from '../settings/tenant-settings';
import {
  agreementOn,
  dayFigures,
  overtimeDecisionId,
  type AgreementLike,
  type OvertimeDayInput,
} from './overtime';
import { unsettledCorrections, type ClosingMonth } from './period-close';
import { openObjections, type SignatureLike } from './week-signoff';

export const PERIOD_REVIEW_ITEMS = [
  'corrections',
  'overtime',
  'missingMarcas',
  'absences',
  'unsignedWeeks',
  'objectedWeeks',
] as const;

export type PeriodReviewItem = (typeof PERIOD_REVIEW_ITEMS)[number];

/** Unsettled corrections always stop a close (the worker's 48 hours, art. 40); the rest as the tenant chose. */
export function isBlocking(item: PeriodReviewItem, checks: CloseChecks): boolean {
  return item === 'corrections' || checks[item] === 'block';
}

export interface OvertimeDecisionLike {
  userId: string;
  day: string;
  status: 'preauthorized' | 'approved' | 'rejected';
  computedSeconds: number;
  /** What was approved or pre-authorised; read under `Aprobación previa`. */
  seconds?: number;
}

export interface AbsenceRequestLike {
  status: string;
  /** Starts of the first and last day, tenant zone. */
  from: Date;
  to: Date;
}

/** Someone who signs weeks: an active employee, from `firstDay` (the hire date) on when known. */
export interface WeekSigner {
  userId: string;
  firstDay: string | null;
}

/**
 * What the review reads; each part undefined while it loads (its count is then null). Days and rows are of the
 * month only.
 */
export interface PeriodReviewInput {
  month: ClosingMonth;
  timeZone: string;
  now: Date;
  corrections?: readonly (CorrectionLike & { date: Date })[];
  days?: readonly OvertimeDayInput[];
  overtimeDecisions?: readonly OvertimeDecisionLike[];
  missingMarcaRows?: readonly { userId: string; day: string }[];
  absences?: readonly AbsenceRequestLike[];
  signers?: readonly WeekSigner[];
  signatures?: readonly (SignatureLike & { userId: string })[];
  /** The tenant's choice of what blocks (`settings.closeChecks`); missing: every item but corrections warns. */
  closeChecks?: Partial<CloseChecks>;
  /** `Aprobación previa` on, with the tenant's agreements: pre-authorised days under a pacto are settled. */
  preApproval?: { agreements: readonly AgreementLike[] } | null;
}

export interface PeriodReviewLine {
  item: PeriodReviewItem;
  /** Null while counting. */
  count: number | null;
  blocking: boolean;
  /** `3 líneas de horas extras por decidir`, or what is being counted while null. */
  label: string;
  /** What it means for the close. */
  meaning: string;
}

export interface PeriodReview {
  lines: PeriodReviewLine[];
  /** Every count is known. */
  complete: boolean;
  /** A blocking item has a count above zero. */
  blocked: boolean;
  /** Every count is known and zero: `Nada pendiente`. */
  clean: boolean;
}

/** Days of the month with overtime not decided on the figures they show now. */
export function undecidedOvertimeDays(
  days: readonly OvertimeDayInput[],
  decisions: readonly OvertimeDecisionLike[],
  preApproval: PeriodReviewInput['preApproval'] = null,
): number {
  const byId = new Map(
    decisions.map((decision) => [overtimeDecisionId(decision.userId, decision.day), decision]),
  );
  return days.filter((day) => {
    const { overtime } = dayFigures(day);
    if (overtime <= 0) return false;
    const decision = byId.get(overtimeDecisionId(day.userId, day.key));
    const line = {
      overtimeSeconds: overtime,
      covered: preApproval !== null && agreementOn(preApproval.agreements, day.userId, day.key) !== null,
    };
    const counted = decision ? { ...decision, seconds: decision.seconds ?? 0 } : null;
    return !overtimeSettled(line, counted, { preApproval: preApproval !== null });
  }).length;
}

/** Distinct person-days among rows (a day with two incomplete slots counts once). */
export function distinctPersonDays(rows: readonly { userId: string; day: string }[]): number {
  return new Set(rows.map((row) => `${row.userId}|${row.day}`)).size;
}

/** Requests still `pendiente` whose days overlap the month. */
export function pendingAbsencesOverlapping(
  absences: readonly AbsenceRequestLike[],
  month: ClosingMonth,
  timeZone: string,
): number {
  return absences.filter(
    (absence) =>
      absence.status === 'pendiente' &&
      dayKey(absence.from, timeZone) <= month.to &&
      dayKey(absence.to, timeZone) >= month.from,
  ).length;
}

/** The Mondays of the weeks that overlap the month, oldest first. */
export function weeksOfMonth(month: ClosingMonth): string[] {
  const weeks: string[] = [];
  for (let monday = startOfWeekKey(month.from); monday <= month.to; monday = addDaysToKey(monday, 7)) {
    weeks.push(monday);
  }
  return weeks;
}

/**
 * Per signer and week of the month (from the week that holds their first day on), the weeks never signed nor
 * objected, and those whose latest answer is an objection.
 */
export function weekSignatureCounts(
  month: ClosingMonth,
  signers: readonly WeekSigner[],
  signatures: readonly (SignatureLike & { userId: string })[],
): { unsigned: number; objected: number } {
  const weeks = weeksOfMonth(month);
  const ofMonth = new Set(weeks);
  const answered = new Set(signatures.filter((s) => ofMonth.has(s.week)).map((s) => `${s.userId}|${s.week}`));
  const signing = new Set(signers.map((signer) => signer.userId));
  let unsigned = 0;
  for (const signer of signers) {
    for (const week of weeks) {
      const due = signer.firstDay === null || addDaysToKey(week, 6) >= signer.firstDay;
      if (due && !answered.has(`${signer.userId}|${week}`)) unsigned += 1;
    }
  }
  const objected = openObjections(signatures).filter(
    (signature) => ofMonth.has(signature.week) && signing.has(signature.userId),
  ).length;
  return { unsigned, objected };
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const LOADING: Readonly<Record<PeriodReviewItem, string>> = {
  corrections: 'Contando las correcciones sin resolver…',
  overtime: 'Contando las horas extras por decidir…',
  missingMarcas: 'Contando los días con marcas faltantes…',
  absences: 'Contando las solicitudes de ausencia…',
  unsignedWeeks: 'Contando las semanas sin firmar…',
  objectedWeeks: 'Contando las semanas objetadas…',
};

/** `2 correcciones sin resolver`, … */
export function reviewLabel(item: PeriodReviewItem, count: number): string {
  switch (item) {
    case 'corrections':
      return `${count} ${plural(count, 'corrección sin resolver', 'correcciones sin resolver')}`;
    case 'overtime':
      return `${count} ${plural(count, 'día con horas extras por decidir', 'días con horas extras por decidir')}`;
    case 'missingMarcas':
      return `${count} ${plural(count, 'día con marcas faltantes', 'días con marcas faltantes')}`;
    case 'absences':
      return `${count} ${plural(count, 'solicitud de ausencia por decidir', 'solicitudes de ausencia por decidir')}`;
    case 'unsignedWeeks':
      return `${count} ${plural(count, 'semana sin firmar', 'semanas sin firmar')}`;
    case 'objectedWeeks':
      return `${count} ${plural(count, 'semana objetada', 'semanas objetadas')}`;
  }
}

export const REVIEW_MEANING: Readonly<Record<PeriodReviewItem, string>> = {
  corrections:
    'Espera la respuesta de la persona o responde la objeción: el periodo no se cierra con correcciones abiertas.',
  overtime: 'Se pagan solo las horas extras aprobadas: lo que no se decida queda sin pagar.',
  missingMarcas: 'Sin corrección antes del cierre, esos días quedan incompletos en los reportes.',
  absences: 'Una solicitud sin decidir no justifica los días que cubre.',
  unsignedWeeks: 'Cada persona firma sus semanas en Asiste; las firmas siguen llegando después del cierre.',
  objectedWeeks: 'La persona objetó los totales de esas semanas: revisa su comentario.',
};

/** The checklist of a month: each item's count (null while its data loads), blocking or a warning. */
export function periodReview(input: PeriodReviewInput): PeriodReview {
  const { month, timeZone, now } = input;
  const weeks =
    input.signers && input.signatures ? weekSignatureCounts(month, input.signers, input.signatures) : null;
  const counts: Readonly<Record<PeriodReviewItem, number | null>> = {
    corrections: input.corrections
      ? unsettledCorrections(input.corrections, month, timeZone, now).length
      : null,
    overtime:
      input.days && input.overtimeDecisions
        ? undecidedOvertimeDays(input.days, input.overtimeDecisions, input.preApproval)
        : null,
    missingMarcas: input.missingMarcaRows ? distinctPersonDays(input.missingMarcaRows) : null,
    absences: input.absences ? pendingAbsencesOverlapping(input.absences, month, timeZone) : null,
    unsignedWeeks: weeks?.unsigned ?? null,
    objectedWeeks: weeks?.objected ?? null,
  };
  const checks = resolveCloseChecks({ closeChecks: { ...resolveCloseChecks(null), ...input.closeChecks } });
  const lines = PERIOD_REVIEW_ITEMS.map((item): PeriodReviewLine => {
    const count = counts[item];
    return {
      item,
      count,
      blocking: isBlocking(item, checks),
      label: count === null ? LOADING[item] : reviewLabel(item, count),
      meaning: REVIEW_MEANING[item],
    };
  });
  const complete = lines.every((line) => line.count !== null);
  return {
    lines,
    complete,
    blocked: lines.some((line) => line.blocking && (line.count ?? 0) > 0),
    clean: complete && lines.every((line) => line.count === 0),
  };
}
