import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { AdminError, MAX_DOWNLOAD_NAME, type StartInspectionResult } from '../../data/ports/admin-port';
import { isInspectorRole } from '../../data/ports/auth-port';
import { useMember } from '../../data/queries/member';
import { useTenant } from '../../data/queries/tenant';
import { dayKey, formatInZone } from '../../domain/calendar/time-zone';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useBackend, useBackendHandle } from '../../lib/backend-context';
import { watchDownloads } from '../../lib/download';
import { useLogout } from '../../lib/use-logout';
import { useNow } from '../../lib/use-now';
import { applySession } from '../../stores/apply-session';
import { useClaims } from '../../stores/auth-store';
import { EmployerSearch } from './inspection-employer-search';
import { InspectionPortal } from './inspection-portal';
import { DtReportsDialog } from './dt-reports-dialog';
import { employerLine, type DtReportKind } from './dt-reports';
import { ArchiveButton } from './archive-button';
import { InspectionCompanyPicker } from './inspection-company-picker';
import {
  correctionsTable,
  inspectionMonths,
  monthName,
  peopleTable,
  punchesTable,
  signaturesTable,
} from './inspection-rows';
import {
  InspectionActions,
  InspectionFilters,
  InspectionRecords,
  InspectionReportsMenu,
  type TabName,
} from './inspection-sections';
import { useInspectionMonth } from './use-inspection-month';

export const OPENING_INSPECTION = 'Abriendo la fiscalización';
export const NO_ADMIN_PORT =
  'La fiscalización no está disponible en este momento. Inténtalo de nuevo más tarde.';

/** The query of the session opened on the server for `uid` (one audited session per page load). */
export function inspectionSessionKey(uid: string): readonly unknown[] {
  return ['inspection-session', uid];
}

/**
 * `/fiscalizacion`, public (Res. Ex. N° 38 arts. 17, 22–24): a visitor gets the portal (a DT official's key, its
 * sign-in); a DT official signed in with a key but with no employer open yet gets the employer search; an inspector
 * inspecting a company gets its records and reports. Anyone else is sent to their home by the guard.
 */
export function InspectionScreen() {
  const claims = useClaims();
  const queryClient = useQueryClient();
  const handle = useBackendHandle();
  // A DT official's key session before any employer is open: the app counts it as signed out (no claims).
  const [official, setOfficial] = useState<string | null>(null);
  if (claims !== null && isInspectorRole(claims.role)) return <InspectionSession />;
  if (claims !== null) return null;
  if (official === null) {
    return (
      <InspectionPortal
        onSignedIn={(session) => {
          if (session.claims === null) setOfficial(session.user.uid);
          else applySession(session);
        }}
      />
    );
  }
  return (
    <EmployerSearch
      onOpened={(opened) => {
        // The adapter refreshed the token: the app follows once it names the company, on the session opened here.
        queryClient.setQueryData(inspectionSessionKey(official), opened);
      }}
      onSignOut={() => {
        // Back to the portal, not /login: the official signs in here.
        void handle
          .load()
          .then(({ auth }) => auth.signOut())
          .catch((error: unknown) => console.error('Error al cerrar sesión', error))
          .finally(() => setOfficial(null));
      }}
    />
  );
}

/**
 * An inspector's session of one company. It is opened through the server first (AdminPort `startInspection`,
 * which writes its audit entry and refuses an ended access); nothing is read before that succeeds. An inspector
 * given access by several companies (security review M4) picks the one to inspect; a DT official searches another
 * employer. The screen reads only once the session's claims name the company the server opened. Every file the
 * inspector downloads is logged in the company's trail (art. 22.5).
 */
