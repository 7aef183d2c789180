import Stack from '@mui/material/Stack';

import type { DataTableColumn, RowAction } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import type { Shift } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { Swatch } from './color-field';
import type { ShiftDialogMode } from './shift-dialog';
import { hoursText, lunchText, shiftMinutes, slotsText } from './shift-text';

export type ShiftRow = WithId<Shift>;

/** The table's columns: colour and name (marked when archived), slots, colación, planned hours a day. */
export function shiftColumns(timeZone: string): DataTableColumn<ShiftRow>[] {
  return [
    {
      id: 'name',
      header: 'Turno',
      sortValue: (shift) => shift.name,
      cell: (shift) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Swatch color={shift.color} size={18} />
          <span>{shift.name}</span>
          {shift.archived && <StatusChip label="Archivado" tone="neutral" />}
        </Stack>
      ),
    },
    { id: 'slots', header: 'Tramos', cell: (shift) => slotsText(shift.timeSlots) },
    {
      id: 'lunch',
      header: 'Colación',
      sortValue: (shift) => shift.lunchMinutes,
      cell: (shift) => lunchText(shift.lunchMinutes),
    },
    {
      id: 'hours',
      header: 'Horas por día',
      align: 'right',
      sortValue: (shift) => shiftMinutes(shift, timeZone),
      cell: (shift) => hoursText(shiftMinutes(shift, timeZone)),
    },
  ];
}

/**
 * A row's actions: `Editar`, `Duplicar`, `Archivar` (an archived shift may only be duplicated) and, while the
 * archived ones are shown, `Restaurar`.
 */
export function shiftRowActions(
  showArchived: boolean,
  open: (mode: ShiftDialogMode, source: ShiftRow) => void,
  ask: (kind: 'archive' | 'restore', shift: ShiftRow) => void,
): RowAction<ShiftRow>[] {
  const list: RowAction<ShiftRow>[] = [
    {
      label: 'Editar',
      onClick: (shift) => open('edit', shift),
      disabled: (shift) => shift.archived === true,
    },
    { label: 'Duplicar', onClick: (shift) => open('duplicate', shift) },
    {
      label: 'Archivar',
      onClick: (shift) => ask('archive', shift),
      disabled: (shift) => shift.archived === true,
    },
  ];
  if (showArchived)
    list.push({
      label: 'Restaurar',
      onClick: (shift) => ask('restore', shift),
      disabled: (shift) => shift.archived !== true,
    });
  return list;
}
