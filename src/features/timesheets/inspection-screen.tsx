import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import { AdminError, type StartInspectionResult } from '../../data/ports/admin-port';
import { watchTenantAttendance } from '../../data/queries/attendance-range';
import { queryKeys } from '../../data/queries/keys';
import { useMember } from '../../data/queries/member';
import { personName, usePeople } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { dayKey, formatInZone } from '../../domain/calendar/time-zone';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useBackend } from '../../lib/backend-context';
import { useLogout } from '../../lib/use-logout';
import { useNow } from '../../lib/use-now';
import { ArchiveButton } from './archive-button';
import { DtReportsDialog } from './dt-reports-dialog';
import { InspectionCompanyPicker } from './inspection-company-picker';
import { employerLine } from './dt-reports';
import { loadInspectionMonth, monthInterval, type MonthRecords } from './inspection-data';
import {
  correctionRows,
  correctionsTable,
  directoryOf,
  inspectionMonths,
  monthName,
  peopleTable,
  personRows,
  punchesTable,
  punchRows,
  signatureRows,
  signaturesTable,
  type CorrectionRow,
  type PersonRow,
  type PunchRow,
  type SignatureRow,
} from './inspection-rows';

export const OPENING_INSPECTION = 'Abriendo la fiscalización';
export const NO_ADMIN_PORT =
  'La fiscalización no está disponible en este momento. Inténtalo de nuevo más tarde.';

/**
 * `/fiscalizacion` (issue #15): a labour inspector's read-only view of the tenant. The session is opened through
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

type TabName = 'personas' | 'marcas' | 'correcciones' | 'semanas';
const TABS: readonly (readonly [TabName, string])[] = [
  ['personas', 'Personas'],
  ['marcas', 'Marcas'],
  ['correcciones', 'Correcciones'],
  ['semanas', 'Semanas firmadas'],
];

interface InspectionProps {
  accessUntil: Date;
  /** The company picker, given the inspected company's zone (several grants only). */
  picker: (timeZone: string) => ReactNode;
}

