/**
 * `/feriados` (managers): the tenant's holidays of one year (`Año 2026`, previous / next), each with its day,
 * name, whether it is irrenunciable and where it comes from (`Nacional`: a holiday of `chileHolidays` on its
 * day and name; `Empresa`: the tenant's own). `Cargar feriados de Chile` adds the year's national ones;
 * `Agregar feriado`, `Editar` and `Eliminar` manage the rest. Every change is audited.
 */
import AddIcon from '@mui/icons-material/Add';
import CelebrationIcon from '@mui/icons-material/Celebration';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { AsyncState } from '../../components/async-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '../../components/data-table';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { StatusChip } from '../../components/status-chip';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import { useStore } from '../../data/queries/use-store';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { periodContaining } from '../../domain/calendar/periods';
import { EditHolidayDialog, NewHolidayDialog } from './holiday-dialog';
import {
  addHoliday,
  deleteHoliday,
  importChileHolidays,
  updateHoliday,
  useRefreshHolidays,
  useYearHolidays,
  type HolidayActor,
  type HolidayChange,
  type HolidayRow,
  type NewHoliday,
} from './holidays-repository';

interface Notice {
  text: string;
  severity: 'success' | 'info' | 'error';
}

/** `miércoles 25 de diciembre`. */
const dayText = (day: string) => formatDayKey(day, "EEEE d 'de' MMMM");

export function HolidaysScreen() {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('year');
  const year = period?.from.slice(0, 4) ?? '';
  const holidays = useYearHolidays(year, timeZone);
  const refresh = useRefreshHolidays();
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
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
  const tell = (text: string, severity: Notice['severity'] = 'success') => {
    setNotice({ text, severity });
    setNoticeOpen(true);
  };

  const loadChile = async () => {
    if (!actor) return;
    setImporting(true);
    try {
      const added = await importChileHolidays(store, actor, Number(year));
      tell(
        added === 0
          ? `Los feriados de Chile ${year} ya estaban cargados`
          : added === 1
            ? 'Se agregó 1 feriado'
            : `Se agregaron ${added} feriados`,
        added === 0 ? 'info' : 'success',
      );
      if (added > 0) refresh();
    } catch (error) {
      console.error('Cargar feriados de Chile: falló', error);
      tell(actionErrorMessage(error, 'No se pudieron cargar los feriados. Inténtalo de nuevo.'), 'error');
    } finally {
      setImporting(false);
    }
  };

  const add = async (holiday: NewHoliday) => {
    if (!actor) return;
    await addHoliday(store, actor, holiday);
    tell(`Se agregó el feriado ${holiday.name}.`);
    refresh();
    // Show the year of the day added.
    if (!holiday.day.startsWith(year)) setPeriod(periodContaining('year', holiday.day));
  };

  const save = async (holiday: HolidayRow, change: HolidayChange) => {
    if (!actor) return;
    const changed = await updateHoliday(store, actor, holiday, change);
    tell(changed ? `Se guardó el feriado ${change.name}.` : 'No hubo cambios que guardar.');
    if (changed) refresh();
  };

  const remove = async () => {
    if (!actor || !deleting) return;
    await deleteHoliday(store, actor, deleting);
    tell(`Se eliminó el feriado ${deleting.name}.`);
    refresh();
  };

  const columns = useMemo<DataTableColumn<HolidayRow>[]>(
    () => [
      { id: 'date', header: 'Fecha', sortValue: (row) => row.day, cell: (row) => dayText(row.day) },
      { id: 'name', header: 'Nombre', sortValue: (row) => row.name, cell: (row) => row.name },
      {
        id: 'irrenunciable',
        header: 'Irrenunciable',
        cell: (row) =>
          row.irrenunciable ? (
            <StatusChip label="Irrenunciable" tone="warning" />
          ) : (
            <Typography variant="body2" color="textSecondary">
              No
            </Typography>
          ),
      },
      { id: 'origin', header: 'Origen', sortValue: (row) => row.origin, cell: (row) => row.origin },
    ],
    [],
  );

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
            onClick={() => void loadChile()}
            loading={importing}
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
            <PeriodToolbar period={period} today={today} kinds={['year']} onChange={setPeriod} />
            <DataTable
              aria-label={`Feriados de ${year}`}
              rows={rows}
              columns={columns}
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
        takenDays={takenDays}
        onSave={add}
        onClose={() => setAdding(false)}
      />
      <EditHolidayDialog open={editOpen} holiday={editing} onSave={save} onClose={() => setEditOpen(false)} />
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
        onConfirm={remove}
        onClose={() => setDeleteOpen(false)}
      />
      <Snackbar
        open={noticeOpen}
        autoHideDuration={6000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNoticeOpen(false);
        }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          role={notice?.severity === 'error' ? 'alert' : 'status'}
          variant="filled"
          onClose={() => setNoticeOpen(false)}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </PageLayout>
  );
}
