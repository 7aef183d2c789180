/** Turnos of the demo bakery and its two sample patterns. Ids are stable: schedules and people refer to them. */
import type { Shift, ShiftPattern, TimeSlot } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';

export type ShiftKey =
  'madrugada' | 'manana' | 'tarde' | 'oficina' | 'cortado' | 'noche' | 'media-jornada' | 'part-time-tarde';

interface ShiftDefinition {
  name: string;
  color: string;
  timeSlots: TimeSlot[];
  lunchMinutes: number;
}

export const SHIFT_DEFINITIONS: Readonly<Record<ShiftKey, ShiftDefinition>> = {
  madrugada: {
    name: 'Madrugada',
    color: '#6a1b9a',
    timeSlots: [{ startTime: '06:00', endTime: '13:00' }],
    lunchMinutes: 30,
  },
  manana: {
    name: 'Mañana',
    color: '#f9a825',
    timeSlots: [{ startTime: '07:00', endTime: '15:00' }],
    lunchMinutes: 45,
  },
  tarde: {
    name: 'Tarde',
    color: '#ef6c00',
    timeSlots: [{ startTime: '14:00', endTime: '22:00' }],
    lunchMinutes: 45,
  },
  oficina: {
    name: 'Oficina',
    color: '#1976d2',
    timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
    lunchMinutes: 60,
  },
  cortado: {
    name: 'Cortado',
    color: '#2e7d32',
    timeSlots: [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '16:00', endTime: '20:00' },
    ],
    lunchMinutes: 0,
  },
  // Not 'Noche': the planning E2E creates its own 22:00–06:00 `Noche`.
  noche: {
    name: 'Nocturno',
    color: '#37474f',
    timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
    lunchMinutes: 30,
  },
  'media-jornada': {
    name: 'Media jornada mañana',
    color: '#00838f',
    timeSlots: [{ startTime: '08:00', endTime: '14:00' }],
    lunchMinutes: 0,
  },
  'part-time-tarde': {
    name: 'Part-time tarde',
    color: '#ad1457',
    timeSlots: [{ startTime: '16:00', endTime: '20:00' }],
    lunchMinutes: 0,
  },
};

export const SHIFT_KEYS = Object.keys(SHIFT_DEFINITIONS) as ShiftKey[];

export function shiftId(key: ShiftKey): string {
  return `shift-${key}`;
}

export function buildShifts(tenantId: string): WithId<Shift>[] {
  return SHIFT_KEYS.map((key) => {
    const definition = SHIFT_DEFINITIONS[key];
    return {
      id: shiftId(key),
      tenantId,
      name: definition.name,
      color: definition.color,
      timeSlots: definition.timeSlots.map((slot) => ({ ...slot })),
      lunchMinutes: definition.lunchMinutes,
    };
  });
}

/** Rotations of /turnos (Patrones): a week at the office, and four nights on, four off. */
export function buildPatterns(tenantId: string): WithId<ShiftPattern>[] {
  const repeat = (value: string, times: number) => Array.from({ length: times }, () => value);
  return [
    {
      id: 'pattern-5x2-oficina',
      tenantId,
      name: '5x2 Oficina',
      days: [...repeat(shiftId('oficina'), 5), ...repeat('', 2)],
    },
    {
      id: 'pattern-4x4-noche',
      tenantId,
      name: '4x4 Nocturno',
      days: [...repeat(shiftId('noche'), 4), ...repeat('', 4)],
    },
  ];
}
