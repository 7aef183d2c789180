/**
 * The hooks of /asistencias' container (timesheets-screen.tsx): the open week objections the `Correcciones` view
 * shows, the writes of its dialogs with the notice each one leaves, and the filters' period.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import type { ReportPeriod } from '../../components/report-filters';
import {
  closeCorrection,
  proposeCorrection,
  type CorrectionProposal,
} from '../../data/writes/correction-writes';
import { closePeriod, reopenPeriod } from '../../data/writes/period-writes';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { listSignaturesSince } from '../../data/queries/week-signatures';
import type { AttendanceView, AttendanceViewType } from '../../domain/attendance/attendance-view';
import { OBJECTION_HOURS } from '../../domain/attendance/corrections';
import { monthLabel, type ClosingMonth } from '../../domain/attendance/period-close';
import { openObjections, weeksToSign } from '../../domain/attendance/week-signoff';
import type { Correction } from './corrections-inbox';
import { hasMissingPunch, type TimesheetRow } from './timesheet-rows';
import type { TimesheetsDialog } from './timesheets-dialogs';
import { useRefreshCorrections } from './use-timesheets';

/** What useProposeFromLink reads and writes of the screen's URL view. */
interface ProposeLink {
  view: { persona: string | null; corregir: string | null };
  setView: (patch: { corregir: null }) => void;
}

/**
 * `?corregir=1` with `?persona=` (the `Proponer corrección` of a person's day opened from /alertas): once the
 * view's rows are there, the correction dialog of that person's row opens — the first with a missing marca, else
 * the first — and the parameter goes, so a reload does not open it again.
 */
export function useProposeFromLink(
  url: ProposeLink,
  shown: readonly TimesheetRow[] | undefined,
  open: (dialog: NonNullable<TimesheetsDialog>) => void,
) {
  const { persona, corregir } = url.view;
  const { setView } = url;
  useEffect(() => {
    if (corregir === null || shown === undefined) return;
    const own = shown.filter((row) => row.userId === persona);
    const row = own.find(hasMissingPunch) ?? own[0];
    if (row) open({ kind: 'propose', row });
    setView({ corregir: null });
  }, [corregir, persona, shown, open, setView]);
}

/** The open objections to the weeks a worker may still sign, read only while `enabled` (the inbox is shown). */
export function useWeekObjections(today: string | null, enabled: boolean) {
  const store = useStore();
  const member = useMember();
  // The weeks a worker may still sign are the ones whose objections the inbox shows.
  const objectionsSince = today ? (weeksToSign(today).at(-1) ?? null) : null;
  const signatures = useQuery({
    queryKey: queryKeys.list('weekSignatures', { tenantId: member?.tenantId, since: objectionsSince }),
    queryFn: () => listSignaturesSince(store, member?.tenantId ?? '', objectionsSince ?? ''),
    enabled: enabled && member !== null && objectionsSince !== null,
  });
  return useMemo(() => openObjections(signatures.data ?? []), [signatures.data]);
}

export interface TimesheetWritesInput {
  timeZone: string | null;
  closedThrough: string | null;
  /** A person's name, for the notices and the audit. */
  name: (uid: string) => string;
  /** Closes the period dialog once a month is closed or reopened, before the notice shows. */
  onPeriodDone: () => void;
}

/** Propose or close a correction, close or reopen a month; each leaves a notice. */
export function useTimesheetWrites({ timeZone, closedThrough, name, onPeriodDone }: TimesheetWritesInput) {
  const store = useStore();
  const member = useMember();
  const refresh = useRefreshCorrections();
  const [notice, setNotice] = useState<string | null>(null);
  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;

  const propose = async (proposal: CorrectionProposal) => {
    if (!actor || !timeZone) throw new Error('Sin sesión');
    const person = name(proposal.userId);
    await proposeCorrection(store, actor, proposal, person, { timeZone, closedThrough });
    setNotice(`Corrección propuesta: ${person} tiene ${OBJECTION_HOURS} horas para objetarla.`);
    refresh();
  };
  const close = async (correction: Correction, answer: string) => {
    if (!actor || !timeZone) throw new Error('Sin sesión');
    await closeCorrection(store, actor, correction, answer, name(correction.userId), {
      timeZone,
      closedThrough,
    });
    setNotice(correction.status === 'pending' ? 'Corrección retirada.' : 'Objeción respondida.');
    refresh();
  };

  const closeMonth = async (month: ClosingMonth) => {
    if (!actor) throw new Error('Sin sesión');
    await closePeriod(store, actor, month);
    onPeriodDone();
    setNotice(`Periodo ${monthLabel(month)} cerrado.`);
  };
  const reopenMonth = async (month: ClosingMonth, reason: string) => {
    if (!actor) throw new Error('Sin sesión');
    await reopenPeriod(store, actor, month, reason);
    onPeriodDone();
    setNotice(`Periodo ${monthLabel(month)} reabierto.`);
  };

  return { notice, setNotice, propose, close, closeMonth, reopenMonth };
}

export type TimesheetWrites = ReturnType<typeof useTimesheetWrites>;

/** The dialogs the page's actions open. */
export type TimesheetsPanel = 'signatures' | 'period' | 'reports' | 'inspector';

/** Which of the dialogs the page's actions open is open; each opens and closes on its own. */
export function useTimesheetsPanels() {
  const [reportsOpen, setReportsOpen] = useState(false);
  const [periodOpen, setPeriodOpen] = useState(false);
  const [signaturesOpen, setSignaturesOpen] = useState(false);
  const [inspectorOpen, setInspectorOpen] = useState(false);
  const panels: Readonly<Record<TimesheetsPanel, boolean>> = {
    reports: reportsOpen,
    period: periodOpen,
    signatures: signaturesOpen,
    inspector: inspectorOpen,
  };
  const setPanel = (panel: TimesheetsPanel, open: boolean) =>
    ({
      reports: setReportsOpen,
      period: setPeriodOpen,
      signatures: setSignaturesOpen,
      inspector: setInspectorOpen,
    })[panel](open);
  return { panels, setPanel };
}

/**
 * The filters' period of a view whose days are the path's `:range`: a new range opens the same type with it,
 * replacing the history entry as the search parameters' changes do (useUrlView).
 */
export function usePathPeriod(
  view: AttendanceView | null,
  go: (type: AttendanceViewType, range: string, replace: boolean) => void,
): ReportPeriod | null {
  const [customOpen, setCustomOpen] = useState(false);
  return (
    view && {
      ...view,
      customOpen,
      setCustomOpen,
      setRange: (range) => go(view.type, range, true),
    }
  );
}
