/**
 * The `Patrones` tab: the tenant's rotations (name, cycle length, the cycle as a strip of coloured days);
 * `Nuevo patrón`, and per row `Editar` and `Eliminar`. The planner applies them (`Aplicar patrón`).
 */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '../../components/data-table';
import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import type { usePatterns } from '../../data/queries/patterns';
import type { useShifts } from '../../data/queries/shifts';
import { SHIFT_COLOR } from '../../domain/planning/plan';
import { PatternDialog } from './pattern-dialog';
import type { PatternValues } from './shift-schema';
import { cycleText, patternRuns } from './shift-text';
import {
  createPattern,
  deletePattern,
  updatePattern,
  useRefreshPlanning,
  type Actor,
} from './shifts-repository';

type PatternRow = WithId<ShiftPattern>;

export interface PatternsTabProps {
  query: ReturnType<typeof usePatterns>;
  /** Every shift of the tenant (archived ones too: a pattern may still name one). */
  shiftsQuery: ReturnType<typeof useShifts>;
  store: DocumentStore;
  actor: Actor;
  onNotice: (message: string) => void;
}

/** The cycle, one small square per day in its shift's colour (a day off: an empty square), read as runs. */
function CycleStrip({ days, shifts }: { days: readonly string[]; shifts: readonly WithId<Shift>[] }) {
  const theme = useTheme();
  return (
    <Box
      role="img"
      aria-label={patternRuns(days, shifts)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {days.map((id, index) => {
        const shift = id === '' ? undefined : shifts.find((candidate) => candidate.id === id);
        const color = shift && SHIFT_COLOR.test(shift.color) ? shift.color : null;
        return (
          <Box
            key={index}
            title={id === '' ? 'Libre' : (shift?.name ?? 'Turno eliminado')}
            sx={{
              width: 22,
              height: 22,
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
              bgcolor: color ?? (id === '' ? 'transparent' : 'action.disabled'),
              color: color ? theme.palette.getContrastText(color) : 'text.secondary',
              fontSize: 11,
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {id === '' ? '' : (shift?.name.charAt(0).toUpperCase() ?? '?')}
          </Box>
        );
      })}
    </Box>
  );
}

const NO_SHIFTS: readonly WithId<Shift>[] = [];

export function PatternsTab({ query, shiftsQuery, store, actor, onNotice }: PatternsTabProps) {
  const refresh = useRefreshPlanning();
  const shifts = shiftsQuery.data ?? NO_SHIFTS;
  const shiftsReady = shiftsQuery.isSuccess;
  const [editing, setEditing] = useState<PatternRow | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<PatternRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const hasActiveShift = shifts.some((shift) => !shift.archived);

  const edit = useCallback((pattern: PatternRow | null) => {
    setEditing(pattern);
    setDialogOpen(true);
  }, []);

  const save = async (values: PatternValues) => {
    if (editing) {
      const changed = await updatePattern(store, actor, editing, values);
      onNotice(changed ? `Se guardó el patrón ${values.name}.` : 'No hubo cambios que guardar.');
    } else {
      await createPattern(store, actor, values);
      onNotice(`Se creó el patrón ${values.name}.`);
    }
    refresh('shiftPatterns');
  };

  const remove = async () => {
    if (!deleting) return;
    await deletePattern(store, deleting);
    onNotice(`Se eliminó el patrón ${deleting.name}.`);
    refresh('shiftPatterns');
  };

  const columns = useMemo<DataTableColumn<PatternRow>[]>(
    () => [
      { id: 'name', header: 'Patrón', sortValue: (pattern) => pattern.name, cell: (pattern) => pattern.name },
      {
        id: 'length',
        header: 'Ciclo',
        sortValue: (pattern) => pattern.days.length,
        cell: (pattern) => cycleText(pattern.days.length),
      },
      {
        id: 'days',
        header: 'Días',
        cell: (pattern) => <CycleStrip days={pattern.days} shifts={shifts} />,
      },
    ],
    [shifts],
  );

  const actions = useMemo<RowAction<PatternRow>[]>(
    () => [
      { label: 'Editar', onClick: edit },
      {
        label: 'Eliminar',
        onClick: (pattern) => {
          setDeleting(pattern);
          setConfirmOpen(true);
        },
      },
    ],
    [edit],
  );

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => edit(null)}
          disabled={!query.isSuccess || !shiftsReady || !hasActiveShift}
          sx={{ minHeight: 44 }}
        >
          Nuevo patrón
        </Button>
      </Box>
      {shiftsReady && !hasActiveShift && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Para crear un patrón, primero crea un turno en la pestaña «Turnos».
        </Alert>
      )}
      <DataTable
        aria-label="Patrones de turnos"
        rows={query.isSuccess && shiftsReady ? query.data : undefined}
        columns={columns}
        getRowId={(pattern) => pattern.id}
        rowLabel={(pattern) => pattern.name}
        loading={query.isPending || shiftsQuery.isPending}
        error={query.error ?? shiftsQuery.error}
        onRetry={() => {
          if (query.isError) void query.refetch();
          if (shiftsQuery.isError) void shiftsQuery.refetch();
        }}
        emptyMessage="Aún no hay patrones. Un patrón repite turnos y días libres (4x4, 5x2, 7x7…) y se aplica desde la Agenda."
        rowActions={actions}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        pageSize={0}
      />
      <PatternDialog
        open={dialogOpen}
        pattern={editing}
        shifts={shifts}
        onSave={save}
        onClose={() => setDialogOpen(false)}
      />
      <ConfirmDialog
        open={confirmOpen}
        title="Eliminar patrón"
        message={`¿Eliminar el patrón ${deleting?.name ?? ''}? Lo que ya se planificó con él en la agenda no cambia.`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={remove}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
