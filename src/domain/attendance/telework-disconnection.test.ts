import { art45Notices } from './art45-notices';
import type { DayAbsenceLike, DayCorrectionLike, DayRecordLike, DayScheduleLike } from './attendance-days';
import { ART45_DISCONNECTION_MINUTES } from './telework-disconnection';

const TZ = 'America/Santiago';
/** Wednesday 18 November 2026 starts at 03:00 UTC in Santiago (UTC−3); 09:00 there is 12:00 UTC. */
const DAY_START = new Date('2026-11-18T03:00:00.000Z');
const NINE = new Date('2026-11-18T12:00:00.000Z');
const SIX_PM = new Date('2026-11-18T21:00:00.000Z');
const at = (base: Date, minutes: number, seconds = 0) =>
  new Date(base.getTime() + minutes * 60_000 + seconds * 1000);

const day = (userId: string, date = DAY_START, startTime = '09:00', endTime = '18:00'): DayScheduleLike => ({
  id: `${userId}_${date.toISOString()}`,
  userId,
  date,
  timeSlots: [{ startTime, endTime }],
});

function notices(
  now: Date,
  options: {
    schedules?: DayScheduleLike[];
    absences?: DayAbsenceLike[];
    holidays?: string[];
    teleworkers?: string[];
  } = {},
) {
  return art45Notices<DayScheduleLike, DayRecordLike, DayCorrectionLike>({
    userIds: ['ana', 'beto'],
    schedules: options.schedules ?? [day('ana'), day('beto')],
    attendance: [],
    absences: options.absences ?? [],
    holidays: new Set(options.holidays ?? []),
    teleworkers: new Set(options.teleworkers ?? ['ana']),
    timeZone: TZ,
    now,
  }).filter(({ notice }) => notice.kind === 'disconnection');
}

describe('the telework disconnection notice (Res. Ex. N° 38 art. 45)', () => {
  it('Res. Ex. N° 38 art. 45: a teleworker gets the disconnection notice 30 minutes before the slot starts, to the second; a non-teleworker none', () => {
    expect(ART45_DISCONNECTION_MINUTES).toBe(30);
    expect(notices(at(NINE, -30, -1))).toEqual([]);
    const arises = at(NINE, -30);
    expect(notices(arises)).toEqual([
      {
        notice: {
          userId: 'ana',
          kind: 'disconnection',
          day: '2026-11-18',
          slotIndex: 0,
          startsAt: NINE,
          endsAt: SIX_PM,
        },
        at: arises,
      },
    ]);
    // Beto works the same slot, not under teletrabajo; with nobody marked, nobody gets it.
    expect(notices(arises).map(({ notice }) => notice.userId)).not.toContain('beto');
    expect(notices(arises, { teleworkers: [] })).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 45: the bell keeps the disconnection notice until the slot ends', () => {
    expect(notices(at(SIX_PM, 0, -1))).toHaveLength(1);
    expect(notices(SIX_PM)).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 45: no disconnection notice on an approved absence, nor on a holiday not worked', () => {
    const vacation: DayAbsenceLike = {
      userId: 'ana',
      from: DAY_START,
      to: DAY_START,
      status: 'aprobada',
      type: 'vacaciones',
    };
    expect(notices(at(NINE, -30), { absences: [vacation] })).toEqual([]);
    expect(notices(at(NINE, -30), { holidays: ['2026-11-18'] })).toEqual([]);
  });

  it('Res. Ex. N° 38 art. 45: a slot that starts at 00:15 has its disconnection notice at 23:45 the evening before', () => {
    const thursday = new Date('2026-11-19T03:00:00.000Z');
    const quarterPast = new Date('2026-11-19T03:15:00.000Z');
    const found = notices(at(quarterPast, -30), { schedules: [day('ana', thursday, '00:15', '08:15')] });
    expect(found).toEqual([
      {
        notice: expect.objectContaining({ day: '2026-11-19', startsAt: quarterPast }),
        at: new Date('2026-11-19T02:45:00.000Z'),
      },
    ]);
  });
});
