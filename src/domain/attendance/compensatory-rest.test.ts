import {
  COMPENSATORY_REST_EPOCH,
  COMPENSATORY_REST_PERIOD_DAYS,
  compensatoryRestNotices,
  compensatoryRestPeriodOf,
  lastEndedCompensatoryPeriod,
} from './compensatory-rest';

/** The period holding 18 November 2026: 30 days from 26 October (923 days after the epoch, 09-05-2024). */
const PERIOD = { from: '2026-10-26', to: '2026-11-24' };
/** Sat 31 Oct and Sun 1 Nov 2026 are holidays (Iglesias Evangélicas, Todos los Santos). */
const HOLIDAYS = new Set(['2026-10-31', '2026-11-01']);

const worked = (userId: string, ...keys: string[]) => keys.map((key) => ({ userId, key, worked: true }));

describe('Res. Ex. N° 38 art. 45: compensatory rest every 30 days (art. 38 CT)', () => {
  it('Res. Ex. N° 38 art. 45: periods of 30 days from a fixed date; a period is due from the day after its last', () => {
    expect(COMPENSATORY_REST_PERIOD_DAYS).toBe(30);
    expect(compensatoryRestPeriodOf(COMPENSATORY_REST_EPOCH)).toEqual({
      from: '2024-05-09',
      to: '2024-06-07',
    });
    expect(compensatoryRestPeriodOf('2026-11-18')).toEqual(PERIOD);
    expect(compensatoryRestPeriodOf('2026-11-24')).toEqual(PERIOD);
    expect(compensatoryRestPeriodOf('2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-12-24' });
    // On its last day a period has not ended: the notice due is the previous one's.
    expect(lastEndedCompensatoryPeriod('2026-11-24')).toEqual({ from: '2026-09-26', to: '2026-10-25' });
    expect(lastEndedCompensatoryPeriod('2026-11-25')).toEqual(PERIOD);
    expect(lastEndedCompensatoryPeriod('2026-12-24')).toEqual(PERIOD);
  });

  it('Res. Ex. N° 38 art. 45: one rest day per Sunday and one per holiday worked; a holiday on a Sunday counts once', () => {
    const days = [
      ...worked('ana', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-08', '2026-11-14'),
      { userId: 'ana', key: '2026-11-15', worked: false },
    ];
    expect(compensatoryRestNotices(days, HOLIDAYS, PERIOD)).toEqual([
      {
        userId: 'ana',
        kind: 'compensatory-rest',
        day: '2026-10-26',
        to: '2026-11-24',
        sundays: ['2026-11-01', '2026-11-08'],
        holidays: ['2026-10-31'],
        restDays: 3,
      },
    ]);
  });

  it('Res. Ex. N° 38 art. 45: only the days of the period count, its first and last included', () => {
    // Sun 25 Oct is the last day of the previous period; Sun 29 Nov is in the next one.
    const edges = worked('ana', '2026-10-25', '2026-10-26', '2026-11-22', '2026-11-29');
    expect(compensatoryRestNotices(edges, new Set(['2026-10-26']), PERIOD)).toMatchObject([
      { userId: 'ana', sundays: ['2026-11-22'], holidays: ['2026-10-26'], restDays: 2 },
    ]);
  });

  it('Res. Ex. N° 38 art. 45: nothing for someone who worked no Sunday nor holiday, each person on their own', () => {
    const days = [...worked('ana', '2026-11-02', '2026-11-03'), ...worked('beto', '2026-11-22')];
    expect(compensatoryRestNotices(days, HOLIDAYS, PERIOD)).toEqual([
      expect.objectContaining({ userId: 'beto', sundays: ['2026-11-22'], holidays: [], restDays: 1 }),
    ]);
    expect(compensatoryRestNotices(worked('ana', '2026-11-02'), HOLIDAYS, PERIOD)).toEqual([]);
  });
});
