import { buildShift, TEST_ZONE } from '../../testing/data-builders';
import {
  copyName,
  LUNCH_TOO_LONG,
  NAME_TAKEN,
  NO_WORK_DAY,
  patternDefaults,
  patternSchema,
  rotation,
  SAME_START_END,
  shiftDefaults,
  shiftSchema,
  type ShiftInput,
} from './shift-schema';
import { comparableName, patternRuns, shiftMinutes, slotsText, slotText } from './shift-text';

const SHIFTS = [
  buildShift({ id: 'noche', name: 'Noche', timeSlots: [{ startTime: '22:00', endTime: '06:00' }] }),
  buildShift({ id: 'manana', name: 'Mañana' }),
  buildShift({ id: 'viejo', name: 'Turno antiguo', archived: true }),
];

const VALID: ShiftInput = {
  name: '  Tarde ',
  color: '#EF6C00',
  timeSlots: [{ startTime: '14:00', endTime: '22:00' }],
  lunchMinutes: '45',
};

/** Each failing path with its message. */
function issues(input: ShiftInput, selfId: string | null = null): [string, string][] {
  const result = shiftSchema(SHIFTS, selfId, TEST_ZONE).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('shiftSchema', () => {
  it('outputs the trimmed name, the colour in lower case and the colación as a number', () => {
    expect(shiftSchema(SHIFTS, null, TEST_ZONE).parse(VALID)).toEqual({
      name: 'Tarde',
      color: '#ef6c00',
      timeSlots: [{ startTime: '14:00', endTime: '22:00' }],
      lunchMinutes: 45,
    });
  });

  it('asks for what is missing and refuses malformed values in Spanish', () => {
    expect(
      issues({
        name: ' ',
        color: 'rojo',
        timeSlots: [{ startTime: '', endTime: '25:00' }],
        lunchMinutes: '',
      }),
    ).toEqual([
      ['name', 'Este campo es obligatorio'],
      ['color', 'Formato inválido'],
      ['timeSlots.0.startTime', 'Este campo es obligatorio'],
      ['timeSlots.0.endTime', 'Formato inválido'],
      ['lunchMinutes', 'Este campo es obligatorio'],
    ]);
  });

  it('refuses a slot that ends when it starts, and a colación out of range or longer than the shift', () => {
    expect(issues({ ...VALID, timeSlots: [{ startTime: '08:00', endTime: '08:00' }] })).toEqual([
      ['timeSlots.0.endTime', SAME_START_END],
    ]);
    expect(issues({ ...VALID, lunchMinutes: '241' })).toEqual([['lunchMinutes', 'Debe estar entre 0 y 240']]);
    expect(
      issues({ ...VALID, timeSlots: [{ startTime: '08:00', endTime: '09:00' }], lunchMinutes: '60' }),
    ).toEqual([['lunchMinutes', LUNCH_TOO_LONG]]);
  });

  it('accepts an overnight slot and up to four slots, not five', () => {
    expect(issues({ ...VALID, timeSlots: [{ startTime: '22:00', endTime: '06:00' }] })).toEqual([]);
    const slot = { startTime: '08:00', endTime: '09:00' };
    expect(issues({ ...VALID, lunchMinutes: '0', timeSlots: [slot, slot, slot, slot] })).toEqual([]);
    expect(issues({ ...VALID, lunchMinutes: '0', timeSlots: [slot, slot, slot, slot, slot] })).toHaveLength(
      1,
    );
  });

  it('refuses a name a shift in use has (case and accents ignored), not an archived one nor its own', () => {
    expect(issues({ ...VALID, name: 'MANANA' })).toEqual([['name', NAME_TAKEN]]);
    expect(issues({ ...VALID, name: ' noche ' })).toEqual([['name', NAME_TAKEN]]);
    expect(issues({ ...VALID, name: 'Turno Antiguo' })).toEqual([]);
    expect(issues({ ...VALID, name: 'Noche' }, 'noche')).toEqual([]);
  });
});

describe('shiftDefaults', () => {
  it('pre-fills a duplicate as `<nombre> (copia)`, within the name limit', () => {
    const noche = SHIFTS[0] ?? buildShift();
    expect(shiftDefaults(noche, 'duplicate')).toEqual({
      name: 'Noche (copia)',
      color: '#1976d2',
      timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
      lunchMinutes: '60',
    });
    expect(shiftDefaults(noche, 'edit').name).toBe('Noche');
    expect(copyName('x'.repeat(60))).toHaveLength(60);
    expect(copyName('x'.repeat(60)).endsWith(' (copia)')).toBe(true);
  });
});

describe('patternSchema', () => {
  it('keeps the first `length` days of the 28 the form holds', () => {
    const input = { ...patternDefaults(null), name: '4x4 Noche', length: '8' };
    input.days = input.days.map((_, index) => (index % 8 < 4 ? 'noche' : ''));
    expect(patternSchema.parse(input)).toEqual({
      name: '4x4 Noche',
      days: ['noche', 'noche', 'noche', 'noche', '', '', '', ''],
    });
  });

  it('asks for a cycle of 1–28 days with at least one shift', () => {
    const empty = { ...patternDefaults(null), name: 'Nada' };
    expect(patternSchema.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual([NO_WORK_DAY]);
    const tooLong = { ...patternDefaults({ name: 'x', days: ['noche'] }), length: '29' };
    expect(patternSchema.safeParse(tooLong).error?.issues[0]?.message).toBe('Debe estar entre 1 y 28');
  });

  it('opens a pattern with its days, padded to 28', () => {
    const defaults = patternDefaults({ name: '5x2', days: ['a', 'a', 'a', 'a', 'a', '', ''] });
    expect(defaults.length).toBe('7');
    expect(defaults.days).toHaveLength(28);
    expect(defaults.days.slice(0, 8)).toEqual(['a', 'a', 'a', 'a', 'a', '', '', '']);
  });
});

describe('rotation', () => {
  it('fills work days then days off', () => {
    expect(rotation({ work: '4', off: '4', shiftId: 'noche' })).toEqual({
      days: ['noche', 'noche', 'noche', 'noche', '', '', '', ''],
    });
    expect(rotation({ work: '7', off: '0', shiftId: 'noche' })).toEqual({ days: Array(7).fill('noche') });
  });

  it('says what is wrong, field by field', () => {
    expect(rotation({ work: '0', off: '', shiftId: '' })).toEqual({
      errors: {
        work: 'Debe estar entre 1 y 28',
        off: 'Este campo es obligatorio',
        shiftId: 'Este campo es obligatorio',
      },
    });
    expect(rotation({ work: '20', off: '10', shiftId: 'noche' })).toEqual({
      errors: { off: 'El ciclo no puede superar 28 días' },
    });
  });
});

describe('shift texts', () => {
  it('marks a slot that ends the next day', () => {
    expect(slotText({ startTime: '22:00', endTime: '06:00' })).toBe('22:00 – 06:00 (+1 día)');
    expect(
      slotsText([
        { startTime: '08:00', endTime: '12:00' },
        { startTime: '16:00', endTime: '20:00' },
      ]),
    ).toBe('08:00 – 12:00 y 16:00 – 20:00');
  });

  it('counts an overnight shift across midnight, minus the colación', () => {
    expect(
      shiftMinutes({ timeSlots: [{ startTime: '22:00', endTime: '06:00' }], lunchMinutes: 30 }, TEST_ZONE),
    ).toBe(450);
  });

  it('compares names without case or accents', () => {
    expect(comparableName('  Mañana   Temprano ')).toBe(comparableName('manana temprano'));
  });

  it('reads a cycle as runs', () => {
    expect(patternRuns(['noche', 'noche', '', 'gone'], SHIFTS)).toBe(
      '2 × Noche, 1 × Libre, 1 × Turno eliminado',
    );
  });
});
