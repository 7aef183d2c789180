import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { AsyncState } from '../../components/async-state';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import type { ExportTable } from '../../lib/export/table';
import { ArchiveButton, type ArchiveButtonProps } from './archive-button';
import { DT_REPORT_LABEL, DT_REPORTS, type DtReportKind } from './dt-reports';
import {
  monthName,
  type CorrectionRow,
  type PersonRow,
  type PunchRow,
  type SignatureRow,
} from './inspection-rows';
import type { InspectionMonth } from './use-inspection-month';

export type TabName = 'personas' | 'marcas' | 'correcciones' | 'semanas';
const TABS: readonly (readonly [TabName, string])[] = [
  ['personas', 'Personas'],
  ['marcas', 'Marcas'],
  ['correcciones', 'Correcciones'],
  ['semanas', 'Semanas firmadas'],
];

/** The page's actions: the DT reports, the yearly archive. */
export function InspectionActions({
  tenantId,
  tenant,
  people,
  timeZone,
  thresholds,
  today,
  onReports,
}: {
  tenantId: string;
  tenant: ArchiveButtonProps['tenant'] | null;
  people: ArchiveButtonProps['people'];
  timeZone: string;
  thresholds: AlertThresholds;
  today: string;
  onReports: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Button variant="contained" disabled={!tenant || !people} onClick={onReports} sx={{ minHeight: 48 }}>
        Reportes DT
      </Button>
      {tenant && (
        <ArchiveButton
          tenantId={tenantId}
          tenant={tenant}
          timeZone={timeZone}
          thresholds={thresholds}
          today={today}
          people={people}
        />
      )}
    </Box>
  );
}

/**
 * Res. Ex. N° 38 art. 24: what a DT official sees once an employer is open — the reports menu and nothing else:
 * the reports of art. 27 in the resolution's order, each opening `Reportes DT` on it, and the yearly archive.
 */
export function InspectionReportsMenu({
  disabled,
  onOpen,
  archive,
}: {
  disabled: boolean;
  onOpen: (kind: DtReportKind) => void;
  archive: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Reportes
      </Typography>
      <Box component="ol" aria-labelledby={headingId} sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {DT_REPORTS.map((kind) => (
          <li key={kind}>
            <Button
              variant="text"
              disabled={disabled}
              onClick={() => onOpen(kind)}
              sx={{ minHeight: 44, justifyContent: 'flex-start', textAlign: 'left' }}
            >
              {DT_REPORT_LABEL[kind]}
            </Button>
          </li>
        ))}
      </Box>
      <Box>{archive}</Box>
    </Box>
  );
}

/** The month, the person and the export of the tab shown. */
export function InspectionFilters({
  months,
  shownMonth,
  onMonth,
  options,
  personId,
  onPerson,
  peopleLoading,
  exported,
  timeZone,
  exportDisabled,
}: {
  months: readonly string[];
  shownMonth: string;
  onMonth: (month: string) => void;
  options: PersonOption[];
  personId: string | null;
  onPerson: (id: string | null) => void;
  peopleLoading: boolean;
  exported: { fileName: string; getTable: () => ExportTable };
  timeZone: string;
  exportDisabled: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <FilterSelect
        label="Periodo"
        value={shownMonth}
        onChange={onMonth}
        options={months.map((key) => [key, monthName(key)] as const)}
        minWidth={200}
      />
      <Box sx={{ minWidth: 260 }}>
        <PersonPicker
          people={options}
          value={personId}
          onChange={onPerson}
          label="Persona"
          loading={peopleLoading}
        />
      </Box>
      <ExportButton
        fileName={exported.fileName}
        getTable={exported.getTable}
        timeZone={timeZone}
        disabled={exportDisabled}
      />
    </Box>
  );
}

/** The tabs of the records (people, punches, corrections, signed weeks) and the table of the one shown. */
export function InspectionRecords({
  tab,
  onTab,
  shownMonth,
  month,
}: {
  tab: TabName;
  onTab: (tab: TabName) => void;
  shownMonth: string;
  month: InspectionMonth;
}) {
  const tabsId = useId();
  const { people, workplaces, persons, data, records, shownPunches, shownCorrections, shownSignatures } =
    month;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => onTab(value)}
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
            rows={persons}
            columns={PERSON_COLUMNS}
            getRowId={(row) => row.id}
            loading={people.isPending || workplaces.isPending}
            error={people.error ?? workplaces.error}
            onRetry={() => {
              if (people.isError) void people.refetch();
              if (workplaces.isError) void workplaces.refetch();
            }}
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
    </>
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
  text('workplace', 'Lugar de trabajo', (row) => row.workplace),
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
