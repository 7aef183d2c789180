/**
 * The `Turnos` tab: the tenant's shift templates (colour, name, slots, colación, planned hours a day), archived
 * ones behind `Mostrar archivados`; `Nuevo turno`, and per row `Editar`, `Duplicar`, `Archivar` (a shift is never
 * deleted) or, for an archived one, `Restaurar`.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { actionErrorMessage } from '../../components/action-error';
import { DataTable } from '../../components/data-table';
import type { DocumentStore } from '../../data/ports/document-store';
import type { useShifts } from '../../data/queries/shifts';
import { NAME_TAKEN } from './shift-schema';
import { ShiftDialog, type ShiftDialogMode } from './shift-dialog';
import type { ShiftFields } from './shift-text';
import { shiftColumns, shiftRowActions, type ShiftRow } from './shifts-columns';
import {
  createShift,
  archiveShift,
  restoreShift,
  ShiftNameTakenError,
  updateShift,
  useRefreshPlanning,
  type Actor,
} from './shifts-repository';

export interface ShiftsTabProps {
  query: ReturnType<typeof useShifts>;
  store: DocumentStore;
  actor: Actor;
  timeZone: string;
  onNotice: (message: string) => void;
}

type Editing = { mode: ShiftDialogMode; source: ShiftRow | null };
type Confirming = { kind: 'archive' | 'restore'; shift: ShiftRow };

export function ShiftsTab({ query, store, actor, timeZone, onNotice }: ShiftsTabProps) {
  const refresh = useRefreshPlanning();
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const archivedCount = all.filter((shift) => shift.archived).length;
  const rows = useMemo(
    () => (showArchived ? all : all.filter((shift) => !shift.archived)),
    [all, showArchived],
  );

  const open = useCallback((mode: ShiftDialogMode, source: ShiftRow | null) => {
    setEditing({ mode, source });
    setDialogOpen(true);
  }, []);
  const ask = useCallback((kind: Confirming['kind'], shift: ShiftRow) => {
    setConfirming({ kind, shift });
    setConfirmOpen(true);
  }, []);

  const save = async (fields: ShiftFields) => {
    const mode = editing?.mode ?? 'new';
    const source = editing?.source ?? null;
    if (mode === 'edit' && source) {
      const changed = await updateShift(store, actor, source, fields);
      onNotice(changed ? `Se guardó el turno ${fields.name}.` : 'No hubo cambios que guardar.');
    } else {
      await createShift(store, actor, fields);
      onNotice(`Se creó el turno ${fields.name}.`);
    }
    refresh('shifts');
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, shift } = confirming;
    if (kind === 'restore') {
      await restoreShift(store, actor, shift, all);
      onNotice(`Se restauró el turno ${shift.name}.`);
    } else {
      await archiveShift(store, actor, shift);
      onNotice(`Se archivó el turno ${shift.name}: ya no se ofrecerá en la agenda.`);
    }
    refresh('shifts');
  };

  const columns = useMemo(() => shiftColumns(timeZone), [timeZone]);
  const actions = useMemo(() => shiftRowActions(showArchived, open, ask), [showArchived, open, ask]);

  const emptyMessage =
    all.length === 0
      ? 'Aún no hay turnos. Crea el primero con «Nuevo turno».'
      : 'No hay turnos activos. Activa «Mostrar archivados» para ver los archivados.';

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => open('new', null)}
          disabled={!query.isSuccess}
          sx={{ minHeight: 44 }}
        >
          Nuevo turno
        </Button>
        <FormControlLabel
          control={
            <Switch checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />
          }
          label={archivedCount > 0 ? `Mostrar archivados (${archivedCount})` : 'Mostrar archivados'}
        />
      </Box>
      <DataTable
        aria-label="Turnos de la empresa"
        rows={query.isSuccess ? rows : undefined}
        columns={columns}
        getRowId={(shift) => shift.id}
        rowLabel={(shift) => shift.name}
        loading={query.isPending}
        error={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
        emptyMessage={emptyMessage}
        rowActions={actions}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        pageSize={0}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        Un tramo cuyo término es igual o anterior a su inicio termina al día siguiente.
      </Typography>
      <ShiftDialog
        open={dialogOpen}
        mode={editing?.mode ?? 'new'}
        source={editing?.source ?? null}
        shifts={all}
        timeZone={timeZone}
        onSave={save}
        onClose={() => setDialogOpen(false)}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={confirming?.kind === 'restore' ? 'Restaurar turno' : 'Archivar turno'}
        message={
          confirming?.kind === 'restore'
            ? `El turno ${confirming.shift.name} volverá a ofrecerse en la agenda y en los patrones.`
            : `El turno ${confirming?.shift.name ?? ''} dejará de ofrecerse en la agenda y en los patrones; lo ` +
              'ya planificado con él no cambia. Los turnos no se eliminan: son parte del registro de jornadas.'
        }
        confirmLabel={confirming?.kind === 'restore' ? 'Restaurar' : 'Archivar'}
        destructive={confirming?.kind !== 'restore'}
        onConfirm={confirm}
        onClose={() => setConfirmOpen(false)}
        errorMessage={(error) =>
          error instanceof ShiftNameTakenError ? NAME_TAKEN : actionErrorMessage(error)
        }
      />
    </>
  );
}
