import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { ReasonDialog } from '../../components/reason-dialog';
import { ReportFilters, type ReportPeriod } from '../../components/report-filters';
import { ReportPersonFilter, type ReportPerson } from '../../components/report-person-filter';
import type { OvertimeAgreement } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { ALTERED_LABEL } from '../../domain/attendance/corrections';
import { OVERTIME_FLAG_LABEL, OVERTIME_LIMITS } from '../../domain/attendance/overtime';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { overtimeColumns } from './overtime-columns';
import { AgreementDialog, PreauthorizeDialog } from './overtime-dialogs';
import {
  bulkSelectable,
  OVERTIME_FILTER_LABEL,
  overtimeTable,
  periodTotalsText,
  type OvertimeRow,
  type OvertimeStatusFilter,
} from './overtime-rows';
import type { OvertimeDecisions } from './use-overtime-decisions';

export const OVERTIME_FILTERS = Object.keys(OVERTIME_FILTER_LABEL) as OvertimeStatusFilter[];
const FILTER_OPTIONS = OVERTIME_FILTERS.map((filter) => [filter, OVERTIME_FILTER_LABEL[filter]] as const);

const EMPTY: Readonly<Record<OvertimeStatusFilter, string>> = {
  pendientes: 'No hay horas extras por decidir en este periodo.',
  'bajo-minimo': 'No hay horas extras por decidir bajo el mínimo de la empresa en este periodo.',
  aprobadas: 'No hay horas extras aprobadas en este periodo.',
  rechazadas: 'No hay horas extras rechazadas en este periodo.',
  todas: 'Nadie trabajó horas extras en este periodo.',
};

export type OvertimeDialog = 'agreement' | 'preauthorize' | { void: WithId<OvertimeAgreement> } | null;

/** The page's actions: preauthorize, record an agreement, export the lines shown. */
export function OvertimeActions({
  view,
  shown,
  title,
  timeZone,
  onDialog,
}: {
  view: ReportPeriod | null;
  shown: readonly OvertimeRow[] | undefined;
  title: string;
  timeZone: string | null;
  onDialog: (dialog: 'agreement' | 'preauthorize') => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => onDialog('preauthorize')} sx={{ minHeight: 48 }}>
        Preautorizar
      </Button>
      <Button variant="outlined" onClick={() => onDialog('agreement')} sx={{ minHeight: 48 }}>
        Registrar pacto
      </Button>
      <ExportButton
        fileName={view ? `horas-extras-${view.from}-${view.to}` : 'horas-extras'}
        formats={['csv', 'xlsx']}
        getTable={() => overtimeTable(shown ?? [], title)}
        disabled={!shown}
        timeZone={timeZone ?? undefined}
      />
    </Box>
  );
}

