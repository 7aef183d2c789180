import { addDaysToKey } from '../calendar/day-keys';
import { wallTimeOnDay } from '../calendar/time-zone';
import {
  hoursLabel,
  planConflicts,
  type ConflictAbsence,
  type ConflictInput,
  type PlanConflict,
} from './conflicts';
import { plannedMinutes, type PlannedDay } from './plan';

const TZ = 'America/Santiago';

/** One planned day; `times` is `HH:MM-HH:MM`, several slots separated by spaces. */
function plan(userId: string, day: string, times: string, lunchMinutes = 0): PlannedDay {
  const timeSlots = times.split(' ').map((slot) => {
    const [startTime = '', endTime = ''] = slot.split('-');
    return { startTime, endTime };
  });
  return { userId, day, timeSlots, lunchMinutes, shiftId: null };
}

/** The same times on `count` consecutive days from `first`. */
function days(userId: string, first: string, count: number, times: string, lunchMinutes = 0): PlannedDay[] {
  return Array.from({ length: count }, (_, i) => plan(userId, addDaysToKey(first, i), times, lunchMinutes));
}

function check(planned: readonly PlannedDay[], input: Partial<ConflictInput> = {}): PlanConflict[] {
  return planConflicts({
    timeZone: TZ,
    from: '2000-01-01',
    to: '2099-12-31',
    days: planned,
    absences: [],
    holidays: [],
    weeklyLimitHours: 42,
    contractWeeklyHours: {},
    ...input,
  });
}

/** `day kind severity: message`, the compact form the assertions read. */
function lines(conflicts: readonly PlanConflict[], kind?: PlanConflict['kind']): string[] {
  return conflicts
    .filter((c) => kind === undefined || c.kind === kind)
    .map((c) => `${c.day} ${c.kind} ${c.severity}: ${c.message}`);
}

describe('hoursLabel', () => {
  it.each([
    [0, '0 h'],
    [60, '1 h'],
    [2520, '42 h'],
    [450, '7,5 h'],
    [630, '10,5 h'],
    [15, '0,3 h'],
    [-90, '-1,5 h'],
  ])('%i minutes → %s', (minutes, label) => {
    expect(hoursLabel(minutes)).toBe(label);
  });

  it('never shows a time that is not whole as a whole number', () => {
    expect(hoursLabel(601)).toBe('10,1 h');
    expect(hoursLabel(719)).toBe('11,9 h');
    expect(hoursLabel(661)).toBe('11,1 h');
    expect(hoursLabel(1)).toBe('0,1 h');
  });
});

