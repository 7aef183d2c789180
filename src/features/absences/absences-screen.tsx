import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable } from '../../components/data-table';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { absenceDays } from '../../data/queries/absences';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { useStore } from '../../data/queries/use-store';
import { customPeriod } from '../../domain/calendar/periods';
import { ActionDialogs, type AbsenceAction, type AbsencesDialog } from './absence-action-dialogs';
import { NO_FILTERS, type AbsenceFilters, type AbsenceRow } from './absence-rows';
import type { RecordAbsenceOutput } from './absence-schema';
import { absenceColumns } from './absences-columns';
import { AbsencesClosedNotice } from './absences-closed-notice';
import { AbsencesFilters } from './absences-filters';
import { AbsencesPageActions } from './absences-page-actions';
import {
  approveAbsence,
  recordAbsence,
  rejectAbsence,
  voidAbsence,
  useAbsencesData,
  useRefreshAbsences,
} from './absences-repository';
import { RecordAbsenceDialog } from './record-absence-dialog';
import { useAbsenceDocument } from './use-absence-document';
import { useAbsenceRows } from './use-absence-rows';
import { useAbsenceWrites } from './use-absence-writes';
import { useVacationCertificate } from './use-vacation-certificate';

const KINDS = ['week', 'month', 'year', 'custom'] as const;

const NOTICE: Readonly<Record<AbsenceAction | 'record', string>> = {
  record: 'Ausencia registrada.',
  approve: 'Solicitud aprobada.',
  reject: 'Solicitud rechazada.',
  void: 'Ausencia anulada.',
};

/**
 * `/ausencias` (managers): the report and the inbox of absences. By period (this month first), type, status and
 * person; pending requests first, each with the person's vacation balance and, beyond it, `Supera el saldo`.
 * Approve, reject (with a reason), void (with a reason: absences are records, never deleted), and record an
 * absence for someone; an approved vacation's `Certificado de feriado` (PDF); export what is shown.
 */
export function AbsencesScreen() {
  const store = useStore();
  const member = useMember();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('month');
  const data = useAbsencesData(period, timeZone);
  const refresh = useRefreshAbsences();
  const [filters, setFilters] = useState<AbsenceFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<AbsencesDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { rows, shown, people, activePeople } = useAbsenceRows(data, today, timeZone, filters);
  const certificate = useVacationCertificate(data, today, timeZone);
  const licenciaDocument = useAbsenceDocument();
  const { closed, clearClosed, guarded } = useAbsenceWrites(useTenant().tenant?.closedThrough ?? null);

  const actor = member ? { uid: member.uid, tenantId: member.tenantId } : null;
  const pending = data.pending ?? [];
  const close = () => setDialog((current) => current && { ...current, open: false });
  const done = (kind: AbsenceAction | 'record') => {
    setNotice(NOTICE[kind]);
    clearClosed();
    refresh();
  };
  const act = useCallback(
    (kind: AbsenceAction) => (row: AbsenceRow) => {
      setNotice(null);
      setDialog({ kind, open: true, row });
    },
    [],
  );

  /** Shows every pending request: the status filter, and a range covering all of them when this one does not. */
  const showPending = () => {
    if (!period || !timeZone) return;
    setFilters({ ...NO_FILTERS, status: 'pendiente' });
    let { from, to } = period;
    for (const absence of pending) {
      const days = absenceDays(absence, timeZone);
      if (days.from < from) from = days.from;
      if (days.to > to) to = days.to;
    }
    if (from !== period.from || to !== period.to) setPeriod(customPeriod(from, to));
  };

  const record = async (values: RecordAbsenceOutput) => {
    if (!actor || !timeZone) throw new Error('Sin sesión');
    await guarded(values.from, () => recordAbsence(store, actor, values, timeZone).then(() => undefined));
    done('record');
  };

  const { download, busyId } = certificate;
  const { open: openDoc, busyId: openingId } = licenciaDocument;
  const columns = useMemo(() => {
    const doc = { onOpen: (row: AbsenceRow) => void openDoc(row), busyId: openingId };
    return absenceColumns(act, { onDownload: (row) => void download(row), busyId }, doc);
  }, [act, download, busyId, openDoc, openingId]);
  const ready = period !== null && today !== null && timeZone !== null;
  const filtered = filters.type !== '' || filters.status !== '' || filters.personId !== null;

  return (
    <PageLayout
      title="Ausencias"
      subtitle="Solicitudes por aprobar, ausencias registradas y saldos de vacaciones."
      actions={
        <AbsencesPageActions
          pendingCount={pending.length}
          onShowPending={showPending}
          recordDisabled={!ready || data.people === undefined}
          onRecord={() => {
            setNotice(null);
            setDialog({ kind: 'record', open: true });
          }}
          period={period}
          shown={shown}
          timeZone={timeZone}
        />
      }
    >
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <AbsencesClosedNotice refused={closed} reopen={member?.role === 'admin'} onClose={clearClosed} />
      {licenciaDocument.failure && (
        <Alert severity="error" onClose={licenciaDocument.clearFailure} sx={{ mb: 2 }}>
          {licenciaDocument.failure}
        </Alert>
      )}
      {certificate.failure && (
        <Alert severity="error" onClose={certificate.clearFailure} sx={{ mb: 2 }}>
          {certificate.failure}
        </Alert>
      )}
      <AsyncState loading={!ready} loadingLabel="Cargando ausencias">
        {ready && (
          <>
            <PeriodToolbar period={period} today={today} kinds={KINDS} onChange={setPeriod} />
            <AbsencesFilters filters={filters} onChange={setFilters} people={people} />
            <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
              {shown && rows
                ? shown.length === rows.length
                  ? `${rows.length} ${rows.length === 1 ? 'ausencia' : 'ausencias'}`
                  : `Mostrando ${shown.length} de ${rows.length} ausencias`
                : ' '}
            </Typography>
            <DataTable<AbsenceRow>
              aria-label="Ausencias"
              rows={shown}
              columns={columns}
              getRowId={(row) => row.id}
              loading={data.loading}
              error={data.error}
              onRetry={data.retry}
              emptyMessage={
                filtered
                  ? 'Ninguna ausencia del periodo coincide con los filtros.'
                  : 'No hay ausencias en este periodo.'
              }
            />
          </>
        )}
      </AsyncState>
      {ready && actor && (
        <>
          <RecordAbsenceDialog
            open={dialog?.kind === 'record' && dialog.open}
            onClose={close}
            people={activePeople}
            tenantId={actor.tenantId}
            today={today}
            timeZone={timeZone}
            onSubmit={record}
          />
          <ActionDialogs
            dialog={dialog}
            onClose={close}
            onApprove={async (row) => {
              await guarded(row.from, () => approveAbsence(store, actor, row));
              done('approve');
            }}
            onReject={async (row, reason) => {
              await guarded(row.from, () => rejectAbsence(store, actor, row, reason));
              done('reject');
            }}
            onVoid={async (row, reason) => {
              await guarded(row.from, () => voidAbsence(store, actor, row, reason));
              done('void');
            }}
          />
        </>
      )}
    </PageLayout>
  );
}
