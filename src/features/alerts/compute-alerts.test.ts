import { schedulesByDay } from '../../domain/schedule/day-schedule';
import { ALERT_SEVERITIES, ALERT_TYPES, DEFAULT_ALERT_THRESHOLDS, computeAlerts } from './compute-alerts';
import type {
  Alert,
  AlertAttendance,
  AlertInput,
  AlertInputUser,
  AlertSchedule,
  AlertThresholds,
} from './compute-alerts';

// Tenant zone America/Santiago, machine zone Asia/Tokyo (12 h apart). 2026-03-10 is a plain -03 day.
const TZ = 'America/Santiago';
const DAY = '2026-03-10';
const MINUTE = 60_000;

/** Instant of a Santiago wall time written with its explicit offset (independent of the code under test). */
function local(hhmm: string, day = DAY, offset = '-03:00'): Date {
  return new Date(`${day}T${hhmm}:00${offset}`);
}

function plus(date: Date, minutes: number, seconds = 0): Date {
  return new Date(date.getTime() + minutes * MINUTE + seconds * 1000);
}

const ANA: AlertInputUser = {
  id: 'u-ana',
  displayName: 'Ana Pérez',
  name: 'ana',
  photoURL: 'https://img/ana.png',
};
const BRUNO: AlertInputUser = { id: 'u-bruno', displayName: 'Bruno Díaz' };

function schedule(overrides: Partial<AlertSchedule> = {}): AlertSchedule {
  return { userId: ANA.id, date: local('00:00'), startTime: '09:00', endTime: '17:00', ...overrides };
}

function record(overrides: Partial<AlertAttendance> = {}): AlertAttendance {
  return { userId: ANA.id, date: local('00:00'), slotIndex: 0, ...overrides };
}

function run(
  input: Partial<AlertInput>,
  now: Date,
  thresholds?: Partial<AlertThresholds>,
  timeZone = TZ,
): Alert[] {
  return computeAlerts(
    { users: [ANA, BRUNO], schedules: [], attendance: [], ...input },
    { now, timeZone, thresholds },
  );
}

/** Compact view of the alerts for exact comparisons. */
function summary(alerts: Alert[]): string[] {
  return alerts.map((alert) => `${alert.type}|${alert.severity}|${alert.userId}|${alert.message}`);
}

describe('exports', () => {
  it('lists the six alert types and the three severities in order', () => {
    expect(ALERT_TYPES).toEqual([
      'Entrada Tardía',
      'Llegada Tardía',
      'Salida Faltante',
      'Salida Temprana',
      'Descanso Largo',
      'Turno No Programado',
    ]);
    expect(ALERT_SEVERITIES).toEqual(['error', 'warning', 'info']);
  });

  it('has the spec default thresholds, frozen', () => {
    expect(DEFAULT_ALERT_THRESHOLDS).toEqual({
      lateEntryMinutes: 15,
      lateEntryErrorMinutes: 60,
      noCheckInMinutes: 15,
      missingCheckOutMinutes: 30,
      earlyLeaveMinutes: 15,
      earlyLeaveWarningMinutes: 60,
      longBreakMinutes: 60,
      longBreakWarningMinutes: 90,
    });
    expect(Object.isFrozen(DEFAULT_ALERT_THRESHOLDS)).toBe(true);
  });
});

describe('a complete, punctual day', () => {
  it('produces no alerts', () => {
    const attendance = [
      record({
        checkInTime: local('09:05'),
        checkOutTime: local('16:50'),
        lunchStartTime: local('13:00'),
        lunchEndTime: local('14:00'),
      }),
    ];
    expect(run({ schedules: [schedule()], attendance }, local('23:59'))).toEqual([]);
  });
});

describe('Entrada Tardía', () => {
  const start = local('09:00');
  const now = local('12:00');

  it.each([
    [15, 0],
    [-30, 0],
  ])(
    'does not fire at exactly %i min %i s after the start: only more than 15 min, to the second (Res. Ex. N° 38 art. 44)',
    (minutes, seconds) => {
      const attendance = [
        record({ checkInTime: plus(start, minutes, seconds), checkOutTime: local('17:00') }),
      ];
      expect(run({ schedules: [schedule()], attendance }, now)).toEqual([]);
    },
  );

  it('does not fire at 15 min 0.999 s: the milliseconds are dropped, as the receipt prints the time (Res. Ex. N° 38 art. 44)', () => {
    const attendance = [record({ checkInTime: plus(start, 15, 0.999), checkOutTime: local('17:00') })];
    expect(run({ schedules: [schedule()], attendance }, now)).toEqual([]);
  });

  it.each([
    [15, 1, 'warning', 15],
    [16, 0, 'warning', 16],
    [60, 0, 'warning', 60],
    [60, 1, 'error', 60],
    [61, 0, 'error', 61],
    [150, 0, 'error', 150],
  ] as const)(
    'fires at %i min %i s late as %s, the seconds counting (Res. Ex. N° 38 art. 44), with %i whole minutes in the message',
    (minutes, seconds, severity, shown) => {
      const checkIn = plus(start, minutes, seconds);
      const alerts = run({ schedules: [schedule()], attendance: [record({ checkInTime: checkIn })] }, now);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        type: 'Entrada Tardía',
        severity,
        userId: ANA.id,
        message: `Entrada ${shown} min tarde.`,
        timestamp: checkIn,
      });
    },
  );

  it('has the check-in as timestamp and its relative time', () => {
    const alerts = run(
      { schedules: [schedule()], attendance: [record({ checkInTime: local('09:40') })] },
      local('10:00'),
    );
    expect(alerts[0]?.timestamp.toISOString()).toBe('2026-03-10T12:40:00.000Z');
    expect(alerts[0]?.time).toBe('hace 20 minutos');
  });
});

