import { describe, expect, it } from 'vitest';

import { DEFAULT_ALERT_THRESHOLDS, resolveThresholds } from '../settings/tenant-settings';
import { SLOT_PROBLEM_LABEL, SLOT_PROBLEMS, slotProblems } from './slot-problems';

const at = (hhmm: string, day = '2026-11-18') => new Date(`${day}T${hhmm}:00-03:00`);
const SLOT = { start: at('09:00'), end: at('18:00') };
const T = DEFAULT_ALERT_THRESHOLDS;

describe('slotProblems', () => {
  it('finds nothing in a slot not started yet, or worked on time', () => {
    expect(slotProblems(null, SLOT, at('08:00'), T)).toEqual([]);
    const onTime = {
      checkInTime: at('09:15'),
      lunchStartTime: at('13:00'),
      lunchEndTime: at('14:00'),
      checkOutTime: at('17:45'),
    };
    // Exactly at each threshold is not "more than" it.
    expect(slotProblems(onTime, SLOT, at('20:00'), T)).toEqual([]);
  });

  it('names a late entry, an early exit and a long break as the alerts do, one minute past each threshold', () => {
    const record = {
      checkInTime: at('09:16'),
      lunchStartTime: at('13:00'),
      lunchEndTime: at('14:01'),
      checkOutTime: at('17:44'),
    };
    const problems = slotProblems(record, SLOT, at('20:00'), T);
    expect(problems).toEqual(['lateEntry', 'earlyLeave', 'longBreak']);
    expect(problems.map((p) => SLOT_PROBLEM_LABEL[p])).toEqual([
      'Entrada Tardía',
      'Salida Temprana',
      'Descanso Largo',
    ]);
  });

  it('without an entry: nothing for 15 min, then Llegada Tardía while the slot runs, then Sin marcas', () => {
    expect(slotProblems(null, SLOT, at('09:15'), T)).toEqual([]);
    expect(slotProblems(null, SLOT, at('09:16'), T)).toEqual(['noCheckIn']);
    expect(slotProblems({ checkInTime: null }, SLOT, at('17:59'), T)).toEqual(['noCheckIn']);
    expect(slotProblems(null, SLOT, at('18:00'), T)).toEqual(['missed']);
    expect(SLOT_PROBLEM_LABEL.missed).toBe('Sin marcas');
    expect(SLOT_PROBLEM_LABEL.noCheckIn).toBe('Llegada Tardía');
  });

  it('without an exit: Salida Faltante once the slot ended more than 30 min ago', () => {
    const record = { checkInTime: at('09:00') };
    expect(slotProblems(record, SLOT, at('18:30'), T)).toEqual([]);
    expect(slotProblems(record, SLOT, at('18:31'), T)).toEqual(['missingCheckOut']);
    expect(SLOT_PROBLEM_LABEL.missingCheckOut).toBe('Salida Faltante');
  });

  it("uses the tenant's thresholds", () => {
    const strict = resolveThresholds({ lateEntryMinutes: 5, earlyLeaveMinutes: 0 });
    const record = { checkInTime: at('09:06'), checkOutTime: at('17:59') };
    expect(slotProblems(record, SLOT, at('20:00'), T)).toEqual([]);
    expect(slotProblems(record, SLOT, at('20:00'), strict)).toEqual(['lateEntry', 'earlyLeave']);
  });

  it('measures a night slot across midnight on instants', () => {
    const night = { start: at('22:00'), end: at('06:00', '2026-11-19') };
    const record = { checkInTime: at('22:20'), checkOutTime: at('05:30', '2026-11-19') };
    expect(slotProblems(record, night, at('08:00', '2026-11-19'), T)).toEqual(['lateEntry', 'earlyLeave']);
    expect(slotProblems(null, night, at('23:59'), T)).toEqual(['noCheckIn']);
    expect(slotProblems(null, night, at('06:00', '2026-11-19'), T)).toEqual(['missed']);
  });

  it('ignores invalid dates and a slot without valid bounds', () => {
    const invalid = new Date(Number.NaN);
    expect(slotProblems({ checkInTime: invalid }, SLOT, at('20:00'), T)).toEqual(['missed']);
    expect(slotProblems(null, { start: invalid, end: invalid }, at('20:00'), T)).toEqual([]);
  });

  it('lists every problem most serious first, each with a label', () => {
    expect(SLOT_PROBLEMS.map((p) => SLOT_PROBLEM_LABEL[p])).toEqual([
      'Sin marcas',
      'Llegada Tardía',
      'Entrada Tardía',
      'Salida Faltante',
      'Salida Temprana',
      'Descanso Largo',
      'Turno No Programado',
    ]);
  });
});