export interface OvertimeHoursPanelProps {
  period: ReportPeriod;
  person: ReportPerson;
  filter: OvertimeStatusFilter;
  onFilterChange: (filter: OvertimeStatusFilter) => void;
  shown: readonly OvertimeRow[] | undefined;
  /** Every line of the period (of the person chosen): the header's totals. */
  ofPeriod: readonly OvertimeRow[] | undefined;
  /** The tenant's overtime minimum in minutes (0: none) and how many lines to decide it sets apart. */
  minimum: { minutes: number; below: number };
  title: string;
  decisions: OvertimeDecisions;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The `Horas extras` tab: filters, the count, the bulk decisions, one line per person and day, the definitions. */
export function OvertimeHoursPanel({
  period,
  person,
  filter,
  onFilterChange,
  shown,
  ofPeriod,
  minimum,
  title,
  decisions,
  loading,
  error,
  onRetry,
}: OvertimeHoursPanelProps) {
  const { selected, toggle, typed, type, decide, busy } = decisions;
  const columns = overtimeColumns({
    selected,
    toggle,
    typed,
    type,
    decide: (row, status) => void decide([row], status),
    busy,
  });
  return (
    <>
      <ReportFilters period={period}>
        <FilterSelect
          label="Estado"
          value={filter}
          onChange={(value) => onFilterChange(value as OvertimeStatusFilter)}
          options={FILTER_OPTIONS}
        />
        <ReportPersonFilter {...person} />
      </ReportFilters>
      <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 1 }}>
        {shown && ofPeriod
          ? `${title}: ${shown.length} ${shown.length === 1 ? 'línea' : 'líneas'} · ${periodTotalsText(ofPeriod)}`
          : ' '}
      </Typography>
      {filter === 'pendientes' && minimum.below > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => onFilterChange('bajo-minimo')}>
              Ver bajo el mínimo
            </Button>
          }
        >
          {`${minimum.below} ${minimum.below === 1 ? 'línea por decidir tiene' : 'líneas por decidir tienen'} menos de ${minimum.minutes} min, el mínimo de la empresa: están aparte, para decidirlas juntas. Ninguna se descarta sin decisión.`}
        </Alert>
      )}
      <BulkDecisions shown={shown} decisions={decisions} />
      <DataTable<OvertimeRow>
        aria-label="Horas extras"
        rows={shown}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={EMPTY[filter]}
        pageSize={50}
      />
      <Definitions />
    </>
  );
}

/** Select every line still to decide, and approve or reject the selected ones at once. */
function BulkDecisions({
  shown,
  decisions,
}: {
  shown: readonly OvertimeRow[] | undefined;
  decisions: OvertimeDecisions;
}) {
  const { selected, setSelected, decide, busy } = decisions;
  const [includeFlagged, setIncludeFlagged] = useState(false);
  const selectedRows = (shown ?? []).filter((row) => selected.has(row.id));
  const { selectable, flagged } = bulkSelectable(shown ?? [], includeFlagged);
  const allPendingSelected = selectable.length > 0 && selectable.every((row) => selected.has(row.id));
  const flaggedSelected = selectedRows.filter((row) => row.flags.length > 0).length;
  return (
    <Box
      role="group"
      aria-label="Decidir varias"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={allPendingSelected}
            disabled={selectable.length === 0}
            onChange={() =>
              setSelected(allPendingSelected ? new Set() : new Set(selectable.map((row) => row.id)))
            }
          />
        }
        label="Seleccionar todas las por decidir"
      />
      {flagged.length > 0 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={includeFlagged}
              onChange={(event) => {
                setIncludeFlagged(event.target.checked);
                // Unticked: the flagged lines leave the selection, so none is approved without being seen.
                if (!event.target.checked)
                  setSelected(new Set([...selected].filter((id) => !flagged.some((row) => row.id === id))));
              }}
            />
          }
          label={
            flagged.length === 1
              ? 'Incluir la línea con alertas'
              : `Incluir las ${flagged.length} con alertas`
          }
        />
      )}
      <Button
        variant="contained"
        disabled={selectedRows.length === 0 || busy}
        onClick={() => void decide(selectedRows, 'approved')}
      >
        {`Aprobar seleccionadas (${selectedRows.length})`}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={selectedRows.length === 0 || busy}
        onClick={() => void decide(selectedRows, 'rejected')}
      >
        {`Rechazar seleccionadas (${selectedRows.length})`}
      </Button>
      {flagged.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ flexBasis: '100%' }}>
          {includeFlagged
            ? `La selección puede incluir líneas con alertas (${flaggedSelected} seleccionadas): revísalas antes de aprobar.`
            : `Quedan fuera de «Seleccionar todas» ${flagged.length} ${flagged.length === 1 ? 'línea' : 'líneas'} con alertas (${flaggedSummary(flagged)}): decídelas una a una o inclúyelas.`}
        </Typography>
      )}
    </Box>
  );
}

