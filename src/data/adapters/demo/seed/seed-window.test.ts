import { dayKey, hhmmInZone, wallTimeToInstant } from '../../../../domain/calendar/time-zone';
import { chileHolidays } from '../../../../domain/chile/holidays';
import { ABSENCE_TYPES } from '../../../../domain/labels';
import { SHIFT_DEFINITIONS, shiftId, SHIFT_KEYS } from './shifts';
import { addDays, at, dataset, isoWeekday, isStartOfDay, keysBetween, TZ } from './test-support';

// Summer (DST, -03), autumn just after the fall-back, winter (-04), just after the spring-forward gap, and a
// January window that reaches into the previous year.
const NOWS: readonly Date[] = [
  at('2026-01-14', '11:00'),
  at('2026-04-06', '14:00'),
  at('2026-06-17', '17:00'),
  at('2026-09-08', '09:30'),
  at('2027-01-04', '06:15'),
  at('2026-07-18', '12:00'), // Saturday
];

describe.each(NOWS.map((now) => [now.toISOString(), now] as const))('dataset generated at %s', (_, now) => {
  const ds = dataset(now);
  const today = dayKey(now, TZ);
  const year = Number(today.slice(0, 4));

  it('stores every day-valued date as the start of a day in Santiago', () => {
    const days = [
      ...ds.schedulesConfig.map((s) => s.date),
      ...ds.attendance.map((a) => a.date),
      ...ds.holidays.map((h) => h.date),
      ...ds.absences.flatMap((a) => [a.from, a.to]),
    ];
    expect(days.every(isStartOfDay)).toBe(true);
  });

  it('covers 60 days back and 30 ahead with schedules copied from the shift, none on irrenunciables', () => {
    const keys = new Set(ds.schedulesConfig.map((s) => dayKey(s.date, TZ)));
    expect([...keys].sort()[0]).toBe(addDays(today, -60));
    expect([...keys].sort().at(-1)).toBe(addDays(today, 30));
    const irrenunciables = new Set(ds.holidays.filter((h) => h.irrenunciable).map((h) => dayKey(h.date, TZ)));
    for (const entry of ds.schedulesConfig) {
      expect(irrenunciables.has(dayKey(entry.date, TZ))).toBe(false);
      const key = SHIFT_KEYS.find((k) => shiftId(k) === entry.shiftId);
      expect(key).toBeDefined();
      if (key !== undefined) expect(entry.timeSlots).toEqual(SHIFT_DEFINITIONS[key].timeSlots);
    }
  });

  it('honours the Camila Rojas contract', () => {
    const holidays = new Set(
      chileHolidays(year)
        .concat(chileHolidays(year - 1))
        .map((h) => h.date),
    );
    const mine = ds.schedulesConfig.filter((s) => s.userId === 'demo-empleado');
    const byDay = new Map<string, number>();
    for (const entry of mine) byDay.set(dayKey(entry.date, TZ), (byDay.get(dayKey(entry.date, TZ)) ?? 0) + 1);
    for (const key of keysBetween(addDays(today, -60), addDays(today, 30))) {
      const working = isoWeekday(key) <= 5 && !holidays.has(key);
      expect(byDay.get(key) ?? 0, key).toBe(working ? 1 : 0);
    }
    for (const entry of mine) {
      expect(entry.timeSlots).toEqual([{ startTime: '09:00', endTime: '18:00' }]);
      expect(hhmmInZone(entry.date, TZ)).toBe('00:00');
    }
    const attendance = ds.attendance.filter((a) => a.userId === 'demo-empleado');
    expect(attendance.some((a) => dayKey(a.date, TZ) === today)).toBe(false);
    // On her last working day before today she forgot to check out: the missing punch a manager may still
    // correct (Res. Ex. N° 38 art. 41: up to the next business day).
    const lastDay = attendance
      .map((a) => dayKey(a.date, TZ))
      .filter((day) => day < today)
      .sort()
      .at(-1);
    expect(lastDay).toBeDefined();
    const last = attendance.filter((a) => dayKey(a.date, TZ) === lastDay);
    expect(last.length).toBeGreaterThan(0);
    for (const record of last) expect(record.checkOutTime).toBeNull();
    expect(attendance.length).toBeGreaterThan(20);
  });

  it('has no punch after now and no attendance for future days', () => {
    const nowMs = now.getTime();
    for (const record of ds.attendance) {
      expect(record.date.getTime()).toBeLessThanOrEqual(nowMs);
      expect(record.checkInTime).not.toBeNull();
      for (const punch of [
        record.checkInTime,
        record.lunchStartTime,
        record.lunchEndTime,
        record.checkOutTime,
      ]) {
        if (punch !== null) expect(punch.getTime(), record.id).toBeLessThanOrEqual(nowMs);
      }
      for (const device of Object.values(record.deviceTimes ?? {}))
        expect(device.getTime()).toBeLessThanOrEqual(nowMs);
      if (record.lunchEndTime !== null) expect(record.lunchStartTime).not.toBeNull();
      // Still open (checked in, not out): punched in the app and closable by its person; else loaded history.
      expect(record.source).toBe(record.checkOutTime === null ? 'web' : 'seed');
      const slot = record.unscheduled ? 'np' : String(record.slotIndex);
      expect(record.id).toBe(`${record.userId}_${dayKey(record.date, TZ)}_${slot}`);
    }
    for (const doc of [...ds.logs, ...ds.absences, ...ds.leads, ...ds.payroll, ...ds.users]) {
      expect(doc.createdAt.getTime()).toBeLessThanOrEqual(nowMs);
    }
  });

  it('leaves the days of approved absences without schedule or attendance', () => {
    const approved = ds.absences.filter((a) => a.status === 'aprobada');
    expect(approved.length).toBeGreaterThanOrEqual(4);
    const covered = (userId: string, date: Date) =>
      approved.some((a) => a.userId === userId && date >= a.from && date <= a.to);
    expect(ds.schedulesConfig.some((s) => covered(s.userId, s.date))).toBe(false);
    expect(ds.attendance.some((r) => covered(r.userId, r.date))).toBe(false);
    expect(new Set(ds.absences.map((a) => a.type))).toEqual(new Set(ABSENCE_TYPES));
    expect(new Set(ds.absences.map((a) => a.status))).toEqual(
      new Set(['pendiente', 'aprobada', 'rechazada']),
    );
  });

  it("stores the current year's holidays (plus other years' inside the window)", () => {
    const current = ds.holidays.filter((h) => dayKey(h.date, TZ).startsWith(`${year}-`));
    expect(current.map((h) => [dayKey(h.date, TZ), h.name, h.irrenunciable])).toEqual(
      chileHolidays(year).map((h) => [h.date, h.name, h.irrenunciable]),
    );
  });

  it('records deviations: late entries, early leaves, long breaks, missing check-outs, overtime, unscheduled days', () => {
    const schedules = new Map(ds.schedulesConfig.map((s) => [`${s.userId}_${dayKey(s.date, TZ)}`, s]));
    const past = ds.attendance.filter((r) => dayKey(r.date, TZ) < today);
    const longBreaks = past.filter(
      (r) =>
        r.lunchStartTime !== null &&
        r.lunchEndTime !== null &&
        r.lunchEndTime.getTime() - r.lunchStartTime.getTime() > 60 * 60_000,
    );
    expect(longBreaks.length).toBeGreaterThan(5);
    expect(past.filter((r) => r.checkOutTime === null).length).toBeGreaterThan(5);
    const unscheduled = past.filter((r) => !schedules.has(`${r.userId}_${dayKey(r.date, TZ)}`));
    expect(unscheduled.length).toBeGreaterThan(0);
    // Turno No Programado records are the day's one unscheduled record: `<uid>_<day>_np`, flagged, slot 0.
    for (const r of unscheduled) {
      expect(r).toMatchObject({
        id: `${r.userId}_${dayKey(r.date, TZ)}_np`,
        unscheduled: true,
        slotIndex: 0,
      });
    }
    expect(past.filter((r) => r.unscheduled).length).toBe(unscheduled.length);
    const lateBy = past.flatMap((r) => {
      const slot = schedules.get(`${r.userId}_${dayKey(r.date, TZ)}`)?.timeSlots?.[r.slotIndex];
      if (slot === undefined || r.checkInTime === null) return [];
      return [(r.checkInTime.getTime() - wallTimeToInstant(r.date, slot.startTime, TZ).getTime()) / 60_000];
    });
    expect(lateBy.filter((m) => m > 60).length).toBeGreaterThan(3);
    expect(lateBy.filter((m) => m > 15 && m <= 60).length).toBeGreaterThan(10);
  });
});
