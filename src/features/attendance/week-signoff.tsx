import './history-screen.css';

import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useMemo, useState } from 'react';

import { Alert } from '../../components/alert';
import { AsyncState } from '../../components/async-state';
import { StatusChip } from '../../components/status-chip';
import { answerWeek } from '../../data/writes/signoff-writes';
import type { AttendanceCorrection, WeekSignature } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { listPersonAttendance, listPersonSchedules } from '../../data/queries/person-days';
import { useStore } from '../../data/queries/use-store';
import { useWeeksToSign } from '../../data/queries/week-signatures';
import {
  awaitsSignature,
  weekSignState,
  weekTitle,
  weekTotals,
  type WeekSignState,
  type WeekTotals as Totals,
} from '../../domain/attendance/week-signoff';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { customPeriod, periodBounds } from '../../domain/calendar/periods';
import { formatInZone } from '../../domain/calendar/time-zone';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { lazyThemed } from '../../lib/lazy-themed';
import { useLatch } from '../../lib/use-latch';
import { buildHistoryDays } from './history-days';
import { WeekTotals } from './week-totals';

/** The two dialogs (MUI, with the theme), loaded the first time one opens: the list is made without MUI. */
const WeekSignoffDialogs = lazyThemed(() =>
  import('./week-signoff-dialogs').then((module) => module.WeekSignoffDialogs),
);

type Signature = WithId<WeekSignature>;

interface WeekRow {
  week: string;
  totals: Totals;
  state: WeekSignState<Signature>;
}

export interface WeekSignoffProps {
  userId: string;
  timeZone: string;
  now: Date;
  thresholds: AlertThresholds;
  /** The worker's corrections (their effective ones count in the totals); undefined while they load. */
  corrections: readonly WithId<AttendanceCorrection>[] | undefined;
}

const LOAD_ERROR = 'No se pudieron cargar tus semanas por firmar.';

/**
 * `Semanas por firmar` (Reglamento N° 969): the worker's ended weeks with their totals — days worked, ordinary
 * hours, overtime, late minutes, absences, corrections applied — to sign (`Firmar semana`) or object to with a
 * comment. A signed week whose totals changed afterwards (a correction accepted later) asks for an addendum.
 */