describe('Llegada Tardía', () => {
  it.each([
    [15, 0],
    [-60, 0],
  ])(
    'does not fire when now is exactly %i min %i s after the start (Res. Ex. N° 38 art. 44: strictly more, to the second)',
    (minutes, seconds) => {
      expect(run({ schedules: [schedule()] }, plus(local('09:00'), minutes, seconds))).toEqual([]);
    },
  );

  it('fires when now is 15 min 1 s after the start: the seconds count (Res. Ex. N° 38 art. 44)', () => {
    const alerts = run({ schedules: [schedule()] }, plus(local('09:00'), 15, 1));
    expect(summary(alerts)).toEqual([
      'Llegada Tardía|warning|u-ana|Ana Pérez aún no ha registrado entrada (Programado: 09:00).',
    ]);
    expect(alerts[0]?.timestamp).toEqual(local('09:00'));
  });

  it('fires as a warning from 16 whole minutes, with the name and the scheduled start', () => {
    const alerts = run({ schedules: [schedule({ startTime: '08:30' })] }, local('08:46'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'Llegada Tardía',
      severity: 'warning',
      message: 'Ana Pérez aún no ha registrado entrada (Programado: 08:30).',
      timestamp: local('08:30'),
      time: 'hace 16 minutos',
    });
  });

  it('fires for a record of the slot that has no check-in, but not once checked in', () => {
    const now = local('10:00');
    const empty = run({ schedules: [schedule()], attendance: [record({ checkInTime: null })] }, now);
    expect(summary(empty)).toEqual([
      'Llegada Tardía|warning|u-ana|Ana Pérez aún no ha registrado entrada (Programado: 09:00).',
    ]);
    expect(
      run({ schedules: [schedule()], attendance: [record({ checkInTime: local('09:00') })] }, now),
    ).toEqual([]);
  });
});

describe('Salida Faltante', () => {
  const checkedIn = [record({ checkInTime: local('09:00') })];

  it('does not fire when now is exactly 30 min 0 s after the end (Res. Ex. N° 38 art. 44: strictly more, to the second)', () => {
    expect(run({ schedules: [schedule()], attendance: checkedIn }, plus(local('17:00'), 30, 0))).toEqual([]);
  });

  it('fires when now is 30 min 1 s after the end: the seconds count (Res. Ex. N° 38 art. 44)', () => {
    const alerts = run({ schedules: [schedule()], attendance: checkedIn }, plus(local('17:00'), 30, 1));
    expect(summary(alerts)).toEqual([
      'Salida Faltante|warning|u-ana|Aún no ha registrado salida (Programado: 17:00).',
    ]);
    expect(alerts[0]?.timestamp).toEqual(local('17:00'));
  });

  it('fires as a warning from 31 whole minutes after the end, stamped at the end', () => {
    const alerts = run(
      { schedules: [schedule({ endTime: '17:45' })], attendance: checkedIn },
      local('18:16'),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'Salida Faltante',
      severity: 'warning',
      message: 'Aún no ha registrado salida (Programado: 17:45).',
      timestamp: local('17:45'),
      time: 'hace 31 minutos',
    });
  });

  it('does not fire once checked out, nor without a check-in (that is Llegada Tardía)', () => {
    const now = local('20:00');
    const out = [record({ checkInTime: local('09:00'), checkOutTime: local('17:00') })];
    expect(run({ schedules: [schedule()], attendance: out }, now)).toEqual([]);
    expect(run({ schedules: [schedule()] }, now).map((alert) => alert.type)).toEqual(['Llegada Tardía']);
  });
});

describe('Salida Temprana', () => {
  const end = local('17:00');
  const now = local('18:00');

  it.each([
    [15, 0],
    [-20, 0],
  ])(
    'does not fire when checking out exactly %i min %i s before the end (Res. Ex. N° 38 art. 44: strictly more, to the second)',
    (minutes, seconds) => {
      const attendance = [
        record({ checkInTime: local('09:00'), checkOutTime: plus(end, -minutes, -seconds) }),
      ];
      expect(run({ schedules: [schedule()], attendance }, now)).toEqual([]);
    },
  );

  it.each([
    [15, 1, 'info', 15],
    [16, 0, 'info', 16],
    [60, 0, 'info', 60],
    [60, 1, 'warning', 60],
    [61, 0, 'warning', 61],
  ] as const)(
    'fires %i min %i s early as %s, the seconds counting (Res. Ex. N° 38 art. 44), %i whole minutes in the message, stamped at the check-out',
    (minutes, seconds, severity, shown) => {
      const checkOut = plus(end, -minutes, -seconds);
      const attendance = [record({ checkInTime: local('09:00'), checkOutTime: checkOut })];
      const alerts = run({ schedules: [schedule()], attendance }, now);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        type: 'Salida Temprana',
        severity,
        message: `Salida ${shown} min temprano.`,
        timestamp: checkOut,
      });
    },
  );

  it('counts 60 min 30 s early as more than 60 min (a warning, Res. Ex. N° 38 art. 44) and says 60 whole minutes', () => {
    const attendance = [record({ checkInTime: local('09:00'), checkOutTime: plus(end, -61, 30) })];
    expect(run({ schedules: [schedule()], attendance }, now)[0]).toMatchObject({
      severity: 'warning',
      message: 'Salida 60 min temprano.',
    });
  });
});

