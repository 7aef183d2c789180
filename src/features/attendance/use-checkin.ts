import { useCallback, useEffect, useRef, useState } from 'react';

import type { AttendanceRecord } from '../../data/ports/collections';
import { isDataError, type WithId } from '../../data/ports/document-store';
import { useBackend } from '../../lib/backend-context';
import { dataLoadMessage } from '../../lib/data-errors';
import {
  type CheckinContext,
  type Employee,
  loadCheckinContext,
  punch,
  watchTodayAttendance,
} from './checkin-repository';
import type { PunchAction } from '../../domain/attendance/punches';

export interface Receipt {
  action: PunchAction;
  slotIndex: number;
  deviceTime: Date;
}

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; context: CheckinContext };

const LOAD_ERROR = 'No se pudo cargar tu jornada. Revisa tu conexión e inténtalo de nuevo.';

export function punchErrorMessage(error: unknown): string {
  if (isDataError(error) && error.code === 'permission-denied') {
    return 'Esta marca ya estaba registrada (quizás desde otra pestaña). Revisa tu tarjeta.';
  }
  if (isDataError(error) && error.code === 'unavailable') {
    return 'Sin conexión: tu marca quedará pendiente y se enviará al volver la conexión.';
  }
  return 'No se pudo registrar la marca. Inténtalo de nuevo.';
}

/** The check-in screen's data: today's context, live punches, and a single-flight punch per slot. */
export function useCheckin(employee: Employee | null) {
  const { store } = useBackend();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [records, setRecords] = useState<WithId<AttendanceRecord>[] | null>(null);
  const [pending, setPending] = useState<Record<number, PunchAction>>({});
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(new Set<number>());
  const [attempt, setAttempt] = useState(0);
  const uid = employee?.uid;
  const tenantId = employee?.tenantId;

  useEffect(() => {
    if (!store || !uid || !tenantId) return;
    let cancelled = false;
    loadCheckinContext(store, { uid, tenantId }, new Date()).then(
      (context) => !cancelled && setLoad({ status: 'ready', context }),
      (e: unknown) => {
        console.error('Check-in: no se pudo cargar el contexto', e);
        if (!cancelled) setLoad({ status: 'error', message: dataLoadMessage(e, LOAD_ERROR) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, uid, tenantId, attempt]);

  const context = load.status === 'ready' ? load.context : null;
  useEffect(() => {
    if (!store || !uid || !tenantId || !context) return;
    return watchTodayAttendance(store, { uid, tenantId }, context.day, setRecords, (e) => {
      console.error('Check-in: no se pudieron leer las marcas', e);
      setLoad({ status: 'error', message: dataLoadMessage(e, LOAD_ERROR) });
    });
  }, [store, uid, tenantId, context]);

  const doPunch = useCallback(
    async (slotIndex: number, action: PunchAction) => {
      if (!store || !uid || !tenantId || !context || inFlight.current.has(slotIndex)) return;
      inFlight.current.add(slotIndex);
      setError(null);
      const deviceTime = new Date();
      const record = records?.find((r) => r.slotIndex === slotIndex) ?? null;
      setPending((p) => ({ ...p, [slotIndex]: action }));
      setReceipt({ action, slotIndex, deviceTime });
      try {
        await punch(store, {
          employee: { uid, tenantId },
          day: context.day,
          slotIndex,
          action,
          record,
          deviceTime,
        });
      } catch (e) {
        console.error('Check-in: marca rechazada', e);
        setReceipt(null);
        setError(punchErrorMessage(e));
      } finally {
        inFlight.current.delete(slotIndex);
        setPending((p) =>
          Object.fromEntries(Object.entries(p).filter(([slot]) => Number(slot) !== slotIndex)),
        );
      }
    },
    [store, uid, tenantId, context, records],
  );

  return {
    load,
    records,
    pending,
    receipt,
    error,
    punch: doPunch,
    closeReceipt: () => setReceipt(null),
    retry: () => {
      setLoad({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
