import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';

import { DayRangePicker } from '../../components/day-range-picker';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useStore } from '../../data/queries/use-store';
import { useWorkplaces } from '../../data/queries/workplaces';
import { ATTENDANCE_RANGE_MAX_DAYS } from '../../domain/attendance/attendance-view';
import {
  addMonthsToKey,
  daysBetweenKeys,
  endOfMonthKey,
  startOfMonthKey,
} from '../../domain/calendar/day-keys';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { downloadBlob } from '../../lib/download';
import { withExtension, type FileFormat } from '../../lib/export/table';
import { buildDtReports, type DtReportRequest } from './dt-report-build';
import { peopleAt } from './dt-report-scope';
import { DT_REPORT_LABEL, DT_REPORTS, emptyReportText, type DtReportKind } from './dt-reports';
import { WorkplaceFilter } from './workplace-filter';

export const DT_RANGE_TOO_LONG = `Elige un periodo de hasta ${ATTENDANCE_RANGE_MAX_DAYS} días.`;
export const DT_FAILED = 'No se pudo generar el reporte. Inténtalo de nuevo.';

type Format = Exclude<FileFormat, 'csv'>;

export interface DtReportsDialogProps {
  open: boolean;
  onClose: () => void;
  tenantId: string;
  tenant: WithId<Tenant>;
  people: readonly WithId<UserDoc>[];
  options: readonly PersonOption[];
  today: string;
  timeZone: string;
  thresholds: AlertThresholds;
  /** The `Local` the dialog opens with (the screen's own filter), or everyone. */
  workplaceId?: string | null;
}

/**
 * Builds the one report asked for and downloads it as `format`; resolves to what it says instead of rows
 * (emptyReportText), or null.
 */
async function downloadDtReport(
  request: Omit<DtReportRequest, 'kinds' | 'now'>,
  kind: DtReportKind,
  format: Format,
): Promise<string | null> {
  const { from, to, timeZone } = request;
  const now = new Date();
  const [report] = await buildDtReports({ ...request, kinds: [kind], now });
  if (!report) return null;
  const { table, header, scope, notes } = report;
  const fileName = withExtension(`reporte-dt-${kind}-${from}-${to}`, format);
  if (format === 'pdf') {
    const { buildPdf } = await import('../../lib/export/pdf');
    downloadBlob(fileName, await buildPdf(table, { header, subtitle: scope, notes, timeZone, now }));
  } else if (format === 'docx') {
    const { buildDocx } = await import('../../lib/export/docx');
    downloadBlob(fileName, await buildDocx(table, { header, subtitle: scope, notes }));
  } else {
    const { buildXlsx } = await import('../../lib/export/xlsx');
    downloadBlob(fileName, await buildXlsx(table, { preamble: [table.title, header, ...scope], notes }));
  }
  return emptyReportText(table);
}

/**
 * `Reportes DT`: one of the inspector's reports for a period (last month by default), a `Local` (the people working
 * at one workplace, or all) and a person or everyone, downloaded as PDF (the employer's legal name and RUT on
 * every page), XLSX (the same lines above the table) or Word; the scope lines name the place of work (Res. Ex.
 * N° 38 art. 27). The data is read when a file is asked for; the workplaces come from the shared query.
 */
export function DtReportsDialog({
  open,
  onClose,
  tenantId,
  tenant,
  people,
  options,
  today,
  timeZone,
  thresholds,
  workplaceId: initialWorkplace = null,
}: DtReportsDialogProps) {
  const store = useStore();
  const workplaces = useWorkplaces();
  const titleId = useId();
  const lastMonth = startOfMonthKey(addMonthsToKey(today, -1));
  const [kind, setKind] = useState<DtReportKind>('asistencia');
  const [range, setRange] = useState({ from: lastMonth, to: endOfMonthKey(lastMonth) });
  const [personId, setPersonId] = useState<string | null>(null);
  const [workplaceId, setWorkplaceId] = useState<string | null>(initialWorkplace);
  /** The people working at the chosen `Local` (null: everyone, or the workplaces still loading). */
  const working = useMemo(
    () => (workplaceId && workplaces.data ? peopleAt(people, workplaces.data, workplaceId) : null),
    [people, workplaces.data, workplaceId],
  );
  const shownOptions = useMemo(
    () => (working ? options.filter((option) => working.has(option.id)) : options),
    [options, working],
  );
  const chooseWorkplace = (id: string | null) => {
    setWorkplaceId(id);
    // A person who does not work at the new Local leaves the selection.
    if (id !== null && personId !== null && workplaces.data) {
      if (!peopleAt(people, workplaces.data, id).has(personId)) setPersonId(null);
    }
  };
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  /** What the last report built said instead of rows (emptyReportText), shown as well as downloaded. */
  const [empty, setEmpty] = useState<string | null>(null);
  const tooLong = daysBetweenKeys(range.from, range.to) + 1 > ATTENDANCE_RANGE_MAX_DAYS;

  const download = async (format: Format) => {
    setBusy(format);
    setFailed(null);
    setEmpty(null);
    try {
      const request = {
        store,
        tenantId,
        tenant,
        people,
        from: range.from,
        to: range.to,
        personId,
        workplaceId,
      };
      const workplaceList = workplaces.data ? { workplaces: workplaces.data } : {};
      setEmpty(await downloadDtReport({ ...request, ...workplaceList, timeZone, thresholds }, kind, format));
    } catch (error) {
      console.error('Reporte DT: no se pudo generar', error);
      setFailed(DT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => busy === null && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Reportes para la Dirección del Trabajo</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            select
            label="Reporte"
            value={kind}
            onChange={(event) => setKind(event.target.value as DtReportKind)}
          >
            {DT_REPORTS.map((report) => (
              <MenuItem key={report} value={report}>
                {DT_REPORT_LABEL[report]}
              </MenuItem>
            ))}
          </TextField>
          <DayRangePicker from={range.from} to={range.to} label="Periodo del reporte" onChange={setRange} />
          {tooLong && <Alert severity="warning">{DT_RANGE_TOO_LONG}</Alert>}
          <WorkplaceFilter
            workplaces={workplaces.data}
            value={workplaceId}
            onChange={chooseWorkplace}
            fullWidth
          />
          <PersonPicker
            people={shownOptions}
            value={personId}
            onChange={setPersonId}
            label="Trabajador (vacío: todos)"
          />
          <Typography variant="body2" color="textSecondary">
            Cada página lleva la razón social y el RUT del empleador. Las marcas corregidas se indican como
            alteradas, con su valor original en el reporte de modificaciones.
          </Typography>
          {failed && (
            <Alert severity="error" role="alert">
              {failed}
            </Alert>
          )}
          {empty && (
            <Alert severity="info" role="status">
              {empty}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          Cerrar
        </Button>
        <Button
          variant="outlined"
          loading={busy === 'docx'}
          disabled={busy !== null || tooLong}
          onClick={() => void download('docx')}
        >
          Descargar Word
        </Button>
        <Button
          variant="outlined"
          loading={busy === 'xlsx'}
          disabled={busy !== null || tooLong}
          onClick={() => void download('xlsx')}
        >
          Descargar Excel
        </Button>
        <Button
          variant="contained"
          loading={busy === 'pdf'}
          disabled={busy !== null || tooLong}
          onClick={() => void download('pdf')}
        >
          Descargar PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
}