describe('Descanso Largo', () => {
  const lunchStart = local('13:00');
  const now = local('16:00');

  it('does not fire for a break of exactly 60 min 0 s (Res. Ex. N° 38 art. 44: strictly more, to the second)', () => {
    const attendance = [
      record({
        checkInTime: local('09:00'),
        lunchStartTime: lunchStart,
        lunchEndTime: plus(lunchStart, 60, 0),
      }),
    ];
    expect(run({ schedules: [schedule()], attendance }, now)).toEqual([]);
  });

  it.each([
    [60, 1, 'info', 60],
    [61, 0, 'info', 61],
    [90, 0, 'info', 90],
    [90, 1, 'warning', 90],
    [91, 0, 'warning', 91],
  ] as const)(
    'fires for a break of %i min %i s as %s, the seconds counting (Res. Ex. N° 38 art. 44), %i whole minutes in the message, stamped at the lunch end',
    (minutes, seconds, severity, shown) => {
      const lunchEnd = plus(lunchStart, minutes, seconds);
      const attendance = [
        record({ checkInTime: local('09:00'), lunchStartTime: lunchStart, lunchEndTime: lunchEnd }),
      ];
      const alerts = run({ schedules: [schedule()], attendance }, now);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        type: 'Descanso Largo',
        severity,
        message: `Descanso de ${shown} min.`,
        timestamp: lunchEnd,
      });
    },
  );

  it('needs both the lunch start and the lunch end', () => {
    const attendance = [
      record({ checkInTime: local('09:00'), lunchStartTime: lunchStart, lunchEndTime: null }),
    ];
    expect(run({ schedules: [schedule()], attendance }, now)).toEqual([]);
  });
});