function InspectionSession() {
  const { admin } = useBackend();
  const member = useMember();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [searching, setSearching] = useState(false);
  const sessionKey = inspectionSessionKey(member?.uid ?? '');
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
  const opened = session.data && member?.tenantId === session.data.tenantId ? session.data : null;
  useEffect(() => {
    if (opened === null || admin === undefined) return;
    return watchDownloads((file) => {
      admin.recordInspectionDownload({ file: file.slice(0, MAX_DOWNLOAD_NAME) }).catch((error: unknown) => {
        // The download itself is never held back (art. 22.4); a failed log is reported, not hidden.
        console.error('No se pudo registrar la descarga en la auditoría', error);
      });
    });
  }, [opened, admin]);
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
  if (opened === null) {
    return (
      <PageLayout title="Fiscalización">
        <AsyncState loading loadingLabel={OPENING_INSPECTION} />
      </PageLayout>
    );
  }
  if (searching) {
    return (
      <EmployerSearch
        onOpened={(next) => {
          queryClient.setQueryData(sessionKey, next);
          setSearching(false);
        }}
        onCancel={() => setSearching(false)}
        onSignOut={() => void logout()}
      />
    );
  }
  return (
    <Inspection
      key={opened.tenantId}
      accessUntil={new Date(opened.accessUntil)}
      reportsOnly={opened.keyUntil !== null}
      picker={(timeZone) =>
        opened.keyUntil !== null ? (
          <Box sx={{ mb: 2 }}>
            <Button variant="outlined" onClick={() => setSearching(true)}>
              Buscar otro empleador
            </Button>
          </Box>
        ) : (
          opened.grants.length > 1 && (
            <InspectionCompanyPicker
              grants={opened.grants}
              current={opened.tenantId}
              timeZone={timeZone}
              onSwitched={(next) => queryClient.setQueryData(sessionKey, next)}
            />
          )
        )
      }
    />
  );
}

interface InspectionProps {
  accessUntil: Date;
  /** A DT official's key session: the reports menu alone (Res. Ex. N° 38 art. 24). */
  reportsOnly: boolean;
  /** The company picker, given the inspected company's zone (several grants only). */
  picker: (timeZone: string) => ReactNode;
}

/**
 * The inspection of the opened company: the month and person filters, the records' tabs and the DT reports. This
 * is the container (the filters' state, the export of the tab shown); the reads are use-inspection-month.ts, the
 * sections inspection-sections.tsx.
 */
function Inspection({ accessUntil, reportsOnly, picker }: InspectionProps) {
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
  // The report `Reportes DT` opens on, or closed.
  const [reportKind, setReportKind] = useState<DtReportKind | null>(null);
  const tenantId = member?.tenantId ?? '';
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);
  const read = useInspectionMonth({
    tenantId,
    shownMonth,
    timeZone,
    now,
    personId,
    withRecords: !reportsOnly,
  });
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
  const notice = (
    <Alert severity="info" sx={{ mb: 2 }}>
      Acceso de solo lectura hasta el {until}. Esta sesión quedó registrada en el registro de auditoría de la
      empresa.
    </Alert>
  );
  const archive = tenant.tenant && (
    <ArchiveButton
      tenantId={tenantId}
      tenant={tenant.tenant}
      timeZone={timeZone}
      thresholds={thresholds}
      today={today}
      people={people.data}
    />
  );
  return (
    <PageLayout
      title="Fiscalización"
      subtitle={employer}
      actions={
        reportsOnly ? undefined : (
          <InspectionActions
            tenantId={tenantId}
            tenant={tenant.tenant}
            people={people.data}
            timeZone={timeZone}
            thresholds={thresholds}
            today={today}
            onReports={() => setReportKind('asistencia')}
          />
        )
      }
    >
      {picker(timeZone)}
      {notice}
      {reportsOnly ? (
        <InspectionReportsMenu
          disabled={!tenant.tenant || !people.data}
          onOpen={setReportKind}
          archive={archive}
        />
      ) : (
        <>
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
        </>
      )}
      {reportKind !== null && tenant.tenant && people.data && today && timeZone && (
        <DtReportsDialog
          open
          initialKind={reportKind}
          onClose={() => setReportKind(null)}
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
