import type { PunchableSlot } from '../../domain/schedule/punchable-slots';
import { slotTitle } from './checkin-slot-title';

function slot(overrides: Partial<PunchableSlot> = {}): PunchableSlot {
  return {
    day: '2026-11-18',
    dayStart: new Date('2026-11-18T03:00:00.000Z'),
    slotIndex: 0,
    unscheduled: false,
    slot: { startTime: '09:00', endTime: '18:00' },
    bounds: null,
    window: null,
    fromYesterday: false,
    ...overrides,
  };
}

describe('slotTitle', () => {
  it('issue #47 item 7: names the shift instead of "Turno 1"', () => {
    expect(slotTitle(slot(), { name: 'Oficina', slots: 1 })).toBe('Oficina · 09:00 – 18:00');
  });

  it('issue #47 item 7: numbers the slots only when the day has two of the same shift', () => {
    const afternoon = slot({ slotIndex: 1, slot: { startTime: '16:00', endTime: '20:00' } });
    expect(slotTitle(afternoon, { name: 'Cortado', slots: 2 })).toBe('Cortado 2 · 16:00 – 20:00');
  });

  it('issue #47 item 7: tells yesterday’s night slot from tonight’s', () => {
    const night = { startTime: '22:00', endTime: '06:00' };
    expect(slotTitle(slot({ slot: night, fromYesterday: true }), { name: 'Nocturno', slots: 1 })).toBe(
      'Nocturno de ayer · 22:00 – 06:00',
    );
    expect(slotTitle(slot({ slot: night }), { name: 'Nocturno', slots: 1 })).toBe('Nocturno · 22:00 – 06:00');
  });

  it('issue #47 item 7: keeps "Turno no programado", and the number when the shift is unknown', () => {
    const unscheduled = slot({ slot: null, unscheduled: true });
    expect(slotTitle(unscheduled, { name: null, slots: 0 })).toBe('Turno no programado');
    expect(slotTitle({ ...unscheduled, fromYesterday: true }, { name: null, slots: 0 })).toBe(
      'Turno no programado de ayer',
    );
    expect(slotTitle(slot(), { name: null, slots: 1 })).toBe('Turno 1 · 09:00 – 18:00');
    expect(slotTitle(slot({ fromYesterday: true }), { name: null, slots: 1 })).toBe(
      'Turno de ayer · 09:00 – 18:00',
    );
  });
});
