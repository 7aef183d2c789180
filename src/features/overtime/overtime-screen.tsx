import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useMemo, useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { type PersonOption } from '../../components/person-picker';
import { useReportView } from '../../components/report-filters';
import { useMember } from '../../data/queries/member';
import { isActiveStaff, personName } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { attendanceRangeLabel } from '../../domain/attendance/attendance-view';
import { closedPeriodMessage } from '../../domain/attendance/period-close';
import { addDaysToKey, keysBetween } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import {
  resolveOvertimeMinimum,
  resolveOvertimeRules,
  resolveThresholds,
  resolveWeeklyHourLimit,
} from '../../domain/settings/tenant-settings';
import { useNow } from '../../lib/use-now';
import { choiceParam, textParam } from '../../lib/use-url-view';
import { AgreementsPanel } from './overtime-agreements';
import { countingRuleText, rowsOfFilter } from './overtime-rows';
import {
  OVERTIME_FILTERS,
  OvertimeActions,
  OvertimeDialogs,
  OvertimeHoursPanel,
  OvertimeNotices,
  type OvertimeDialog,
} from './overtime-sections';
import { useOvertime } from './use-overtime';
import { useOvertimeDecisions } from './use-overtime-decisions';

const TABS = ['horas', 'pactos'] as const;

/**
 * `/horas-extras` (managers): per person and day, the overtime the accepted attendance shows against the plan,
 * flagged against Chile's limits (more than 2 hours a day, beyond the weekly limit, without a written agreement);
 * approved in full, in part (the minutes edited inline) or rejected, one line or the selected ones at once, each
 * decision audited; the `Pactos` tab keeps each person's agreements. The view lives in the URL (`?periodo=`,
 * `?persona=`, `?estado=`, `?vista=pactos`). This is the container: the URL, the reads and the writes
 * (use-overtime-decisions.ts); the sections are in overtime-sections.tsx and overtime-agreements.tsx. A view of a
 * closed period says so, with `Reabrir en Asistencias` for admins; its decisions are refused before sending.
 */
export function OvertimeScreen() {
  const tenant = useTenant();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const report = useReportView('mes', today, {
    vista: choiceParam(TABS, 'horas'),
    persona: textParam(),
    estado: choiceParam(OVERTIME_FILTERS, 'pendientes'),
  });
  const view = report.period;
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const weeklyHourLimit = resolveWeeklyHourLimit(tenant.settings, today ?? '2026-01-01');
  const rules = useMemo(() => {
    const { rounding, preApproval } = resolveOvertimeRules(tenant.settings);
    return { rounding, preApproval };
  }, [tenant.settings]);
  const data = useOvertime({
    from: view?.from ?? '',
    to: view?.to ?? '',
    timeZone: view ? timeZone : null,
    now,
    thresholds,
    weeklyHourLimit,
    rules,
  });
  const name = useCallback((uid: string) => personName(data.names.get(uid), uid), [data.names]);
  const closedThrough = tenant.tenant?.closedThrough ?? null;
  const decisions = useOvertimeDecisions(name, closedThrough);
  const member = useMember();
  const closed = useMemo(
    () =>
      view ? closedPeriodMessage(keysBetween(view.from, addDaysToKey(view.to, 1)), closedThrough) : null,
    [view, closedThrough],
  );
  const [dialog, setDialog] = useState<OvertimeDialog>(null);
  const { vista: tab, persona: personId, estado: filter } = report.view;
  // A selection is of the lines shown: another view starts with none.
  const setView = (patch: Parameters<typeof report.setView>[0]) => {
    report.setView(patch);
    decisions.setSelected(new Set());
  };

  const minimumMinutes = resolveOvertimeMinimum(tenant.settings);
  // The period's lines of the person chosen (or everyone's): the header's totals; `shown` is its filter's part.
  const ofPeriod = useMemo(() => {
    if (!data.rows) return undefined;
    return personId ? data.rows.filter((row) => row.userId === personId) : data.rows;
  }, [data.rows, personId]);
  const shown = useMemo(
    () => (ofPeriod ? rowsOfFilter(ofPeriod, filter, minimumMinutes * 60) : undefined),
    [ofPeriod, filter, minimumMinutes],
  );
  const belowMinimumCount = useMemo(
    () =>
      ofPeriod && filter === 'pendientes'
        ? rowsOfFilter(ofPeriod, 'bajo-minimo', minimumMinutes * 60).length
        : 0,
    [ofPeriod, filter, minimumMinutes],
  );
  const people = useMemo(
    () =>
      (data.people ?? []).filter(isActiveStaff).map((person) => ({
        id: person.id,
        name: personName(person, person.id),
        detail: person.rut ?? person.email,
      })),
    [data.people],
  );
  const pickerPeople: PersonOption[] = people;
  const selectOptions = useMemo(() => people.map((p) => ({ value: p.id, label: p.name })), [people]);

  const title = view ? `Horas extras · ${attendanceRangeLabel(view)}` : 'Horas extras';

  return (
    <PageLayout
      title="Horas Extras"
      subtitle={`Horas extras de la asistencia aceptada contra lo planificado. ${countingRuleText(rules)}`}
      actions={
        <OvertimeActions view={view} shown={shown} title={title} timeZone={timeZone} onDialog={setDialog} />
      }
    >
      <OvertimeNotices
        invalid={report.periodInvalid}
        closed={closed}
        reopen={member?.role === 'admin'}
        decisions={decisions}
      />
      <Tabs
        value={tab}
        onChange={(_, vista: (typeof TABS)[number]) => setView({ vista })}
        aria-label="Vista de horas extras"
        textColor="inherit"
        sx={{
          mb: 2,
          '& .MuiTab-root': { opacity: 1, color: 'text.secondary', minHeight: 48 },
          '& .Mui-selected': { color: 'text.primary' },
        }}
      >
        <Tab value="horas" label="Horas extras" />
        <Tab value="pactos" label="Pactos" />
      </Tabs>
      <AsyncState loading={!view || !timeZone} loadingLabel="Cargando horas extras">
        {view && today && tab === 'pactos' && (
          <AgreementsPanel
            agreements={data.agreements}
            loading={data.loading}
            error={data.error}
            onRetry={data.retry}
            name={name}
            today={today}
            personId={personId}
            onVoid={(agreement) => setDialog({ void: agreement })}
          />
        )}
        {view && today && tab === 'horas' && (
          <OvertimeHoursPanel
            period={{
              ...view,
              setRange: (range) => {
                view.setRange(range);
                decisions.setSelected(new Set());
              },
            }}
            person={{
              people: pickerPeople,
              loading: data.people === undefined,
              value: personId,
              onChange: (persona) => setView({ persona }),
            }}
            filter={filter}
            onFilterChange={(estado) => setView({ estado })}
            shown={shown}
            ofPeriod={ofPeriod}
            minimum={{ minutes: minimumMinutes, below: belowMinimumCount }}
            title={title}
            decisions={decisions}
            loading={data.loading}
            error={data.error}
            onRetry={data.retry}
          />
        )}
      </AsyncState>
      <OvertimeDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        today={today}
        people={selectOptions}
        name={name}
        decisions={decisions}
      />
    </PageLayout>
  );
}
