import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { PersonOption } from '../../components/person-picker';
import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { DT_RANGE_TOO_LONG } from '../../domain/attendance/dt-report-rules';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { DtReportFilterFields } from './dt-report-filter-fields';
import type { DtReportKind } from './dt-reports';
import { DtReportPreview } from './dt-report-preview';
import { DT_FAILED, useDtReport, type DtFormat } from './use-dt-report';

export { DT_FAILED, DT_RANGE_TOO_LONG };

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
  /** The report it opens on (the inspector's reports menu), else `Reporte de asistencia`. */
  initialKind?: DtReportKind;
}

const DOWNLOADS: readonly [DtFormat, string][] = [
  ['docx', 'Descargar Word'],
  ['xlsx', 'Descargar Excel'],
  ['pdf', 'Descargar PDF'],
];

/**
 * `Reportes DT`: one of the inspector's reports (Res. Ex. N° 38 art. 27) with the filters of arts. 25 and 25.1,
 * all visible at once (dt-report-filter-fields.tsx): a preset period (`Semana`, `Quincena`, `Mes`: the last whole
 * one) or any range of up to 5 years (last month by default), `Local`, `Cargo`, `Jornada`, `Turno`, a person or
 * everyone, and a receipt's verification code (the marca's person and day). `Ver vista previa` shows the report
 * as the files write it (art. 28); `Descargar Word`, `Excel` and `PDF` write that same report (built again only
 * when a filter changed since) and show it too, the employer's legal name and RUT on every page. The data is read
 * when a report is asked for (use-dt-report.ts).
 */
export function DtReportsDialog({
  open,
  onClose,
  workplaceId = null,
  initialKind,
  ...context
}: DtReportsDialogProps) {
  const titleId = useId();
  const report = useDtReport({ ...context, initialWorkplace: workplaceId, initialKind });
  const { busy, blocked, run } = report;
  return (
    <Dialog
      open={open}
      onClose={() => busy === null && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>Reportes para la Dirección del Trabajo</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: 0 }}>
          <DtReportFilterFields
            values={report.values}
            onChange={report.change}
            today={context.today}
            workplaces={report.workplaces}
            positions={report.positions}
            shifts={report.shifts}
            people={report.shownOptions}
            tooLong={report.tooLong}
            codeProblem={report.codeProblem}
          />
          <Typography variant="body2" color="textSecondary">
            Cada página lleva la razón social y el RUT del empleador. Las marcas corregidas se indican como
            alteradas, con su valor original en el reporte de modificaciones. La vista previa muestra el mismo
            reporte que se descarga.
          </Typography>
          {report.failed && (
            <Alert severity="error" role="alert">
              {report.failed}
            </Alert>
          )}
          {report.empty && (
            <Alert severity="info" role="status">
              {report.empty}
            </Alert>
          )}
          {report.current && <DtReportPreview key={report.current.key} file={report.current.file} />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy !== null}>
          Cerrar
        </Button>
        <Button
          variant="outlined"
          loading={busy === 'preview'}
          disabled={blocked}
          onClick={() => void run('preview')}
        >
          Ver vista previa
        </Button>
        {DOWNLOADS.map(([format, label]) => (
          <Button
            key={format}
            variant={format === 'pdf' ? 'contained' : 'outlined'}
            loading={busy === format}
            disabled={blocked}
            onClick={() => void run(format)}
          >
            {label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