export function WeekSignoff({ userId, timeZone, now, thresholds, corrections }: WeekSignoffProps) {
  const store = useStore();
  const member = useMember();
  const headingId = useId();
  const { weeks, signatures } = useWeeksToSign(now);
  const [dialog, setDialog] = useState<{ kind: 'sign' | 'object'; row: WeekRow } | null>(null);
  const dialogsMounted = useLatch(dialog !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const first = weeks?.[weeks.length - 1] ?? null;
  const last = weeks?.[0] ?? null;
  const data = useQuery({
    queryKey: queryKeys.list('attendance', { view: 'signoff', uid: userId, from: first, to: last }),
    queryFn: async () => {
      if (first === null || last === null) throw new Error('no weeks to read');
      const range = periodBounds(customPeriod(first, addDaysToKey(last, 6)), timeZone);
      const person = { uid: userId, tenantId: member?.tenantId ?? '' };
      const [schedules, attendance] = await Promise.all([
        listPersonSchedules(store, person, range),
        listPersonAttendance(store, person, range),
      ]);
      return { schedules, attendance };
    },
    enabled: first !== null && last !== null && member !== null,
  });

  const rows = useMemo<WeekRow[] | undefined>(() => {
    if (!weeks || !data.data || !signatures.data || !corrections) return undefined;
    return weeks.map((week) => {
      const days = buildHistoryDays({
        userId,
        period: customPeriod(week, addDaysToKey(week, 6)),
        schedules: data.data.schedules,
        attendance: data.data.attendance,
        corrections,
        timeZone,
        now,
        thresholds,
      });
      const totals = weekTotals(days, now);
      const own = (signatures.data ?? []).filter((signature) => signature.week === week);
      return { week, totals, state: weekSignState(totals, own) };
    });
  }, [weeks, data.data, signatures.data, corrections, userId, timeZone, now, thresholds]);

  if (weeks !== null && weeks.length === 0) return null;
  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;
  const answer = async (row: WeekRow, objection: string | null) => {
    if (!actor) throw new Error('Sin sesión');
    await answerWeek(store, actor, {
      week: row.week,
      seq: row.state.nextSeq,
      totals: row.totals,
      objection,
    });
    setNotice(objection === null ? 'Firmaste la semana.' : 'Objetaste la semana: tu empresa la revisará.');
  };
  const due = rows?.filter((row) => awaitsSignature(row.state)).length ?? 0;

  return (
    <section aria-labelledby={headingId} className="history-card history-card--padded">
      <h2 id={headingId} className="plain-h6">
        Semanas por firmar
      </h2>
      <p className="plain-body2 plain-secondary week-signoff-intro">
        Al terminar cada semana, revisa y firma sus totales. Si no estás de acuerdo, objétalos con un
        comentario.
      </p>
      {notice && (
        <Alert
          severity="success"
          role="status"
          onClose={() => setNotice(null)}
          className="week-signoff-notice"
        >
          {notice}
        </Alert>
      )}
      <AsyncState
        loading={rows === undefined && !data.isError && !signatures.isError}
        error={data.isError || signatures.isError}
        onRetry={() => {
          if (data.isError) void data.refetch();
          if (signatures.isError) void signatures.refetch();
        }}
        loadingLabel="Cargando tus semanas"
        errorMessage={LOAD_ERROR}
      >
        {rows && (
          <>
            {due === 0 && <p className="week-signoff-none">No tienes semanas por firmar.</p>}
            <ul className="week-signoff-list">
              {rows.map((row) => (
                <WeekItem
                  key={row.week}
                  row={row}
                  timeZone={timeZone}
                  onSign={() => {
                    setNotice(null);
                    setDialog({ kind: 'sign', row });
                  }}
                  onObject={() => {
                    setNotice(null);
                    setDialog({ kind: 'object', row });
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </AsyncState>
      {dialogsMounted && (
        <Suspense fallback={null}>
          <WeekSignoffDialogs
            dialog={dialog && { kind: dialog.kind, week: dialog.row.week, totals: dialog.row.totals }}
            onAnswer={(objection) => (dialog ? answer(dialog.row, objection) : Promise.resolve())}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

function WeekItem({
  row,
  timeZone,
  onSign,
  onObject,
}: {
  row: WeekRow;
  timeZone: string;
  onSign: () => void;
  onObject: () => void;
}) {
  const { state } = row;
  const title = weekTitle(row.week);
  const when = (signature: Signature) =>
    formatInZone(signature.signedAt, timeZone, "dd-MM-yyyy 'a las' HH:mm");
  return (
    <li aria-label={title} className="week-signoff-week">
      <p className="plain-strong">{title}</p>
      {state.kind === 'signed' && (
        <div className="week-signoff-signed">
          <StatusChip label={state.latest.seq > 1 ? 'Adenda firmada' : 'Firmada'} tone="success" />
          <p className="plain-body2">
            El {when(state.latest)} · Código {state.latest.code ?? 'en camino…'}
          </p>
        </div>
      )}
      {state.kind === 'objected' && (
        <>
          <StatusChip label="Objetada" tone="warning" />
          <p className="plain-body2">Tu comentario: {state.latest.comment}</p>
          <p className="plain-body2 plain-secondary">
            Tu empresa revisará tus marcas; si las corrige, firmarás una adenda.
          </p>
        </>
      )}
      {awaitsSignature(state) && (
        <>
          {state.kind === 'addendum' && state.latest && (
            <Alert severity="info" role="note" className="week-signoff-addendum">
              Adenda: los totales cambiaron después de tu{' '}
              {state.latest.status === 'signed' ? 'firma' : 'objeción'} del {when(state.latest)}. Revisa y
              firma los nuevos totales.
            </Alert>
          )}
          <WeekTotals totals={row.totals} previous={state.latest?.totals} />
          <div className="week-signoff-actions">
            <button
              type="button"
              className="plain-button plain-button--contained plain-button--small"
              onClick={onSign}
            >
              {state.kind === 'addendum' ? 'Firmar adenda' : 'Firmar semana'}
            </button>
            <button
              type="button"
              className="plain-button plain-button--outlined plain-button--small"
              onClick={onObject}
            >
              Objetar
            </button>
          </div>
        </>
      )}
    </li>
  );
}
