import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { AdminError, type StartInspectionResult } from '../../data/ports/admin-port';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { dayKey, formatInZone } from '../../domain/calendar/time-zone';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useBackend } from '../../lib/backend-context';
import { useLogout } from '../../lib/use-logout';
import { useNow } from '../../lib/use-now';
import { DtReportsDialog } from './dt-reports-dialog';
import { employerLine } from './dt-reports';
import { InspectionCompanyPicker } from './inspection-company-picker';
import {
  correctionsTable,
  inspectionMonths,
  monthName,
  peopleTable,
  punchesTable,
  signaturesTable,
} from './inspection-rows';
import { InspectionActions, InspectionFilters, InspectionRecords, type TabName } from './inspection-sections';
import { useInspectionMonth } from './use-inspection-month';

export const OPENING_INSPECTION = 'Abriendo la fiscalización';
export const NO_ADMIN_PORT =
  'La fiscalización no está disponible en este momento. Inténtalo de nuevo más tarde.';

/**
 * `/fiscalizacion`: a labour inspector's read-only view of the tenant. The session is opened through
 * the server first (AdminPort `startInspection`, which writes its audit entry and refuses an ended access);
 * nothing is read before that succeeds. An inspector given access by several companies (security review M4)
 * picks the one to inspect; the screen reads only once the session's claims name the company the server opened.
 */
export function InspectionScreen() {
  const { admin } = useBackend();
  const member = useMember();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const sessionKey = ['inspection-session', member?.uid ?? ''];
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: (): Promise<StartInspectionResult> => {
      if (admin === undefined) throw new Error(NO_ADMIN_PORT);
      return admin.startInspection();
    },
    enabled: member !== null,
    // One audited session per page load: never refetched behind the inspector's back.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const expired = session.error instanceof AdminError && session.error.reason === 'access-expired';

  if (session.isError) {
    return (
      <PageLayout title="Fiscalización">
        <Alert
          severity={expired ? 'warning' : 'error'}
          action={
            expired ? (
              <Button color="inherit" onClick={() => void logout()}>
                Cerrar sesión
              </Button>
            ) : (
              <Button color="inherit" onClick={() => void session.refetch()}>
                Reintentar
              </Button>
            )
          }
        >
          {session.error instanceof AdminError ? adminErrorMessage(session.error) : NO_ADMIN_PORT}
        </Alert>
      </PageLayout>
    );
  }
  // The token names the opened company a moment after the server switched it (the adapter refreshes it).
  if (!session.data || member?.tenantId !== session.data.tenantId) {
    return (
      <PageLayout title="Fiscalización">
        <AsyncState loading loadingLabel={OPENING_INSPECTION} />
      </PageLayout>
    );
  }
  const opened = session.data;
  return (
    <Inspection
      key={opened.tenantId}
      accessUntil={new Date(opened.accessUntil)}
      picker={(timeZone) =>
        opened.grants.length > 1 && (
          <InspectionCompanyPicker
            grants={opened.grants}
            current={opened.tenantId}
            timeZone={timeZone}
            onSwitched={(next) => queryClient.setQueryData(sessionKey, next)}
          />
        )
      }
    />
  );
}

interface InspectionProps {
  accessUntil: Date;
  /** The company picker, given the inspected company's zone (several grants only). */
  picker: (timeZone: string) => ReactNode;
}

/**
 * The inspection of the opened company: the month and person filters, the records' tabs and the DT reports. This
 * is the container (the filters' state, the export of the tab shown); the reads are use-inspection-month.ts, the
 * sections inspection-sections.tsx.
 */
function Inspection({ accessUntil, picker }: InspectionProps) {
  const tenant = useTenant();
  const member = useMember();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const months = useMemo(() => (today ? inspectionMonths(today) : []), [today]);
  const [month, setMonth] = useState<string | null>(null);
  const shownMonth = month ?? months[0] ?? '';
  const [personId, setPersonId] = useState<string | null>(null);
  const [tab, setTab] = useState<TabName>('marcas');
  const [reportsOpen, setReportsOpen] = useState(false);
  const tenantId = member?.tenantId ?? '';
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const read = useInspectionMonth({ tenantId, shownMonth, timeZone, now, personId });
  const { people, persons, shownPunches, shownCorrections, shownSignatures } = read;

  const employer = tenant.tenant ? employerLine(tenant.tenant) : undefined;
  const until = timeZone ? formatInZone(accessUntil, timeZone, 'dd-MM-yyyy HH:mm') : '';
  const fileBase = `fiscalizacion-${shownMonth}`;

  const exportOf = () => {
    switch (tab) {
      case 'personas':
        return { fileName: 'fiscalizacion-personas', getTable: () => peopleTable(persons ?? []) };
      case 'marcas':
        return {
          fileName: `${fileBase}-marcas`,
          getTable: () => punchesTable(shownPunches ?? [], monthName(shownMonth)),
        };
      case 'correcciones':
        return {
          fileName: `${fileBase}-correcciones`,
          getTable: () => correctionsTable(shownCorrections ?? [], monthName(shownMonth)),
        };
      case 'semanas':
        return {
          fileName: `${fileBase}-firmas`,
          getTable: () => signaturesTable(shownSignatures ?? [], monthName(shownMonth)),
        };
    }
  };

  if (!today || !timeZone) {
    return (
      <PageLayout title="Fiscalización">
        <AsyncState loading loadingLabel={OPENING_INSPECTION} />
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title="Fiscalización"
      subtitle={employer}
      actions={
        <InspectionActions
          tenantId={tenantId}
          tenant={tenant.tenant}
          people={people.data}
          timeZone={timeZone}
          thresholds={thresholds}
          today={today}
          onReports={() => setReportsOpen(true)}
        />
      }
    >
      {picker(timeZone)}
      <Alert severity="info" sx={{ mb: 2 }}>
        Acceso de solo lectura hasta el {until}. Esta sesión quedó registrada en el registro de auditoría de
        la empresa.
      </Alert>
      <InspectionFilters
        months={months}
        shownMonth={shownMonth}
        onMonth={setMonth}
        options={read.options}
        personId={personId}
        onPerson={setPersonId}
        peopleLoading={people.isPending}
        exported={exportOf()}
        timeZone={timeZone}
        exportDisabled={
          tab === 'personas' ? !persons : tab === 'marcas' ? !read.records.data : !read.data.data
        }
      />
      <InspectionRecords tab={tab} onTab={setTab} shownMonth={shownMonth} month={read} />
      {reportsOpen && tenant.tenant && people.data && today && timeZone && (
        <DtReportsDialog
          open
          onClose={() => setReportsOpen(false)}
          tenantId={tenantId}
          tenant={tenant.tenant}
          people={people.data}
          options={read.options}
          today={today}
          timeZone={timeZone}
          thresholds={thresholds}
        />
      )}
    </PageLayout>
  );
}
