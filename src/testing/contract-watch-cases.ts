/** Watch cases of the DocumentStore contract (see document-store-contract.ts). */
import { describe, expect, it } from 'vitest';

import type { Holiday } from '../data/ports/collections';
import type { DocumentStore, WithId } from '../data/ports/document-store';
import { SERVER_TIME } from '../data/ports/document-store';
import {
  day,
  eventually,
  expectDataError,
  holiday,
  holidayId,
  inTenant,
  names,
  readBack,
  recorder,
  settle,
} from './contract-fixtures';

export function describeWatchContract(store: () => DocumentStore): void {
  describe('watchQuery', () => {
    const byDate = { where: [inTenant], orderBy: [{ field: 'date' as const }] };

    it('delivers the initial result, then every change, until unsubscribed', async () => {
      await store().set('holidays', holidayId(day(1)), holiday('A', day(1)));
      const watch = recorder<WithId<Holiday>[]>();
      const unsubscribe = store().watchQuery('holidays', byDate, watch);
      await eventually(() => expect(watch.last()?.map((doc) => doc.name)).toEqual(['A']));

      await store().set('holidays', holidayId(day(0)), holiday('Z', day(0)));
      await eventually(() => expect(names(watch.last() ?? [])).toEqual(['Z', 'A']));
      await store().update('holidays', holidayId(day(1)), { name: 'A2', updatedAt: SERVER_TIME });
      await eventually(() => expect(names(watch.last() ?? [])).toEqual(['Z', 'A2']));
      await store().delete('holidays', holidayId(day(0)));
      await eventually(() => expect(names(watch.last() ?? [])).toEqual(['A2']));

      unsubscribe();
      const delivered = watch.values.length;
      await store().set('holidays', holidayId(day(2)), holiday('B', day(2)));
      await settle();
      expect(watch.values).toHaveLength(delivered);
      expect(watch.errors).toEqual([]);
    });

    it('delivers an empty result for a query matching nothing', async () => {
      const watch = recorder<WithId<Holiday>[]>();
      const unsubscribe = store().watchQuery('holidays', byDate, watch);
      await eventually(() => expect(watch.values).toEqual([[]]));
      unsubscribe();
    });

    it('ignores changes to documents outside the query', async () => {
      const watch = recorder<WithId<Holiday>[]>();
      const query = {
        where: [inTenant, { field: 'irrenunciable' as const, op: '==' as const, value: true }],
      };
      const unsubscribe = store().watchQuery('holidays', query, watch);
      await eventually(() => expect(watch.values).toHaveLength(1));
      await store().set('holidays', holidayId(day(1)), holiday('A', day(1), false));
      await store().set('holidays', holidayId(day(2)), holiday('B', day(2), true));
      await eventually(() => expect(names(watch.last() ?? [])).toEqual(['B']));
      expect(watch.values.map(names)).toEqual([[], ['B']]);
      unsubscribe();
    });

    it('reports an invalid query through the error handler', async () => {
      const watch = recorder<WithId<Holiday>[]>();
      const values = Array.from({ length: 31 }, (_, i) => `n${i}`);
      const unsubscribe = store().watchQuery(
        'holidays',
        { where: [inTenant, { field: 'name', op: 'in', value: values }] },
        watch,
      );
      await eventually(() => expect(watch.errors).toHaveLength(1));
      await expectDataError(Promise.reject(watch.errors[0]), 'invalid-argument');
      expect(watch.values).toEqual([]);
      unsubscribe();
    });

    it('reports a forbidden query as permission-denied', async () => {
      const watch = recorder<WithId<Holiday>[]>();
      const unsubscribe = store().watchQuery('holidays', {}, watch);
      await eventually(() => expect(watch.errors).toHaveLength(1));
      await expectDataError(Promise.reject(watch.errors[0]), 'permission-denied');
      expect(watch.values).toEqual([]);
      unsubscribe();
    });
  });

  describe('watchDoc', () => {
    it('delivers null for a missing doc, then each version, then null once deleted', async () => {
      const watch = recorder<WithId<Holiday> | null>();
      const id = holidayId(day(1));
      const unsubscribe = store().watchDoc('holidays', id, watch);
      await eventually(() => expect(watch.values).toEqual([null]));

      await store().set('holidays', id, holiday('A', day(1)));
      await eventually(() => expect(watch.last()).toEqual({ ...readBack(holiday('A', day(1))), id }));
      await store().update('holidays', id, { irrenunciable: true, updatedAt: SERVER_TIME });
      await eventually(() => expect(watch.last()?.irrenunciable).toBe(true));
      await store().delete('holidays', id);
      await eventually(() => expect(watch.last()).toBeNull());

      unsubscribe();
      const delivered = watch.values.length;
      await store().set('holidays', id, holiday('B', day(1)));
      await settle();
      expect(watch.values).toHaveLength(delivered);
      expect(watch.errors).toEqual([]);
    });
  });
}
