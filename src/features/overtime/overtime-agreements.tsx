import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { DataTable, type DataTableColumn } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import type { StatusTone } from '../../components/status-colors';
import type { OvertimeAgreement } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { formatDayKey } from '../../domain/calendar/day-keys';

type AgreementState = 'vigente' | 'proximo' | 'vencido' | 'anulado';
const AGREEMENT_STATE: Readonly<Record<AgreementState, { label: string; tone: StatusTone }>> = {
  vigente: { label: 'Vigente', tone: 'success' },
  proximo: { label: 'Próximo', tone: 'info' },
  vencido: { label: 'Vencido', tone: 'neutral' },
  anulado: { label: 'Anulado', tone: 'error' },
};

function agreementState(agreement: OvertimeAgreement, today: string): AgreementState {
  if (agreement.voidedAt !== undefined) return 'anulado';
  if (today < agreement.from) return 'proximo';
  return today > agreement.to ? 'vencido' : 'vigente';
}

/** The `Pactos` tab of /horas-extras: each person's written overtime agreements, newest first, each voidable. */
export function AgreementsPanel({
  agreements,
  loading,
  error,
  onRetry,
  name,
  today,
  personId,
  onVoid,
}: {
  agreements: WithId<OvertimeAgreement>[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  name: (uid: string) => string;
  today: string;
  personId: string | null;
  onVoid: (agreement: WithId<OvertimeAgreement>) => void;
}) {
  const rows = useMemo(
    () =>
      agreements
        ?.filter((agreement) => !personId || agreement.userId === personId)
        .sort((a, b) => (a.to < b.to ? 1 : -1)),
    [agreements, personId],
  );
  const columns: DataTableColumn<WithId<OvertimeAgreement>>[] = [
    {
      id: 'person',
      header: 'Persona',
      cell: (row) => <Box sx={{ fontWeight: 600 }}>{name(row.userId)}</Box>,
      sortValue: (row) => name(row.userId),
    },
    {
      id: 'from',
      header: 'Desde',
      cell: (row) => formatDayKey(row.from, 'dd-MM-yyyy'),
      sortValue: (row) => row.from,
    },
    {
      id: 'to',
      header: 'Hasta',
      cell: (row) => formatDayKey(row.to, 'dd-MM-yyyy'),
      sortValue: (row) => row.to,
    },
    {
      id: 'state',
      header: 'Estado',
      cell: (row) => {
        const state = AGREEMENT_STATE[agreementState(row, today)];
        return <StatusChip label={state.label} tone={state.tone} />;
      },
    },
    {
      id: 'note',
      header: 'Nota',
      cell: (row) => (row.voidReason !== undefined ? `Anulado: ${row.voidReason}` : (row.note ?? '—')),
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: (row) =>
        row.voidedAt === undefined && (
          <Button
            size="small"
            color="error"
            onClick={() => onVoid(row)}
            aria-label={`Anular pacto: ${name(row.userId)}, desde ${formatDayKey(row.from, 'dd-MM-yyyy')}`}
          >
            Anular
          </Button>
        ),
    },
  ];
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Un pacto de horas extras se firma por escrito y dura menos de 3 meses (art. 32 del Código del
        Trabajo).
      </Typography>
      <DataTable<WithId<OvertimeAgreement>>
        aria-label="Pactos de horas extras"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage="No hay pactos de horas extras registrados."
        pageSize={50}
      />
    </>
  );
}
