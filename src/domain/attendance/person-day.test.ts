import {
  personDayTargets,
  personDayView,
  type PersonDayCorrection,
  type PersonDayInput,
  type PersonDayLog,
  type PersonDayRecord,
  type PersonDaySchedule,
} from './person-day';

const TZ = 'America/Santiago';
const DAY = '2026-11-17';
/** The start of 2026-11-17 in Santiago (UTC-3), as stores keep `date`. */
const DATE = new Date('2026-11-17T00:00:00-03:00');
const at = (hms: string, day = DAY) => new Date(`${day}T${hms.length === 5 ? `${hms}:00` : hms}-03:00`);
const NOW = at('20:00');
const SHIFTS = new Map([
  ['oficina', 'Oficina'],
  ['cortado', 'Cortado'],
]);

function schedule(overrides: Partial<PersonDaySchedule> = {}): PersonDaySchedule {
  return {
    id: `u1_${DAY}`,
    userId: 'u1',
    date: DATE,
    shiftId: 'oficina',
    timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
    ...overrides,
  };
}

function record(overrides: Partial<PersonDayRecord> = {}): PersonDayRecord {
  return { id: `u1_${DAY}_0`, userId: 'u1', date: DATE, slotIndex: 0, ...overrides };
}

function view(
  schedules: PersonDaySchedule[],
  records: PersonDayRecord[],
  more: Partial<PersonDayInput> = {},
) {
  return personDayView({
    userId: 'u1',
    day: DAY,
    timeZone: TZ,
    now: NOW,
    schedules,
    records,
    shiftNames: SHIFTS,
    ...more,
  });
}

const NONE = [
  { action: 'checkIn', time: null, code: null },
  { action: 'lunchStart', time: null, code: null },
  { action: 'lunchEnd', time: null, code: null },
  { action: 'checkOut', time: null, code: null },
];

