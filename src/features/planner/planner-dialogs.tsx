import { useMemo } from 'react';

import type { ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { HistoryDialog } from './history-dialog';
import { PatternDialog } from './pattern-dialog';
import type { PatternValues } from './pattern-schema';
import type { PlannerRange } from './planner-repository';
import { PublishDialog, type PublishDialogProps } from './publish-dialog';
import type { CellRef } from './selection';
import type { PlannerModel } from './use-planner-model';

export type PlannerDialog = 'pattern' | 'publish' | 'history' | null;

export interface PlannerDialogsProps {
  open: PlannerDialog;
  onClose: () => void;
  /** The plan has loaded: a pattern may be applied and the drafts published. */
  ready: boolean;
  /** Null until the member is known. */
  tenantId: string | null;
  timeZone: string | null;
  today: string | null;
  range: PlannerRange | null;
  model: PlannerModel;
  /** The selected cells: their people are the pattern's proposed ones. */
  selected: readonly CellRef[];
  /** A month is in view (the publish's option says so). */
  month: boolean;
  closedThrough: string | null;
  canReopen: boolean;
  personName: (userId: string) => string;
  onApplyPattern: (pattern: WithId<ShiftPattern>, values: PatternValues) => Promise<void>;
  onPublish: PublishDialogProps['onPublish'];
}

/** The agenda's dialogs: apply a pattern, publish the drafts, the publishes' history. */
export function PlannerDialogs({
  open,
  onClose,
  ready,
  tenantId,
  timeZone,
  today,
  range,
  model,
  selected,
  month,
  closedThrough,
  canReopen,
  personName,
  onApplyPattern,
  onPublish,
}: PlannerDialogsProps) {
  const selectionPeople = useMemo(() => [...new Set(selected.map((cell) => cell.userId))], [selected]);
  if (tenantId === null || timeZone === null) return null;
  return (
    <>
      {ready && (
        <>
          <PatternDialog
            open={open === 'pattern'}
            people={model.people}
            initialPeople={selectionPeople}
            from={range?.from ?? ''}
            to={range?.to ?? ''}
            onApply={onApplyPattern}
            onClose={onClose}
          />
          {range && (
            <PublishDialog
              open={open === 'publish'}
              items={model.publishItems}
              conflicts={model.conflicts}
              view={range}
              month={month}
              today={today}
              closedThrough={closedThrough}
              canReopen={canReopen}
              personName={personName}
              onPublish={onPublish}
              onClose={onClose}
            />
          )}
        </>
      )}
      <HistoryDialog
        open={open === 'history'}
        tenantId={tenantId}
        timeZone={timeZone}
        personName={personName}
        onClose={onClose}
      />
    </>
  );
}
