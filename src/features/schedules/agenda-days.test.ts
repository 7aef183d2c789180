import { describe, expect, it } from 'vitest';

import type { Absence, Holiday, ScheduleEntry, TimeSlot } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import {
  absenceLabel,
  buildAgendaDays,
  dayAccessibleName,
  dayParts,
  hasShifts,
  type AgendaData,
  type AgendaDay,
} from './agenda-days';
import { periodContaining, type Period } from '../../domain/calendar/periods';

const SANTIAGO = 'America/Santiago';
const DAY_SHIFT: TimeSlot[] = [{ startTime: '09:00', endTime: '18:00' }];

function schedule(
  key: string,
  timeSlots: TimeSlot[] | null = DAY_SHIFT,
  zone = SANTIAGO,
): WithId<ScheduleEntry> {
  const date = dayKeyToInstant(key, zone);
  return { id: `u_${key}`, tenantId: 't', userId: 'u', date, timeSlots, shiftId: null };
}

function holiday(key: string, name: string, irrenunciable = false, zone = SANTIAGO): Holiday {
  return { tenantId: 't', date: dayKeyToInstant(key, zone), name, irrenunciable };
}

function absence(
  from: string,
  to: string,
  type: Absence['type'],
  status: Absence['status'],
  zone = SANTIAGO,
): Absence {
  return {
    tenantId: 't',
    userId: 'u',
    type,
    status,
    from: dayKeyToInstant(from, zone),
    to: dayKeyToInstant(to, zone),
    note: null,
    createdAt: new Date('2026-01-01T12:00:00Z'),
  };
}

const NONE: AgendaData = { schedules: [], holidays: [], absences: [] };

function byKey(days: AgendaDay[], key: string): AgendaDay {
  const day = days.find((d) => d.key === key);
  if (!day) throw new Error(`no day ${key}`);
  return day;
}

const weekOf = (start: string): Period => periodContaining('week', start);