describe('Turno No Programado', () => {
  it('fires once per record of a user without a schedule today', () => {
    const attendance = [
      record({ id: 'att-1', checkInTime: local('08:00'), slotIndex: 0 }),
      record({ id: 'att-2', checkInTime: null, date: local('00:00'), slotIndex: 1 }),
    ];
    const alerts = run({ attendance }, local('10:00'));
    expect(summary(alerts)).toEqual([
      'Turno No Programado|info|u-ana|Registró un turno no programado.',
      'Turno No Programado|info|u-ana|Registró un turno no programado.',
    ]);
    // Timestamp: the check-in, else the record's date.
    expect(alerts.map((alert) => alert.timestamp.toISOString())).toEqual([
      '2026-03-10T11:00:00.000Z',
      '2026-03-10T03:00:00.000Z',
    ]);
    expect(alerts[0]?.time).toBe('hace 2 horas');
    expect(new Set(alerts.map((alert) => alert.id)).size).toBe(2);
  });

  it('does not fire for a scheduled user, whatever the slot index', () => {
    const attendance = [record({ checkInTime: local('09:00'), slotIndex: 0 }), record({ slotIndex: 7 })];
    expect(run({ schedules: [schedule()], attendance }, local('12:00'))).toEqual([]);
  });

  it('gives distinct ids to records without an id or sharing an id', () => {
    const attendance = [
      record({ checkInTime: local('08:00') }),
      record({ checkInTime: local('08:00') }),
      record({ id: 'dup', checkInTime: local('08:00') }),
      record({ id: 'dup', checkInTime: local('08:00') }),
    ];
    const ids = run({ attendance }, local('10:00')).map((alert) => alert.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('slots', () => {
  it('uses startTime/endTime when timeSlots is missing, null or empty', () => {
    const now = local('10:31');
    for (const timeSlots of [undefined, null, []]) {
      const alerts = run({ schedules: [schedule({ timeSlots, startTime: '10:15', endTime: '12:00' })] }, now);
      expect(summary(alerts)).toEqual([
        'Llegada Tardía|warning|u-ana|Ana Pérez aún no ha registrado entrada (Programado: 10:15).',
      ]);
    }
  });

  it('defaults to 09:00-17:00 without times', () => {
    const noTimes = schedule({ startTime: null, endTime: undefined });
    expect(summary(run({ schedules: [noTimes] }, local('09:16')))).toEqual([
      'Llegada Tardía|warning|u-ana|Ana Pérez aún no ha registrado entrada (Programado: 09:00).',
    ]);
    expect(run({ schedules: [noTimes] }, local('09:15'))).toEqual([]);
    const checkedIn = [record({ checkInTime: local('09:00') })];
    expect(
      summary(
        run({ schedules: [schedule({ startTime: '', endTime: '' })], attendance: checkedIn }, local('17:31')),
      ),
    ).toEqual(['Salida Faltante|warning|u-ana|Aún no ha registrado salida (Programado: 17:00).']);
    expect(run({ schedules: [noTimes], attendance: checkedIn }, local('17:30'))).toEqual([]);
  });

  it('prefers non-empty timeSlots over startTime/endTime', () => {
    const both = schedule({ timeSlots: [{ startTime: '11:00', endTime: '12:00' }], startTime: '09:00' });
    expect(run({ schedules: [both] }, local('11:00'))).toEqual([]);
    expect(run({ schedules: [both] }, local('11:16')).map((alert) => alert.message)).toEqual([
      'Ana Pérez aún no ha registrado entrada (Programado: 11:00).',
    ]);
  });

  it('matches attendance to each of several slots by slotIndex', () => {
    const timeSlots = [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '14:00', endTime: '18:00' },
    ];
    const attendance = [record({ slotIndex: 1, checkInTime: local('14:20') })];
    const alerts = run({ schedules: [schedule({ timeSlots })], attendance }, local('14:30'));
    expect(alerts.map((alert) => [alert.type, alert.id])).toEqual([
      // Both warnings: the newer (check-in 14:20) before the older (slot start 08:00).
      ['Entrada Tardía', `late-entry:u-ana:${DAY}:s1`],
      ['Llegada Tardía', `late-arrival:u-ana:${DAY}:s0`],
    ]);
  });

  it('uses the first record when several share a slot index', () => {
    const attendance = [
      record({ checkInTime: local('09:30') }),
      record({ checkInTime: local('09:00'), checkOutTime: local('17:00') }),
    ];
    expect(summary(run({ schedules: [schedule()], attendance }, local('10:00')))).toEqual([
      'Entrada Tardía|warning|u-ana|Entrada 30 min tarde.',
    ]);
  });

  it('skips a slot with a malformed time but keeps the index of the next ones', () => {
    const timeSlots = [
      { startTime: '8:00', endTime: '12:00' },
      { startTime: '13:00', endTime: '25:00' },
      { startTime: '14:00', endTime: '18:00' },
    ];
    const attendance = [record({ slotIndex: 2, checkInTime: local('14:30') })];
    expect(
      run({ schedules: [schedule({ timeSlots })], attendance }, local('15:00')).map((alert) => alert.id),
    ).toEqual([`late-entry:u-ana:${DAY}:s2`]);
  });

  describe('a slot crossing midnight (22:00-06:00)', () => {
    const overnight = schedule({ startTime: '22:00', endTime: '06:00' });

    it('starts today: Llegada Tardía after 22:15', () => {
      expect(run({ schedules: [overnight] }, local('22:15'))).toEqual([]);
      expect(run({ schedules: [overnight] }, local('22:16')).map((alert) => alert.type)).toEqual([
        'Llegada Tardía',
      ]);
    });

    it('ends tomorrow: no Salida Faltante tonight, and a check-out tonight is early', () => {
      const checkedIn = [record({ checkInTime: local('22:00') })];
      expect(run({ schedules: [overnight], attendance: checkedIn }, local('23:59'))).toEqual([]);
      const leftEarly = [record({ checkInTime: local('22:00'), checkOutTime: local('23:00') })];
      expect(summary(run({ schedules: [overnight], attendance: leftEarly }, local('23:59')))).toEqual([
        'Salida Temprana|warning|u-ana|Salida 420 min temprano.',
      ]);
    });

    it('measures an early check-out after midnight against 06:00 tomorrow', () => {
      const checkOut = local('05:30', '2026-03-11');
      const attendance = [record({ checkInTime: local('22:00'), checkOutTime: checkOut })];
      expect(run({ schedules: [overnight], attendance }, local('23:59'))[0]).toMatchObject({
        message: 'Salida 30 min temprano.',
        severity: 'info',
        time: 'en 5 horas',
      });
    });

    it('treats an end equal to the start as the next day', () => {
      const allDay = schedule({ startTime: '09:00', endTime: '09:00' });
      const attendance = [record({ checkInTime: local('09:00'), checkOutTime: local('17:00') })];
      expect(summary(run({ schedules: [allDay], attendance }, local('18:00')))).toEqual([
        'Salida Temprana|warning|u-ana|Salida 960 min temprano.',
      ]);
    });
  });
});

describe('today', () => {
  it('is the tenant-zone day of now, not the machine-zone day', () => {
    // 23:30 in Santiago on Mar 10 is already Mar 11 in Tokyo; the schedule dated 00:00 Santiago is today.
    const now = local('23:30');
    expect(now.toISOString()).toBe('2026-03-11T02:30:00.000Z');
    const alerts = run({ schedules: [schedule({ startTime: '23:00', endTime: '23:59' })] }, now);
    expect(alerts.map((alert) => alert.id)).toEqual([`late-arrival:u-ana:${DAY}:s0`]);
  });

  it('ignores schedules and attendance of other days, with half-open day bounds', () => {
    const now = local('12:00');
    const yesterday = local('23:59', '2026-03-09');
    const tomorrow = local('00:00', '2026-03-11');
    // Mar 10 in Tokyo but Mar 9 in Santiago.
    const tokyoToday = new Date('2026-03-10T09:00:00+09:00');
    for (const date of [yesterday, tomorrow, tokyoToday]) {
      expect(run({ schedules: [schedule({ date })] }, now)).toEqual([]);
      expect(run({ attendance: [record({ date, checkInTime: local('08:00') })] }, now)).toEqual([]);
    }
    expect(run({ schedules: [schedule({ date: local('00:00') })] }, now)).toHaveLength(1);
    expect(run({ schedules: [schedule({ date: local('23:59') })] }, now)).toHaveLength(1);
  });

  it('treats a schedule of another day as no schedule (its records are unscheduled)', () => {
    const attendance = [record({ checkInTime: local('09:00') })];
    const schedules = [schedule({ date: local('09:00', '2026-03-09') })];
    expect(run({ schedules, attendance }, local('12:00')).map((alert) => alert.type)).toEqual([
      'Turno No Programado',
    ]);
  });

  it('treats a record flagged unscheduled as a Turno No Programado even when its index names a slot', () => {
    // A manager scheduled the day after the person had started unscheduled work: slot 0 has no entry of its
    // own (Llegada Tardía), and the flagged record is an unscheduled shift, never slot 0's entry.
    const np = record({ id: `u-ana_${DAY}_np`, unscheduled: true, checkInTime: local('07:00') });
    const alerts = run({ schedules: [schedule()], attendance: [np] }, local('10:00'));
    expect(alerts.map((alert) => alert.id)).toEqual([
      `late-arrival:u-ana:${DAY}:s0`,
      `unscheduled:u-ana:${DAY}:ru-ana_${DAY}_np`,
    ]);
    // Without the flag, the same record is slot 0's entry, on time: no alert at all.
    expect(
      run({ schedules: [schedule()], attendance: [record({ checkInTime: local('09:00') })] }, local('10:00')),
    ).toEqual([]);
  });

  it('uses the offset of the day on a DST day (Santiago 2026-09-06 starts at 01:00, -03)', () => {
    const day = '2026-09-06';
    const date = new Date('2026-09-06T04:00:00Z'); // 01:00 local, first instant of the day
    const sept = schedule({ date, startTime: '09:00', endTime: '17:00' });
    expect(run({ schedules: [sept] }, local('09:15', day))).toEqual([]);
    const alerts = run({ schedules: [sept] }, local('09:16', day));
    expect(alerts[0]?.timestamp.toISOString()).toBe('2026-09-06T12:00:00.000Z');
    expect(alerts[0]?.id).toBe(`late-arrival:u-ana:${day}:s0`);
    // The last instant before 01:00 local belongs to Sep 5.
    expect(
      run({ schedules: [schedule({ date: new Date('2026-09-06T03:59:59Z') })] }, local('09:16', day)),
    ).toEqual([]);
  });

  it('uses the offset of the day after the April fall back (2026-04-05 is -04)', () => {
    const day = '2026-04-05';
    const april = schedule({ date: new Date('2026-04-05T04:00:00Z') });
    const attendance = [record({ date: april.date, checkInTime: local('09:16', day, '-04:00') })];
    const alerts = run({ schedules: [april], attendance }, local('12:00', day, '-04:00'));
    expect(summary(alerts)).toEqual(['Entrada Tardía|warning|u-ana|Entrada 16 min tarde.']);
  });
});

describe('users', () => {
  it('ignores schedules and attendance of users not in the list', () => {
    const ghost = 'u-ghost';
    const alerts = run(
      {
        schedules: [schedule({ userId: ghost })],
        attendance: [record({ userId: ghost, checkInTime: local('10:00') }), record({ userId: 'u-other' })],
      },
      local('12:00'),
    );
    expect(alerts).toEqual([]);
  });

  it.each([
    [{ id: 'u', displayName: 'Display', name: 'Name' }, 'Display'],
    [{ id: 'u', displayName: null, name: 'Name' }, 'Name'],
    [{ id: 'u', displayName: '', name: 'Name' }, 'Name'],
    [{ id: 'u', name: null }, 'Unknown User'],
    [{ id: 'u' }, 'Unknown User'],
  ])('names %j as %s', (user, expected) => {
    const alerts = computeAlerts(
      { users: [user], schedules: [schedule({ userId: 'u' })], attendance: [] },
      { now: local('10:00'), timeZone: TZ },
    );
    expect(alerts[0]?.message).toBe(`${expected} aún no ha registrado entrada (Programado: 09:00).`);
    expect(alerts[0]?.user).toEqual({ id: 'u', name: expected, photoURL: null });
  });

  it('attaches the user summary with the photo', () => {
    const alerts = run({ schedules: [schedule()] }, local('10:00'));
    expect(alerts[0]?.user).toEqual({ id: 'u-ana', name: 'Ana Pérez', photoURL: 'https://img/ana.png' });
  });

  it('uses the first entry of a repeated user id and does not duplicate alerts', () => {
    const alerts = computeAlerts(
      { users: [ANA, { id: ANA.id, displayName: 'Otra' }], schedules: [schedule()], attendance: [] },
      { now: local('10:00'), timeZone: TZ },
    );
    expect(summary(alerts)).toEqual([
      'Llegada Tardía|warning|u-ana|Ana Pérez aún no ha registrado entrada (Programado: 09:00).',
    ]);
  });
});

describe('successive computations', () => {
  // The engine keeps the previous call's user index and the day's wall-time instants between calls:
  // every result must be the one a first call would give.
  const CARLA: AlertInputUser = { id: 'u-carla', displayName: 'Carla Soto' };
  const schedules = [schedule(), schedule({ userId: BRUNO.id, startTime: '08:00' })];
  const names = (users: AlertInputUser[]): string[] =>
    computeAlerts({ users, schedules, attendance: [] }, { now: local('10:00'), timeZone: TZ }).map(
      (alert) => alert.user?.name ?? '',
    );

  it('indexes a user list that changed since the previous call, also with the same size', () => {
    expect(names([ANA, BRUNO])).toEqual(['Ana Pérez', 'Bruno Díaz']);
    expect(names([ANA, BRUNO])).toEqual(['Ana Pérez', 'Bruno Díaz']);
    // Same size and first id, second id replaced: Bruno's schedule belongs to no one listed.
    expect(names([ANA, CARLA])).toEqual(['Ana Pérez']);
    // Same size and first position again, the second a repeat: it is ignored.
    expect(names([ANA, ANA])).toEqual(['Ana Pérez']);
    expect(names([BRUNO, ANA])).toEqual(['Ana Pérez', 'Bruno Díaz']);
    expect(names([CARLA, ANA])).toEqual(['Ana Pérez']);
    expect(names([])).toEqual([]);
    expect(names([BRUNO])).toEqual(['Bruno Díaz']);
  });

  it('reads each call in its own zone and day', () => {
    const users = [ANA];
    const at = (now: Date, timeZone: string) =>
      computeAlerts({ users, schedules: [schedule({ date: now })], attendance: [] }, { now, timeZone }).map(
        (alert) => `${alert.id} ${alert.timestamp.toISOString()}`,
      );
    // 10:00 in Santiago is 14:00 in Madrid: both late for a 09:00 start, each in its own zone.
    const now = local('10:00');
    const santiago = ['late-arrival:u-ana:2026-03-10:s0 2026-03-10T12:00:00.000Z'];
    const madrid = ['late-arrival:u-ana:2026-03-10:s0 2026-03-10T08:00:00.000Z'];
    expect(at(now, TZ)).toEqual(santiago);
    expect(at(now, 'Europe/Madrid')).toEqual(madrid);
    expect(at(now, TZ)).toEqual(santiago);
    // The next day in Santiago: another day in the id, 09:00 of that day.
    expect(at(local('10:00', '2026-03-11'), TZ)).toEqual([
      'late-arrival:u-ana:2026-03-11:s0 2026-03-11T12:00:00.000Z',
    ]);
    expect(at(now, 'Europe/Madrid')).toEqual(madrid);
  });
});

describe('several schedule documents for a user on the same day', () => {
  it('uses only the first one (input order)', () => {
    const first = schedule({ startTime: '09:00', endTime: '17:00' });
    const second = schedule({ startTime: '06:00', endTime: '07:00' });
    expect(run({ schedules: [first, second] }, local('09:10'))).toEqual([]);
    expect(run({ schedules: [second, first] }, local('09:10')).map((alert) => alert.message)).toEqual([
      'Ana Pérez aún no ha registrado entrada (Programado: 06:00).',
    ]);
  });

  it("given the stores' (date, id) order, uses the schedule the one day rule picks (history and agenda too)", () => {
    const planned = { ...schedule({ startTime: '09:00', endTime: '17:00' }), id: 'u-ana_2026-03-10' };
    const stray = { ...schedule({ startTime: '06:00', endTime: '07:00' }), id: 'x-stray' };
    const storeOrder = [planned, stray];
    const picked = schedulesByDay(storeOrder, TZ).get(`${ANA.id}|2026-03-10`);
    expect(picked).toBe(planned);
    expect(run({ schedules: storeOrder }, local('09:10'))).toEqual([]);
  });

  it('skips documents of other days when choosing the first one', () => {
    const otherDay = schedule({ date: local('00:00', '2026-03-09'), startTime: '06:00' });
    expect(run({ schedules: [otherDay, schedule()] }, local('09:10'))).toEqual([]);
  });
});

describe('ordering', () => {
  it('sorts by severity, then newest timestamp first, then id', () => {
    const users = [ANA, BRUNO, { id: 'u-carla', name: 'Carla' }, { id: 'u-dani', name: 'Dani' }];
    const schedules = [
      schedule(),
      schedule({ userId: BRUNO.id, startTime: '08:00' }),
      schedule({ userId: 'u-carla', startTime: '08:00' }),
    ];
    const attendance = [
      // Ana: 70 min late (error) and a 75 min lunch (info).
      record({ checkInTime: local('10:10'), lunchStartTime: local('12:00'), lunchEndTime: local('13:15') }),
      // Bruno and Carla: never checked in (two warnings with the same timestamp: tie broken by id).
      // Dani: unscheduled (info, timestamp 07:00).
      record({ userId: 'u-dani', checkInTime: local('07:00') }),
    ];
    const alerts = computeAlerts({ users, schedules, attendance }, { now: local('14:00'), timeZone: TZ });
    expect(alerts.map((alert) => `${alert.severity}:${alert.type}:${alert.userId}`)).toEqual([
      'error:Entrada Tardía:u-ana',
      'warning:Llegada Tardía:u-bruno',
      'warning:Llegada Tardía:u-carla',
      'info:Descanso Largo:u-ana',
      'info:Turno No Programado:u-dani',
    ]);
  });

  it('orders alerts of different types with the same timestamp by id, not by emission order', () => {
    // At 14:00 Ana's slot ends (Salida Faltante) and Bruno's starts (Llegada Tardía): both warnings.
    const schedules = [
      schedule({ startTime: '06:00', endTime: '14:00' }),
      schedule({ userId: BRUNO.id, startTime: '14:00', endTime: '20:00' }),
    ];
    const attendance = [record({ checkInTime: local('06:00') })];
    const alerts = run({ schedules, attendance }, local('14:31'));
    expect(alerts.map((alert) => alert.id)).toEqual([
      `late-arrival:u-bruno:${DAY}:s0`,
      `missing-checkout:u-ana:${DAY}:s0`,
    ]);
    expect(alerts[0]?.timestamp.getTime()).toBe(alerts[1]?.timestamp.getTime());
  });

  it('orders same-type alerts with the same timestamp by id, not by user order', () => {
    const users = [
      { id: 'u-2', name: 'Dos' },
      { id: 'u-10', name: 'Diez' },
      { id: 'u-1', name: 'Uno' },
    ];
    const schedules = users.map((user) => schedule({ userId: user.id }));
    const alerts = computeAlerts({ users, schedules, attendance: [] }, { now: local('10:00'), timeZone: TZ });
    // Ids compare as strings: 'late-arrival:u-10:…' < 'late-arrival:u-1:…' ('0' < ':') < 'late-arrival:u-2:…'.
    expect(alerts.map((alert) => alert.userId)).toEqual(['u-10', 'u-1', 'u-2']);
  });

  it('orders same-user alerts with the same timestamp by id (s10 before s2)', () => {
    const timeSlots = Array.from({ length: 11 }, () => ({ startTime: '09:00', endTime: '10:00' }));
    const alerts = run({ schedules: [schedule({ timeSlots })] }, local('09:30'));
    expect(alerts.map((alert) => alert.id.split(':').at(-1))).toEqual([
      's0',
      's1',
      's10',
      's2',
      's3',
      's4',
      's5',
      's6',
      's7',
      's8',
      's9',
    ]);
  });

  it('matches a reference sort on random data (user ids with prefixes and special characters)', () => {
    let seed = 42;
    const next = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    const pieces = ['a', 'a-', 'a1', 'b', 'ñ', ':', '/', ' ', '%', '.', '~', 'Z'];
    for (let round = 0; round < 20; round += 1) {
      const ids = new Set<string>();
      while (ids.size < 40)
        ids.add(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(pieces)).join(''));
      const users = [...ids].map((id) => ({ id, name: id }));
      if (round % 2 === 0)
        users.sort((a, b) => (`${encodeURIComponent(a.id)}:` < `${encodeURIComponent(b.id)}:` ? -1 : 1));
      const starts = ['08:00', '08:30', '09:00'];
      const schedules = users
        .filter(() => next() < 0.8)
        .map((user) => schedule({ userId: user.id, startTime: pick(starts) }));
      const attendance = users
        .filter(() => next() < 0.6)
        .map((user) => record({ userId: user.id, checkInTime: local(pick(['08:20', '08:45', '09:20'])) }));
      const alerts = computeAlerts({ users, schedules, attendance }, { now: local('18:00'), timeZone: TZ });
      const rank = { error: 0, warning: 1, info: 2 };
      const reference = [...alerts].sort(
        (a, b) =>
          rank[a.severity] - rank[b.severity] ||
          b.timestamp.getTime() - a.timestamp.getTime() ||
          (a.id < b.id ? -1 : 1),
      );
      expect(alerts.map((alert) => alert.id)).toEqual(reference.map((alert) => alert.id));
      expect(new Set(alerts.map((alert) => alert.id)).size).toBe(alerts.length);
    }
  });

  it('puts a newer warning before an older one regardless of input order', () => {
    const schedules = [schedule({ startTime: '08:00' }), schedule({ userId: BRUNO.id, startTime: '09:00' })];
    const alerts = run({ schedules }, local('12:00'));
    expect(alerts.map((alert) => alert.userId)).toEqual([BRUNO.id, ANA.id]);
    const reversed = computeAlerts(
      { users: [BRUNO, ANA], schedules: [...schedules].reverse(), attendance: [] },
      { now: local('12:00'), timeZone: TZ },
    );
    expect(reversed.map((alert) => alert.userId)).toEqual([BRUNO.id, ANA.id]);
  });
});

describe('ids', () => {
  const input: AlertInput = {
    users: [ANA, BRUNO, { id: 'a:b/c', name: 'Raro' }],
    schedules: [
      schedule({
        timeSlots: [
          { startTime: '08:00', endTime: '12:00' },
          { startTime: '13:00', endTime: '14:00' },
        ],
      }),
      schedule({ userId: 'a:b/c' }),
    ],
    attendance: [
      record({ slotIndex: 0, checkInTime: local('08:30'), checkOutTime: local('11:00') }),
      record({
        slotIndex: 1,
        checkInTime: local('13:20'),
        lunchStartTime: local('13:00'),
        lunchEndTime: local('14:05'),
      }),
      record({ id: 'att/9', userId: BRUNO.id, checkInTime: local('07:00') }),
      record({ userId: 'a:b/c', checkInTime: local('09:30') }),
    ],
  };
  const options = { now: local('15:00'), timeZone: TZ };

  it('are deterministic, unique and readable', () => {
    const first = computeAlerts(input, options);
    const second = computeAlerts(input, options);
    const ids = first.map((alert) => alert.id);
    expect(second.map((alert) => alert.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([
      `early-leave:u-ana:${DAY}:s0`,
      `late-entry:a%3Ab%2Fc:${DAY}:s0`,
      `late-entry:u-ana:${DAY}:s0`,
      `late-entry:u-ana:${DAY}:s1`,
      `long-break:u-ana:${DAY}:s1`,
      `missing-checkout:u-ana:${DAY}:s1`,
      `unscheduled:u-bruno:${DAY}:ratt%2F9`,
    ]);
  });

  it('change with the day', () => {
    const nextDay: AlertInput = {
      users: [ANA],
      schedules: [schedule({ date: local('00:00', '2026-03-11') })],
      attendance: [],
    };
    expect(computeAlerts(nextDay, { now: local('10:00', '2026-03-11'), timeZone: TZ })[0]?.id).toBe(
      'late-arrival:u-ana:2026-03-11:s0',
    );
  });
});

describe('thresholds', () => {
  it('can be overridden partially', () => {
    const attendance = [record({ checkInTime: local('09:06') })];
    expect(run({ schedules: [schedule()], attendance }, local('10:00'))).toEqual([]);
    const alerts = run({ schedules: [schedule()], attendance }, local('10:00'), { lateEntryMinutes: 5 });
    expect(summary(alerts)).toEqual(['Entrada Tardía|warning|u-ana|Entrada 6 min tarde.']);
    const asError = run({ schedules: [schedule()], attendance }, local('10:00'), {
      lateEntryMinutes: 5,
      lateEntryErrorMinutes: 5,
    });
    expect(asError[0]?.severity).toBe('error');
  });

  it('override every rule', () => {
    const thresholds: AlertThresholds = {
      lateEntryMinutes: 0,
      lateEntryErrorMinutes: 120,
      noCheckInMinutes: 0,
      missingCheckOutMinutes: 0,
      earlyLeaveMinutes: 0,
      earlyLeaveWarningMinutes: 0,
      longBreakMinutes: 0,
      longBreakWarningMinutes: 0,
    };
    const timeSlots = [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '13:00', endTime: '14:00' },
    ];
    const attendance = [
      record({
        slotIndex: 0,
        checkInTime: local('08:01'),
        checkOutTime: local('11:58'),
        lunchStartTime: local('10:00'),
        lunchEndTime: local('10:02'),
      }),
      record({ slotIndex: 1, checkInTime: local('13:00') }),
    ];
    const alerts = run({ schedules: [schedule({ timeSlots })], attendance }, local('14:01'), thresholds);
    expect(summary(alerts).sort()).toEqual(
      [
        'Entrada Tardía|warning|u-ana|Entrada 1 min tarde.',
        'Salida Temprana|warning|u-ana|Salida 2 min temprano.',
        'Descanso Largo|warning|u-ana|Descanso de 2 min.',
        'Salida Faltante|warning|u-ana|Aún no ha registrado salida (Programado: 14:00).',
      ].sort(),
    );
    const lateArrival = run({ schedules: [schedule()] }, local('09:01'), { noCheckInMinutes: 0 });
    expect(lateArrival.map((alert) => alert.type)).toEqual(['Llegada Tardía']);
  });

  it('ignores undefined overrides', () => {
    const attendance = [record({ checkInTime: local('09:06') })];
    expect(
      run({ schedules: [schedule()], attendance }, local('10:00'), { lateEntryMinutes: undefined }),
    ).toEqual([]);
  });
});

describe('robustness', () => {
  it('treats invalid dates as missing times', () => {
    const invalid = new Date(Number.NaN);
    const attendance = [
      record({ checkInTime: invalid, lunchStartTime: invalid, lunchEndTime: local('14:00') }),
    ];
    expect(run({ schedules: [schedule()], attendance }, local('10:00')).map((alert) => alert.type)).toEqual([
      'Llegada Tardía',
    ]);
  });

  it('stamps alerts with the input Dates themselves and shares slot-boundary Dates', () => {
    const checkIn = local('09:40');
    const lunchEnd = local('14:31');
    const attendance = [
      record({ checkInTime: checkIn, lunchStartTime: local('13:00'), lunchEndTime: lunchEnd }),
    ];
    const alerts = run({ schedules: [schedule()], attendance }, local('20:00'));
    expect(alerts.find((alert) => alert.type === 'Entrada Tardía')?.timestamp).toBe(checkIn);
    expect(alerts.find((alert) => alert.type === 'Descanso Largo')?.timestamp).toBe(lunchEnd);
    const missing = run({ schedules: [schedule(), schedule({ userId: BRUNO.id })] }, local('10:00'));
    expect(missing).toHaveLength(2);
    expect(missing[0]?.timestamp).toBe(missing[1]?.timestamp);
  });

  it('gives every alert the relative time of its own timestamp, past, older than two days or future', () => {
    const now = local('12:00');
    const checkIns: [Date, string][] = [
      [plus(now, 0, -59), 'hace unos segundos'],
      [plus(now, -1, -59), 'hace 1 minuto'],
      [plus(now, -59, -59), 'hace 59 minutos'],
      [plus(now, -60), 'hace 1 hora'],
      [plus(now, -2 * 1440 + 1), 'hace 1 día'],
      [plus(now, -2 * 1440, -1), 'hace 2 días'],
      [plus(now, -45 * 1440), 'hace 1 mes'],
      [plus(now, 0, 30), 'en unos segundos'],
      [plus(now, 90), 'en 1 hora'],
      [plus(now, 3 * 1440), 'en 3 días'],
    ];
    const attendance = checkIns.map(([checkInTime], i) => record({ id: `r${i}`, checkInTime }));
    // Twice, so that texts kept from the first computation are checked too.
    for (let pass = 0; pass < 2; pass += 1) {
      const alerts = run({ attendance }, now);
      const times = new Map(alerts.map((alert) => [alert.timestamp.getTime(), alert.time]));
      expect(checkIns.map(([date]) => times.get(date.getTime()))).toEqual(checkIns.map(([, text]) => text));
    }
  });

  it('does not mutate its input', () => {
    const input: AlertInput = { users: [ANA], schedules: [schedule()], attendance: [record()] };
    const copy = structuredClone(input);
    computeAlerts(input, { now: local('20:00'), timeZone: TZ });
    expect(input).toEqual(copy);
  });

  it('throws a RangeError for an invalid now or zone', () => {
    expect(() =>
      computeAlerts(
        { users: [], schedules: [], attendance: [] },
        { now: new Date(Number.NaN), timeZone: TZ },
      ),
    ).toThrow(RangeError);
    expect(() =>
      computeAlerts(
        { users: [], schedules: [], attendance: [] },
        { now: local('10:00'), timeZone: 'Nope/Zone' },
      ),
    ).toThrow(RangeError);
  });
});
