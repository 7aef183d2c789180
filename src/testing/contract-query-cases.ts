/** Query cases of the DocumentStore contract (see document-store-contract.ts). */
import { beforeEach, describe, expect, it } from 'vitest';

import type { DocumentStore, Query } from '../data/ports/document-store';
import {
  day,
  expectDataError,
  holiday,
  holidayId,
  inTenant,
  names,
  CONTRACT_PUBLISH_ID,
  openPublish,
  schedule,
  scheduleId,
  shift,
} from './contract-fixtures';

const MORNING = { startTime: '09:00', endTime: '17:00' };
const EVENING = { startTime: '17:00', endTime: '23:00' };
const NIGHT = { startTime: '23:00', endTime: '07:00' };

export function describeQueryContract(store: () => DocumentStore): void {
  describe('queries', () => {
    beforeEach(async () => {
      // A..E on June 1..5 (ids t1_2025-06-01…05, as the policy fixes them); B and D are irrenunciable.
      const batch = store().batch();
      ['A', 'B', 'C', 'D', 'E'].forEach((name, i) =>
        batch.set('holidays', holidayId(day(i + 1)), holiday(name, day(i + 1), i % 2 === 1)),
      );
      await batch.commit();
    });

    const holidays = (query: Query<'holidays'> = {}) =>
      store().list('holidays', { ...query, where: [inTenant, ...(query.where ?? [])] });

    it('filters with == on strings, booleans and dates', async () => {
      expect(names(await holidays({ where: [{ field: 'name', op: '==', value: 'C' }] }))).toEqual(['C']);
      expect(names(await holidays({ where: [{ field: 'irrenunciable', op: '==', value: true }] }))).toEqual([
        'B',
        'D',
      ]);
      expect(names(await holidays({ where: [{ field: 'date', op: '==', value: day(4) }] }))).toEqual(['D']);
    });

    it('filters with != (ordered by that field)', async () => {
      const result = await holidays({ where: [{ field: 'name', op: '!=', value: 'C' }] });
      expect(names(result)).toEqual(['A', 'B', 'D', 'E']);
    });

    it('filters with <, <=, >, >= comparing dates by time', async () => {
      const by = async (op: '<' | '<=' | '>' | '>=') =>
        names(await holidays({ where: [{ field: 'date', op, value: day(3) }] }));
      expect(await by('<')).toEqual(['A', 'B']);
      expect(await by('<=')).toEqual(['A', 'B', 'C']);
      expect(await by('>')).toEqual(['D', 'E']);
      expect(await by('>=')).toEqual(['C', 'D', 'E']);
    });

    it('combines equality and a range', async () => {
      const result = await holidays({
        where: [
          { field: 'irrenunciable', op: '==', value: false },
          { field: 'date', op: '>=', value: day(2) },
          { field: 'date', op: '<', value: day(5) },
        ],
      });
      expect(names(result)).toEqual(['C']);
    });

    it('filters with in and not-in', async () => {
      expect(names(await holidays({ where: [{ field: 'name', op: 'in', value: ['A', 'C', 'Z'] }] }))).toEqual(
        ['A', 'C'],
      );
      expect(names(await holidays({ where: [{ field: 'name', op: 'not-in', value: ['A', 'C'] }] }))).toEqual([
        'B',
        'D',
        'E',
      ]);
    });

    it('rejects in / not-in / array-contains-any with more than 30 values (invalid-argument)', async () => {
      const values = Array.from({ length: 31 }, (_, i) => `n${i}`);
      await expectDataError(
        holidays({ where: [{ field: 'name', op: 'in', value: values }] }),
        'invalid-argument',
      );
      await expectDataError(
        holidays({ where: [{ field: 'name', op: 'not-in', value: values }] }),
        'invalid-argument',
      );
      const thirty = values.slice(0, 30);
      expect(await holidays({ where: [{ field: 'name', op: 'in', value: thirty }] })).toEqual([]);
    });

    it('filters arrays with array-contains and array-contains-any', async () => {
      await store().set('shifts', 's1', shift('Mañana', { timeSlots: [MORNING] }));
      await store().set('shifts', 's2', shift('Partido', { timeSlots: [MORNING, EVENING] }));
      await store().set('shifts', 's3', shift('Noche', { timeSlots: [NIGHT] }));
      const shifts = (op: 'array-contains' | 'array-contains-any', value: unknown) =>
        store().list('shifts', { where: [inTenant, { field: 'timeSlots', op, value }] });
      expect(names(await shifts('array-contains', EVENING))).toEqual(['Partido']);
      expect(names(await shifts('array-contains-any', [MORNING, NIGHT]))).toEqual([
        'Mañana',
        'Partido',
        'Noche',
      ]);
    });

    it('never matches or orders a document missing the field', async () => {
      // e1 has a colación, e2 none (field missing), e3 null.
      const e1 = scheduleId('emp-1', day(2));
      const e2 = scheduleId('emp-2', day(2));
      const e3 = scheduleId('emp-3', day(2));
      await store().set('planPublishes', CONTRACT_PUBLISH_ID, openPublish(['emp-1', 'emp-2', 'emp-3']));
      await store().set('schedulesConfig', e1, schedule('emp-1', day(2), { lunchMinutes: 30 }));
      await store().set('schedulesConfig', e2, schedule('emp-2', day(2)));
      await store().set('schedulesConfig', e3, schedule('emp-3', day(2), { lunchMinutes: null }));
      const ids = async (query: Query<'schedulesConfig'>) =>
        (await store().list('schedulesConfig', { ...query, where: [inTenant, ...(query.where ?? [])] })).map(
          (doc) => doc.id,
        );
      expect(await ids({ where: [{ field: 'lunchMinutes', op: '>=', value: 0 }] })).toEqual([e1]);
      expect(await ids({ where: [{ field: 'lunchMinutes', op: '==', value: null }] })).toEqual([e3]);
      expect(await ids({ orderBy: [{ field: 'lunchMinutes' }] })).toEqual([e3, e1]);
      expect(await ids({})).toEqual([e1, e2, e3]);
    });

    it('orders ascending and descending, breaking ties by document id', async () => {
      // One holiday per day (the policy fixes the id): the ties are of the flag, broken by the ids (the days).
      await store().set('holidays', holidayId(day(0)), holiday('Z', day(0)));
      expect(names(await holidays({ orderBy: [{ field: 'date' }] }))).toEqual(['Z', 'A', 'B', 'C', 'D', 'E']);
      const descending = await holidays({ orderBy: [{ field: 'date', direction: 'desc' }] });
      expect(names(descending)).toEqual(['E', 'D', 'C', 'B', 'A', 'Z']);
      expect(names(await holidays({ orderBy: [{ field: 'irrenunciable' }] }))).toEqual([
        'Z',
        'A',
        'C',
        'E',
        'B',
        'D',
      ]);
      expect(names(await holidays({ orderBy: [{ field: 'irrenunciable', direction: 'desc' }] }))).toEqual([
        'D',
        'B',
        'E',
        'C',
        'A',
        'Z',
      ]);
      expect(
        names(
          await holidays({ orderBy: [{ field: 'irrenunciable' }, { field: 'name', direction: 'desc' }] }),
        ),
      ).toEqual(['Z', 'E', 'C', 'A', 'D', 'B']);
    });

    it('limits the result', async () => {
      const result = await holidays({ orderBy: [{ field: 'date', direction: 'desc' }], limit: 2 });
      expect(names(result)).toEqual(['E', 'D']);
    });

    it('pages with startAfter', async () => {
      const seen: string[] = [];
      let page = await holidays({ orderBy: [{ field: 'date' }], limit: 2 });
      while (page.length > 0) {
        seen.push(...names(page));
        page = await holidays({ orderBy: [{ field: 'date' }], limit: 2, startAfter: page.at(-1) });
      }
      expect(seen).toEqual(['A', 'B', 'C', 'D', 'E']);
    });

    it('refuses as a whole a list that could return docs of other tenants', async () => {
      await expectDataError(store().list('holidays', {}), 'permission-denied');
      await expectDataError(
        store().list('holidays', { where: [{ field: 'name', op: '==', value: 'A' }] }),
        'permission-denied',
      );
    });
  });
}
