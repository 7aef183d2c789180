/**
 * /horas-extras' writes and what the manager is in the middle of: the time typed per line, the lines selected,
 * the notice or failure of the last write and whether one is running. Every write refreshes the agreements and
 * decisions (useRefreshOvertime). A decision of a day in a closed period is refused before it is sent, in words
 * that name the period (issue #47 item 1), as is the backends' refusal of one (a denied permission).
 */
import { useState } from 'react';

import { closedPeriodRefusal, writeErrorMessage } from '../../components/action-error';
import {
  decideOvertime,
  recordAgreement,
  voidAgreement,
  type OvertimeDecisionInput,
} from '../../data/writes/overtime-writes';
import type { OvertimeAgreement } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { WriteRefusedError } from '../../data/policy/verdicts';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { closedPeriodMessage } from '../../domain/attendance/period-close';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { formatDuration, formatHms } from '../../domain/format/numbers';
import { rowName, secondsOf } from './overtime-columns';
import type { AgreementOutput, PreauthorizeOutput } from './overtime-dialogs';
import type { OvertimeRow } from './overtime-rows';
import { useRefreshOvertime } from './use-overtime';

export type OvertimeDecisions = ReturnType<typeof useOvertimeDecisions>;

/** Why the last write failed; `closedPeriod` when a closed period refused it (the notice links to reopen it). */
export interface OvertimeFailure {
  text: string;
  closedPeriod: boolean;
}

/** `name` writes a person's name in the notices; `closedThrough` is the tenant's last closed day. */
export function useOvertimeDecisions(name: (uid: string) => string, closedThrough: string | null) {
  const store = useStore();
  const member = useMember();
  const refresh = useRefreshOvertime();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<OvertimeFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;

  const decide = async (rows: readonly OvertimeRow[], status: 'approved' | 'rejected') => {
    if (!actor || rows.length === 0) return;
    const days = rows.map((row) => row.key);
    const closed = closedPeriodMessage(days, closedThrough);
    if (closed) {
      setFailure({ text: closed, closedPeriod: true });
      return;
    }
    const inputs: OvertimeDecisionInput[] = [];
    for (const row of rows) {
      const seconds = status === 'approved' ? secondsOf(row, typed[row.id]) : 0;
      if (seconds === null) {
        setFailure({
          text: `Revisa el tiempo de ${rowName(row)}: hasta ${formatHms(row.overtimeSeconds)} (h:mm:ss).`,
          closedPeriod: false,
        });
        return;
      }
      inputs.push({
        userId: row.userId,
        day: row.key,
        status,
        computedSeconds: row.overtimeSeconds,
        seconds,
        note: null,
      });
    }
    setBusy(true);
    setFailure(null);
    try {
      await decideOvertime(store, actor, inputs);
      const total = inputs.reduce((sum, input) => sum + input.seconds, 0);
      setNotice(
        status === 'approved'
          ? `${inputs.length === 1 ? 'Aprobada' : `Aprobadas ${inputs.length} líneas`}: ${formatDuration(total)}.`
          : `${inputs.length === 1 ? 'Rechazada' : `Rechazadas ${inputs.length} líneas`}.`,
      );
      setSelected(new Set());
      const decided = new Set(inputs.map((input) => `${input.userId}_${input.day}`));
      setTyped((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !decided.has(id))));
      refresh();
    } catch (error) {
      const written = { days, closedThrough };
      setFailure({
        text: writeErrorMessage(error, written),
        closedPeriod: closedPeriodRefusal(error, written) !== null,
      });
    } finally {
      setBusy(false);
    }
  };

  const saveAgreement = async (values: AgreementOutput) => {
    if (!actor) throw new Error('Sin sesión');
    await recordAgreement(store, actor, values);
    setNotice(`Pacto registrado: ${name(values.userId)}.`);
    refresh();
  };
  const preauthorize = async (values: PreauthorizeOutput) => {
    if (!actor) throw new Error('Sin sesión');
    const written = { days: [values.day], closedThrough };
    const closed = closedPeriodMessage(written.days, closedThrough);
    if (closed) throw new WriteRefusedError(closed);
    const input: OvertimeDecisionInput = {
      userId: values.userId,
      day: values.day,
      status: 'preauthorized',
      computedSeconds: 0,
      seconds: values.minutes * 60,
      note: values.note,
    };
    try {
      await decideOvertime(store, actor, [input]);
    } catch (error) {
      const refusal = closedPeriodRefusal(error, written);
      throw refusal === null ? error : new WriteRefusedError(refusal);
    }
    setNotice(
      `Preautorizadas hasta ${formatDuration(values.minutes * 60)} para ${name(values.userId)} el ${formatDayKey(values.day, 'dd-MM-yyyy')}.`,
    );
    refresh();
  };
  const voidOne = async (agreement: WithId<OvertimeAgreement>, reason: string) => {
    if (!actor) return;
    await voidAgreement(store, actor, agreement.id, reason);
    setNotice('Pacto anulado.');
    refresh();
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const type = (id: string, value: string) => setTyped((current) => ({ ...current, [id]: value }));

  return {
    typed,
    type,
    selected,
    setSelected,
    toggle,
    notice,
    setNotice,
    failure,
    setFailure,
    busy,
    decide,
    saveAgreement,
    preauthorize,
    voidAgreement: voidOne,
  };
}
