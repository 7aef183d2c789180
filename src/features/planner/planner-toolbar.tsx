import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RepeatIcon from '@mui/icons-material/Repeat';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

import { FilterSelect } from '../../components/filter-select';
import type { PlannerFilters } from './use-planner-model';

export interface PlannerToolbarProps {
  /** Not ready, or a change is being saved: every action waits. */
  disabled: boolean;
  /** No person is shown: there is no week to copy to. */
  nobodyShown: boolean;
  /** What `Deshacer` would revert; null: nothing to undo. */
  undoLabel: string | null;
  filters: PlannerFilters;
  departments: readonly string[];
  onFiltersChange: (change: (filters: PlannerFilters) => PlannerFilters) => void;
  onCopyWeek: () => void;
  onPattern: () => void;
  onUndo: () => void;
}

/** Above the grid: copy the previous week, apply a pattern, undo; then the department and name filters. */
export function PlannerToolbar({
  disabled,
  nobodyShown,
  undoLabel,
  filters,
  departments,
  onFiltersChange,
  onCopyWeek,
  onPattern,
  onUndo,
}: PlannerToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={onCopyWeek}
        disabled={disabled || nobodyShown}
        sx={{ minHeight: 44 }}
      >
        Copiar semana anterior
      </Button>
      <Button
        variant="outlined"
        startIcon={<RepeatIcon />}
        onClick={onPattern}
        disabled={disabled}
        sx={{ minHeight: 44 }}
      >
        Aplicar patrón
      </Button>
      <Button
        variant="outlined"
        startIcon={<UndoIcon />}
        onClick={onUndo}
        disabled={disabled || undoLabel === null}
        title={undoLabel !== null ? `Deshacer: ${undoLabel}` : undefined}
        sx={{ minHeight: 44 }}
      >
        Deshacer
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' } }}>
        <FilterSelect
          label="Departamento"
          value={filters.department}
          onChange={(department) => onFiltersChange((f) => ({ ...f, department }))}
          options={[['', 'Todos'], ...departments.map((d) => [d, d] as const)]}
        />
        <TextField
          size="small"
          type="search"
          label="Buscar persona"
          value={filters.search}
          onChange={(event) => onFiltersChange((f) => ({ ...f, search: event.target.value }))}
          sx={{ minWidth: 200 }}
        />
      </Box>
    </Box>
  );
}
