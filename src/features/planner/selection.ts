/**
 * The planner grid's cells and their selection: a cell is a person (row) and a day (column), named by
 * `personDayKey(userId, day)`. Rows and days are the ones shown (after filters), in order. Pure.
 */
import { personDayKey } from '../../domain/schedule/day-schedule';

export interface CellPos {
  row: number;
  col: number;
}

export interface CellRef {
  userId: string;
  day: string;
}

export interface GridShape {
  rowIds: readonly string[];
  days: readonly string[];
}

export function cellKeyOf(cell: CellRef): string {
  return personDayKey(cell.userId, cell.day);
}

/** The cell at a position, or null outside the grid. */
export function cellAt(grid: GridShape, pos: CellPos): CellRef | null {
  const userId = grid.rowIds[pos.row];
  const day = grid.days[pos.col];
  return userId === undefined || day === undefined ? null : { userId, day };
}

/** Where a cell is in the grid, or null when it is not shown. */
export function positionOf(grid: GridShape, cell: CellRef): CellPos | null {
  const row = grid.rowIds.indexOf(cell.userId);
  const col = grid.days.indexOf(cell.day);
  return row < 0 || col < 0 ? null : { row, col };
}

/** Every cell of the rectangle between two positions (both included), row by row. */
export function rangeKeys(grid: GridShape, a: CellPos, b: CellPos): string[] {
  const keys: string[] = [];
  const [top, bottom] = a.row <= b.row ? [a.row, b.row] : [b.row, a.row];
  const [left, right] = a.col <= b.col ? [a.col, b.col] : [b.col, a.col];
  for (let row = top; row <= bottom; row += 1) {
    for (let col = left; col <= right; col += 1) {
      const cell = cellAt(grid, { row, col });
      if (cell) keys.push(cellKeyOf(cell));
    }
  }
  return keys;
}

/** The selection with `key` added, or removed when it was in it. */
export function toggleKey(selection: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selection);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The selected cells that are shown, in grid order (row by row). */
export function selectedCells(grid: GridShape, selection: ReadonlySet<string>): CellRef[] {
  if (selection.size === 0) return [];
  const cells: CellRef[] = [];
  for (const userId of grid.rowIds) {
    for (const day of grid.days) {
      if (selection.has(personDayKey(userId, day))) cells.push({ userId, day });
    }
  }
  return cells;
}

/** The keys that move the focus, and where they take it (clamped to the grid). */
export function movedFocus(
  pos: CellPos,
  key: string,
  grid: GridShape,
  options: { ctrl?: boolean; pageRows?: number } = {},
): CellPos | null {
  const lastRow = grid.rowIds.length - 1;
  const lastCol = grid.days.length - 1;
  if (lastRow < 0 || lastCol < 0) return null;
  const page = options.pageRows ?? 10;
  const clamp = (row: number, col: number): CellPos => ({
    row: Math.min(Math.max(row, 0), lastRow),
    col: Math.min(Math.max(col, 0), lastCol),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(pos.row - 1, pos.col);
    case 'ArrowDown':
      return clamp(pos.row + 1, pos.col);
    case 'ArrowLeft':
      return clamp(pos.row, pos.col - 1);
    case 'ArrowRight':
      return clamp(pos.row, pos.col + 1);
    case 'Home':
      return options.ctrl ? clamp(0, 0) : clamp(pos.row, 0);
    case 'End':
      return options.ctrl ? clamp(lastRow, lastCol) : clamp(pos.row, lastCol);
    case 'PageUp':
      return clamp(pos.row - page, pos.col);
    case 'PageDown':
      return clamp(pos.row + page, pos.col);
    default:
      return null;
  }
}
