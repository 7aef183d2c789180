import { slotStatus } from '../../domain/attendance/slot-status';
import { statusText } from './slot-status-text';

const TZ = 'America/Santiago';
/** An instant of 18 November in Santiago, from `HH:MM` or `HH:MM:SS`. */
const at = (time: string) => new Date(`2026-11-18T${time.length === 5 ? `${time}:00` : time}-03:00`);
const SLOT = { start: at('09:00'), end: at('18:00') };
const text = (punches: Parameters<typeof slotStatus>[0], now: string, slot = SLOT) =>
  statusText(slotStatus(punches, slot, at(now)), slot, TZ);

describe('statusText', () => {
  it('never calls a late and early slot complete: it says what happened and the worked time', () => {
    const day = { checkInTime: at('09:20'), checkOutTime: at('17:35') };
    expect(text(day, '20:00')).toEqual({
      title: 'Turno terminado.',
      detail: 'Entrada 20 min tarde · Salida 25 min antes · Tiempo trabajado 8:15:00',
      tone: 'warning',
    });
  });

  it('calls an on-time slot complete, and names overtime', () => {
    expect(text({ checkInTime: at('08:58'), checkOutTime: at('18:00') }, '20:00')).toEqual({
      title: 'Turno completo.',
      detail: 'Entrada a tiempo · Salida a tiempo · Tiempo trabajado 9:02:00',
      tone: 'success',
    });
    expect(text({ checkInTime: at('09:00'), checkOutTime: at('19:10') }, '20:00')?.detail).toBe(
      'Entrada a tiempo · Salida 1 h 10 min después · Tiempo trabajado 10:10:00',
    );
  });

  it('gives a recorded figure to the second (Res. Ex. N° 38 art. 44)', () => {
    const day = { checkInTime: at('09:05:12'), checkOutTime: at('18:00:45') };
    expect(text(day, '20:00')).toEqual({
      title: 'Turno terminado.',
      detail: 'Entrada 5 min 12 s tarde · Salida 45 s después · Tiempo trabajado 8:55:33',
      tone: 'warning',
    });
    expect(text({ checkInTime: at('09:00:59'), checkOutTime: at('17:59:30') }, '20:00')?.detail).toBe(
      'Entrada 59 s tarde · Salida 30 s antes · Tiempo trabajado 8:58:31',
    );
    expect(text({ checkInTime: at('09:12:30') }, '12:00')?.title).toBe(
      'Trabajando desde las 09:12 · Entrada 12 min 30 s tarde.',
    );
  });

  it('gives a running figure in whole minutes, as the card refreshes each minute', () => {
    expect(text(null, '09:20:45')?.title).toBe('Llevas 20 min de atraso.');
    expect(text(null, '09:00:59')?.title).toBe('Tu turno ya comenzó.');
    expect(text({ checkInTime: at('09:00') }, '18:30:40')?.detail).toBe(
      'Tu turno terminó hace 30 min: registra tu salida.',
    );
    expect(text({ checkInTime: at('09:00') }, '18:00:40')).toMatchObject({ detail: null, tone: 'info' });
  });

  it('tells how late a person is before checking in, and what to do once the slot is over', () => {
    expect(text(null, '09:20')).toMatchObject({ title: 'Llevas 20 min de atraso.', tone: 'warning' });
    expect(text(null, '10:05')?.title).toBe('Llevas 1 h 5 min de atraso.');
    expect(text(null, '20:00')).toEqual({
      title: 'Este turno no quedó registrado.',
      detail:
        'Terminó a las 18:00 sin marcas. Si trabajaste, pide a tu jefatura que registre tu asistencia; si recién llegas, igual puedes registrar tu entrada.',
      tone: 'error',
    });
  });

  it('says since when one works or is at lunch, and asks for the exit once the slot is over', () => {
    expect(text({ checkInTime: at('09:12') }, '12:00')?.title).toBe(
      'Trabajando desde las 09:12 · Entrada 12 min tarde.',
    );
    expect(text({ checkInTime: at('09:00') }, '18:30')).toEqual({
      title: 'Trabajando desde las 09:00.',
      detail: 'Tu turno terminó hace 30 min: registra tu salida.',
      tone: 'warning',
    });
    expect(text({ checkInTime: at('09:00'), lunchStartTime: at('13:02') }, '13:20')?.title).toBe(
      'En colación desde las 13:02.',
    );
  });

  it('leaves the schedule out of an unscheduled shift', () => {
    expect(statusText(slotStatus(null, null, at('10:00')), null, TZ)).toBeNull();
    const done = slotStatus({ checkInTime: at('10:00'), checkOutTime: at('12:30') }, null, at('13:00'));
    expect(statusText(done, null, TZ)?.detail).toBe('Tiempo trabajado 2:30:00');
  });

  it('says a punch outside the window is recorded and flagged, never that it cannot be made', () => {
    const window = { opens: at('07:00'), closes: at('22:00') };
    expect(statusText(slotStatus(null, SLOT, at('06:00'), window), SLOT, TZ)).toEqual({
      title: 'Comienza en 3 h.',
      detail:
        'Si marcas tu entrada antes de las 07:00, quedará registrada y tu jefatura la verá como marca fuera de horario.',
      tone: 'info',
    });
    expect(statusText(slotStatus({ checkInTime: at('09:00') }, SLOT, at('22:30'), window), SLOT, TZ)).toEqual(
      {
        title: 'Trabajando desde las 09:00.',
        detail:
          'Tu turno terminó hace 4 h 30 min. Registra tu salida: quedará registrada y tu jefatura la verá como marca fuera de horario (después de las 22:00).',
        tone: 'warning',
      },
    );
  });
});
