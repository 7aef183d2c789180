import type { CollectionName } from '../../ports/collections';
import { isDataError, type Query, type WhereOp } from '../../ports/document-store';
import { compileQuery, runQuery, type DocEntry } from './query-engine';

type Clause = { field: string; op: WhereOp; value: unknown };
interface LooseQuery {
  where?: Clause[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
  startAfter?: Record<string, unknown> & { id: string };
}

// The engine is field-agnostic; the port's per-collection field types do not matter here.
const compile = (query: LooseQuery) => compileQuery(query as unknown as Query<CollectionName>);
const run = (docs: DocEntry[], query: LooseQuery) => runQuery(docs, compile(query)).map((doc) => doc.id);

function invalid(query: LooseQuery): string | null {
  try {
    compile(query);
    return null;
  } catch (error) {
    return isDataError(error) ? error.code : 'not a DataError';
  }
}

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('query validation (invalid-argument, like Firestore)', () => {
  it.each<[string, LooseQuery]>([
    ['in with 31 values', { where: [{ field: 'a', op: 'in', value: list(31) }] }],
    ['not-in with 31 values', { where: [{ field: 'a', op: 'not-in', value: list(31) }] }],
    [
      'array-contains-any with 31 values',
      { where: [{ field: 'a', op: 'array-contains-any', value: list(31) }] },
    ],
    ['an empty in', { where: [{ field: 'a', op: 'in', value: [] }] }],
    ['in without an array', { where: [{ field: 'a', op: 'in', value: 'x' }] }],
    ['a range on null', { where: [{ field: 'a', op: '<', value: null }] }],
    ['an undefined value', { where: [{ field: 'a', op: '==', value: undefined }] }],
    ['an unknown operator', { where: [{ field: 'a', op: 'like' as WhereOp, value: 1 }] }],
    [
      'not-in with !=',
      {
        where: [
          { field: 'a', op: 'not-in', value: [1] },
          { field: 'b', op: '!=', value: 1 },
        ],
      },
    ],
    [
      'two array-contains',
      {
        where: [
          { field: 'a', op: 'array-contains', value: 1 },
          { field: 'b', op: 'array-contains', value: 1 },
        ],
      },
    ],
    [
      'more than 30 disjunctions',
      {
        where: [
          { field: 'a', op: 'in', value: list(10) },
          { field: 'b', op: 'array-contains-any', value: list(4) },
        ],
      },
    ],
    ['a zero limit', { limit: 0 }],
    ['a fractional limit', { limit: 1.5 }],
    ['a cursor missing the ordered field', { orderBy: [{ field: 'a' }], startAfter: { id: 'x' } }],
  ])('rejects %s', (_name, query) => {
    expect(invalid(query)).toBe('invalid-argument');
  });

  it('accepts 30 values, several inequality fields and an orderBy on another field', () => {
    expect(invalid({ where: [{ field: 'a', op: 'in', value: list(30) }] })).toBeNull();
    expect(
      invalid({
        where: [
          { field: 'a', op: '>', value: 1 },
          { field: 'b', op: '<', value: 2 },
        ],
        orderBy: [{ field: 'c' }],
      }),
    ).toBeNull();
  });
});

describe('matching', () => {
  const docs: DocEntry[] = [
    { id: 'null', data: { v: null } },
    { id: 'bool', data: { v: true } },
    { id: 'num', data: { v: 2 } },
    { id: 'nan', data: { v: Number.NaN } },
    { id: 'date', data: { v: new Date('2025-01-01T00:00:00Z') } },
    { id: 'str', data: { v: '2' } },
    { id: 'arr', data: { v: [1, 2] } },
    { id: 'map', data: { v: { x: 1 } } },
    { id: 'missing', data: {} },
  ];

  it('compares ranges only within a type, and dates by time', () => {
    expect(run(docs, { where: [{ field: 'v', op: '>=', value: 0 }] })).toEqual(['num']);
    expect(run(docs, { where: [{ field: 'v', op: '<', value: 'a' }] })).toEqual(['str']);
    expect(run(docs, { where: [{ field: 'v', op: '>', value: new Date('2024-12-31T23:59:59Z') }] })).toEqual([
      'date',
    ]);
    expect(run(docs, { where: [{ field: 'v', op: '==', value: new Date('2025-01-01T00:00:00Z') }] })).toEqual(
      ['date'],
    );
  });

  it('matches != and not-in across types but never a missing field', () => {
    expect(run(docs, { where: [{ field: 'v', op: '!=', value: 2 }] })).toEqual([
      'null',
      'bool',
      'nan',
      'date',
      'str',
      'arr',
      'map',
    ]);
    expect(run(docs, { where: [{ field: 'v', op: 'not-in', value: [2, '2', true] }] })).toHaveLength(5);
    expect(run(docs, { where: [{ field: 'v', op: 'not-in', value: [null] }] })).toEqual([]);
  });

  it('matches in, array-contains and array-contains-any by value equality', () => {
    expect(run(docs, { where: [{ field: 'v', op: 'in', value: ['2', null, [1, 2]] }] })).toEqual([
      'arr',
      'null',
      'str',
    ]);
    expect(run(docs, { where: [{ field: 'v', op: 'array-contains', value: 2 }] })).toEqual(['arr']);
    expect(run(docs, { where: [{ field: 'v', op: 'array-contains-any', value: [5, 1] }] })).toEqual(['arr']);
    expect(run(docs, { where: [{ field: 'v', op: '==', value: { x: 1 } }] })).toEqual(['map']);
  });

  it('orders across types as Firestore does and drops docs missing an ordered field', () => {
    expect(run(docs, { orderBy: [{ field: 'v' }] })).toEqual([
      'null',
      'bool',
      'nan',
      'num',
      'date',
      'str',
      'arr',
      'map',
    ]);
  });

  it('reads nested fields by dotted path', () => {
    expect(run(docs, { where: [{ field: 'v.x', op: '==', value: 1 }] })).toEqual(['map']);
  });
});

describe('ordering, cursors and limits', () => {
  const docs: DocEntry[] = [
    { id: 'd', data: { a: 1, b: 'x' } },
    { id: 'c', data: { a: 2, b: 'y' } },
    { id: 'b', data: { a: 2, b: 'x' } },
    { id: 'a', data: { a: 3, b: 'z' } },
  ];

  it('orders by the inequality field, then the doc id', () => {
    expect(run(docs, { where: [{ field: 'a', op: '>', value: 1 }] })).toEqual(['b', 'c', 'a']);
  });

  it('puts implicit inequality orders after explicit ones, in the last explicit direction', () => {
    const query: LooseQuery = {
      where: [{ field: 'a', op: '>=', value: 1 }],
      orderBy: [{ field: 'b', direction: 'desc' }],
    };
    expect(compile(query).orders).toEqual([
      { field: 'b', direction: 'desc' },
      { field: 'a', direction: 'desc' },
    ]);
    expect(run(docs, query)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('starts after a cursor doc and limits, in both directions', () => {
    const asc: LooseQuery = { orderBy: [{ field: 'a' }], limit: 2 };
    expect(run(docs, asc)).toEqual(['d', 'b']);
    expect(run(docs, { ...asc, startAfter: { id: 'b', a: 2 } })).toEqual(['c', 'a']);
    const desc: LooseQuery = { orderBy: [{ field: 'a', direction: 'desc' }] };
    expect(run(docs, { ...desc, startAfter: { id: 'c', a: 2 } })).toEqual(['b', 'd']);
  });

  it('sorts strings by code point (UTF-8 order), not UTF-16 units', () => {
    const strings: DocEntry[] = [
      { id: 'emoji', data: { s: '😀' } },
      { id: 'bmp', data: { s: '\uffff' } },
      { id: 'ascii', data: { s: 'z' } },
    ];
    expect(run(strings, { orderBy: [{ field: 's' }] })).toEqual(['ascii', 'bmp', 'emoji']);
  });
});
