import { personDayView, type PersonDayRecord, type PersonDaySchedule } from './person-day';

const TZ = 'America/Santiago';
const DAY = '2026-11-17';
/** The start of 2026-11-17 in Santiago (UTC-3), as stores keep `date`. */
const DATE = new Date('2026-11-17T00:00:00-03:00');
const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00-03:00`);

function schedule(overrides: Partial<PersonDaySchedule> = {}): PersonDaySchedule {
  return {
    id: `u1_${DAY}`,
    userId: 'u1',
    date: DATE,
    timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
    ...overrides,
  };
}

function record(overrides: Partial<PersonDayRecord> = {}): PersonDayRecord {
  return { id: `u1_${DAY}_0`, userId: 'u1', date: DATE, slotIndex: 0, ...overrides };
}

const NONE = [
  { action: 'checkIn', time: null },
  { action: 'lunchStart', time: null },
  { action: 'lunchEnd', time: null },
  { action: 'checkOut', time: null },
];

describe('personDayView', () => {
  it('gives each slot its punches, in the tenant zone, "Sin registro" being null', () => {
    const view = personDayView(
      'u1',
      DAY,
      TZ,
      [schedule()],
      [record({ checkInTime: at('09:20'), lunchStartTime: at('13:00'), lunchEndTime: at('14:10') })],
    );
    expect(view).toEqual({
      scheduled: true,
      slots: [
        {
          index: 0,
          label: '09:00 – 18:00',
          punches: [
            { action: 'checkIn', time: '09:20' },
            { action: 'lunchStart', time: '13:00' },
            { action: 'lunchEnd', time: '14:10' },
            { action: 'checkOut', time: null },
          ],
        },
      ],
      unmatched: [],
    });
  });

  it('lists a record flagged unscheduled apart, never as the slot its index names', () => {
    const np = record({ id: `u1_${DAY}_np`, unscheduled: true, checkInTime: at('07:00') });
    const view = personDayView('u1', DAY, TZ, [schedule()], [np]);
    expect(view.slots[0]?.punches).toEqual(NONE);
    expect(view.unmatched).toEqual([
      [
        { action: 'checkIn', time: '07:00' },
        { action: 'lunchStart', time: null },
        { action: 'lunchEnd', time: null },
        { action: 'checkOut', time: null },
      ],
    ]);
  });

  it('matches records to slots by slotIndex; a slot without a record has no punches', () => {
    const split = schedule({
      timeSlots: [
        { startTime: '08:00', endTime: '12:00' },
        { startTime: '15:00', endTime: '19:00' },
      ],
    });
    const view = personDayView('u1', DAY, TZ, [split], [record({ slotIndex: 1, checkInTime: at('15:02') })]);
    expect(view.slots.map((s) => s.label)).toEqual(['08:00 – 12:00', '15:00 – 19:00']);
    expect(view.slots[0]?.punches).toEqual(NONE);
    expect(view.slots[1]?.punches[0]).toEqual({ action: 'checkIn', time: '15:02' });
  });

  it('says when a night slot ends, and which punch fell on the next day', () => {
    const night = schedule({ timeSlots: [{ startTime: '22:00', endTime: '06:00' }] });
    const view = personDayView(
      'u1',
      DAY,
      TZ,
      [night],
      [record({ checkInTime: at('21:58'), checkOutTime: at('06:03', '2026-11-18') })],
    );
    expect(view.slots[0]?.label).toBe('22:00 – 06:00 (termina al día siguiente)');
    expect(view.slots[0]?.punches[3]).toEqual({ action: 'checkOut', time: '06:03 (día siguiente)' });
  });

  it('without a schedule: not scheduled, the records listed apart', () => {
    const view = personDayView('u1', DAY, TZ, [], [record({ checkInTime: at('10:00') })]);
    expect(view.scheduled).toBe(false);
    expect(view.slots).toEqual([]);
    expect(view.unmatched).toEqual([
      [
        { action: 'checkIn', time: '10:00' },
        { action: 'lunchStart', time: null },
        { action: 'lunchEnd', time: null },
        { action: 'checkOut', time: null },
      ],
    ]);
  });

  it('uses the fallback slot of a schedule without timeSlots (spec §3)', () => {
    const view = personDayView('u1', DAY, TZ, [schedule({ timeSlots: null })], []);
    expect(view.slots.map((s) => s.label)).toEqual(['09:00 – 17:00']);
  });

  it("keeps one schedule per day (the domain's rule) and the first record of a slot", () => {
    const second = schedule({ id: `u1_${DAY}_b`, timeSlots: [{ startTime: '07:00', endTime: '15:00' }] });
    const view = personDayView(
      'u1',
      DAY,
      TZ,
      [second, schedule()],
      [record({ id: 'a', checkInTime: at('09:01') }), record({ id: 'b', checkInTime: at('09:30') })],
    );
    expect(view.slots.map((s) => s.label)).toEqual(['09:00 – 18:00']);
    expect(view.slots[0]?.punches[0]).toEqual({ action: 'checkIn', time: '09:01' });
    expect(view.unmatched).toEqual([]);
  });

  it("ignores other people's and other days' documents", () => {
    const view = personDayView(
      'u1',
      DAY,
      TZ,
      [schedule({ userId: 'u2' }), schedule({ date: new Date('2026-11-18T00:00:00-03:00') })],
      [record({ userId: 'u2', checkInTime: at('09:00') })],
    );
    expect(view).toEqual({ scheduled: false, slots: [], unmatched: [] });
  });
});
