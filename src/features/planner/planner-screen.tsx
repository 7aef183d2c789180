import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import HistoryIcon from '@mui/icons-material/History';
import PublishIcon from '@mui/icons-material/Publish';
import RepeatIcon from '@mui/icons-material/Repeat';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { AsyncState } from '../../components/async-state';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import type { Period } from '../../domain/calendar/periods';
import { legalWeeklyHourLimit } from '../../domain/chile/labour';
import { conflictsText } from './cell-label';
import { ConflictsPanel } from './conflicts-panel';
import { copySourceDays, copyWeekChanges } from './copy-week';
import { cellsLabel, planDraftWrites, undoChanges, type CellChange, type UndoCell } from './draft-changes';
import { HistoryDialog } from './history-dialog';
import { PatternDialog } from './pattern-dialog';
import { patternChanges, type PatternValues } from './pattern-schema';
import { effectivePlan, mergeIndexes, planOfShift } from './plan-model';
import { PlannerGrid } from './planner-grid';
import {
  loadPlanIndex,
  PartialWriteError,
  publishDrafts,
  saveDrafts,
  shiftsLabel,
  type PlannerWriter,
} from './planner-repository';
import { PublishDialog } from './publish-dialog';
import { SelectionBar } from './selection-bar';
import { cellKeyOf } from './selection';
import { useGridSelection } from './use-grid-selection';
import { usePlannerData } from './use-planner-data';
import { departmentsOf, usePlannerModel, type PlannerFilters } from './use-planner-model';

/** The last draft changes, newest last, that `Deshacer` reverts one at a time. */
const UNDO_DEPTH = 20;

interface UndoEntry {
  label: string;
  cells: UndoCell[];
}

type Dialog = 'pattern' | 'publish' | 'history' | null;

/** `Publicar 3 turnos`, `Publicar 1 turno`, `Publicar` with none. */
export function publishLabel(count: number): string {
  return count === 0 ? 'Publicar' : `Publicar ${shiftsLabel(count)}`;
}

/**
 * `/agenda` (managers): the people × days plan of a week or a month. Changes are drafts (striped) until
 * `Publicar N turnos` publishes them; conflicts are computed live and listed beside the grid.
 */
