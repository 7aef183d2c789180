import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';

import type { AttendanceRecord } from '../../data/ports/collections';
import { isDataError, type WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useOwnUser } from '../../data/queries/people';
import { watchPersonAttendance } from '../../data/queries/person-days';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { resolvePunchWindow } from '../../domain/attendance/punch-window';
import type { PunchAction } from '../../domain/attendance/punches';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { punchableSlots, type PunchableSlot } from '../../domain/schedule/punchable-slots';
import { slotsOf } from '../../domain/schedule/slots';
import { useBackendHandle } from '../../lib/backend-context';
import { dataLoadMessage } from '../../lib/data-errors';
import { useNow } from '../../lib/use-now';
import { checkinRange, loadCheckinPlan, punch, slotRecordId } from './checkin-repository';
import { slotTitle } from './checkin-slot-title';

/** The receipt on screen: a punch of a slot's record. */
export interface Receipt {
  action: PunchAction;
  /** The record's id (`slotRecordId`), which the receipt watches for the server's time and code. */
  recordId: string;
  /** The id of the slot's card in the page (to return focus to its receipt button). */
  cardId: string;
  deviceTime: Date;
}

const LOAD_ERROR = 'No se pudo cargar tu jornada. Revisa tu conexión e inténtalo de nuevo.';

/**
 * A punch the policy refused: already made (another tab), or for a record that no longer takes punches (a day
 * gone by: punch-window.ts). Never because of the hour: a punch outside the slot's window is recorded and flagged.
 */
export const PUNCH_REFUSED =
  'No se pudo registrar la marca: ya estaba registrada (quizás desde otra pestaña) o el turno ya no admite marcas. Revisa tu tarjeta.';

/** A punch that was not saved anywhere: it is gone unless the person punches again (Reintentar). */
export const PUNCH_NOT_SAVED = 'No se guardó tu marca. Inténtalo de nuevo.';

/** An offline punch the backend keeps and sends on its own (the Firebase SDK's queue): the only "pendiente". */
export const PUNCH_QUEUED = 'Sin conexión: tu marca quedará pendiente y se enviará al volver la conexión.';

/** Why a punch failed, and whether punching again is the way out. */
export interface PunchFailure {
  message: string;
  retry: boolean;
}

/**
 * What a failed punch says. `queuesOffline`: the backend keeps writes made offline and sends them later (the
 * Firebase SDK with its offline copy, AuthCapabilities `offlineData`), so an unreachable server leaves the punch
 * pending. The demo keeps no such queue: its store failing to save (`unavailable`, e.g. IndexedDB refusing the
 * write) means the punch was discarded, and saying "pendiente" would have the person leave without it.
 */
export function punchFailure(error: unknown, queuesOffline: boolean): PunchFailure {
  if (isDataError(error) && error.code === 'permission-denied')
    return { message: PUNCH_REFUSED, retry: false };
  if (isDataError(error) && error.code === 'unavailable' && queuesOffline)
    return { message: PUNCH_QUEUED, retry: false };
  return { message: PUNCH_NOT_SAVED, retry: true };
}

/** `day#slotIndex` (`day#np` unscheduled), the key of a slot's card and of its pending punch. */
export function slotKey(slot: Pick<PunchableSlot, 'day' | 'slotIndex' | 'unscheduled'>): string {
  return `${slot.day}#${slot.unscheduled ? 'np' : slot.slotIndex}`;
}

/** The id of a slot's card in the page. */
export function cardId(slot: Pick<PunchableSlot, 'day' | 'slotIndex' | 'unscheduled'>): string {
  return `slot-${slot.day}-${slot.unscheduled ? 'np' : slot.slotIndex}`;
}

/**
 * The check-in screen's data: the slots the person may punch now (today's and yesterday's still going on), their
 * records live, and a single-flight punch per slot.
 */