describe('planConflicts', () => {
  describe('absence', () => {
    const vacation: ConflictAbsence = {
      userId: 'ana',
      from: '2026-11-17',
      to: '2026-11-19',
      label: 'Vacaciones',
      approved: true,
    };

    it('is an error on each planned day an approved absence covers, its first and last included', () => {
      const conflicts = check(days('ana', '2026-11-16', 5, '09:00-17:00'), { absences: [vacation] });
      expect(lines(conflicts)).toEqual([
        '2026-11-17 absence error: Ausencia aprobada: Vacaciones',
        '2026-11-18 absence error: Ausencia aprobada: Vacaciones',
        '2026-11-19 absence error: Ausencia aprobada: Vacaciones',
      ]);
    });

    it('ignores pending (and so rejected, which the planner never passes) absences and other people', () => {
      const pending = { ...vacation, approved: false };
      const others = { ...vacation, userId: 'beto', label: 'Licencia médica' };
      expect(check(days('ana', '2026-11-16', 5, '09:00-17:00'), { absences: [pending, others] })).toEqual([]);
    });

    it('needs a shift: a day off inside the absence is fine', () => {
      expect(check([plan('ana', '2026-11-16', '09:00-17:00')], { absences: [vacation] })).toEqual([]);
    });

    it('is judged on the day the shift starts, not on its hours after midnight', () => {
      // The night of the 16th ends on the 17th, the absence's first day.
      expect(check([plan('ana', '2026-11-16', '22:00-06:00')], { absences: [vacation] })).toEqual([]);
    });
  });

  describe('holiday', () => {
    const christmas = { day: '2026-12-25', name: 'Navidad', irrenunciable: true };
    const carmen = { day: '2026-07-16', name: 'Día de la Virgen del Carmen', irrenunciable: false };

    it('is a warning on a holiday that is not irrenunciable and an error on an irrenunciable one', () => {
      const conflicts = check(
        [plan('ana', '2026-07-16', '09:00-17:00'), plan('ana', '2026-12-25', '09:00-17:00')],
        { holidays: [christmas, carmen] },
      );
      expect(lines(conflicts)).toEqual([
        '2026-07-16 holiday warning: Feriado: Día de la Virgen del Carmen',
        '2026-12-25 holiday error: Feriado irrenunciable: Navidad',
      ]);
    });

    it('counts the hours after midnight of a night shift on the next day, shown on the shift’s day', () => {
      const night = check([plan('ana', '2026-12-24', '22:00-06:00')], { holidays: [christmas] });
      expect(lines(night)).toEqual(['2026-12-24 holiday error: Feriado irrenunciable: Navidad']);
      // One minute into Christmas is enough.
      expect(check([plan('ana', '2026-12-24', '16:00-00:01')], { holidays: [christmas] })).toHaveLength(1);
    });

    it('does not count a shift ending exactly at midnight on the next day', () => {
      expect(check([plan('ana', '2026-12-24', '16:00-00:00')], { holidays: [christmas] })).toEqual([]);
    });

    it('names both holidays a night touches in one conflict, an error if either is irrenunciable', () => {
      const fiestas = [
        { day: '2026-09-18', name: 'Independencia Nacional', irrenunciable: true },
        { day: '2026-09-19', name: 'Día de las Glorias del Ejército', irrenunciable: true },
      ];
      expect(lines(check([plan('ana', '2026-09-18', '22:00-06:00')], { holidays: fiestas }))).toEqual([
        '2026-09-18 holiday error: Feriado irrenunciable: Independencia Nacional; ' +
          'Feriado irrenunciable: Día de las Glorias del Ejército',
      ]);
      const aniversario = { day: '2026-12-07', name: 'Aniversario comunal', irrenunciable: false };
      const inmaculada = { day: '2026-12-08', name: 'Inmaculada Concepción', irrenunciable: false };
      const mixed = [aniversario, inmaculada];
      expect(check([plan('ana', '2026-12-07', '22:00-06:00')], { holidays: mixed })[0]?.severity).toBe(
        'warning',
      );
      const withError = [aniversario, { ...inmaculada, irrenunciable: true }];
      expect(check([plan('ana', '2026-12-07', '22:00-06:00')], { holidays: withError })[0]).toMatchObject({
        severity: 'error',
        message: 'Feriado: Aniversario comunal; Feriado irrenunciable: Inmaculada Concepción',
      });
    });

    it('needs a shift that day', () => {
      expect(check([plan('ana', '2026-12-26', '09:00-17:00')], { holidays: [christmas] })).toEqual([]);
    });
  });

  describe('weekly-limit', () => {
    it('allows exactly the limit and flags one minute more, on the day it is passed', () => {
      // Monday 16 – Friday 20 November, 8 h a day, and 2 h on Saturday: exactly 42 h.
      const week = days('ana', '2026-11-16', 5, '09:00-17:00');
      expect(check([...week, plan('ana', '2026-11-21', '09:00-11:00')])).toEqual([]);
      expect(lines(check([...week, plan('ana', '2026-11-21', '09:00-11:01')]))).toEqual([
        '2026-11-21 weekly-limit error: Supera el límite semanal de 42 h (42,1 h planificadas)',
      ]);
    });

    it('reports once a week, with the whole week’s planned hours', () => {
      const conflicts = check(days('ana', '2026-11-16', 7, '09:00-17:00'));
      // 40 h after Friday, 48 h after Saturday; Sunday adds to the total but is not reported again.
      expect(lines(conflicts, 'weekly-limit')).toEqual([
        '2026-11-21 weekly-limit error: Supera el límite semanal de 42 h (56 h planificadas)',
      ]);
    });

    it('counts a shift in the week of the day it starts, even when it ends the next Monday', () => {
      const first = days('ana', '2026-11-16', 6, '09:00-16:00'); // 42 h, Monday–Saturday
      const sundayNight = plan('ana', '2026-11-22', '22:00-06:00');
      const next = days('ana', '2026-11-24', 6, '10:00-17:00'); // 42 h, Tuesday–Sunday
      expect(lines(check([...first, sundayNight, ...next]), 'weekly-limit')).toEqual([
        '2026-11-22 weekly-limit error: Supera el límite semanal de 42 h (50 h planificadas)',
      ]);
    });

    it('sums ISO weeks across a month end and a year end', () => {
      // Monday 29 June – Friday 3 July 2026: 20 h in June and 30 h in July, 50 h in one week.
      expect(lines(check(days('ana', '2026-06-29', 5, '08:00-18:00')), 'weekly-limit')).toEqual([
        '2026-07-03 weekly-limit error: Supera el límite semanal de 42 h (50 h planificadas)',
      ]);
      // Monday 28 December 2026 – Friday 1 January 2027 is one week; Monday 4 January starts another.
      const yearEnd = [
        ...days('ana', '2026-12-28', 5, '08:00-18:00'),
        ...days('ana', '2027-01-04', 4, '08:00-18:00'),
      ];
      expect(lines(check(yearEnd), 'weekly-limit')).toEqual([
        '2027-01-01 weekly-limit error: Supera el límite semanal de 42 h (50 h planificadas)',
      ]);
    });

    it('counts context days before the range but reports only inside it', () => {
      const week = days('ana', '2026-11-16', 5, '08:00-18:00');
      // Judged from Wednesday: Monday and Tuesday are context, the limit is passed on Friday.
      expect(lines(check(week, { from: '2026-11-18', to: '2026-11-22' }), 'weekly-limit')).toEqual([
        '2026-11-20 weekly-limit error: Supera el límite semanal de 42 h (50 h planificadas)',
      ]);
      // Passed on Friday, judged from Saturday: nothing to report.
      expect(check(week, { from: '2026-11-21', to: '2026-11-22' })).toEqual([]);
    });

    it('uses the tenant’s limit and is off when there is none', () => {
      const week = days('ana', '2026-11-16', 5, '08:00-17:00'); // 45 h
      expect(lines(check(week, { weeklyLimitHours: 44 }))).toEqual([
        '2026-11-20 weekly-limit error: Supera el límite semanal de 44 h (45 h planificadas)',
      ]);
      expect(check(week, { weeklyLimitHours: 45 })).toEqual([]);
      expect(check(week, { weeklyLimitHours: 0 })).toEqual([]);
      expect(check(week, { weeklyLimitHours: Number.NaN })).toEqual([]);
    });
  });

  describe('contract-hours', () => {
    const week = (hours: string) => days('ana', '2026-11-16', 5, hours);

    it('warns when the week passes the contract hours, not when it reaches them', () => {
      expect(check(week('09:00-14:00'), { contractWeeklyHours: { ana: 30 } })).toEqual([]); // 25 h, below
      expect(check(week('09:00-15:00'), { contractWeeklyHours: { ana: 30 } })).toEqual([]); // 30 h, at
      expect(lines(check(week('09:00-16:00'), { contractWeeklyHours: { ana: 30 } }))).toEqual([
        '2026-11-20 contract-hours warning: Supera su jornada de contrato de 30 h (35 h planificadas)',
      ]);
    });

    it('gives the day the contract is passed and, later, the weekly limit as well', () => {
      const conflicts = check(days('ana', '2026-11-16', 6, '09:00-17:00'), {
        contractWeeklyHours: { ana: 30 },
      });
      expect(lines(conflicts)).toEqual([
        '2026-11-19 contract-hours warning: Supera su jornada de contrato de 30 h (48 h planificadas)',
        '2026-11-21 weekly-limit error: Supera el límite semanal de 42 h (48 h planificadas)',
      ]);
    });

    it('is only for contracts below the limit, set to a positive number, of that person', () => {
      const long = days('ana', '2026-11-16', 6, '09:00-17:00');
      for (const contract of [42, 45, 0, null, undefined])
        expect(
          lines(check(long, { contractWeeklyHours: { ana: contract } })).map((l) => l.split(' ')[1]),
        ).toEqual(['weekly-limit']);
      expect(check(week('09:00-16:00'), { contractWeeklyHours: { beto: 30 } })).toEqual([]);
    });

    it('labels fractional contracts and applies without a weekly limit', () => {
      expect(
        lines(check(week('09:00-14:00'), { contractWeeklyHours: { ana: 22.5 }, weeklyLimitHours: 0 })),
      ).toEqual([
        '2026-11-20 contract-hours warning: Supera su jornada de contrato de 22,5 h (25 h planificadas)',
      ]);
    });
  });

  describe('daily-hours', () => {
    it('allows exactly 10 hours and flags 10 h 1 min', () => {
      expect(check([plan('ana', '2026-11-16', '08:00-18:00')])).toEqual([]);
      expect(lines(check([plan('ana', '2026-11-16', '08:00-18:01')]))).toEqual([
        '2026-11-16 daily-hours error: Más de 10 horas ordinarias en el día (10,1 h)',
      ]);
    });

    it('subtracts the colación and adds every slot, overnight ones included', () => {
      expect(check([plan('ana', '2026-11-16', '08:00-19:00', 60)])).toEqual([]);
      expect(lines(check([plan('ana', '2026-11-16', '08:00-19:00', 30)]))).toEqual([
        '2026-11-16 daily-hours error: Más de 10 horas ordinarias en el día (10,5 h)',
      ]);
      expect(lines(check([plan('ana', '2026-11-16', '06:00-12:00 14:00-19:00')]))).toEqual([
        '2026-11-16 daily-hours error: Más de 10 horas ordinarias en el día (11 h)',
      ]);
      expect(lines(check([plan('ana', '2026-11-16', '20:00-07:00')]))).toEqual([
        '2026-11-16 daily-hours error: Más de 10 horas ordinarias en el día (11 h)',
      ]);
    });
  });

  describe('rest', () => {
    it('measures from the end of a night shift on the next morning: exactly 12 h is enough, 11 h 59 is not', () => {
      const night = plan('ana', '2026-11-16', '22:00-06:00');
      expect(check([night, plan('ana', '2026-11-17', '18:00-23:00')])).toEqual([]);
      expect(lines(check([night, plan('ana', '2026-11-17', '17:59-23:00')]))).toEqual([
        '2026-11-17 rest error: Menos de 12 h de descanso desde el turno anterior (11,9 h)',
      ]);
      expect(lines(check([night, plan('ana', '2026-11-17', '14:00-22:00')]))).toEqual([
        '2026-11-17 rest error: Menos de 12 h de descanso desde el turno anterior (8 h)',
      ]);
    });

    it('is between days, not between the slots of one day', () => {
      expect(check([plan('ana', '2026-11-16', '08:00-12:00 13:00-17:00')])).toEqual([]);
      // The last slot of the day (its night) is where the rest starts.
      expect(
        lines(
          check([
            plan('ana', '2026-11-16', '06:00-10:00 22:00-02:00'),
            plan('ana', '2026-11-17', '10:00-14:00'),
          ]),
        ),
      ).toEqual(['2026-11-17 rest error: Menos de 12 h de descanso desde el turno anterior (8 h)']);
    });

    it('is 0 h when the next shift starts before the previous one ends', () => {
      expect(
        lines(check([plan('ana', '2026-11-16', '20:00-06:00'), plan('ana', '2026-11-17', '05:00-09:00')])),
      ).toEqual(['2026-11-17 rest error: Menos de 12 h de descanso desde el turno anterior (0 h)']);
    });

    it('spans days off and context days', () => {
      // A day off between: 31 h of rest.
      expect(
        check([plan('ana', '2026-11-16', '14:00-23:00'), plan('ana', '2026-11-18', '06:00-14:00')]),
      ).toEqual([]);
      // The late shift of the day before the range still counts.
      const conflicts = check(
        [plan('ana', '2026-11-15', '14:00-23:00'), plan('ana', '2026-11-16', '07:00-15:00')],
        {
          from: '2026-11-16',
          to: '2026-11-22',
        },
      );
      expect(lines(conflicts)).toEqual([
        '2026-11-16 rest error: Menos de 12 h de descanso desde el turno anterior (8 h)',
      ]);
    });
  });

  describe('consecutive-days', () => {
    it('allows 6 days in a row and flags the 7th and each one after it', () => {
      expect(check(days('ana', '2026-11-16', 6, '09:00-15:00'))).toEqual([]);
      expect(lines(check(days('ana', '2026-11-16', 8, '09:00-14:00')), 'consecutive-days')).toEqual([
        '2026-11-22 consecutive-days error: Más de 6 días seguidos sin descanso (7 días)',
        '2026-11-23 consecutive-days error: Más de 6 días seguidos sin descanso (8 días)',
      ]);
    });

    it('starts again after a day off', () => {
      const planned = [
        ...days('ana', '2026-11-16', 6, '09:00-14:00'),
        ...days('ana', '2026-11-23', 6, '09:00-14:00'),
      ];
      expect(check(planned)).toEqual([]);
    });

    it('counts context days before the range and reports only the days inside it', () => {
      const planned = days('ana', '2026-11-12', 9, '09:00-14:00'); // 12 … 20 November
      expect(lines(check(planned, { from: '2026-11-19', to: '2026-11-25' }))).toEqual([
        '2026-11-19 consecutive-days error: Más de 6 días seguidos sin descanso (8 días)',
        '2026-11-20 consecutive-days error: Más de 6 días seguidos sin descanso (9 días)',
      ]);
    });

    it('counts a night shift on the day it starts only', () => {
      // Six nights, Monday–Saturday: the last ends on Sunday morning, which is still a day off.
      expect(check(days('ana', '2026-11-16', 6, '23:00-06:00'))).toEqual([]);
    });
  });

  describe('range and order', () => {
    it('reports only days inside [from, to]', () => {
      const planned = days('ana', '2026-11-16', 10, '08:00-19:00'); // 11 h every day
      expect(check(planned).filter((c) => c.kind === 'daily-hours')).toHaveLength(10);
      const conflicts = check(planned, { from: '2026-11-18', to: '2026-11-19' });
      expect(lines(conflicts)).toEqual([
        '2026-11-18 daily-hours error: Más de 10 horas ordinarias en el día (11 h)',
        '2026-11-19 weekly-limit error: Supera el límite semanal de 42 h (77 h planificadas)',
        '2026-11-19 daily-hours error: Más de 10 horas ordinarias en el día (11 h)',
      ]);
    });

    it('orders by person (as they first appear), day, errors before warnings, then kind', () => {
      const planned = [
        plan('beto', '2026-07-16', '08:00-19:00'),
        plan('ana', '2026-07-17', '08:00-19:00'),
        plan('ana', '2026-07-16', '08:00-19:00'),
        plan('beto', '2026-07-15', '08:00-19:00'),
      ];
      const conflicts = check(planned, {
        holidays: [{ day: '2026-07-16', name: 'Día de la Virgen del Carmen', irrenunciable: false }],
        absences: [
          { userId: 'ana', from: '2026-07-16', to: '2026-07-16', label: 'Vacaciones', approved: true },
        ],
      });
      expect(conflicts.map((c) => `${c.userId} ${c.day} ${c.kind}`)).toEqual([
        'beto 2026-07-15 daily-hours',
        'beto 2026-07-16 daily-hours',
        'beto 2026-07-16 holiday',
        'ana 2026-07-16 absence',
        'ana 2026-07-16 daily-hours',
        'ana 2026-07-16 holiday',
        'ana 2026-07-17 daily-hours',
      ]);
    });

    it('judges each person on their own plan', () => {
      // Ana works the mornings and Beto the nights: neither lacks rest.
      const planned = [
        ...days('ana', '2026-11-16', 2, '08:00-16:00'),
        ...days('beto', '2026-11-16', 2, '22:00-06:00'),
      ];
      expect(check(planned)).toEqual([]);
    });
  });

  describe('input edge cases', () => {
    it('ignores slots with malformed times and days without any valid slot', () => {
      const planned = [
        plan('ana', '2026-11-16', '08:00-19:00 25:00-26:00'),
        plan('ana', '2026-11-17', '7:00-9:00'),
        { userId: 'ana', day: '2026-11-18', timeSlots: [], lunchMinutes: 0, shiftId: null },
      ];
      expect(lines(check(planned))).toEqual([
        '2026-11-16 daily-hours error: Más de 10 horas ordinarias en el día (11 h)',
      ]);
    });

    it('takes the last of two plans of one person for one day', () => {
      const planned = [plan('ana', '2026-11-16', '08:00-20:00'), plan('ana', '2026-11-16', '08:00-16:00')];
      expect(check(planned)).toEqual([]);
    });

    it('never counts a colación longer than the shift as negative time', () => {
      // 1 h with 2 h of colación is 0 h (not -1 h): with the 2 h of Tuesday the week passes 1,5 h.
      const planned = [
        plan('ana', '2026-11-16', '09:00-10:00', 120),
        plan('ana', '2026-11-17', '09:00-11:00'),
      ];
      expect(lines(check(planned, { contractWeeklyHours: { ana: 1.5 } }))).toEqual([
        '2026-11-17 contract-hours warning: Supera su jornada de contrato de 1,5 h (2 h planificadas)',
      ]);
    });
  });

  describe('daylight saving time in America/Santiago', () => {
    // 2026-04-04 (Saturday) 24:00 → 23:00: that night has 25 hours. 2026-09-05 (Saturday) 24:00 → 01:00: 23 hours.
    it('measures a night across the change in real time, as plannedMinutes does', () => {
      const slots = [{ startTime: '22:00', endTime: '06:00' }];
      expect(plannedMinutes('2026-04-04', slots, 0, TZ)).toBe(9 * 60);
      expect(plannedMinutes('2026-09-05', slots, 0, TZ)).toBe(7 * 60);
      // The same 22:00–07:30 shift is 9,5 h a week earlier and 10,5 h across the autumn change.
      expect(check([plan('ana', '2026-03-28', '22:00-07:30')])).toEqual([]);
      expect(lines(check([plan('ana', '2026-04-04', '22:00-07:30')]))).toEqual([
        '2026-04-04 daily-hours error: Más de 10 horas ordinarias en el día (10,5 h)',
      ]);
    });

    it('gives an hour more of rest across the autumn change and one less across the spring change', () => {
      // Saturday 20:00 → Sunday 07:00 is 11 h on the clock.
      expect(
        lines(check([plan('ana', '2026-03-28', '10:00-20:00'), plan('ana', '2026-03-29', '07:00-12:00')])),
      ).toEqual(['2026-03-29 rest error: Menos de 12 h de descanso desde el turno anterior (11 h)']);
      expect(
        check([plan('ana', '2026-04-04', '10:00-20:00'), plan('ana', '2026-04-05', '07:00-12:00')]),
      ).toEqual([]);
      // Saturday 20:00 → Sunday 08:30 is 12,5 h on the clock, 11,5 h across the spring change.
      expect(
        check([plan('ana', '2026-08-29', '10:00-20:00'), plan('ana', '2026-08-30', '08:30-12:00')]),
      ).toEqual([]);
      expect(
        lines(check([plan('ana', '2026-09-05', '10:00-20:00'), plan('ana', '2026-09-06', '08:30-12:00')])),
      ).toEqual(['2026-09-06 rest error: Menos de 12 h de descanso desde el turno anterior (11,5 h)']);
    });

    it('counts the shorter spring night in the weekly total', () => {
      // Monday–Friday 7 h (35 h) and a Saturday night: 8 h (43 h) in August, 7 h (42 h) on 5 September.
      const week = (monday: string) => [
        ...days('ana', monday, 5, '09:00-16:00'),
        plan('ana', addDaysToKey(monday, 5), '22:00-06:00'),
      ];
      expect(lines(check(week('2026-08-24')), 'weekly-limit')).toEqual([
        '2026-08-29 weekly-limit error: Supera el límite semanal de 42 h (43 h planificadas)',
      ]);
      expect(check(week('2026-08-31'))).toEqual([]);
    });

    it('agrees with plannedMinutes and wall times on every day of a year, in zones with and without DST', () => {
      const gap = (fromDay: string, from: string, toDay: string, to: string, timeZone: string) =>
        (wallTimeOnDay(toDay, to, timeZone).getTime() - wallTimeOnDay(fromDay, from, timeZone).getTime()) /
        60_000;
      const slots = [{ startTime: '20:00', endTime: '07:00' }];
      for (const timeZone of [TZ, 'Europe/Madrid', 'UTC']) {
        for (let day = '2026-01-01'; day < '2027-01-01'; day = addDaysToKey(day, 1)) {
          const second = addDaysToKey(day, 1);
          const third = addDaysToKey(day, 2);
          const planned = [
            plan('ana', day, '20:00-07:00'),
            plan('ana', second, '17:00-22:00'),
            plan('ana', third, '06:00-09:00'),
          ];
          const minutes = plannedMinutes(day, slots, 0, timeZone);
          const restLine = (on: string, rest: number) =>
            `${on} rest error: Menos de 12 h de descanso desde el turno anterior (${hoursLabel(rest)})`;
          // 11 h a night, 10 h across a spring change (not over the limit), 12 h across an autumn one.
          expect(lines(check(planned, { timeZone, weeklyLimitHours: 0 }))).toEqual([
            ...(minutes > 600
              ? [`${day} daily-hours error: Más de 10 horas ordinarias en el día (${hoursLabel(minutes)})`]
              : []),
            restLine(second, gap(second, '07:00', second, '17:00', timeZone)),
            restLine(third, gap(second, '22:00', third, '06:00', timeZone)),
          ]);
        }
      }
    });

    it('finds the holiday after midnight on the day the clocks change', () => {
      const holiday = { day: '2026-09-06', name: 'Feriado local', irrenunciable: false };
      expect(lines(check([plan('ana', '2026-09-05', '22:00-01:30')], { holidays: [holiday] }))).toEqual([
        '2026-09-05 holiday warning: Feriado: Feriado local',
      ]);
      // 22:00–01:00 ends at the very start of 6 September (its 00:00 does not exist).
      expect(check([plan('ana', '2026-09-05', '22:00-01:00')], { holidays: [holiday] })).toEqual([]);
    });
  });
});
