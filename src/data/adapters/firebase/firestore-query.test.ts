import { Timestamp } from 'firebase/firestore';

import type { AttendanceRecord } from '../../ports/collections';
import type { WithId } from '../../ports/document-store';
import { DOCUMENT_ID, planQuery, queryConstraints } from './firestore-query';

const day = new Date('2025-03-14T03:00:00.000Z');

const record: WithId<AttendanceRecord> = {
  id: 'rec-7',
  tenantId: 't1',
  userId: 'u1',
  date: day,
  slotIndex: 0,
  checkInTime: null,
  checkOutTime: null,
  lunchStartTime: null,
  lunchEndTime: null,
  source: 'web',
};

describe('planQuery', () => {
  it('is empty without a query', () => {
    expect(planQuery()).toEqual({ filters: [], orders: [], cursor: null, limit: null });
  });

  it('converts filter values and defaults order direction to asc', () => {
    const plan = planQuery<'attendance'>({
      where: [
        { field: 'tenantId', op: '==', value: 't1' },
        { field: 'date', op: '>=', value: day },
      ],
      orderBy: [{ field: 'date' }],
      limit: 20,
    });

    expect(plan.filters[0]).toEqual({ field: 'tenantId', op: '==', value: 't1' });
    expect(plan.filters[1]?.value).toBeInstanceOf(Timestamp);
    expect(plan.orders).toEqual([{ field: 'date', direction: 'asc' }]);
    expect(plan.cursor).toBeNull();
    expect(plan.limit).toBe(20);
  });

  it('builds a cursor from the orderBy values plus the document id, in the last direction', () => {
    const plan = planQuery<'attendance'>({
      where: [{ field: 'tenantId', op: '==', value: 't1' }],
      orderBy: [
        { field: 'date', direction: 'desc' },
        { field: 'slotIndex', direction: 'desc' },
      ],
      startAfter: record,
    });

    expect(plan.orders).toEqual([
      { field: 'date', direction: 'desc' },
      { field: 'slotIndex', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ]);
    expect(plan.cursor).toEqual([Timestamp.fromDate(day), 0, 'rec-7']);
  });

  it('orders by inequality fields before the id when the query does not, as Firestore would', () => {
    const plan = planQuery<'attendance'>({
      where: [
        { field: 'userId', op: '!=', value: 'u9' },
        { field: 'date', op: '<', value: day },
      ],
      startAfter: record,
    });

    expect(plan.orders.map((order) => order.field)).toEqual(['date', 'userId', DOCUMENT_ID]);
    expect(plan.cursor).toEqual([Timestamp.fromDate(day), 'u1', 'rec-7']);
  });

  it('uses the document id alone when there is nothing else to order by', () => {
    const plan = planQuery<'attendance'>({ startAfter: record, limit: 5 });
    expect(plan.orders).toEqual([{ field: DOCUMENT_ID, direction: 'asc' }]);
    expect(plan.cursor).toEqual(['rec-7']);
  });
});

describe('queryConstraints', () => {
  it('emits filters, orders, the cursor and the limit in that order', () => {
    const plan = planQuery<'attendance'>({
      where: [{ field: 'tenantId', op: '==', value: 't1' }],
      orderBy: [{ field: 'date' }],
      startAfter: record,
      limit: 10,
    });

    expect(queryConstraints(plan).map((constraint) => constraint.type)).toEqual([
      'where',
      'orderBy',
      'orderBy',
      'startAfter',
      'limit',
    ]);
  });
});
