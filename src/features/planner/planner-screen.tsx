import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { PeriodToolbar } from '../../components/period-toolbar';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { useTenantPeriod } from '../../data/queries/tenant-period';
import type { Period } from '../../domain/calendar/periods';
import { legalWeeklyHourLimit } from '../../domain/chile/labour';
import { PlannerDialogs, type PlannerDialog } from './planner-dialogs';
import { PlannerFailure, PlannerNotice } from './planner-notice';
import { PlannerPageActions } from './planner-page-actions';
import { PlannerPlanView } from './planner-plan-view';
import type { PlannerRange, PlannerWriter, PublishItem } from './planner-repository';
import { PlannerToolbar } from './planner-toolbar';
import { publishPlan } from './publish-plan';
import { SelectionBar } from './selection-bar';
import { cellKeyOf } from './selection';
import { useGridSelection } from './use-grid-selection';
import { usePlannerData } from './use-planner-data';
import { usePlannerDrafts } from './use-planner-drafts';
import { departmentsOf, usePlannerModel, type PlannerFilters } from './use-planner-model';

/**
 * `/agenda` (managers): the people × days plan of a week or a month. Changes are drafts (striped) until
 * `Publicar N turnos` publishes them; conflicts are computed live and listed beside the grid.
 */
export function PlannerScreen() {
  const store = useStore();
  const member = useMember();
  const { today, timeZone, period, setPeriod } = useTenantPeriod('week');
  const range = useMemo<PlannerRange | null>(
    () => (period ? { from: period.from, to: period.to } : null),
    [period],
  );
  const data = usePlannerData(range);
  const [filters, setFilters] = useState<PlannerFilters>({ department: '', search: '' });
  // The search box answers each key at once; the grid follows as a render React may interrupt (at
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
  const [dialog, setDialog] = useState<PlannerDialog>(null);

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
  const closedThrough = data.tenant.tenant?.closedThrough ?? null;
  const canReopen = member?.role === 'admin';
  const drafts = usePlannerDrafts({
    writer,
    range,
    model,
    shifts: data.shifts.data,
    selection,
    closedThrough,
  });
  const draftsSelected = selection.cells.filter((cell) => model.index.drafts.has(cellKeyOf(cell))).length;
  const errorCount = model.conflicts.filter((c) => c.severity === 'error').length;

  const publish = async (
    items: readonly PublishItem[],
    reason: string | null,
    onProgress: (done: number, total: number) => void,
  ) => {
    if (!writer) return;
    const count = items.length;
    await publishPlan(writer, items, data, reason, onProgress);
    drafts.forgetUndo();
    selection.clear();
    drafts.setNotice(count === 1 ? 'Se publicó 1 turno.' : `Se publicaron ${count} turnos.`);
  };
  const changePeriod = (next: Period) => {
    selection.clear();
    setPeriod(next);
  };

  const ready = !data.loading && !data.error && period !== null && today !== null && timeZone !== null;

  return (
    <PageLayout
      title="Agenda"
      subtitle="Planifica los turnos de cada persona. Los cambios quedan en borrador hasta que los publiques."
      actions={
        <PlannerPageActions
          publishCount={model.publishItems.length}
          historyDisabled={!member}
          publishDisabled={!ready || drafts.busy}
          onHistory={() => setDialog('history')}
          onPublish={() => setDialog('publish')}
        />
      }
    >
      {period && today && (
        <PeriodToolbar period={period} today={today} kinds={['week', 'month']} onChange={changePeriod} />
      )}
      <PlannerToolbar
        disabled={!ready || drafts.busy}
        nobodyShown={model.shown.length === 0}
        undoLabel={drafts.undoLabel}
        filters={filters}
        departments={departments}
        onFiltersChange={setFilters}
        onCopyWeek={drafts.copyWeek}
        onPattern={() => setDialog('pattern')}
        onUndo={drafts.undoLast}
      />
      <PlannerFailure failure={drafts.failure} canReopen={canReopen} onClose={drafts.dismissFailure} />
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
            busy={drafts.busy}
            onAssign={drafts.assign}
            onClear={drafts.clearDrafts}
            onDeselect={selection.clear}
          />
        )}
        <PlannerPlanView
          model={model}
          today={today}
          compact={period?.kind === 'month'}
          selection={selection}
          errorCount={errorCount}
          personName={personName}
        />
      </AsyncState>
      <PlannerDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        ready={ready}
        tenantId={member?.tenantId ?? null}
        timeZone={timeZone}
        today={today}
        range={range}
        model={model}
        selected={selection.cells}
        month={period?.kind === 'month'}
        closedThrough={closedThrough}
        canReopen={canReopen}
        personName={personName}
        onApplyPattern={drafts.applyPattern}
        onPublish={publish}
      />
      <PlannerNotice notice={drafts.notice} onClose={() => drafts.setNotice(null)} />
    </PageLayout>
  );
}
