// @vitest-environment node
import { dayKeyToInstant } from '../calendar/time-zone';
import { DEFAULT_ALERT_THRESHOLDS } from '../settings/tenant-settings';
import { buildAttendanceDays, type DayCorrectionLike, type DayRecordLike } from './attendance-days';

const TZ = 'America/Santiago';
const at = (iso: string) => new Date(`${iso}-03:00`);
const NOW = at('2026-11-18T12:00');

const schedule = (userId: string, key: string) => ({
  id: `${userId}_${key}`,
  userId,
  date: dayKeyToInstant(key, TZ),
  timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
});

function record(userId: string, key: string, times: Partial<DayRecordLike> = {}): DayRecordLike {
  return {
    id: `${userId}_${key}_0`,
    userId,
    date: dayKeyToInstant(key, TZ),
    slotIndex: 0,
    checkInTime: at(`${key}T09:00`),
    checkOutTime: at(`${key}T18:00`),
    ...times,
  };
}

function correction(
  userId: string,
  key: string,
  overrides: Partial<DayCorrectionLike> = {},
): DayCorrectionLike {
  return {
    id: `c-${userId}-${key}`,
    userId,
    attendanceId: `${userId}_${key}_0`,
    kind: 'punch',
    punch: 'checkOut',
    after: at(`${key}T18:05`),
    status: 'pending',
    createdAt: at('2026-11-18T08:00'),
    objectionHours: 48,
    ...overrides,
  };
}

function build(input: {
  userIds?: string[];
  attendance?: DayRecordLike[];
  corrections?: DayCorrectionLike[];
  absences?: Parameters<typeof buildAttendanceDays>[0]['absences'];
  now?: Date;
}) {
  const userIds = input.userIds ?? ['ana'];
  return buildAttendanceDays({
    userIds,
    from: '2026-11-16',
    to: '2026-11-18',
    schedules: userIds.flatMap((u) => ['2026-11-16', '2026-11-17', '2026-11-18'].map((k) => schedule(u, k))),
    attendance: input.attendance ?? [],
    corrections: input.corrections ?? [],
    absences: input.absences ?? [],
    timeZone: TZ,
    now: input.now ?? NOW,
    thresholds: DEFAULT_ALERT_THRESHOLDS,
  });
}

describe('buildAttendanceDays', () => {
  it('gives every day of every person, person by person, with rows named by their record id', () => {
    const days = build({ userIds: ['ana', 'beto'] });
    expect(days.map((d) => `${d.userId} ${d.key}`)).toEqual([
      'ana 2026-11-16',
      'ana 2026-11-17',
      'ana 2026-11-18',
      'beto 2026-11-16',
      'beto 2026-11-17',
      'beto 2026-11-18',
    ]);
    expect(days[4]?.rows[0]?.attendanceId).toBe('beto_2026-11-17_0');
  });

  it('keeps a pending correction out of the figures and lists it as pending', () => {
    const open = record('ana', '2026-11-17', { checkOutTime: null });
    const [, tuesday] = build({ attendance: [open], corrections: [correction('ana', '2026-11-17')] });
    const row = tuesday?.rows[0];
    expect(row?.punches.checkOutTime).toBeNull();
    expect(row?.times.workedMinutes).toBeNull();
    expect(row?.problems).toEqual(['missingCheckOut']);
    expect(row?.pending.map((c) => c.id)).toEqual(['c-ana-2026-11-17']);
    expect(row?.record).toBe(open);
  });

  it('uses an accepted correction: the time, the figures and the problems follow it', () => {
    const open = record('ana', '2026-11-17', { checkOutTime: null });
    const [, tuesday] = build({
      attendance: [open],
      corrections: [correction('ana', '2026-11-17', { status: 'accepted' })],
    });
    const row = tuesday?.rows[0];
    expect(row?.punches.checkOutTime).toEqual(at('2026-11-17T18:05'));
    expect(row?.punches.altered).toEqual(['checkOut']);
    expect(row?.times).toMatchObject({ workedMinutes: 545, overtimeMinutes: 5 });
    expect(row?.problems).toEqual([]);
    expect(row?.pending).toEqual([]);
    // The record itself is untouched.
    expect(row?.record?.checkOutTime).toBeNull();
  });

  it('consolidates an unanswered correction at its deadline', () => {
    const open = record('ana', '2026-11-17', { checkOutTime: null });
    const input = { attendance: [open], corrections: [correction('ana', '2026-11-17')] };
    expect(build({ ...input, now: at('2026-11-20T07:59') })[1]?.rows[0]?.punches.altered).toEqual([]);
    expect(build({ ...input, now: at('2026-11-20T08:00') })[1]?.rows[0]?.punches.altered).toEqual([
      'checkOut',
    ]);
  });

  it('turns a missed day into a worked one when an added entry is accepted', () => {
    const added = correction('ana', '2026-11-16', {
      punch: 'checkIn',
      after: at('2026-11-16T09:00'),
      status: 'accepted',
    });
    const [monday] = build({ corrections: [added] });
    expect(monday).toMatchObject({ worked: true, absent: false });
    expect(monday?.rows[0]?.problems).toEqual(['missingCheckOut']);
  });

  it('marks an absence justified by an approved absence or a justify correction, not by a pending one', () => {
    const days = build({
      userIds: ['ana', 'beto', 'caro'],
      absences: [
        {
          userId: 'ana',
          from: dayKeyToInstant('2026-11-16', TZ),
          to: dayKeyToInstant('2026-11-16', TZ),
          status: 'aprobada',
          type: 'licencia médica',
        },
        {
          userId: 'caro',
          from: dayKeyToInstant('2026-11-16', TZ),
          to: dayKeyToInstant('2026-11-16', TZ),
          status: 'pendiente',
          type: 'vacaciones',
        },
      ],
      corrections: [
        correction('beto', '2026-11-16', { kind: 'justify', punch: null, after: null, status: 'accepted' }),
      ],
    });
    const monday = (userId: string) => days.find((d) => d.userId === userId && d.key === '2026-11-16');
    expect(monday('ana')).toMatchObject({ absent: true, justified: true, absenceType: 'licencia médica' });
    expect(monday('beto')).toMatchObject({ absent: true, justified: true, absenceType: null });
    expect(monday('caro')).toMatchObject({ absent: true, justified: false, absenceType: null });
    expect(monday('ana')?.problems).toEqual(['absence']);
    expect(monday('ana')?.plannedMinutes).toBe(540);
  });

  it('matches a correction of an unscheduled record by the record id', () => {
    const np = {
      ...record('ana', '2026-11-15', { checkOutTime: null }),
      id: 'ana_2026-11-15_np',
      unscheduled: true,
    };
    const days = buildAttendanceDays({
      userIds: ['ana'],
      from: '2026-11-15',
      to: '2026-11-15',
      schedules: [],
      attendance: [np],
      corrections: [
        correction('ana', '2026-11-15', { attendanceId: 'ana_2026-11-15_np', status: 'accepted' }),
      ],
      timeZone: TZ,
      now: NOW,
      thresholds: DEFAULT_ALERT_THRESHOLDS,
    });
    const row = days[0]?.rows[0];
    expect(row).toMatchObject({ attendanceId: 'ana_2026-11-15_np', slot: null, problems: ['unscheduled'] });
    expect(row?.punches.checkOutTime).toEqual(at('2026-11-15T18:05'));
  });
});
