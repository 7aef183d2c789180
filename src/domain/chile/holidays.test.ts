import { dayKey } from '../calendar/time-zone';
import { chileHolidays, easterSunday, evangelicalChurchesDay, movedToMonday } from './holidays';
import { juneSolstice } from './june-solstice';

const list = (year: number) => chileHolidays(year).map((h) => [h.date, h.name, h.irrenunciable]);

describe('chileHolidays', () => {
  it('gives the official 2026 list', () => {
    expect(list(2026)).toEqual([
      ['2026-01-01', 'Año Nuevo', true],
      ['2026-04-03', 'Viernes Santo', false],
      ['2026-04-04', 'Sábado Santo', false],
      ['2026-05-01', 'Día Nacional del Trabajo', true],
      ['2026-05-21', 'Día de las Glorias Navales', false],
      ['2026-06-21', 'Día Nacional de los Pueblos Indígenas', false],
      ['2026-06-29', 'San Pedro y San Pablo', false],
      ['2026-07-16', 'Día de la Virgen del Carmen', false],
      ['2026-08-15', 'Asunción de la Virgen', false],
      ['2026-09-18', 'Independencia Nacional', true],
      ['2026-09-19', 'Día de las Glorias del Ejército', true],
      ['2026-10-12', 'Encuentro de Dos Mundos', false],
      ['2026-10-31', 'Día de las Iglesias Evangélicas y Protestantes', false],
      ['2026-11-01', 'Día de Todos los Santos', false],
      ['2026-12-08', 'Inmaculada Concepción', false],
      ['2026-12-25', 'Navidad', true],
    ]);
  });

  it('gives the 2027 list, with the moved Mondays and the extra 17 September', () => {
    expect(list(2027)).toEqual([
      ['2027-01-01', 'Año Nuevo', true],
      ['2027-03-26', 'Viernes Santo', false],
      ['2027-03-27', 'Sábado Santo', false],
      ['2027-05-01', 'Día Nacional del Trabajo', true],
      ['2027-05-21', 'Día de las Glorias Navales', false],
      ['2027-06-21', 'Día Nacional de los Pueblos Indígenas', false],
      // 29 June 2027 is a Tuesday → Monday 28 (Ley 19.668).
      ['2027-06-28', 'San Pedro y San Pablo', false],
      ['2027-07-16', 'Día de la Virgen del Carmen', false],
      ['2027-08-15', 'Asunción de la Virgen', false],
      // 18 and 19 September 2027 fall on a weekend → Friday 17 (Ley 20.983).
      ['2027-09-17', 'Feriado adicional de Fiestas Patrias', false],
      ['2027-09-18', 'Independencia Nacional', true],
      ['2027-09-19', 'Día de las Glorias del Ejército', true],
      // 12 October 2027 is a Tuesday → Monday 11.
      ['2027-10-11', 'Encuentro de Dos Mundos', false],
      ['2027-10-31', 'Día de las Iglesias Evangélicas y Protestantes', false],
      ['2027-11-01', 'Día de Todos los Santos', false],
      ['2027-12-08', 'Inmaculada Concepción', false],
      ['2027-12-25', 'Navidad', true],
    ]);
  });

  it('adds 20 September on a Friday (2024), 17 September on a Monday (2029) and 2 January after a Sunday (2023)', () => {
    expect(chileHolidays(2024).map((h) => h.date)).toContain('2024-09-20');
    expect(chileHolidays(2029).map((h) => h.date)).toContain('2029-09-17');
    expect(chileHolidays(2023).map((h) => h.date)).toContain('2023-01-02');
    expect(chileHolidays(2026).map((h) => h.date)).not.toContain('2026-01-02');
  });

  it('marks exactly 1 Jan, 1 May, 18 Sep, 19 Sep and 25 Dec as irrenunciables', () => {
    for (const year of [2025, 2026, 2027, 2028]) {
      const irrenunciables = chileHolidays(year)
        .filter((h) => h.irrenunciable)
        .map((h) => h.date.slice(5));
      expect(irrenunciables).toEqual(['01-01', '05-01', '09-18', '09-19', '12-25']);
    }
  });
});

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('movedToMonday (Ley 19.668)', () => {
  it('keeps Monday and weekend days, moves Tuesday–Thursday back and Friday forward', () => {
    expect(movedToMonday(2026, 6, 29)).toBe('2026-06-29'); // Monday
    expect(movedToMonday(2026, 10, 12)).toBe('2026-10-12'); // Monday
    expect(movedToMonday(2021, 6, 29)).toBe('2021-06-28'); // Tuesday
    expect(movedToMonday(2022, 6, 29)).toBe('2022-06-27'); // Wednesday
    expect(movedToMonday(2023, 10, 12)).toBe('2023-10-09'); // Thursday
    expect(movedToMonday(2029, 10, 12)).toBe('2029-10-15'); // Friday
    expect(movedToMonday(2024, 10, 12)).toBe('2024-10-12'); // Saturday
    expect(movedToMonday(2025, 6, 29)).toBe('2025-06-29'); // Sunday
  });
});

describe('evangelicalChurchesDay (Ley 20.299)', () => {
  it('moves a Tuesday to the previous Friday and a Wednesday to the following Friday', () => {
    expect(evangelicalChurchesDay(2023)).toBe('2023-10-27'); // Tuesday
    expect(evangelicalChurchesDay(2029)).toBe('2029-11-02'); // Wednesday
    expect(evangelicalChurchesDay(2024)).toBe('2024-10-31'); // Thursday
    expect(evangelicalChurchesDay(2026)).toBe('2026-10-31'); // Saturday
  });
});

describe('juneSolstice (Pueblos Indígenas, Ley 21.357)', () => {
  it.each([
    [2022, '2022-06-21'],
    [2023, '2023-06-21'],
    [2024, '2024-06-20'],
    // 02:42 UTC on 21 June is still 20 June in Santiago.
    [2025, '2025-06-20'],
    [2026, '2026-06-21'],
    [2027, '2027-06-21'],
    [2028, '2028-06-20'],
    [2029, '2029-06-20'],
    [2030, '2030-06-21'],
  ])('%i falls on %s in Santiago', (year, date) => {
    expect(dayKey(juneSolstice(year), 'America/Santiago')).toBe(date);
  });

  it('is within minutes of the published instant (2026-06-21 08:24 UTC)', () => {
    const error = Math.abs(juneSolstice(2026).getTime() - Date.UTC(2026, 5, 21, 8, 24));
    expect(error).toBeLessThan(3 * 60_000);
  });
});
