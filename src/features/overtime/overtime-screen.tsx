import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { type PersonOption } from '../../components/person-picker';
import { isActiveStaff, personName } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { attendanceRangeLabel, parseAttendanceView } from '../../domain/attendance/attendance-view';
import { dayKey } from '../../domain/calendar/time-zone';
import { resolveThresholds, resolveWeeklyHourLimit } from '../../domain/settings/tenant-settings';
import { useNow } from '../../lib/use-now';
import { AgreementsPanel } from './overtime-agreements';
import { rowsOfFilter, type OvertimeStatusFilter } from './overtime-rows';
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

const DEFAULT_RANGE = 'mes';

/**
 * `/horas-extras` (managers): per person and day, the overtime the accepted attendance shows against the plan,
 * flagged against Chile's limits (more than 2 hours a day, beyond the weekly limit, without a written agreement);
 * approved in full, in part (the minutes edited inline) or rejected, one line or the selected ones at once, each
 * decision audited; the `Pactos` tab keeps each person's agreements. The view lives in the URL (`?periodo=`,
 * `?persona=`, `?estado=`, `?vista=pactos`). This is the container: the URL, the reads and the writes
 * (use-overtime-decisions.ts); the sections are in overtime-sections.tsx and overtime-agreements.tsx.
 */
export function OvertimeScreen() {
  const [search, setSearch] = useSearchParams();
  const tenant = useTenant();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const view = today
    ? parseAttendanceView('horas-extras', search.get('periodo') ?? DEFAULT_RANGE, today)
    : null;
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const weeklyHourLimit = resolveWeeklyHourLimit(tenant.settings, today ?? '2026-01-01');
  const data = useOvertime({
    from: view?.from ?? '',
    to: view?.to ?? '',
    timeZone: view ? timeZone : null,
    now,
    thresholds,
    weeklyHourLimit,
  });
  const name = useCallback((uid: string) => personName(data.names.get(uid), uid), [data.names]);
  const decisions = useOvertimeDecisions(name);
  const [dialog, setDialog] = useState<OvertimeDialog>(null);
  const [customOpen, setCustomOpen] = useState(false);

  const tab = search.get('vista') === 'pactos' ? 'pactos' : 'horas';
  const personId = search.get('persona');
  const filterParam = search.get('estado');
  const filter: OvertimeStatusFilter = OVERTIME_FILTERS.includes(filterParam as OvertimeStatusFilter)
    ? (filterParam as OvertimeStatusFilter)
    : 'pendientes';
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setSearch(next);
    decisions.setSelected(new Set());
  };

  const shown = useMemo(() => {
    if (!data.rows) return undefined;
    const ofFilter = rowsOfFilter(data.rows, filter);
    return personId ? ofFilter.filter((row) => row.userId === personId) : ofFilter;
  }, [data.rows, filter, personId]);
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
      subtitle="Horas extras de la asistencia aceptada contra lo planificado. Se paga lo aprobado."
      actions={
        <OvertimeActions view={view} shown={shown} title={title} timeZone={timeZone} onDialog={setDialog} />
      }
    >
      <OvertimeNotices
        invalid={view?.invalid === true && search.get('periodo') !== null}
        decisions={decisions}
      />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParam('vista', value === 'pactos' ? 'pactos' : null)}
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
            view={view}
            customOpen={customOpen}
            onCustomOpenChange={setCustomOpen}
            setParam={setParam}
            filter={filter}
            personId={personId}
            people={pickerPeople}
            peopleLoading={data.people === undefined}
            shown={shown}
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
