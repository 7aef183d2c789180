/**
 * The agenda grid's columns after the names: the days, each ISO week's total hours after its last shown day, and
 * in a month the period's total at the end. A week shows one week column. Each column knows its ARIA index (the
 * names column is 1). Pure.
 */
import type { WeekSpan } from '../../domain/schedule/planned-hours';

export type GridColumn =
  | { kind: 'day'; day: string; /** Its index among the days (the selection's column). */ dayIndex: number }
  | { kind: 'week'; week: WeekSpan }
  | { kind: 'total' };

/** Widths in px: a month's cells are narrow enough for 31 days, 6 weeks and the total in 1,000 px. */
export function gridSizes(compact: boolean) {
  return compact
    ? { person: 112, cell: 20, week: 36, total: 48, row: 40, footer: 24 }
    : { person: 176, cell: 92, week: 64, total: 0, row: 58, footer: 28 };
}

export function gridColumns(weeks: readonly WeekSpan[], compact: boolean): GridColumn[] {
  const columns: GridColumn[] = [];
  let dayIndex = 0;
  for (const week of weeks) {
    for (const day of week.days) columns.push({ kind: 'day', day, dayIndex: dayIndex++ });
    columns.push({ kind: 'week', week });
  }
  if (compact) columns.push({ kind: 'total' });
  return columns;
}

/** The CSS grid template of the names column and `columns`, and the width it needs at least. */
export function gridTemplate(columns: readonly GridColumn[], compact: boolean) {
  const size = gridSizes(compact);
  const widths = columns.map((column) =>
    column.kind === 'day'
      ? `minmax(${size.cell}px, 1fr)`
      : `${column.kind === 'week' ? size.week : size.total}px`,
  );
  const minWidth = columns.reduce(
    (sum, column) =>
      sum + (column.kind === 'day' ? size.cell : column.kind === 'week' ? size.week : size.total),
    size.person,
  );
  return { template: `${size.person}px ${widths.join(' ')}`, minWidth };
}