export function PlannerScreen() {
  const store = useStore();
  const member = useMember();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('week');
  const range = useMemo(() => (period ? { from: period.from, to: period.to } : null), [period]);
  const data = usePlannerData(range);
  const [filters, setFilters] = useState<PlannerFilters>({ department: '', search: '' });
  // The search box answers each key at once; the grid follows as a render React may interrupt (issue #18: at
  // 2,000 people filtering the grid in the key's own render took about 250 ms).
  const shownFilters = useDeferredValue(filters);
  const model = usePlannerModel({
    range,
    timeZone,
    // The tenant's setting; the law's limit of the shown week until the tenant document has arrived.
    weeklyLimitHours:
      data.tenant.settings?.weeklyHourLimit ?? legalWeeklyHourLimit(range?.from ?? today ?? ''),
    users: data.people.data,
    shifts: data.shifts.data,
    data: {
      schedules: data.schedules,
      drafts: data.drafts.data,
      holidays: data.holidays.data,
      absences: data.absences.data,
    },
    filters: shownFilters,
  });
  const grid = useMemo(() => ({ rowIds: model.shownIds, days: model.days }), [model.shownIds, model.days]);
  const selection = useGridSelection(grid);
  const [undo, setUndo] = useState<UndoEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const activeShifts = useMemo(() => (data.shifts.data ?? []).filter((s) => !s.archived), [data.shifts.data]);
  const departments = useMemo(() => departmentsOf(model.people), [model.people]);
  const names = useMemo(() => new Map(model.people.map((p) => [p.id, p.name])), [model.people]);
  const personName = useCallback(
    (uid: string) =>
      names.get(uid) ?? (uid === member?.uid ? (member.displayName ?? member.email ?? uid) : uid),
    [names, member],
  );
  const writer: PlannerWriter | null =
    member && timeZone ? { store, tenantId: member.tenantId, actorId: member.uid, timeZone } : null;
  const draftsSelected = selection.cells.filter((cell) => model.index.drafts.has(cellKeyOf(cell))).length;
  const errorCount = model.conflicts.filter((c) => c.severity === 'error').length;
  const needsReason = today !== null && model.publishItems.some((item) => item.day <= today);

  /**
   * Writes the drafts that make `changes` true, audited as `<label>: N celdas`, and remembers the cells' drafts
   * before it for `Deshacer`. Days outside the loaded ones are read first. Throws when nothing could be saved.
   */
  const apply = async (label: string, changes: readonly CellChange[], remember = true): Promise<void> => {
    if (!writer || !range) return;
    const days = changes.map((c) => c.day).sort();
    const first = days[0];
    const last = days[days.length - 1];
    if (first === undefined || last === undefined) return;
    const loadedFrom = model.loadedDays[0] ?? range.from;
    const index =
      first >= loadedFrom && last <= range.to
        ? model.index
        : mergeIndexes(
            model.index,
            await loadPlanIndex(store, writer.tenantId, first, last, writer.timeZone),
          );
    const { writes, undo: before } = planDraftWrites(index, changes);
    if (writes.length === 0) {
      setNotice('Sin cambios: las celdas ya tenían ese plan.');
      return;
    }
    const remembered = (count: number) => {
      if (remember && count > 0)
        setUndo((stack) => [...stack, { label, cells: before.slice(0, count) }].slice(-UNDO_DEPTH));
    };
    try {
      await saveDrafts(writer, writes, label);
    } catch (error) {
      if (error instanceof PartialWriteError) remembered(error.done);
      throw error;
    }
    remembered(writes.length);
    setNotice(`${label}: ${cellsLabel(writes.length)} en borrador.`);
  };

  /** Runs an action of the toolbar or the selection bar; a failure is said above the grid. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      console.error('Agenda: no se pudo guardar', error);
      setFailure(
        error instanceof PartialWriteError
          ? `Se guardaron ${cellsLabel(error.done)} de ${error.total}; el resto no cambió. Inténtalo de nuevo.`
          : actionErrorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };

  const assign = (shift: WithId<Shift> | null) =>
    void run(() =>
      apply(
        shift ? `Asignar ${shift.name}` : 'Asignar Libre',
        selection.cells.map((cell) => ({ ...cell, target: shift ? planOfShift(shift) : null })),
      ),
    );
  const clearDrafts = () =>
    void run(() =>
      apply(
        'Limpiar',
        selection.cells.map((cell) => ({ ...cell, target: 'published' as const })),
      ),
    );
  const undoLast = () =>
    void run(async () => {
      const entry = undo[undo.length - 1];
      if (!entry) return;
      await apply('Deshacer', undoChanges(entry.cells), false);
      setUndo((stack) => stack.slice(0, -1));
    });
  const copyWeek = () =>
    void run(async () => {
      const first = model.days[0];
      if (!writer || first === undefined) return;
      const sources = copySourceDays(first);
      const source = await loadPlanIndex(
        store,
        writer.tenantId,
        sources[0] ?? first,
        sources[sources.length - 1] ?? first,
        writer.timeZone,
      );
      await apply(
        'Copiar semana anterior',
        copyWeekChanges(model.shownIds, model.days, (userId, day) => effectivePlan(source, userId, day)),
      );
    });
  const applyPattern = async (pattern: WithId<ShiftPattern>, values: PatternValues) => {
    setFailure(null);
    await apply(`Aplicar patrón ${pattern.name}`, patternChanges(pattern, values, data.shifts.data ?? []));
  };
  const publish = async (reason: string | null, onProgress: (done: number, total: number) => void) => {
    if (!writer) return;
    const items = model.publishItems;
    const count = items.length;
    // Shown as published at once: the months' copies follow a moment later (published-overlay.ts).
    data.rememberPublished(items, writer.tenantId);
    try {
      await publishDrafts(writer, items, reason, onProgress);
    } catch (error) {
      data.forgetPublished(error instanceof PartialWriteError ? items.slice(error.done) : items);
      throw error;
    }
    setUndo([]);
    selection.clear();
    setNotice(count === 1 ? 'Se publicó 1 turno.' : `Se publicaron ${count} turnos.`);
  };
  const changePeriod = (next: Period) => {
    selection.clear();
    setPeriod(next);
  };

  const selectionPeople = useMemo(
    () => [...new Set(selection.cells.map((cell) => cell.userId))],
    [selection.cells],
  );
  const ready = !data.loading && !data.error && period !== null && today !== null && timeZone !== null;
  const publishCount = model.publishItems.length;

  return (
    <PageLayout
      title="Agenda"
      subtitle="Planifica los turnos de cada persona. Los cambios quedan en borrador hasta que los publiques."
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<HistoryIcon />}
            onClick={() => setDialog('history')}
            disabled={!member}
            sx={{ minHeight: 44 }}
          >
            Historial de publicaciones
          </Button>
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            onClick={() => setDialog('publish')}
            disabled={!ready || busy || publishCount === 0}
            sx={{ minHeight: 44 }}
          >
            {publishLabel(publishCount)}
          </Button>
        </>
      }
    >
      {period && today && (
        <PeriodToolbar period={period} today={today} kinds={['week', 'month']} onChange={changePeriod} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={copyWeek}
          disabled={!ready || busy || model.shown.length === 0}
          sx={{ minHeight: 44 }}
        >
          Copiar semana anterior
        </Button>
        <Button
          variant="outlined"
          startIcon={<RepeatIcon />}
          onClick={() => setDialog('pattern')}
          disabled={!ready || busy}
          sx={{ minHeight: 44 }}
        >
          Aplicar patrón
        </Button>
        <Button
          variant="outlined"
          startIcon={<UndoIcon />}
          onClick={undoLast}
          disabled={!ready || busy || undo.length === 0}
          title={undo.length > 0 ? `Deshacer: ${undo[undo.length - 1]?.label ?? ''}` : undefined}
          sx={{ minHeight: 44 }}
        >
          Deshacer
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' } }}>
          <FilterSelect
            label="Departamento"
            value={filters.department}
            onChange={(department) => setFilters((f) => ({ ...f, department }))}
            options={[['', 'Todos'], ...departments.map((d) => [d, d] as const)]}
          />
          <TextField
            size="small"
            type="search"
            label="Buscar persona"
            value={filters.search}
            onChange={(event) => setFilters((f) => ({ ...f, search: event.target.value }))}
            sx={{ minWidth: 200 }}
          />
        </Box>
      </Box>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => setFailure(null)}
          closeText="Cerrar"
          sx={{ mb: 2 }}
        >
          {failure}
        </Alert>
      )}
      <AsyncState
        loading={data.loading}
        error={data.error}
        onRetry={data.retry}
        loadingLabel="Cargando la agenda"
        empty={ready && model.people.length === 0}
        emptyMessage="Aún no hay personas activas para planificar. Agrégalas en Empleados."
      >
        {selection.cells.length > 0 && (
          <SelectionBar
            count={selection.cells.length}
            shifts={activeShifts}
            draftCount={draftsSelected}
            busy={busy}
            onAssign={assign}
            onClear={clearDrafts}
            onDeselect={selection.clear}
          />
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {model.shown.length === 0 ? (
              <Typography role="status" color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
                Ninguna persona coincide con la búsqueda o el departamento.
              </Typography>
            ) : (
              today && (
                <PlannerGrid
                  people={model.shown}
                  days={model.days}
                  today={today}
                  holidays={model.holidays}
                  cellView={model.cellView}
                  compact={period?.kind === 'month'}
                  selection={selection}
                />
              )
            )}
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {model.shown.length} {model.shown.length === 1 ? 'persona' : 'personas'}
              {errorCount > 0 ? ` · ${conflictsText(errorCount)} graves` : ''}. Las celdas rayadas son
              borradores.
            </Typography>
          </Box>
          <ConflictsPanel conflicts={model.conflicts} personName={personName} onShow={selection.focusCell} />
        </Box>
      </AsyncState>
      {ready && member && timeZone && (
        <>
          <PatternDialog
            open={dialog === 'pattern'}
            people={model.people}
            initialPeople={selectionPeople}
            from={range?.from ?? ''}
            to={range?.to ?? ''}
            onApply={applyPattern}
            onClose={() => setDialog(null)}
          />
          <PublishDialog
            open={dialog === 'publish'}
            items={model.publishItems}
            errorCount={errorCount}
            needsReason={needsReason}
            personName={personName}
            onPublish={publish}
            onClose={() => setDialog(null)}
          />
        </>
      )}
      {member && timeZone && (
        <HistoryDialog
          open={dialog === 'history'}
          tenantId={member.tenantId}
          timeZone={timeZone}
          personName={personName}
          onClose={() => setDialog(null)}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
        }}
      >
        <Alert
          severity="success"
          role="status"
          closeText="Cerrar"
          onClose={() => setNotice(null)}
          sx={{ boxShadow: 6 }}
        >
          {notice}
        </Alert>
      </Snackbar>
    </PageLayout>
  );
}
