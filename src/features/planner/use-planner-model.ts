/**
 * What the grid, the conflicts and the publish dialog are computed from: the shown people (after the filters), the
 * shown days, the plan index (published + drafts), holidays and approved absences by day, and the live conflicts
 * of the shown plan (planConflicts over the loaded days, so the context days count for rest, consecutive days
 * and weekly hours).
 */
import { useCallback, useMemo } from 'react';

import type { Absence, Holiday, Shift, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { addDaysToKey, keysBetween } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { planConflicts, type ConflictAbsence, type PlanConflict } from '../../domain/planning/conflicts';
import { ABSENCE_TYPE_LABEL, absenceHolds, absenceTypeOf } from '../../domain/labels';
import { personDayKey } from '../../domain/schedule/day-schedule';
import { dayShiftTotals, type DayShift } from '../../domain/schedule/day-shift-totals';
import {
  personHours,
  plannedMinutesCounter,
  weekSpans,
  type PersonHours,
} from '../../domain/schedule/planned-hours';
import { shiftCodes } from '../../domain/schedule/shift-codes';
import type { CellHoliday, CellView } from './cell-label';
import { buildPlanIndex, effectivePlan, plannedDays, type PlanIndex } from './plan-model';
import type { PlannerPerson } from './planner-row';
import { contextFrom, type PlannerData, type PlannerRange, type PublishItem } from './planner-repository';

export interface PlannerFilters {
  department: string;
  search: string;
}

const NO_CONFLICTS: readonly PlanConflict[] = [];

/** Lower case without accents: `José` is found by `jose`. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function toPlannerPeople(users: readonly WithId<UserDoc>[]): PlannerPerson[] {
  return users.map((user) => ({
    id: user.id,
    name: user.displayName ?? user.email,
    department: user.department,
  }));
}

export function filterPeople(people: readonly PlannerPerson[], filters: PlannerFilters): PlannerPerson[] {
  const query = searchable(filters.search);
  return people.filter(
    (person) =>
      (filters.department === '' || person.department === filters.department) &&
      (query === '' || searchable(person.name).includes(query)),
  );
}

export function departmentsOf(people: readonly PlannerPerson[]): string[] {
  return [...new Set(people.flatMap((p) => (p.department ? [p.department] : [])))].sort((a, b) =>
    a.localeCompare(b, 'es'),
  );
}

interface ModelInput {
  range: PlannerRange | null;
  timeZone: string | null;
  weeklyLimitHours: number;
  users: readonly WithId<UserDoc>[] | undefined;
  shifts: readonly WithId<Shift>[] | undefined;
  data: Partial<Pick<PlannerData, 'schedules' | 'drafts' | 'holidays' | 'absences'>>;
  filters: PlannerFilters;
}

const EMPTY: never[] = [];

export function usePlannerModel({
  range,
  timeZone,
  weeklyLimitHours,
  users,
  shifts,
  data,
  filters,
}: ModelInput) {
  const zone = timeZone ?? 'UTC';
  const people = useMemo(() => toPlannerPeople(users ?? EMPTY), [users]);
  const shown = useMemo(() => filterPeople(people, filters), [people, filters]);
  const shownIds = useMemo(() => shown.map((p) => p.id), [shown]);
  const days = useMemo(() => (range ? keysBetween(range.from, addDaysToKey(range.to, 1)) : []), [range]);
  const loadedDays = useMemo(
    () => (range ? keysBetween(contextFrom(range), addDaysToKey(range.to, 1)) : []),
    [range],
  );

  const index: PlanIndex = useMemo(
    () => buildPlanIndex(data.schedules ?? EMPTY, data.drafts ?? EMPTY, zone),
    [data.schedules, data.drafts, zone],
  );
  const shiftById = useMemo(() => new Map((shifts ?? EMPTY).map((s) => [s.id, s])), [shifts]);
  const codes = useMemo(() => shiftCodes(shifts ?? EMPTY), [shifts]);
  const holidays = useMemo(() => holidaysByDay(data.holidays ?? EMPTY, zone), [data.holidays, zone]);
  const absences = useMemo(() => conflictAbsences(data.absences ?? EMPTY, zone), [data.absences, zone]);
  const approvedByUser = useMemo(() => {
    const map = new Map<string, ConflictAbsence[]>();
    for (const absence of absences) {
      if (!absence.approved) continue;
      map.set(absence.userId, [...(map.get(absence.userId) ?? []), absence]);
    }
    return map;
  }, [absences]);

  const conflicts = useMemo(() => {
    if (!range || timeZone === null || shownIds.length === 0) return [];
    const shownSet = new Set(shownIds);
    const contract: Record<string, number | null> = {};
    for (const user of users ?? EMPTY) contract[user.id] = user.contractWeeklyHours;
    return planConflicts({
      timeZone,
      from: range.from,
      to: range.to,
      days: plannedDays(index, shownIds, loadedDays),
      absences: absences.filter((a) => shownSet.has(a.userId)),
      holidays: [...holidays].map(([day, h]) => ({ day, name: h.name, irrenunciable: h.irrenunciable })),
      weeklyLimitHours,
      contractWeeklyHours: contract,
    });
  }, [range, timeZone, shownIds, users, index, loadedDays, absences, holidays, weeklyLimitHours]);

  const conflictsByCell = useMemo(() => {
    const map = new Map<string, PlanConflict[]>();
    for (const conflict of conflicts) {
      const key = personDayKey(conflict.userId, conflict.day);
      map.set(key, [...(map.get(key) ?? []), conflict]);
    }
    return map;
  }, [conflicts]);

  const cellView = useCallback(
    (userId: string, day: string): CellView => {
      const plan = effectivePlan(index, userId, day);
      const key = personDayKey(userId, day);
      const absence = approvedByUser.get(userId)?.find((a) => a.from <= day && day <= a.to);
      return {
        plan,
        shift: plan?.shiftId ? (shiftById.get(plan.shiftId) ?? null) : null,
        draft: index.drafts.has(key),
        absence: absence?.label ?? null,
        holiday: holidays.get(day) ?? null,
        conflicts: conflictsByCell.get(key) ?? NO_CONFLICTS,
        code: plan?.shiftId ? (codes.get(plan.shiftId) ?? null) : null,
      };
    },
    [index, approvedByUser, shiftById, holidays, conflictsByCell, codes],
  );

  const weeks = useMemo(() => weekSpans(days), [days]);

  /** Each shown person's planned hours (weeks from the loaded days, the period's total), and the day totals. */
  const totals = useMemo(() => {
    const hours = new Map<string, PersonHours>();
    const planned: DayShift[] = [];
    if (!range) return { hours, dayTotals: dayShiftTotals(planned, new Set()) };
    const count = plannedMinutesCounter(zone);
    const first = days[0] ?? range.from;
    for (const userId of shownIds) {
      const minutes: [string, number][] = [];
      for (const day of loadedDays) {
        const plan = effectivePlan(index, userId, day);
        if (plan === null) continue;
        minutes.push([day, count({ day, ...plan })]);
        if (day >= first) planned.push({ day, shiftId: plan.shiftId });
      }
      hours.set(userId, personHours(minutes, range.from, range.to));
    }
    return { hours, dayTotals: dayShiftTotals(planned, new Set(shiftById.keys())) };
  }, [range, zone, days, loadedDays, shownIds, index, shiftById]);

  /** The drafts of the shown people and days: what `Publicar N turnos` publishes. */
  const publishItems: PublishItem[] = useMemo(() => {
    const items: PublishItem[] = [];
    for (const userId of shownIds) {
      for (const day of days) {
        const key = personDayKey(userId, day);
        const draft = index.drafts.get(key);
        if (draft) items.push({ draft, day, scheduleExists: index.published.has(key) });
      }
    }
    return items;
  }, [shownIds, days, index]);

  return {
    people,
    shown,
    shownIds,
    days,
    loadedDays,
    index,
    shiftById,
    holidays,
    conflicts,
    cellView,
    publishItems,
    /** Each shift's short code (the month's cells), by id. */
    codes,
    /** The ISO weeks of the shown days. */
    weeks,
    /** The shown people's planned minutes by week and over the period. */
    hours: totals.hours,
    /** Shift → day → people planned, over the shown people and days. */
    dayTotals: totals.dayTotals,
    weeklyLimitHours,
  };
}

function holidaysByDay(holidays: readonly Holiday[], timeZone: string): Map<string, CellHoliday> {
  const map = new Map<string, CellHoliday>();
  for (const holiday of holidays) {
    if (Number.isNaN(holiday.date.getTime())) continue;
    const day = dayKey(holiday.date, timeZone);
    if (!map.has(day)) map.set(day, { name: holiday.name, irrenunciable: holiday.irrenunciable });
  }
  return map;
}

function conflictAbsences(absences: readonly Absence[], timeZone: string): ConflictAbsence[] {
  return absences
    .filter((a) => absenceHolds(a.status))
    .map((a) => ({
      userId: a.userId,
      from: dayKey(a.from, timeZone),
      to: dayKey(a.to, timeZone),
      label: ABSENCE_TYPE_LABEL[absenceTypeOf(a.type) ?? 'permiso con goce'],
      approved: a.status === 'aprobada',
    }));
}

/** The shown plan of the agenda: its people, days, cells, conflicts and what `Publicar` publishes. */
export type PlannerModel = ReturnType<typeof usePlannerModel>;