describe('buildAgendaDays', () => {
  const weekdays = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

  it('builds a Monday-first week with slots on workdays, an unplanned weekend and today marked', () => {
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      { ...NONE, schedules: weekdays.map((key) => schedule(key)) },
      SANTIAGO,
      '2026-11-18',
    );
    expect(days.map((d) => d.isoWeekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days.map((d) => dayParts(d).join(', '))).toEqual([
      '09:00 – 18:00',
      '09:00 – 18:00',
      '09:00 – 18:00',
      '09:00 – 18:00',
      '09:00 – 18:00',
      'Sin planificar',
      'Sin planificar',
    ]);
    expect(days.filter((d) => d.isToday).map((d) => d.key)).toEqual(['2026-11-18']);
    expect(days.map((d) => d.start.toISOString())).toEqual([
      '2026-11-16T03:00:00.000Z',
      '2026-11-17T03:00:00.000Z',
      '2026-11-18T03:00:00.000Z',
      '2026-11-19T03:00:00.000Z',
      '2026-11-20T03:00:00.000Z',
      '2026-11-21T03:00:00.000Z',
      '2026-11-22T03:00:00.000Z',
    ]);
    expect(hasShifts(days)).toBe(true);
  });

  it('names each day for screen readers', () => {
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      { ...NONE, schedules: [schedule('2026-11-18')] },
      SANTIAGO,
      '',
    );
    expect(dayAccessibleName(byKey(days, '2026-11-18'), SANTIAGO)).toBe(
      'miércoles 18 de noviembre: 09:00 – 18:00',
    );
    expect(dayAccessibleName(byKey(days, '2026-11-21'), SANTIAGO)).toBe(
      'sábado 21 de noviembre: Sin planificar',
    );
  });

  it("shows split shifts in the schedule's order (the slot numbers check-in and history use) and a night slot on the day it starts", () => {
    const split: TimeSlot[] = [
      { startTime: '15:00', endTime: '19:00' },
      { startTime: '08:00', endTime: '12:00' },
    ];
    const night: TimeSlot[] = [{ startTime: '22:00', endTime: '06:00' }];
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      { ...NONE, schedules: [schedule('2026-11-16', split), schedule('2026-11-17', night)] },
      SANTIAGO,
      '',
    );
    expect(dayParts(byKey(days, '2026-11-16'))).toEqual(['15:00 – 19:00', '08:00 – 12:00']);
    expect(dayParts(byKey(days, '2026-11-17'))).toEqual(['22:00 – 06:00']);
    expect(dayParts(byKey(days, '2026-11-18'))).toEqual(['Sin planificar']);
  });

  it("shows one schedule per day, the same one history and alerts use, and only the person's own", () => {
    const second = { ...schedule('2026-11-16', [{ startTime: '19:00', endTime: '21:00' }]), id: 'zz-second' };
    const colleague = { ...schedule('2026-11-17'), id: 'c_2026-11-17', userId: 'colleague' };
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      { ...NONE, schedules: [second, schedule('2026-11-16'), colleague] },
      SANTIAGO,
      '',
    );
    expect(dayParts(byKey(days, '2026-11-16'))).toEqual(['09:00 – 18:00']);
    expect(dayParts(byKey(days, '2026-11-17'))).toEqual(['Sin planificar']);
  });

  it('falls back to startTime/endTime, then to 09:00–17:00 (spec §3)', () => {
    const fallback: WithId<ScheduleEntry> = {
      ...schedule('2026-11-16', null),
      startTime: '10:00',
      endTime: '14:00',
    };
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      { ...NONE, schedules: [fallback, schedule('2026-11-17', [])] },
      SANTIAGO,
      '',
    );
    expect(dayParts(byKey(days, '2026-11-16'))).toEqual(['10:00 – 14:00']);
    expect(dayParts(byKey(days, '2026-11-17'))).toEqual(['09:00 – 17:00']);
  });

  it('marks holidays (irrenunciable when so) and does not call them unplanned', () => {
    const days = buildAgendaDays(
      'u',
      weekOf('2026-12-07'),
      { ...NONE, holidays: [holiday('2026-12-08', 'Inmaculada Concepción')] },
      SANTIAGO,
      '',
    );
    const holidayDay = byKey(days, '2026-12-08');
    expect(holidayDay.holiday).toEqual({ name: 'Inmaculada Concepción', irrenunciable: false });
    expect(holidayDay.unplanned).toBe(false);
    expect(dayAccessibleName(holidayDay, SANTIAGO)).toBe(
      'martes 8 de diciembre: Feriado Inmaculada Concepción',
    );
    expect(hasShifts(days)).toBe(false);

    const christmas = buildAgendaDays(
      'u',
      weekOf('2026-12-21'),
      { ...NONE, holidays: [holiday('2026-12-25', 'Navidad', true)] },
      SANTIAGO,
      '',
    );
    expect(dayParts(byKey(christmas, '2026-12-25'))).toEqual(['Feriado Navidad (irrenunciable)']);
  });

  it('spreads approved absences over their days, alone: they replace the shift; drops rejected ones', () => {
    const data: AgendaData = {
      schedules: [schedule('2026-11-16'), schedule('2026-11-19'), schedule('2026-11-20')],
      holidays: [],
      absences: [
        // Started the week before: still covers Monday (which has a schedule), Tuesday and Wednesday.
        absence('2026-11-10', '2026-11-18', 'licencia médica', 'aprobada'),
        absence('2026-11-20', '2026-11-22', 'vacaciones', 'rechazada'),
      ],
    };
    const days = buildAgendaDays('u', weekOf('2026-11-16'), data, SANTIAGO, '');
    expect(dayParts(byKey(days, '2026-11-16'))).toEqual(['Licencia médica']);
    expect(byKey(days, '2026-11-16').slots).toEqual([]);
    expect(dayParts(byKey(days, '2026-11-17'))).toEqual(['Licencia médica']);
    expect(byKey(days, '2026-11-17').unplanned).toBe(false);
    expect(dayParts(byKey(days, '2026-11-19'))).toEqual(['09:00 – 18:00']);
    // A rejected request changes nothing.
    expect(dayParts(byKey(days, '2026-11-20'))).toEqual(['09:00 – 18:00']);
    expect(dayParts(byKey(days, '2026-11-21'))).toEqual(['Sin planificar']);
    expect(hasShifts(days)).toBe(true);
    // A week all on leave has no shift to go to.
    const away = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      { ...data, absences: [absence('2026-11-16', '2026-11-22', 'vacaciones', 'aprobada')] },
      SANTIAGO,
      '',
    );
    expect(hasShifts(away)).toBe(false);
    expect(away.map((d) => dayParts(d).join(', '))).toEqual(Array(7).fill('Vacaciones'));
  });

  it('keeps the shift of a day with a pending request, and says it holds only if the request is not approved', () => {
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      {
        schedules: [schedule('2026-11-19')],
        holidays: [],
        absences: [absence('2026-11-19', '2026-11-19', 'permiso', 'pendiente')],
      },
      SANTIAGO,
      '',
    );
    const thursday = byKey(days, '2026-11-19');
    expect(thursday.slots).toEqual(DAY_SHIFT);
    expect(thursday.absences).toEqual([{ type: 'permiso con goce', status: 'pendiente' }]);
    expect(dayAccessibleName(thursday, SANTIAGO)).toBe(
      'jueves 19 de noviembre: Solicitud de permiso con goce pendiente, 09:00 – 18:00 (si no se aprueba)',
    );
  });

  it('a pending request on a day without a plan leaves it unplanned', () => {
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      { ...NONE, absences: [absence('2026-11-21', '2026-11-21', 'vacaciones', 'pendiente')] },
      SANTIAGO,
      '',
    );
    expect(dayParts(byKey(days, '2026-11-21'))).toEqual([
      'Solicitud de vacaciones pendiente',
      'Sin planificar',
    ]);
    expect(byKey(days, '2026-11-21').unplanned).toBe(true);
    expect(hasShifts(days)).toBe(false);
  });

  it('names approved absences by their type and pending ones as requests', () => {
    expect(absenceLabel({ type: 'vacaciones', status: 'aprobada' })).toBe('Vacaciones');
    expect(absenceLabel({ type: 'licencia médica', status: 'aprobada' })).toBe('Licencia médica');
    expect(absenceLabel({ type: 'licencia médica', status: 'pendiente' })).toBe(
      'Solicitud de licencia médica pendiente',
    );
    expect(absenceLabel({ type: 'permiso sin goce', status: 'pendiente' })).toBe(
      'Solicitud de permiso sin goce pendiente',
    );
  });
});

