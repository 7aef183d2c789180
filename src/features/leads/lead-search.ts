/**
 * The CRM's search and status filter, and the board's columns: pure functions over the leads, so the board and
 * the table always show the same leads in the same order (newest first).
 */
import { LEAD_STATUSES, type LeadStatus } from '../../domain/labels';
import type { Lead } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';

export type LeadRow = WithId<Lead>;

export interface LeadFilters {
  /** What is typed in `Buscar`. */
  search: string;
  /** One status, or '' for every status. */
  status: LeadStatus | '';
}

export const NO_FILTERS: LeadFilters = { search: '', status: '' };

/** Text as the search compares it: no accents, lower case, single spaces ('  Peña ' → 'pena'). */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word typed appears in the lead's name, company or e-mail (accents and case ignored). */
export function matchesSearch(lead: Pick<Lead, 'name' | 'company' | 'email'>, search: string): boolean {
  const words = normalizeSearch(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch(`${lead.name} ${lead.company} ${lead.email}`);
  return words.every((word) => haystack.includes(word));
}

const newestFirst = (a: LeadRow, b: LeadRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id);

/** The leads the filters let through, newest first. */
export function filterLeads(leads: readonly LeadRow[], filters: LeadFilters): LeadRow[] {
  return leads
    .filter((lead) => filters.status === '' || lead.status === filters.status)
    .filter((lead) => matchesSearch(lead, filters.search))
    .sort(newestFirst);
}

/** The board's columns: every status, in pipeline order, each with its leads newest first. */
export function groupByStatus(leads: readonly LeadRow[]): Record<LeadStatus, LeadRow[]> {
  const columns = Object.fromEntries(LEAD_STATUSES.map((status) => [status, [] as LeadRow[]])) as Record<
    LeadStatus,
    LeadRow[]
  >;
  for (const lead of [...leads].sort(newestFirst)) columns[lead.status].push(lead);
  return columns;
}