export function useCheckin() {
  const store = useStore();
  const queuesOffline = useBackendHandle().authCapabilities.offlineData === true;
  const member = useMember();
  const tenant = useTenant();
  const ownUser = useOwnUser();
  const now = useNow(60_000);
  const [pending, setPending] = useState<Record<string, PunchAction>>({});
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [error, setError] = useState<PunchFailure | null>(null);
  /** The punch that failed and may be tried again (Reintentar). */
  const [failed, setFailed] = useState<{ slot: PunchableSlot; action: PunchAction } | null>(null);
  const inFlight = useRef(new Set<string>());

  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const person = useMemo(() => (member ? { uid: member.uid, tenantId: member.tenantId } : null), [member]);

  const plan = useQuery({
    queryKey: queryKeys.list('schedulesConfig', { view: 'checkin', uid: person?.uid, today }),
    queryFn: () => {
      if (!person || !today || !timeZone) throw new Error('check-in read without a day');
      return loadCheckinPlan(store, person, today, timeZone);
    },
    enabled: person !== null && today !== null && timeZone !== null,
  });

  const subscribe = useMemo<Subscribe<WithId<AttendanceRecord>[]> | null>(
    () =>
      person && today && timeZone
        ? (next, fail) => watchPersonAttendance(store, person, checkinRange(today, timeZone), next, fail)
        : null,
    [store, person, today, timeZone],
  );
  const records = useWatch(
    queryKeys.watch('attendance', { view: 'checkin', uid: person?.uid, today }),
    subscribe,
  );

  /** A record by its id, as last seen live (null when it does not exist yet). */
  const recordById = useCallback(
    (id: string): WithId<AttendanceRecord> | null => records.data?.find((r) => r.id === id) ?? null,
    [records.data],
  );
  /** A slot's record, by its deterministic id. */
  const recordOf = useCallback(
    (slot: PunchableSlot): WithId<AttendanceRecord> | null =>
      person ? recordById(slotRecordId(person.uid, slot)) : null,
    [person, recordById],
  );

  const settingsWindow = tenant.tenant?.settings.punchWindow;
  const punchSettings = useMemo(() => resolvePunchWindow(settingsWindow), [settingsWindow]);
  const slots = useMemo<PunchableSlot[] | null>(() => {
    if (!plan.data || !records.data || !timeZone || !today) return null;
    const yesterday = addDaysToKey(today, -1);
    const all = records.data;
    const onDay = (day: string) => all.filter((r) => dayKey(r.date, timeZone) === day);
    return punchableSlots({
      now,
      timeZone,
      today,
      todaySchedule: plan.data.todaySchedule,
      yesterdaySchedule: plan.data.yesterdaySchedule,
      yesterdayRecords: onDay(yesterday),
      todayRecords: onDay(today),
      window: punchSettings,
    });
  }, [plan.data, records.data, timeZone, today, now, punchSettings]);

  const failure = [
    tenant.status === 'error' ? tenant.error : null,
    ownUser.error,
    plan.error,
    records.error,
  ].find((e) => e !== null && e !== undefined);
  const load:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; slots: PunchableSlot[] } =
    failure !== undefined
      ? { status: 'error', message: dataLoadMessage(failure, LOAD_ERROR) }
      : slots && tenant.tenant && ownUser.isSuccess
        ? { status: 'ready', slots }
        : { status: 'loading' };

  const doPunch = useCallback(
    async (slot: PunchableSlot, action: PunchAction) => {
      const key = slotKey(slot);
      if (!person || inFlight.current.has(key)) return;
      inFlight.current.add(key);
      setError(null);
      setFailed(null);
      const deviceTime = new Date();
      setPending((p) => ({ ...p, [key]: action }));
      setReceipt({ action, recordId: slotRecordId(person.uid, slot), cardId: cardId(slot), deviceTime });
      try {
        await punch(store, { person, slot, action, record: recordOf(slot), deviceTime });
      } catch (e) {
        console.error('Check-in: marca rechazada', e);
        setReceipt(null);
        const failure = punchFailure(e, queuesOffline);
        setError(failure);
        if (failure.retry) setFailed({ slot, action });
      } finally {
        inFlight.current.delete(key);
        setPending((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== key)));
      }
    },
    [store, person, recordOf, queuesOffline],
  );

  /** A slot's card title: its shift's name (checkin-slot-title.ts). */
  const titleOf = useCallback(
    (slot: PunchableSlot): string => {
      const schedule = slot.fromYesterday ? plan.data?.yesterdaySchedule : plan.data?.todaySchedule;
      const shiftId = schedule?.shiftId;
      return slotTitle(slot, {
        name: (shiftId && plan.data?.shiftNames.get(shiftId)) || null,
        slots: schedule ? slotsOf(schedule).length : 0,
      });
    },
    [plan.data],
  );

  return {
    load,
    titleOf,
    tenant: tenant.tenant,
    user: ownUser.data ?? null,
    holiday: plan.data?.holiday ?? null,
    timeZone,
    today,
    recordOf,
    recordById,
    pending,
    receipt,
    error,
    punch: doPunch,
    /** Punches again what failed without being saved; null when there is nothing to try again. */
    retryPunch: failed && (() => void doPunch(failed.slot, failed.action)),
    closeReceipt: () => setReceipt(null),
    retry: () => {
      if (tenant.status === 'error') tenant.retry();
      if (ownUser.isError) void ownUser.refetch();
      if (plan.isError) void plan.refetch();
      if (records.isError) void records.refetch();
    },
  };
}
