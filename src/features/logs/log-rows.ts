/**
 * The rows /logs shows: each entry read by src/domain/audit (names, local time, Spanish label, a sentence), and
 * each run of a bulk act (src/domain/audit/log-groups.ts) as one row that opens to its entries.
 */
import type { LogEntry } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { SYSTEM_ACTOR } from '../../data/writes/audit';
import { groupBulk, groupSentence, type LogItem } from '../../domain/audit/log-groups';
import { readLog, type TextContext } from '../../domain/audit/log-text';
import type { ExportTable } from '../../lib/export/table';

export interface LogRow {
  id: string;
  /** `group`: a bulk act (its entries follow it as `member` rows when opened). */
  kind: 'entry' | 'group' | 'member';
  when: string;
  who: string;
  action: string;
  sentence: string;
  /** The stored entry for support; null on a group row. */
  technical: string | null;
  /** A group's number of entries. */
  count: number;
}

/** How the texts name people: the tenant's people by name, the server as `Sistema`. */
export function textContext(names: ReadonlyMap<string, string>, timeZone: string): TextContext {
  return {
    timeZone,
    personName: (id) => (id === SYSTEM_ACTOR ? 'Sistema' : (names.get(id) ?? null)),
  };
}

function entryRow(entry: WithId<LogEntry>, context: TextContext, kind: 'entry' | 'member'): LogRow {
  return { id: entry.id, kind, ...readLog(entry, context), count: 1 };
}

/** The id of a group's row: its newest entry's, prefixed. */
export const groupRowId = (entries: readonly WithId<LogEntry>[]) => `group-${entries[0]?.id ?? ''}`;

/** The entries (newest first) as items: single entries and bulk groups. */
export function logItems(entries: readonly WithId<LogEntry>[]): LogItem<WithId<LogEntry>>[] {
  return groupBulk(entries);
}

/** The rows of `items`, the groups in `open` followed by their entries. */
export function logRows(
  items: readonly LogItem<WithId<LogEntry>>[],
  context: TextContext,
  open: ReadonlySet<string>,
): LogRow[] {
  return items.flatMap((item): LogRow[] => {
    if (item.kind === 'single') return [entryRow(item.entry, context, 'entry')];
    const [newest] = item.entries;
    if (newest === undefined) return [];
    const id = groupRowId(item.entries);
    const head = readLog(newest, context);
    const row: LogRow = {
      id,
      kind: 'group',
      when: head.when,
      who: head.who,
      action: head.action,
      sentence: groupSentence(item.action, item.entries.length),
      technical: null,
      count: item.entries.length,
    };
    return open.has(id) ? [row, ...item.entries.map((entry) => entryRow(entry, context, 'member'))] : [row];
  });
}

/** Every loaded entry on its own line (a spreadsheet groups nothing), with the stored details for support. */
export function logsTable(entries: readonly WithId<LogEntry>[], context: TextContext): ExportTable {
  return {
    title: 'Registros',
    columns: ['Fecha', 'Persona', 'Acción', 'Detalle', 'Detalle técnico'],
    rows: entries.map((entry) => {
      const read = readLog(entry, context);
      return [read.when, read.who, read.action, read.sentence, entry.details ?? ''];
    }),
  };
}
