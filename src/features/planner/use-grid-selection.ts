/**
 * The planner grid's focus and selection. The focused cell (the one Tab reaches: roving focus) and the anchor of
 * a range are kept as cells, not positions, so a filter that hides rows does not move them. Mouse: click selects
 * one cell, Shift+click the range from the anchor, Ctrl/Cmd+click toggles one. Keyboard: arrows (Home/End,
 * PageUp/PageDown) move the focus, Shift+arrows extend the range, Space/Enter toggles the focused cell, Escape
 * clears the selection.
 */
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';

import {
  cellAt,
  cellKeyOf,
  movedFocus,
  positionOf,
  rangeKeys,
  selectedCells,
  toggleKey,
  type CellPos,
  type CellRef,
  type GridShape,
} from './selection';

export interface ClickModifiers {
  shift: boolean;
  toggle: boolean;
}

export function useGridSelection(grid: GridShape) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const [anchor, setAnchor] = useState<CellRef | null>(null);
  const [focused, setFocused] = useState<CellRef | null>(null);
  // Bumped when the focus must move into the DOM (keyboard, a conflict's button), not on every render.
  const [focusRequest, setFocusRequest] = useState(0);

  const focus: CellPos = useMemo(() => {
    const pos = focused ? positionOf(grid, focused) : null;
    return pos ?? { row: 0, col: 0 };
  }, [grid, focused]);
  const cells = useMemo(() => selectedCells(grid, selection), [grid, selection]);

  const moveTo = useCallback(
    (pos: CellPos, request: boolean) => {
      const cell = cellAt(grid, pos);
      if (!cell) return;
      setFocused(cell);
      if (request) setFocusRequest((n) => n + 1);
    },
    [grid],
  );

  const anchorPos = useCallback(
    (fallback: CellPos) => (anchor ? (positionOf(grid, anchor) ?? fallback) : fallback),
    [grid, anchor],
  );

  const click = useCallback(
    (pos: CellPos, modifiers: ClickModifiers) => {
      const cell = cellAt(grid, pos);
      if (!cell) return;
      const key = cellKeyOf(cell);
      setFocused(cell);
      if (modifiers.shift) {
        setSelection(new Set(rangeKeys(grid, anchorPos(pos), pos)));
        return;
      }
      setAnchor(cell);
      setSelection((current) =>
        modifiers.toggle
          ? toggleKey(current, key)
          : current.size === 1 && current.has(key)
            ? new Set()
            : new Set([key]),
      );
    },
    [grid, anchorPos],
  );

  const toggleFocused = useCallback(() => {
    const cell = cellAt(grid, focus);
    if (!cell) return;
    setAnchor(cell);
    setSelection((current) => toggleKey(current, cellKeyOf(cell)));
  }, [grid, focus]);

  const clear = useCallback(() => setSelection(new Set()), []);

  /** Handles a key pressed on a cell; true when it was the grid's. */
  const keyDown = useCallback(
    (event: KeyboardEvent, pageRows: number): boolean => {
      if (event.key === 'Escape') {
        if (selection.size === 0) return false;
        clear();
        return true;
      }
      if (event.key === ' ' || event.key === 'Enter') {
        toggleFocused();
        return true;
      }
      const next = movedFocus(focus, event.key, grid, { ctrl: event.ctrlKey || event.metaKey, pageRows });
      if (next === null) return false;
      if (event.shiftKey) {
        const start = anchorPos(focus);
        if (!anchor) {
          const cell = cellAt(grid, focus);
          if (cell) setAnchor(cell);
        }
        setSelection(new Set(rangeKeys(grid, start, next)));
      }
      moveTo(next, true);
      return true;
    },
    [selection.size, clear, toggleFocused, focus, grid, anchor, anchorPos, moveTo],
  );

  /** Focuses a cell from outside the grid (a conflict of the side list). */
  const focusCell = useCallback(
    (cell: CellRef) => {
      const pos = positionOf(grid, cell);
      if (pos) moveTo(pos, true);
    },
    [grid, moveTo],
  );

  /** The DOM focus reached a cell (Tab, a click, a screen reader): it becomes the grid's focused cell. */
  const onCellFocus = useCallback(
    (pos: CellPos) => {
      const cell = cellAt(grid, pos);
      if (cell) setFocused((current) => (current && cellKeyOf(current) === cellKeyOf(cell) ? current : cell));
    },
    [grid],
  );

  /** Selects exactly these cells. */
  const select = useCallback((keys: Iterable<string>) => setSelection(new Set(keys)), []);

  return {
    selection,
    cells,
    focus,
    focusRequest,
    click,
    keyDown,
    clear,
    focusCell,
    focused: onCellFocus,
    select,
  };
}

export type GridSelection = ReturnType<typeof useGridSelection>;