describe('personDayView', () => {
  it("names the slot by its shift, never 'Turno 1', with the marcas to the second and their receipts' codes", () => {
    const result = view(
      [schedule()],
      [
        record({
          checkInTime: at('09:20:41'),
          lunchStartTime: at('13:00:05'),
          lunchEndTime: at('14:10:59'),
          receipts: { checkIn: { code: 'A1B2-C3D4-E5F6-G7H8' } },
        }),
      ],
    );
    expect(result.shiftName).toBe('Oficina');
    expect(result.slots).toEqual([
      {
        index: 0,
        title: 'Oficina · 09:00 – 18:00',
        punches: [
          { action: 'checkIn', time: '09:20:41', code: 'A1B2-C3D4-E5F6-G7H8' },
          { action: 'lunchStart', time: '13:00:05', code: null },
          { action: 'lunchEnd', time: '14:10:59', code: null },
          { action: 'checkOut', time: null, code: null },
        ],
      },
    ]);
  });

  it('calls the slots of a split shift tramo 1 and tramo 2, matching records by slotIndex', () => {
    const split = schedule({
      shiftId: 'cortado',
      timeSlots: [
        { startTime: '08:00', endTime: '12:00' },
        { startTime: '15:00', endTime: '19:00' },
      ],
    });
    const result = view([split], [record({ slotIndex: 1, checkInTime: at('15:02:09') })]);
    expect(result.slots.map((s) => s.title)).toEqual([
      'Cortado, tramo 1 · 08:00 – 12:00',
      'Cortado, tramo 2 · 15:00 – 19:00',
    ]);
    expect(result.slots[0]?.punches).toEqual(NONE);
    expect(result.slots[1]?.punches[0]).toEqual({ action: 'checkIn', time: '15:02:09', code: null });
  });

  it("says 'Horario' for a schedule whose shift is unknown, and when a night slot ends", () => {
    const night = schedule({ shiftId: 'borrado', timeSlots: [{ startTime: '22:00', endTime: '06:00' }] });
    const result = view(
      [night],
      [record({ checkInTime: at('21:58'), checkOutTime: at('06:03:30', '2026-11-18') })],
    );
    expect(result.slots[0]?.title).toBe('Horario · 22:00 – 06:00 (termina al día siguiente)');
    expect(result.slots[0]?.punches[3]).toEqual({
      action: 'checkOut',
      time: '06:03:30 (día siguiente)',
      code: null,
    });
  });

  it('lists a record flagged unscheduled apart, and without a schedule every record', () => {
    const np = record({ id: `u1_${DAY}_np`, unscheduled: true, checkInTime: at('07:00') });
    expect(view([schedule()], [np]).unmatched[0]?.[0]).toEqual({
      action: 'checkIn',
      time: '07:00:00',
      code: null,
    });
    const none = view([], [record({ checkInTime: at('10:00') })]);
    expect(none.scheduled).toBe(false);
    expect(none.shiftName).toBeNull();
    expect(none.slots).toEqual([]);
    expect(none.unmatched).toHaveLength(1);
  });

  it("keeps one schedule per day and the first record of a slot; ignores other people's and days' documents", () => {
    const second = schedule({ id: `u1_${DAY}_b`, timeSlots: [{ startTime: '07:00', endTime: '15:00' }] });
    const result = view(
      [second, schedule(), schedule({ userId: 'u2' })],
      [record({ id: 'a', checkInTime: at('09:01') }), record({ id: 'b', checkInTime: at('09:30') })],
    );
    expect(result.slots.map((s) => s.title)).toEqual(['Oficina · 09:00 – 18:00']);
    expect(result.slots[0]?.punches[0]?.time).toBe('09:01:00');
    expect(result.unmatched).toEqual([]);
    const elsewhere = view(
      [schedule({ date: new Date('2026-11-18T00:00:00-03:00') })],
      [record({ userId: 'u2' })],
    );
    expect(elsewhere).toMatchObject({ scheduled: false, slots: [], unmatched: [] });
  });

  it('gives the corrections of the day, oldest first, with where each stands at now', () => {
    const base = {
      userId: 'u1',
      date: DATE,
      kind: 'punch' as const,
      objectionHours: 48,
      reason: 'Olvidó marcar',
    };
    const corrections: PersonDayCorrection[] = [
      {
        ...base,
        id: 'c2',
        punch: 'checkOut',
        before: null,
        after: at('18:05'),
        status: 'pending',
        createdAt: at('19:00'),
      },
      {
        ...base,
        id: 'c1',
        punch: 'checkIn',
        before: at('09:20'),
        after: at('09:00'),
        status: 'objected',
        createdAt: at('10:00'),
      },
      {
        ...base,
        id: 'other-day',
        punch: 'checkIn',
        before: null,
        after: null,
        status: 'pending',
        createdAt: at('10:00'),
        date: new Date('2026-11-16T00:00:00-03:00'),
      },
    ];
    expect(view([schedule()], [], { corrections }).corrections).toEqual([
      {
        id: 'c1',
        text: 'Entrada: 09:20 → 09:00',
        state: 'objected',
        stateLabel: 'Objetada',
        reason: 'Olvidó marcar',
      },
      {
        id: 'c2',
        text: 'Salida: sin marca → 18:05',
        state: 'pending',
        stateLabel: 'Esperando respuesta',
        reason: 'Olvidó marcar',
      },
    ]);
  });

  it('reads the audit trail as sentences in the tenant zone, with names instead of ids, oldest first', () => {
    const logs: PersonDayLog[] = [
      {
        id: 'l2',
        actorId: 'u1',
        action: 'correction.accept',
        target: 'c2',
        details: 'Salida del 2026-11-17: sin marca → 18:05. Motivo: Olvidó marcar',
        createdAt: new Date('2026-11-17T23:10:00Z'),
      },
      {
        id: 'l1',
        actorId: 'boss',
        action: 'correction.propose',
        target: 'c2',
        details: 'Camila Rojas. Salida del 2026-11-17: sin marca → 18:05. Motivo: Olvidó marcar',
        createdAt: new Date('2026-11-17T22:00:00Z'),
      },
    ];
    const names = new Map([
      ['u1', 'Camila Rojas'],
      ['boss', 'Andrés Soto'],
    ]);
    const audit = view([schedule()], [], { logs, personName: (id) => names.get(id) ?? null }).audit;
    expect(audit.map((entry) => entry.id)).toEqual(['l1', 'l2']);
    expect(audit[0]).toMatchObject({
      when: '17-11-2026 19:00',
      who: 'Andrés Soto',
      sentence: 'Camila Rojas. Salida del 17-11-2026: sin marca → 18:05. Motivo: Olvidó marcar',
    });
    expect(audit[1]).toMatchObject({ when: '17-11-2026 20:10', who: 'Camila Rojas' });
  });
});

describe('personDayTargets', () => {
  it("names the day's schedule, each slot's record, the unscheduled record and the corrections, each once", () => {
    expect(personDayTargets('u1', DAY, 2, [{ id: 'c1' }, { id: 'c1' }])).toEqual([
      'u1_2026-11-17',
      'u1_2026-11-17_0',
      'u1_2026-11-17_1',
      'u1_2026-11-17_np',
      'c1',
    ]);
  });
});