function Inspection({ accessUntil, picker }: InspectionProps) {
  const tenant = useTenant();
  const member = useMember();
  const store = useStore();
  const people = usePeople();
  const now = useNow(60_000);
  const timeZone = tenant.timeZone;
  const today = timeZone ? dayKey(now, timeZone) : null;
  const months = useMemo(() => (today ? inspectionMonths(today) : []), [today]);
  const [month, setMonth] = useState<string | null>(null);
  const shownMonth = month ?? months[0] ?? '';
  const [personId, setPersonId] = useState<string | null>(null);
  const [tab, setTab] = useState<TabName>('marcas');
  const [reportsOpen, setReportsOpen] = useState(false);
  const tabsId = useId();
  const tenantId = member?.tenantId ?? '';
  const thresholds = useMemo(() => resolveThresholds(tenant.settings?.alertThresholds), [tenant.settings]);

  const ready = tenantId !== '' && shownMonth !== '' && timeZone !== null;
  const data = useQuery({
    queryKey: ['inspection', tenantId, shownMonth],
    queryFn: () => loadInspectionMonth(store, tenantId, shownMonth, timeZone ?? ''),
    enabled: ready,
  });
  const subscribe = useMemo<Subscribe<MonthRecords> | null>(
    () =>
      ready
        ? (next, error) =>
            watchTenantAttendance(store, tenantId, monthInterval(shownMonth, timeZone), next, error)
        : null,
    [ready, store, tenantId, shownMonth, timeZone],
  );
  const records = useWatch(queryKeys.watch('attendance', { tenantId, month: shownMonth }), subscribe);

  const directory = useMemo(() => directoryOf(people.data ?? []), [people.data]);
  const options: PersonOption[] = useMemo(
    () =>
      (people.data ?? []).map((person) => ({
        id: person.id,
        name: personName(person, person.id),
        ...(person.rut ? { detail: person.rut } : {}),
      })),
    [people.data],
  );
  const mine = <Row extends { userId: string }>(rows: Row[]) =>
    personId === null ? rows : rows.filter((row) => row.userId === personId);
  const persons = useMemo(() => personRows(people.data ?? []), [people.data]);
  const punches = useMemo(
    () => (records.data && timeZone ? punchRows(records.data, directory, timeZone) : undefined),
    [records.data, directory, timeZone],
  );
  const corrections = useMemo(
    () =>
      data.data && timeZone ? correctionRows(data.data.corrections, directory, timeZone, now) : undefined,
    [data.data, directory, timeZone, now],
  );
  const signatures = useMemo(
    () => (data.data && timeZone ? signatureRows(data.data.signatures, directory, timeZone) : undefined),
    [data.data, directory, timeZone],
  );
  const shownPunches = punches && mine(punches);
  const shownCorrections = corrections && mine(corrections);
  const shownSignatures = signatures && mine(signatures);

  const employer = tenant.tenant ? employerLine(tenant.tenant) : undefined;
  const until = timeZone ? formatInZone(accessUntil, timeZone, 'dd-MM-yyyy HH:mm') : '';
  const fileBase = `fiscalizacion-${shownMonth}`;

  const exportOf = () => {
    switch (tab) {
      case 'personas':
        return { fileName: 'fiscalizacion-personas', getTable: () => peopleTable(persons) };
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
  const exported = exportOf();

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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            disabled={!tenant.tenant || !people.data}
            onClick={() => setReportsOpen(true)}
            sx={{ minHeight: 48 }}
          >
            Reportes DT
          </Button>
          {tenant.tenant && (
            <ArchiveButton
              tenantId={tenantId}
              tenant={tenant.tenant}
              timeZone={timeZone}
              thresholds={thresholds}
              today={today}
              people={people.data}
            />
          )}
        </Box>
      }
    >
      {picker(timeZone)}
      <Alert severity="info" sx={{ mb: 2 }}>
        Acceso de solo lectura hasta el {until}. Esta sesión quedó registrada en el registro de auditoría de
        la empresa.
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <FilterSelect
          label="Periodo"
          value={shownMonth}
          onChange={setMonth}
          options={months.map((key) => [key, monthName(key)] as const)}
          minWidth={200}
        />
        <Box sx={{ minWidth: 260 }}>
          <PersonPicker
            people={options}
            value={personId}
            onChange={setPersonId}
            label="Persona"
            loading={people.isPending}
          />
        </Box>
        <ExportButton
          fileName={exported.fileName}
          getTable={exported.getTable}
          timeZone={timeZone ?? undefined}
          disabled={tab === 'personas' ? !people.data : tab === 'marcas' ? !records.data : !data.data}
        />
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setTab(value)}
        aria-label="Registros"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map(([value, label]) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-${value}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`} sx={{ pt: 2 }}>
        {tab === 'personas' ? (
          <DataTable<PersonRow>
            aria-label="Personas"
            rows={people.data ? persons : undefined}
            columns={PERSON_COLUMNS}
            getRowId={(row) => row.id}
            loading={people.isPending}
            error={people.error}
            onRetry={() => void people.refetch()}
            emptyMessage="La empresa no tiene personas registradas."
          />
        ) : (
          <AsyncState loading={false} error={data.error} onRetry={() => void data.refetch()}>
            {tab === 'marcas' && (
              <DataTable<PunchRow>
                aria-label={`Marcas de ${monthName(shownMonth)}`}
                rows={shownPunches}
                columns={PUNCH_COLUMNS}
                getRowId={(row) => row.id}
                loading={records.isPending}
                error={records.error}
                onRetry={() => void records.refetch()}
                emptyMessage="No hay marcas en este periodo."
                pageSize={50}
              />
            )}
            {tab === 'correcciones' && (
              <DataTable<CorrectionRow>
                aria-label={`Correcciones de ${monthName(shownMonth)}`}
                rows={shownCorrections}
                columns={CORRECTION_COLUMNS}
                getRowId={(row) => row.id}
                loading={data.isPending}
                emptyMessage="No hay correcciones en este periodo."
              />
            )}
            {tab === 'semanas' && (
              <DataTable<SignatureRow>
                aria-label={`Firmas semanales de ${monthName(shownMonth)}`}
                rows={shownSignatures}
                columns={SIGNATURE_COLUMNS}
                getRowId={(row) => row.id}
                loading={data.isPending}
                emptyMessage="No hay firmas semanales en este periodo."
              />
            )}
          </AsyncState>
        )}
      </Box>
      {reportsOpen && tenant.tenant && people.data && today && timeZone && (
        <DtReportsDialog
          open
          onClose={() => setReportsOpen(false)}
          tenantId={tenantId}
          tenant={tenant.tenant}
          people={people.data}
          options={options}
          today={today}
          timeZone={timeZone}
          thresholds={thresholds}
        />
      )}
    </PageLayout>
  );
}

const text = <Row,>(id: string, header: string, value: (row: Row) => string): DataTableColumn<Row> => ({
  id,
  header,
  cell: value,
  sortValue: value,
});

/** A receipt's or a signature's code, in a monospaced face so its groups line up. */
const codeColumn = <Row extends { code: string }>(): DataTableColumn<Row> => ({
  id: 'code',
  header: 'Código',
  cell: (row) => (
    <Box component="span" sx={{ fontFamily: 'monospace' }}>
      {row.code}
    </Box>
  ),
});

const PERSON_COLUMNS: DataTableColumn<PersonRow>[] = [
  text('name', 'Nombre', (row) => row.name),
  text('rut', 'RUT', (row) => row.rut),
  text('position', 'Cargo', (row) => row.position),
  text('state', 'Estado', (row) => row.state),
];

const PUNCH_COLUMNS: DataTableColumn<PunchRow>[] = [
  { id: 'day', header: 'Fecha', cell: (row) => row.day },
  text('name', 'Persona', (row) => row.name),
  { id: 'rut', header: 'RUT', cell: (row) => row.rut },
  { id: 'punch', header: 'Marca', cell: (row) => row.punch },
  { id: 'time', header: 'Hora', cell: (row) => row.time },
  codeColumn(),
];

const CORRECTION_COLUMNS: DataTableColumn<CorrectionRow>[] = [
  { id: 'day', header: 'Fecha', cell: (row) => row.day },
  text('name', 'Persona', (row) => row.name),
  { id: 'what', header: 'Marca', cell: (row) => row.what },
  { id: 'before', header: 'Antes', cell: (row) => row.before },
  { id: 'after', header: 'Después', cell: (row) => row.after },
  { id: 'reason', header: 'Motivo', cell: (row) => row.reason },
  text('state', 'Estado', (row) => row.state),
  { id: 'response', header: 'Respuesta del trabajador', cell: (row) => row.response },
  { id: 'answer', header: 'Respuesta del empleador', cell: (row) => row.answer },
];

const SIGNATURE_COLUMNS: DataTableColumn<SignatureRow>[] = [
  { id: 'week', header: 'Semana', cell: (row) => row.week },
  text('name', 'Persona', (row) => row.name),
  text('state', 'Estado', (row) => row.state),
  { id: 'totals', header: 'Totales', cell: (row) => row.totals },
  { id: 'signedAt', header: 'Fecha', cell: (row) => row.signedAt },
  codeColumn(),
];
