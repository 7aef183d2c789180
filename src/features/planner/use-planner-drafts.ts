import { useRef, useState } from 'react';

import type { Shift, ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { copySourceDays, copyWeekChanges } from './copy-week';
import { cellsLabel, planDraftWrites, undoChanges, type CellChange, type UndoCell } from './draft-changes';
import { patternChanges, type PatternValues } from './pattern-schema';
import { effectivePlan, mergeIndexes, planOfShift } from './plan-model';
import {
  loadPlanIndex,
  PartialWriteError,
  saveDrafts,
  type PlannerRange,
  type PlannerWriter,
} from './planner-repository';
import type { GridSelection } from './use-grid-selection';
import { failureOf, PlannerWriteFailure, type DraftFailure } from './write-failure';
import type { PlannerModel } from './use-planner-model';

/** The last draft changes, newest last, that `Deshacer` reverts one at a time. */
const UNDO_DEPTH = 20;

interface UndoEntry {
  label: string;
  cells: UndoCell[];
}

interface DraftsInput {
  writer: PlannerWriter | null;
  range: PlannerRange | null;
  model: PlannerModel;
  /** Every shift, archived ones included: a pattern may name any of them. */
  shifts: readonly WithId<Shift>[] | undefined;
  selection: GridSelection;
  /** The tenant's last closed day: a refused write says which closed period refused it. */
  closedThrough: string | null;
}

/**
 * The agenda's draft edits (assign, clear, copy the previous week, apply a pattern) and their `Deshacer` stack,
 * with the state the screen shows of them: busy, the failure above the grid and the notice after a change.
 */
export function usePlannerDrafts({ writer, range, model, shifts, selection, closedThrough }: DraftsInput) {
  const [undo, setUndo] = useState<UndoEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DraftFailure | null>(null);
  /** The days the last write touched: a refusal names their closed period. */
  const writtenDays = useRef<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  /**
   * Writes the drafts that make `changes` true, audited as `<label>: N celdas`, and remembers the cells' drafts
   * before it for `Deshacer`. Days outside the loaded ones are read first. Throws when nothing could be saved.
   */
  const apply = async (label: string, changes: readonly CellChange[], remember = true): Promise<void> => {
    if (!writer || !range) return;
    const days = changes.map((c) => c.day).sort();
    const first = days[0];
    const last = days[days.length - 1];
    if (first === undefined || last === undefined) return;
    const loadedFrom = model.loadedDays[0] ?? range.from;
    const index =
      first >= loadedFrom && last <= range.to
        ? model.index
        : mergeIndexes(
            model.index,
            await loadPlanIndex(writer.store, writer.tenantId, first, last, writer.timeZone),
          );
    writtenDays.current = days;
    const { writes, undo: before } = planDraftWrites(index, changes);
    if (writes.length === 0) {
      setNotice('Sin cambios: las celdas ya tenían ese plan.');
      return;
    }
    const remembered = (count: number) => {
      if (remember && count > 0)
        setUndo((stack) => [...stack, { label, cells: before.slice(0, count) }].slice(-UNDO_DEPTH));
    };
    try {
      await saveDrafts(writer, writes, label);
    } catch (error) {
      if (error instanceof PartialWriteError) remembered(error.done);
      throw error;
    }
    remembered(writes.length);
    setNotice(`${label}: ${cellsLabel(writes.length)} en borrador.`);
  };

  /** Runs an action of the toolbar or the selection bar; a failure is said above the grid. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    writtenDays.current = [];
    try {
      await action();
    } catch (error) {
      console.error('Agenda: no se pudo guardar', error);
      setFailure(failureOf(error, { days: writtenDays.current, closedThrough }));
    } finally {
      setBusy(false);
    }
  };

  const assign = (shift: WithId<Shift> | null) =>
    void run(() =>
      apply(
        shift ? `Asignar ${shift.name}` : 'Asignar Libre',
        selection.cells.map((cell) => ({ ...cell, target: shift ? planOfShift(shift) : null })),
      ),
    );
  const clearDrafts = () =>
    void run(() =>
      apply(
        'Limpiar',
        selection.cells.map((cell) => ({ ...cell, target: 'published' as const })),
      ),
    );
  const undoLast = () =>
    void run(async () => {
      const entry = undo[undo.length - 1];
      if (!entry) return;
      await apply('Deshacer', undoChanges(entry.cells), false);
      setUndo((stack) => stack.slice(0, -1));
    });
  const copyWeek = () =>
    void run(async () => {
      const first = model.days[0];
      if (!writer || first === undefined) return;
      const sources = copySourceDays(first);
      const source = await loadPlanIndex(
        writer.store,
        writer.tenantId,
        sources[0] ?? first,
        sources[sources.length - 1] ?? first,
        writer.timeZone,
      );
      await apply(
        'Copiar semana anterior',
        copyWeekChanges(model.shownIds, model.days, (userId, day) => effectivePlan(source, userId, day)),
      );
    });
  /** The dialog says a failure; a closed period's refusal stays above the grid too, with its reopen hint. */
  const applyPattern = async (pattern: WithId<ShiftPattern>, values: PatternValues) => {
    setFailure(null);
    writtenDays.current = [];
    try {
      await apply(`Aplicar patrón ${pattern.name}`, patternChanges(pattern, values, shifts ?? []));
    } catch (error) {
      const failure = failureOf(error, { days: writtenDays.current, closedThrough });
      if (failure.closed) setFailure(failure);
      throw new PlannerWriteFailure(failure);
    }
  };

  return {
    busy,
    failure,
    dismissFailure: () => setFailure(null),
    notice,
    setNotice,
    /** What `Deshacer` would revert, or null when there is nothing to undo. */
    undoLabel: undo[undo.length - 1]?.label ?? null,
    /** A publish leaves nothing to undo: the drafts it published are gone. */
    forgetUndo: () => setUndo([]),
    assign,
    clearDrafts,
    undoLast,
    copyWeek,
    applyPattern,
  };
}
