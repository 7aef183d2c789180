import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonDialogOnDemand } from '../../components/reason-dialog-on-demand';
import { StatusChip } from '../../components/status-chip';
import { answerWeek } from '../../data/attendance/signoff-writes';
import type { AttendanceCorrection, WeekSignature } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { listPersonAttendance, listPersonSchedules } from '../../data/queries/person-days';
import { useStore } from '../../data/queries/use-store';
import { useWeeksToSign } from '../../data/queries/week-signatures';
import {
  awaitsSignature,
  formatTotal,
  SIGNOFF_LIMITS,
  WEEK_TOTAL_KEYS,
  WEEK_TOTAL_LABEL,
  weekSignState,
  weekTitle,
  weekTotals,
  type WeekSignState,
  type WeekTotals,
} from '../../domain/attendance/week-signoff';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { customPeriod, periodBounds } from '../../domain/calendar/periods';
import { formatInZone } from '../../domain/calendar/time-zone';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { buildHistoryDays } from './history-days';

type Signature = WithId<WeekSignature>;

interface WeekRow {
  week: string;
  totals: WeekTotals;
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
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Semanas por firmar
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Al terminar cada semana, revisa y firma sus totales. Si no estás de acuerdo, objétalos con un
        comentario.
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
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
            {due === 0 && <Typography sx={{ mb: 1 }}>No tienes semanas por firmar.</Typography>}
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
            </Stack>
          </>
        )}
      </AsyncState>
      <ConfirmDialog
        open={dialog?.kind === 'sign'}
        title="Firmar semana"
        message={
          dialog ? (
            <>
              <Typography sx={{ mb: 1 }}>{weekTitle(dialog.row.week)}</Typography>
              <Totals totals={dialog.row.totals} />
              <Typography sx={{ mt: 1 }}>
                Con tu firma confirmas estos totales. Queda registrada con la hora del servidor y un código.
              </Typography>
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Firmar"
        onConfirm={() => (dialog ? answer(dialog.row, null) : Promise.resolve())}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'object' && (
        <ReasonDialogOnDemand
          open
          title="Objetar semana"
          summary={`${weekTitle(dialog.row.week)}: explica qué no corresponde.`}
          label="Comentario"
          helperText="Tu empresa lo verá y revisará tus marcas."
          submitLabel="Objetar"
          minLength={SIGNOFF_LIMITS.commentMin}
          maxLength={SIGNOFF_LIMITS.commentMax}
          onClose={() => setDialog(null)}
          onSubmit={(comment) => answer(dialog.row, comment)}
        />
      )}
    </Paper>
  );
}

function Totals({ totals, previous }: { totals: WeekTotals; previous?: WeekTotals }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25, m: 0 }}
    >
      {WEEK_TOTAL_KEYS.map((key) => {
        const changed = previous !== undefined && previous[key] !== totals[key];
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {WEEK_TOTAL_LABEL[key]}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: changed ? 700 : 400 }}>
              {formatTotal(key, totals[key])}
              {changed && ` (antes ${formatTotal(key, previous[key])})`}
            </Typography>
          </Box>
        );
      })}
    </Box>
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
    <Box component="li" aria-label={title}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {state.kind === 'signed' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <StatusChip label={state.latest.seq > 1 ? 'Adenda firmada' : 'Firmada'} tone="success" />
          <Typography variant="body2">
            El {when(state.latest)} · Código {state.latest.code ?? 'en camino…'}
          </Typography>
        </Box>
      )}
      {state.kind === 'objected' && (
        <>
          <StatusChip label="Objetada" tone="warning" />
          <Typography variant="body2">Tu comentario: {state.latest.comment}</Typography>
          <Typography variant="body2" color="textSecondary">
            Tu empresa revisará tus marcas; si las corrige, firmarás una adenda.
          </Typography>
        </>
      )}
      {awaitsSignature(state) && (
        <>
          {state.kind === 'addendum' && state.latest && (
            <Alert severity="info" sx={{ my: 1 }}>
              Adenda: los totales cambiaron después de tu{' '}
              {state.latest.status === 'signed' ? 'firma' : 'objeción'} del {when(state.latest)}. Revisa y
              firma los nuevos totales.
            </Alert>
          )}
          <Totals totals={row.totals} previous={state.latest?.totals} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button size="small" variant="contained" onClick={onSign} sx={{ minHeight: 40 }}>
              {state.kind === 'addendum' ? 'Firmar adenda' : 'Firmar semana'}
            </Button>
            <Button size="small" variant="outlined" onClick={onObject} sx={{ minHeight: 40 }}>
              Objetar
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
