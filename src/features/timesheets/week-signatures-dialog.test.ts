import type { UserDoc, WeekSignature } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { buildWeekTotals } from '../../testing/data-builders';
import { signoffRows } from './week-signatures-dialog';

const person = (id: string, overrides: Partial<UserDoc> = {}): WithId<UserDoc> =>
  ({
    id,
    displayName: id.toUpperCase(),
    email: `${id}@t.cl`,
    role: 'employee',
    disabled: false,
    ...overrides,
  }) as WithId<UserDoc>;

const signature = (userId: string, seq: number, status: 'signed' | 'objected'): WithId<WeekSignature> => ({
  id: `${userId}_2026-11-09_${seq}`,
  tenantId: 't1',
  userId,
  week: '2026-11-09',
  seq,
  status,
  totals: buildWeekTotals(),
  comment: status === 'objected' ? 'Faltan horas' : null,
  signedAt: new Date('2026-11-16T12:00:00Z'),
  code: null,
});

describe('signoffRows', () => {
  it('gives each active employee the last answer of the week, or none; managers and disabled people are left out', () => {
    const rows = signoffRows(
      [
        person('ana'),
        person('beto'),
        person('caro'),
        person('jefa', { role: 'admin' }),
        person('ido', { disabled: true }),
      ],
      [signature('ana', 1, 'objected'), signature('ana', 2, 'signed'), signature('beto', 1, 'objected')],
    );
    expect(rows.map((row) => [row.id, row.status, row.latest?.seq ?? null])).toEqual([
      ['ana', 'signed', 2],
      ['beto', 'objected', 1],
      ['caro', 'unsigned', null],
    ]);
  });
});
