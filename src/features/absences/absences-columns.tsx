import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { AbsenceStatusChip } from '../../components/absence-status-chip';
import type { DataTableColumn } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { dayRangeText } from '../../domain/calendar/day-keys';
import { ABSENCE_TYPE_LABEL } from '../../domain/labels';
import type { AbsenceAction } from './absence-action-dialogs';
import type { AbsenceRow } from './absence-rows';
import { hasCertificate } from './vacation-certificate';
import { VacationBalanceCell } from './vacation-balance-cell';

const rowId = (row: AbsenceRow) => `absence-${row.id}`;
/** A row's action is described by the row's person and days ('Aprobar', 'Camila Rojas 14-12-2026 – …'). */
const describedBy = (row: AbsenceRow) => `${rowId(row)}-who ${rowId(row)}-days`;
/** `Certificado de feriado` on an approved vacation's row: what it calls, and the row being made (busy). */
export interface CertificateAction {
  onDownload: (row: AbsenceRow) => void;
  busyId: string | null;
}

/** `Ver documento` on a row whose licencia has a stored document: what it calls, and the row being opened. */
export interface DocumentAction {
  onOpen: (row: AbsenceRow) => void;
  busyId: string | null;
}

/**
 * The report's columns; a pending request's row offers `Aprobar` and `Rechazar`, an approved vacation's
 * `Certificado de feriado`, a licencia with its document `Ver documento`, any but a voided one `Anular`.
 */
export function absenceColumns(
  act: (kind: AbsenceAction) => (row: AbsenceRow) => void,
  certificate?: CertificateAction,
  document?: DocumentAction,
): DataTableColumn<AbsenceRow>[] {
  return [
    {
      id: 'person',
      header: 'Persona',
      cell: (row) => (
        <Box component="span" id={`${rowId(row)}-who`} sx={{ fontWeight: 600 }}>
          {row.person}
        </Box>
      ),
      sortValue: (row) => row.person,
    },
    { id: 'type', header: 'Tipo', cell: (row) => ABSENCE_TYPE_LABEL[row.type] },
    {
      id: 'days',
      header: 'Fechas',
      cell: (row) => <span id={`${rowId(row)}-days`}>{dayRangeText(row.from, row.to)}</span>,
      sortValue: (row) => row.from,
    },
    {
      id: 'workingDays',
      header: 'Días hábiles',
      cell: (row) => row.workingDays,
      sortValue: (row) => row.workingDays,
      align: 'right',
    },
    {
      id: 'status',
      header: 'Estado',
      cell: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <AbsenceStatusChip status={row.status} />
          {row.overBalance && <StatusChip label="Supera el saldo" tone="error" />}
        </Box>
      ),
    },
    {
      id: 'note',
      header: 'Nota',
      cell: (row) => (
        <Box sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
          {row.note && <div>{row.note}</div>}
          {row.folio && <div>Folio: {row.folio}</div>}
          {row.attachmentName && <div>Adjunto: {row.attachmentName}</div>}
          {(row.status === 'rechazada' || row.status === 'anulada') && row.decisionNote && (
            <div>Motivo: {row.decisionNote}</div>
          )}
        </Box>
      ),
    },
    {
      id: 'balance',
      header: 'Saldo de vacaciones',
      cell: (row) => <VacationBalanceCell balance={row.balance} />,
      sortValue: (row) => row.balance?.available ?? null,
      align: 'right',
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {row.status === 'pendiente' && (
            <>
              <Button size="small" aria-describedby={describedBy(row)} onClick={() => act('approve')(row)}>
                Aprobar
              </Button>
              <Button size="small" aria-describedby={describedBy(row)} onClick={() => act('reject')(row)}>
                Rechazar
              </Button>
            </>
          )}
          {certificate && hasCertificate(row) && (
            <Button
              size="small"
              aria-describedby={describedBy(row)}
              disabled={certificate.busyId === row.id}
              onClick={() => certificate.onDownload(row)}
            >
              {certificate.busyId === row.id ? 'Generando certificado…' : 'Certificado de feriado'}
            </Button>
          )}
          {document && row.attachmentPath && (
            <Button
              size="small"
              aria-describedby={describedBy(row)}
              disabled={document.busyId === row.id}
              onClick={() => document.onOpen(row)}
            >
              {document.busyId === row.id ? 'Abriendo documento…' : 'Ver documento'}
            </Button>
          )}
          {row.status !== 'anulada' && (
            <Button
              size="small"
              color="error"
              aria-describedby={describedBy(row)}
              onClick={() => act('void')(row)}
            >
              Anular
            </Button>
          )}
        </Box>
      ),
    },
  ];
}
