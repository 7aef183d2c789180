import { assertDayOpen, ClosedPeriodError, closedPeriodVerdict } from './period-write';
import type { CollectionName } from '../ports/collections';
import type { Data } from './verdicts';

/** Santiago's day starts at 03:00 UTC in November (UTC−3). */
const startOf = (day: string) => new Date(`${day}T03:00:00.000Z`);

const tenants: Record<string, Data> = {
  t1: { tenantId: 't1', closedThrough: '2026-10-31' },
  t2: { tenantId: 't2', closedThrough: null },
};
const lookup = (collection: CollectionName, id: string) =>
  collection === 'tenants' ? (tenants[id] ?? null) : null;

const verdict = (collection: CollectionName, ...versions: (Data | null)[]) =>
  closedPeriodVerdict(collection, versions, lookup).allow;

describe('closedPeriodVerdict', () => {
  it('refuses a doc of a closed day in every bound collection, and allows the first open day', () => {
    for (const collection of ['attendance', 'corrections', 'schedulesConfig', 'scheduleDrafts'] as const) {
      expect(verdict(collection, { tenantId: 't1', date: startOf('2026-10-31') })).toBe(false);
      expect(verdict(collection, { tenantId: 't1', date: startOf('2026-11-01') })).toBe(true);
    }
    expect(verdict('absences', { tenantId: 't1', from: startOf('2026-10-30') })).toBe(false);
    expect(verdict('absences', { tenantId: 't1', from: startOf('2026-11-02') })).toBe(true);
    expect(verdict('overtimeDecisions', { tenantId: 't1', day: '2026-10-15' })).toBe(false);
    expect(verdict('overtimeDecisions', { tenantId: 't1', day: '2026-11-15' })).toBe(true);
  });

  it('judges the stored doc too: a delete of a closed day, or a move out of it, is refused', () => {
    const closed = { tenantId: 't1', date: startOf('2026-10-20') };
    const open = { tenantId: 't1', date: startOf('2026-11-20') };
    expect(verdict('scheduleDrafts', closed, null)).toBe(false);
    expect(verdict('scheduleDrafts', closed, open)).toBe(false);
    expect(verdict('scheduleDrafts', open, closed)).toBe(false);
    expect(verdict('scheduleDrafts', open, open)).toBe(true);
  });

  it('reads the doc’s own tenant; nothing closed or an unbound collection is always open', () => {
    expect(verdict('attendance', { tenantId: 't2', date: startOf('2020-01-01') })).toBe(true);
    expect(verdict('shifts', { tenantId: 't1', date: startOf('2026-10-01') })).toBe(true);
    expect(verdict('logs', { tenantId: 't1', createdAt: startOf('2026-10-01') })).toBe(true);
  });
});

describe('assertDayOpen', () => {
  it('throws the Spanish refusal for a closed day only', () => {
    expect(() => assertDayOpen('2026-11-01', '2026-10-31')).not.toThrow();
    expect(() => assertDayOpen('2026-11-01', null)).not.toThrow();
    expect(() => assertDayOpen('2026-10-15', '2026-10-31')).toThrow(ClosedPeriodError);
    expect(() => assertDayOpen('2026-10-15', '2026-10-31')).toThrow(
      'El 15-10-2026 pertenece a un periodo cerrado (cerrado hasta el 31-10-2026). Para cambiarlo, un administrador debe reabrir el periodo.',
    );
  });
});
