import Stack from '@mui/material/Stack';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { dayKey } from '../../domain/calendar/time-zone';
import { useNow } from '../../lib/use-now';
import { saveSettingsSection, type SettingsSection } from './settings-repository';
import {
  CalendarSection,
  CompanySection,
  PayrollSection,
  PunchWindowSection,
  ThresholdsSection,
  WorkdaySection,
} from './settings-sections';
import { CloseChecksSection, TolerancesSection } from './settings-rule-sections';
import { WorkplacesSection } from './workplaces-section';

/**
 * `/configuracion` (managers): the tenant's identification, its Lugares de trabajo (workplaces-section.tsx, a list
 * of its own), zone and work week, ordinary week and overtime, when a slot can be punched, and every alert
 * threshold, how payroll is computed (Día de corte, gratificación legal), art. 39's tolerances and what stops a period
 * close — eight forms, each saved on its own with an audit entry. The tenant is watched, so a saved change
 * reaches every screen (the alerts among them) at once.
 */
export function SettingsScreen() {
  const store = useStore();
  const member = useMember();
  const tenant = useTenant();
  const now = useNow(60_000);
  const current = tenant.tenant;
  const save = (change: SettingsSection) => {
    if (!current || !member) return Promise.reject(new Error('Sin empresa o sin sesión'));
    return saveSettingsSection(store, member.uid, current, change);
  };

  return (
    <PageLayout
      title="Configuración"
      subtitle="Los datos de tu empresa y las reglas con que Asiste calcula jornadas y alertas."
    >
      <AsyncState
        loading={tenant.status === 'loading'}
        error={tenant.status === 'error' ? tenant.error : null}
        onRetry={tenant.retry}
        loadingLabel="Cargando la configuración"
        errorMessage="No se pudo cargar la configuración de la empresa. Revisa tu conexión e inténtalo de nuevo."
      >
        {current && (
          <Stack spacing={3}>
            <CompanySection tenant={current} save={save} />
            <WorkplacesSection />
            <CalendarSection tenant={current} save={save} />
            <WorkdaySection tenant={current} save={save} today={dayKey(now, current.timeZone)} />
            <TolerancesSection tenant={current} save={save} />
            <PunchWindowSection tenant={current} save={save} />
            <ThresholdsSection tenant={current} save={save} />
            <PayrollSection tenant={current} save={save} />
            <CloseChecksSection tenant={current} save={save} />
          </Stack>
        )}
      </AsyncState>
    </PageLayout>
  );
}
