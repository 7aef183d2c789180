/**
 * Adherence to the plan and punctuality (/adherencia), from a range's attendance days after their effective
 * corrections (attendance-days.ts), per day, per person or per group of people (a department).
 *
 * Definitions (shown on the screen as written here):
 * - Adherence % = Σ min(worked, planned) / Σ planned, over finished scheduled days not covered by an approved
 *   absence or a justification. Worked time is the scheduled slots' (entry to exit, minus colación); work beyond
 *   the plan does not make up for a missed day (that is overtime, not adherence).
 * - Punctuality % = entries within the late-entry tolerance / entries, over the scheduled slots with an entry.
 * A figure without a base (nothing planned, no entry) is null: shown as '—', never as 0 % or 100 %.
 */
export interface AdherenceDayInput {
  userId: string;
  key: string;
  scheduled: boolean;
  justified: boolean;
  absenceType: string | null;
  plannedMinutes: number;
  rows: readonly {
    slot: unknown;
    past: boolean;
    punches: { checkInTime?: Date | null };
    times: { workedSeconds: number | null };
    problems: readonly string[];
  }[];
}

export interface AdherenceFigures {
  /** Whole seconds (Res. Ex. N° 38 art. 44), as the worked and adherent time. */
  plannedSeconds: number;
  workedSeconds: number;
  /** Σ min(worked, planned). */
  adherentSeconds: number;
  /** 0–1, or null with nothing planned. */
  adherence: number | null;
  entries: number;
  onTime: number;
  /** 0–1, or null without entries. */
  punctuality: number | null;
}

export interface AdherenceGroup extends AdherenceFigures {
  /** The day key, the uid or the group's name. */
  key: string;
}

const EMPTY = (): Omit<AdherenceFigures, 'adherence' | 'punctuality'> => ({
  plannedSeconds: 0,
  workedSeconds: 0,
  adherentSeconds: 0,
  entries: 0,
  onTime: 0,
});

/** Whether a day counts toward adherence: scheduled, over, and neither on leave nor justified. */
export function countsForAdherence(day: AdherenceDayInput): boolean {
  return (
    day.scheduled &&
    day.plannedMinutes > 0 &&
    day.absenceType === null &&
    !day.justified &&
    day.rows.filter((row) => row.slot !== null).every((row) => row.past)
  );
}

function addDay(sum: ReturnType<typeof EMPTY>, day: AdherenceDayInput): void {
  const scheduledRows = day.rows.filter((row) => row.slot !== null);
  if (countsForAdherence(day)) {
    const worked = scheduledRows.reduce((total, row) => total + (row.times.workedSeconds ?? 0), 0);
    const planned = day.plannedMinutes * 60;
    sum.plannedSeconds += planned;
    sum.workedSeconds += worked;
    sum.adherentSeconds += Math.min(worked, planned);
  }
  for (const row of scheduledRows) {
    if (!row.punches.checkInTime) continue;
    sum.entries += 1;
    if (!row.problems.includes('lateEntry')) sum.onTime += 1;
  }
}

function finish(sum: ReturnType<typeof EMPTY>): AdherenceFigures {
  return {
    ...sum,
    adherence: sum.plannedSeconds > 0 ? sum.adherentSeconds / sum.plannedSeconds : null,
    punctuality: sum.entries > 0 ? sum.onTime / sum.entries : null,
  };
}

/** The figures of a set of days. */
export function adherenceOf(days: readonly AdherenceDayInput[]): AdherenceFigures {
  const sum = EMPTY();
  for (const day of days) addDay(sum, day);
  return finish(sum);
}

/** The figures per group, groups in first-seen order (`groupOf` names a day's group). */
export function adherenceBy(
  days: readonly AdherenceDayInput[],
  groupOf: (day: AdherenceDayInput) => string,
): AdherenceGroup[] {
  const sums = new Map<string, ReturnType<typeof EMPTY>>();
  for (const day of days) {
    const key = groupOf(day);
    let sum = sums.get(key);
    if (!sum) {
      sum = EMPTY();
      sums.set(key, sum);
    }
    addDay(sum, day);
  }
  return [...sums].map(([key, sum]) => ({ key, ...finish(sum) }));
}

/** A share as the screen writes it: '87,5 %', or '—' without a base. */
export function percentText(value: number | null): string {
  if (value === null) return '—';
  return `${new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 }).format(value * 100)} %`;
}
