/**
 * /ausencias' data. Reads, per shown period: the absences overlapping it; once per visit: every vacation of the
 * tenant (the balances) and every pending request (the inbox's count); then the holidays of the days all of them
 * span (working days). Writes: record an absence (created `aprobada`, the decision the manager's), approve or
 * reject a request (`decidedBy` = the manager, `decidedAt` = server time, `decisionNote` — the reason of a
 * rejection or a void), void an absence (never delete it). The server logs each from those stamps
 * (src/server/audit/audit-absence-acts.ts, security review M6).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { absenceRowText } from '../../data/texts/absence-text';
import type { Absence } from '../../data/ports/collections';
import { SERVER_TIME, type DocumentStore, type Writable } from '../../data/ports/document-store';
import {
  absenceDays,
  holidayDays,
  listAbsencesOverlapping,
  listPendingAbsences,
  listTenantVacations,
} from '../../data/queries/absences';
import { listTenantHolidays } from '../../data/queries/holidays';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { usePeople } from '../../data/queries/people';
import { useStore } from '../../data/queries/use-store';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { periodBounds, type Period } from '../../domain/calendar/periods';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import type { AbsenceType } from '../../domain/labels';
import type { AbsenceRow } from './absence-rows';
import { readsState } from '../../data/queries/reads-state';

/** The first and last of the days some absences (and the period) cover. */
export function daySpan(
  period: { from: string; to: string },
  absences: readonly Pick<Absence, 'from' | 'to'>[],
  timeZone: string,
): { from: string; to: string } {
  let { from, to } = period;
  for (const absence of absences) {
    const days = absenceDays(absence, timeZone);
    if (days.from < from) from = days.from;
    if (days.to > to) to = days.to;
  }
  return { from, to };
}

/**
 * Everything /ausencias shows for a period. `holidays` are the days of the holidays from the earliest to the
 * latest day any loaded absence covers, so working days and balances are right for every row.
 */
export function useAbsencesData(period: Period | null, timeZone: string | null) {
  const store = useStore();
  const member = useMember();
  const tenantId = member?.tenantId ?? '';
  const people = usePeople();
  const enabled = member !== null && timeZone !== null;

  const base = useQuery({
    queryKey: queryKeys.list('absences', { view: 'ausencias-base', tenantId }),
    queryFn: async () => {
      const [vacations, pending] = await Promise.all([
        listTenantVacations(store, tenantId),
        listPendingAbsences(store, tenantId),
      ]);
      return { vacations, pending };
    },
    enabled,
  });
  const shown = useQuery({
    queryKey: queryKeys.list('absences', { view: 'ausencias', tenantId, from: period?.from, to: period?.to }),
    queryFn: () => {
      if (!period || !timeZone) throw new Error('absences read without a period');
      return listAbsencesOverlapping(store, tenantId, periodBounds(period, timeZone));
    },
    enabled: enabled && period !== null,
  });

  const span = useMemo(
    () =>
      period && timeZone && base.data && shown.data
        ? daySpan(period, [...base.data.vacations, ...base.data.pending, ...shown.data], timeZone)
        : null,
    [period, timeZone, base.data, shown.data],
  );
  const holidays = useQuery({
    queryKey: queryKeys.list('holidays', { view: 'ausencias', tenantId, from: span?.from, to: span?.to }),
    queryFn: async () => {
      if (!span || !timeZone) throw new Error('holidays read without a span');
      const range = {
        start: dayKeyToInstant(span.from, timeZone),
        end: dayKeyToInstant(addDaysToKey(span.to, 1), timeZone),
      };
      return holidayDays(await listTenantHolidays(store, tenantId, range), timeZone);
    },
    enabled: enabled && span !== null,
  });

  const reads = readsState([people, base, shown, holidays]);
  return {
    people: people.data,
    vacations: base.data?.vacations,
    pending: base.data?.pending,
    absences: shown.data,
    holidays: holidays.data,
    ...reads,
  };
}

/** After a write: every read of absences (this screen's, the planner's, the agenda's) fetches again. */
export function useRefreshAbsences() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ['absences'] });
  }, [client]);
}

export interface Actor {
  uid: string;
  tenantId: string;
}

export interface NewAbsence {
  userId: string;
  type: AbsenceType;
  /** `yyyy-MM-dd`, first and last day (inclusive), in the tenant's zone. */
  from: string;
  to: string;
  note: string | null;
  attachmentName: string | null;
}

/** `Vacaciones de Camila Rojas: 14-12-2026 – 18-12-2026 (5 días hábiles)` */
export function rowText(row: AbsenceRow): string {
  return absenceRowText(row.type, row.person, row);
}

/** Records an absence for a person: approved at once, the decision the manager's. Resolves to its id. */
export async function recordAbsence(
  store: DocumentStore,
  actor: Actor,
  absence: NewAbsence,
  timeZone: string,
): Promise<string> {
  const id = store.newId('absences');
  const doc: Writable<Absence> = {
    tenantId: actor.tenantId,
    userId: absence.userId,
    type: absence.type,
    from: dayKeyToInstant(absence.from, timeZone),
    to: dayKeyToInstant(absence.to, timeZone),
    status: 'aprobada',
    note: absence.note,
    attachmentName: absence.attachmentName,
    createdAt: SERVER_TIME,
    createdBy: actor.uid,
    decidedBy: actor.uid,
    decidedAt: SERVER_TIME,
    decisionNote: null,
  };
  await store.set('absences', id, doc);
  return id;
}

/** Approves a pending request. */
export function approveAbsence(store: DocumentStore, actor: Actor, row: AbsenceRow): Promise<void> {
  return store.update('absences', row.id, {
    status: 'aprobada',
    decidedBy: actor.uid,
    decidedAt: SERVER_TIME,
    decisionNote: null,
  });
}

/** Rejects a pending request with its reason (required: the employee reads it). */
export function rejectAbsence(
  store: DocumentStore,
  actor: Actor,
  row: AbsenceRow,
  reason: string,
): Promise<void> {
  return store.update('absences', row.id, {
    status: 'rechazada',
    decidedBy: actor.uid,
    decidedAt: SERVER_TIME,
    decisionNote: reason,
  });
}

/**
 * Voids an absence recorded or requested by mistake (`anulada`, with its reason): an absence is a record, kept
 * five years and never deleted; a voided one stays in the reports and counts for nothing.
 */
export function voidAbsence(
  store: DocumentStore,
  actor: Actor,
  row: AbsenceRow,
  reason: string,
): Promise<void> {
  return store.update('absences', row.id, {
    status: 'anulada',
    decidedBy: actor.uid,
    decidedAt: SERVER_TIME,
    decisionNote: reason,
  });
}
