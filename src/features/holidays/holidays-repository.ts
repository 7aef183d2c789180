/**
 * /feriados' data: the tenant's holidays of one year, and every change, signed by the caller with the server time
 * (`updatedBy`, `updatedAt`, which the rules require), from which the server logs it (audit-planning-acts.ts,
 * security review M6; a delete is logged as Sistema).
 * A holiday lives at `holidayDocId(tenantId, day)`, one per day: adding one on a day that has one is refused,
 * an edit changes the name and the flag only (to move a holiday: delete it and add it again), and `Cargar
 * feriados de Chile` adds, in one batch, the national holidays of the year whose day has none yet.
 */
import { assertDayOpen } from '../../data/policy/period-write';
import { isDayClosed } from '../../domain/attendance/period-close';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { Holiday } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type WithId } from '../../data/ports/document-store';
import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { nationalHolidayDoc } from '../../data/writes/national-holidays';
import { periodBounds, periodContaining } from '../../domain/calendar/periods';
import { dayKey, dayKeyBounds, dayKeyToInstant } from '../../domain/calendar/time-zone';
import { chileHolidays } from '../../domain/chile/holidays';
import { holidayDocId } from '../../domain/planning/plan';

/** A holiday as the screen shows it: its day in the tenant's zone and where it comes from. */
export interface HolidayRow extends WithId<Holiday> {
  day: string;
  origin: 'Nacional' | 'Empresa';
}

/** Who writes, in which tenant and zone. */
export interface HolidayActor {
  uid: string;
  tenantId: string;
  timeZone: string;
  /** The tenant's last closed day: a closed period's calendar stays (refused here in Spanish, as the rules do). */
  closedThrough?: string | null;
}

/** The signature every write carries: the server logs the act from it. */
const stamp = (actor: HolidayActor) => ({ updatedBy: actor.uid, updatedAt: SERVER_TIME });

/** Adding a holiday on a day that already has one. */
export class HolidayExistsError extends Error {
  constructor(day: string) {
    super(`There is already a holiday on ${day}`);
    this.name = 'HolidayExistsError';
  }
}

/** Whether a holiday is a national one of its year (same day and name as `chileHolidays`). */
function originOf(day: string, name: string): HolidayRow['origin'] {
  const year = Number(day.slice(0, 4));
  return chileHolidays(year).some((national) => national.date === day && national.name === name)
    ? 'Nacional'
    : 'Empresa';
}

/** The holidays of a `yyyy` year, by day. */
export function useYearHolidays(year: string, timeZone: string | null) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  return useQuery({
    queryKey: queryKeys.list('holidays', { tenantId, year, timeZone }),
    queryFn: async (): Promise<HolidayRow[]> => {
      const zone = timeZone ?? '';
      const range = periodBounds(periodContaining('year', `${year}-01-01`), zone);
      const holidays = await listTenantHolidays(store, tenantId, range);
      return holidays
        .map((holiday) => {
          const day = dayKey(holiday.date, zone);
          return { ...holiday, day, origin: originOf(day, holiday.name) };
        })
        .sort((a, b) => a.day.localeCompare(b.day));
    },
    enabled: member !== null && timeZone !== null,
  });
}

/** After a write: every read of the holidays (this screen, the planner, the agenda) fetches again. */
export function useRefreshHolidays() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ['holidays'] }), [client]);
}

export interface NewHoliday {
  day: string;
  name: string;
  irrenunciable: boolean;
}

/** Adds a holiday; rejects with HolidayExistsError when the day already has one (whatever its id). */
export async function addHoliday(
  store: DocumentStore,
  actor: HolidayActor,
  holiday: NewHoliday,
): Promise<void> {
  assertDayOpen(holiday.day, actor.closedThrough);
  const taken = await listTenantHolidays(store, actor.tenantId, dayKeyBounds(holiday.day, actor.timeZone), 1);
  if (taken.length > 0) throw new HolidayExistsError(holiday.day);
  await store.set('holidays', holidayDocId(actor.tenantId, holiday.day), {
    tenantId: actor.tenantId,
    date: dayKeyToInstant(holiday.day, actor.timeZone),
    name: holiday.name,
    irrenunciable: holiday.irrenunciable,
    ...stamp(actor),
  });
}

export type HolidayChange = Pick<Holiday, 'name' | 'irrenunciable'>;

/** Saves the name and the flag of a holiday (never its day); false (nothing written) when nothing changed. */
export async function updateHoliday(
  store: DocumentStore,
  actor: HolidayActor,
  holiday: HolidayRow,
  change: HolidayChange,
): Promise<boolean> {
  if (holiday.name === change.name && holiday.irrenunciable === change.irrenunciable) return false;
  assertDayOpen(holiday.day, actor.closedThrough);
  await store.update('holidays', holiday.id, { ...change, ...stamp(actor) });
  return true;
}

export async function deleteHoliday(
  store: DocumentStore,
  actor: HolidayActor,
  holiday: HolidayRow,
): Promise<void> {
  assertDayOpen(holiday.day, actor.closedThrough);
  await store.delete('holidays', holiday.id);
}

/**
 * `Cargar feriados de Chile`: the national holidays of `year` on days that have no holiday yet (the tenant's own
 * and those loaded before are kept), in one batch; the server logs each (`holiday.create`). Resolves to how many
 * were added; 0 writes nothing.
 */
export async function importChileHolidays(
  store: DocumentStore,
  actor: HolidayActor,
  year: number,
): Promise<number> {
  const range = periodBounds(periodContaining('year', `${year}-01-01`), actor.timeZone);
  const existing = await listTenantHolidays(store, actor.tenantId, range);
  const taken = new Set(existing.map((holiday) => dayKey(holiday.date, actor.timeZone)));
  const closed = actor.closedThrough ?? null;
  const added = chileHolidays(year).filter((holiday) => {
    if (taken.has(holiday.date) || (closed !== null && isDayClosed(holiday.date, closed))) return false;
    taken.add(holiday.date);
    return true;
  });
  if (added.length === 0) return 0;
  const batch = store.batch();
  for (const holiday of added) {
    const doc = nationalHolidayDoc(actor.tenantId, actor.timeZone, holiday);
    batch.set('holidays', doc.id, { ...doc.data, ...stamp(actor) });
  }
  await batch.commit();
  return added.length;
}