/** 'Más de 2 horas en el día: 3, Sin pacto de horas extras: 9'. */
function flaggedSummary(rows: readonly OvertimeRow[]): string {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const flag of row.flags)
      counts.set(OVERTIME_FLAG_LABEL[flag], (counts.get(OVERTIME_FLAG_LABEL[flag]) ?? 0) + 1);
  return [...counts].map(([label, count]) => `${label}: ${count}`).join(', ');
}

function Definitions() {
  return (
    <Box component="section" aria-label="Cómo se calculan" sx={{ mt: 2 }}>
      <Typography variant="body2" color="textSecondary">
        Horas extras: lo trabajado después del término de cada tramo planificado, y todo lo trabajado sin
        planificación. Alertas: {OVERTIME_FLAG_LABEL['daily-limit'].toLowerCase()} (art. 31 CT),{' '}
        {OVERTIME_FLAG_LABEL['weekly-limit'].toLowerCase()} y{' '}
        {OVERTIME_FLAG_LABEL['no-agreement'].toLowerCase()} (art. 32 CT). Una línea {ALTERED_LABEL} usa una
        corrección aceptada.
      </Typography>
    </Box>
  );
}

/** Record an agreement, preauthorize a day, void an agreement (with a reason). */
export function OvertimeDialogs({
  dialog,
  onClose,
  today,
  people,
  name,
  decisions,
}: {
  dialog: OvertimeDialog;
  onClose: () => void;
  today: string | null;
  people: { value: string; label: string }[];
  name: (uid: string) => string;
  decisions: OvertimeDecisions;
}) {
  return (
    <>
      {today && (
        <>
          <AgreementDialog
            open={dialog === 'agreement'}
            people={people}
            today={today}
            onClose={onClose}
            onSubmit={decisions.saveAgreement}
          />
          <PreauthorizeDialog
            open={dialog === 'preauthorize'}
            people={people}
            today={today}
            onClose={onClose}
            onSubmit={decisions.preauthorize}
          />
        </>
      )}
      <ReasonDialog
        open={dialog !== null && typeof dialog === 'object'}
        title="Anular pacto"
        summary={
          dialog !== null && typeof dialog === 'object'
            ? `${name(dialog.void.userId)}: del ${formatDayKey(dialog.void.from, 'dd-MM-yyyy')} al ${formatDayKey(dialog.void.to, 'dd-MM-yyyy')}. Anúlalo solo si se registró por error: deja de cubrir días, pero se conserva en los registros (no se elimina).`
            : ''
        }
        label="Motivo de la anulación"
        helperText="Queda junto al pacto y en Registros."
        submitLabel="Anular"
        maxLength={OVERTIME_LIMITS.noteMax}
        onClose={onClose}
        onSubmit={async (reason) => {
          if (dialog === null || typeof dialog !== 'object') return;
          await decisions.voidAgreement(dialog.void, reason);
        }}
      />
    </>
  );
}

/** `Reabrir en Asistencias`: where `Cierre de periodo` offers `Reabrir periodo`. */
function ReopenLink() {
  return (
    <>
      {' '}
      <Link component={RouterLink} to="/asistencias">
        Reabrir en Asistencias
      </Link>
    </>
  );
}

/**
 * The warning of an invalid URL, that the view's period is closed (`closed`, with a link to reopen it when the
 * person may: `reopen`), then the notice and the failure of the last write, each closable.
 */
export function OvertimeNotices({
  invalid,
  closed,
  reopen,
  decisions,
}: {
  invalid: boolean;
  closed: string | null;
  reopen: boolean;
  decisions: Pick<OvertimeDecisions, 'notice' | 'setNotice' | 'failure' | 'setFailure'>;
}) {
  const { notice, setNotice, failure, setFailure } = decisions;
  return (
    <>
      {invalid && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          El periodo de la dirección no es válido: se muestra este mes.
        </Alert>
      )}
      {closed && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {closed} Sus horas extras ya no se pueden aprobar ni rechazar.
          {reopen && <ReopenLink />}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {failure.text}
          {failure.closedPeriod && reopen && <ReopenLink />}
        </Alert>
      )}
    </>
  );
}
