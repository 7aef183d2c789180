/**
 * `/feriados` (managers): the tenant's holidays of one year (`Año 2026`, previous / next), each with its day,
 * name, whether it is irrenunciable and where it comes from (`Nacional`: a holiday of `chileHolidays` on its
 * day and name; `Empresa`: the tenant's own). `Cargar feriados de Chile` adds the year's national ones;
 * `Agregar feriado`, `Editar` and `Eliminar` manage the rest. Every change is audited; a change of a day in a
 * closed period is refused, with the period named and, for an admin, the link to reopen it.
 */
import AddIcon from '@mui/icons-material/Add';
import CelebrationIcon from '@mui/icons-material/Celebration';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type RowAction } from '../../components/data-table';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { EditHolidayDialog, NewHolidayDialog } from './holiday-dialog';
import { HolidaysClosedNotice } from './holidays-closed-notice';
import { dayText, HOLIDAY_COLUMNS } from './holidays-columns';
import { HolidaysNotice, useHolidayNotice } from './holidays-notice';
import { useYearHolidays, type HolidayActor, type HolidayRow } from './holidays-repository';
import { useHolidayWrites } from './use-holiday-writes';

export function HolidaysScreen() {
  const member = useMember();
  const tenant = useTenant();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('year');
  const year = period?.from.slice(0, 4) ?? '';
  const holidays = useYearHolidays(year, timeZone);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<HolidayRow | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<HolidayRow | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const actor: HolidayActor | null =
    member && timeZone
      ? {
          uid: member.uid,
          tenantId: member.tenantId,
          timeZone,
          closedThrough: tenant.tenant?.closedThrough ?? null,
        }
      : null;
  const rows = holidays.data;
  const takenDays = useMemo(() => new Set((rows ?? []).map((row) => row.day)), [rows]);
  const notice = useHolidayNotice();
  const writes = useHolidayWrites({ actor, year, setPeriod, tell: notice.tell });

  const edit = useCallback((row: HolidayRow) => {
    setEditing(row);
    setEditOpen(true);
  }, []);
  const askDelete = useCallback((row: HolidayRow) => {
    setDeleting(row);
    setDeleteOpen(true);
  }, []);
  const actions = useMemo<RowAction<HolidayRow>[]>(
    () => [
      { label: 'Editar', onClick: edit },
      { label: 'Eliminar', onClick: askDelete },
    ],
    [edit, askDelete],
  );

  const ready = actor !== null && holidays.isSuccess;
  const initialDay = today && today.startsWith(year) ? today : `${year}-01-01`;

  return (
    <PageLayout
      title="Feriados"
      subtitle="Los feriados de tu empresa por año: los nacionales de Chile y los propios."
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<CelebrationIcon />}
            onClick={() => void writes.loadChile()}
            loading={writes.importing}
            disabled={!ready}
            sx={{ minHeight: 44 }}
          >
            Cargar feriados de Chile
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            disabled={!ready}
            sx={{ minHeight: 44 }}
          >
            Agregar feriado
          </Button>
        </>
      }
    >
      <AsyncState
        loading={tenant.status !== 'error' && (period === null || today === null)}
        error={tenant.status === 'error' ? tenant.error : null}
        onRetry={tenant.retry}
        loadingLabel="Cargando feriados"
      >
        {period && today && (
          <>
            <HolidaysClosedNotice
              refused={writes.refused}
              reopen={member?.role === 'admin'}
              onClose={writes.clearRefused}
            />
            <PeriodToolbar period={period} today={today} kinds={['year']} onChange={setPeriod} />
            <DataTable
              aria-label={`Feriados de ${year}`}
              rows={rows}
              columns={HOLIDAY_COLUMNS}
              getRowId={(row) => row.id}
              rowLabel={(row) => `${row.name} (${dayText(row.day)})`}
              loading={holidays.isPending}
              error={holidays.isError ? holidays.error : null}
              onRetry={() => void holidays.refetch()}
              emptyMessage={`No hay feriados en ${year}. Usa «Cargar feriados de Chile» o «Agregar feriado».`}
              rowActions={actions}
              initialSort={{ columnId: 'date', direction: 'asc' }}
              pageSize={0}
            />
          </>
        )}
      </AsyncState>
      <NewHolidayDialog
        open={adding}
        initialDay={initialDay}
        today={today}
        takenDays={takenDays}
        onSave={writes.add}
        onClose={() => setAdding(false)}
      />
      <EditHolidayDialog
        open={editOpen}
        holiday={editing}
        onSave={writes.save}
        onClose={() => setEditOpen(false)}
      />
      <ConfirmDialog
        open={deleteOpen}
        title="Eliminar feriado"
        message={
          deleting
            ? `¿Eliminar el feriado ${deleting.name} del ${dayText(deleting.day)}? La agenda dejará de marcar ese día.`
            : ''
        }
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => writes.remove(deleting)}
        onClose={() => setDeleteOpen(false)}
      />
      <HolidaysNotice notice={notice.notice} open={notice.open} onClose={notice.close} />
    </PageLayout>
  );
}