describe('buildAgendaDays across DST changes in America/Santiago (machine zone Asia/Tokyo)', () => {
  it('the week of 2026-09-06 (midnight skipped): every day keeps its entry, Sunday starts at 01:00', () => {
    const keys = [
      '2026-08-31',
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-06',
    ];
    const days = buildAgendaDays(
      'u',
      weekOf('2026-08-31'),
      // An entry of the following Monday must not leak into this week.
      { ...NONE, schedules: [...keys, '2026-09-07'].map((key) => schedule(key)) },
      SANTIAGO,
      '2026-09-06',
    );
    expect(days.map((d) => d.key)).toEqual(keys);
    expect(days.every((d) => d.slots.length === 1)).toBe(true);
    const sunday = byKey(days, '2026-09-06');
    expect(sunday.start.toISOString()).toBe('2026-09-06T04:00:00.000Z'); // 01:00 -03
    expect(sunday.isToday).toBe(true);
    expect(dayAccessibleName(sunday, SANTIAGO)).toBe('domingo 6 de septiembre: 09:00 – 18:00');
  });

  it('the week of 2026-04-05 (back to UTC-4): the 25-hour Saturday and the Sunday stay distinct', () => {
    const night: TimeSlot[] = [{ startTime: '22:00', endTime: '06:00' }];
    const days = buildAgendaDays(
      'u',
      weekOf('2026-03-30'),
      {
        schedules: [schedule('2026-04-04', night), schedule('2026-04-05')],
        holidays: [holiday('2026-04-03', 'Viernes Santo'), holiday('2026-04-04', 'Sábado Santo')],
        absences: [],
      },
      SANTIAGO,
      '',
    );
    expect(days.map((d) => d.key)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    expect(byKey(days, '2026-04-04').start.toISOString()).toBe('2026-04-04T03:00:00.000Z');
    expect(byKey(days, '2026-04-05').start.toISOString()).toBe('2026-04-05T04:00:00.000Z');
    expect(dayParts(byKey(days, '2026-04-03'))).toEqual(['Feriado Viernes Santo']);
    expect(dayParts(byKey(days, '2026-04-04'))).toEqual(['22:00 – 06:00', 'Feriado Sábado Santo']);
    expect(dayParts(byKey(days, '2026-04-05'))).toEqual(['09:00 – 18:00']);
  });

  it('a month containing the change has one day per date', () => {
    const days = buildAgendaDays('u', periodContaining('month', '2026-09-01'), NONE, SANTIAGO, '');
    expect(days).toHaveLength(30);
    expect(new Set(days.map((d) => d.start.getTime())).size).toBe(30);
    expect(days[0]?.isoWeekday).toBe(2);
  });
});

describe('buildAgendaDays in a zone ahead of the machine', () => {
  it('matches documents by the tenant-zone day, not the UTC or machine day', () => {
    // Auckland midnight is 11:00Z of the day before (20:00 the day before in Tokyo).
    const zone = 'Pacific/Auckland';
    const days = buildAgendaDays(
      'u',
      weekOf('2026-11-16'),
      {
        schedules: [schedule('2026-11-16', DAY_SHIFT, zone)],
        holidays: [holiday('2026-11-17', 'Aniversario', false, zone)],
        absences: [absence('2026-11-22', '2026-11-22', 'permiso', 'aprobada', zone)],
      },
      zone,
      '2026-11-16',
    );
    expect(days[0]?.start.toISOString()).toBe('2026-11-15T11:00:00.000Z');
    expect(dayParts(byKey(days, '2026-11-16'))).toEqual(['09:00 – 18:00']);
    expect(dayParts(byKey(days, '2026-11-17'))).toEqual(['Feriado Aniversario']);
    expect(dayParts(byKey(days, '2026-11-22'))).toEqual(['Permiso con goce']);
    expect(dayAccessibleName(byKey(days, '2026-11-16'), zone)).toBe('lunes 16 de noviembre: 09:00 – 18:00');
  });
});
