import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';

import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { PlanPublish } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { publishStatusOf } from '../../data/policy/planning-write';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { formatInZone } from '../../domain/calendar/time-zone';
import { HISTORY_LIMIT, listPublishes, shownDay } from './planner-repository';

export interface HistoryDialogProps {
  open: boolean;
  tenantId: string;
  timeZone: string;
  personName: (userId: string) => string;
  onClose: () => void;
}

/**
 * `Historial de publicaciones`: the latest publishes, newest first, read when the dialog opens; one that stopped
 * half-way says `Sin terminar`.
 */
export function HistoryDialog({ open, tenantId, timeZone, personName, onClose }: HistoryDialogProps) {
  const titleId = useId();
  const store = useStore();
  const publishes = useQuery({
    queryKey: queryKeys.list('planPublishes', { tenantId, limit: HISTORY_LIMIT }),
    queryFn: () => listPublishes(store, tenantId),
    enabled: open,
    staleTime: 0,
  });
  const columns = useMemo<DataTableColumn<WithId<PlanPublish>>[]>(
    () => [
      {
        id: 'publishedAt',
        header: 'Fecha',
        cell: (row) => formatInZone(row.publishedAt, timeZone, 'dd-MM-yyyy HH:mm'),
        sortValue: (row) => row.publishedAt,
      },
      { id: 'by', header: 'Quién', cell: (row) => personName(row.publishedBy) },
      { id: 'count', header: 'Turnos', cell: (row) => row.count, align: 'right' },
      { id: 'people', header: 'Personas', cell: (row) => row.userIds.length, align: 'right' },
      { id: 'range', header: 'Rango', cell: (row) => `${shownDay(row.from)} – ${shownDay(row.to)}` },
      { id: 'reason', header: 'Motivo', cell: (row) => row.reason ?? '—' },
      {
        id: 'status',
        header: 'Estado',
        // A publish stopped half-way (a failed batch) stays `en curso`: its remaining drafts are still drafts.
        cell: (row) => (publishStatusOf(row) === 'en curso' ? 'Sin terminar' : 'Publicada'),
      },
    ],
    [timeZone, personName],
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Historial de publicaciones</DialogTitle>
      <DialogContent>
        <DataTable
          aria-label="Publicaciones de la agenda"
          rows={publishes.data}
          columns={columns}
          getRowId={(row) => row.id}
          loading={publishes.isPending && open}
          error={publishes.isError ? publishes.error : null}
          onRetry={() => void publishes.refetch()}
          emptyMessage="Aún no se ha publicado la agenda."
          initialSort={{ columnId: 'publishedAt', direction: 'desc' }}
          pageSize={10}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
