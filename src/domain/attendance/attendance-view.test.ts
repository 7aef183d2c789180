import {
  ATTENDANCE_RANGE_MAX_DAYS,
  attendanceRangeLabel,
  attendanceViewPath,
  parseAttendanceView,
} from './attendance-view';

const TODAY = '2026-11-18'; // a Wednesday

describe('parseAttendanceView', () => {
  it('reads /asistencias as todas/hoy, not as an invalid address', () => {
    expect(parseAttendanceView(undefined, undefined, TODAY)).toEqual({
      type: 'todas',
      range: 'hoy',
      from: TODAY,
      to: TODAY,
      invalid: false,
    });
  });

  it('names the days of each named range on today', () => {
    const days = (range: string) => {
      const view = parseAttendanceView('atrasos', range, TODAY);
      return [view.from, view.to, view.invalid];
    };
    expect(days('hoy')).toEqual([TODAY, TODAY, false]);
    expect(days('ayer')).toEqual(['2026-11-17', '2026-11-17', false]);
    expect(days('semana')).toEqual(['2026-11-16', '2026-11-22', false]);
    expect(days('mes')).toEqual(['2026-11-01', '2026-11-30', false]);
    expect(parseAttendanceView('ausencias', 'ayer', '2026-03-01')).toMatchObject({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('issue #47 item 5: Semana anterior, Quincena and Mes anterior, across a year’s turn', () => {
    const days = (range: string, today: string) => {
      const view = parseAttendanceView('todas', range, today);
      return [view.from, view.to, view.invalid];
    };
    expect(days('semana-anterior', TODAY)).toEqual(['2026-11-09', '2026-11-15', false]);
    expect(days('quincena', TODAY)).toEqual(['2026-11-16', '2026-11-30', false]);
    expect(days('quincena', '2026-11-15')).toEqual(['2026-11-01', '2026-11-15', false]);
    expect(days('quincena', '2027-02-16')).toEqual(['2027-02-16', '2027-02-28', false]);
    expect(days('mes-anterior', TODAY)).toEqual(['2026-10-01', '2026-10-31', false]);
    expect(days('mes-anterior', '2027-01-05')).toEqual(['2026-12-01', '2026-12-31', false]);
    expect(days('semana-anterior', '2027-01-01')).toEqual(['2026-12-21', '2026-12-27', false]);
    expect(attendanceRangeLabel({ range: 'mes-anterior', from: '', to: '' })).toBe('Mes anterior');
  });

  it('reads a custom range, up to the maximum length', () => {
    expect(parseAttendanceView('incompletas', '2026-10-01_2026-10-31', TODAY)).toEqual({
      type: 'incompletas',
      range: '2026-10-01_2026-10-31',
      from: '2026-10-01',
      to: '2026-10-31',
      invalid: false,
    });
    expect(ATTENDANCE_RANGE_MAX_DAYS).toBe(93);
    expect(parseAttendanceView('todas', '2026-01-01_2026-04-03', TODAY).invalid).toBe(false); // 93 days
    expect(parseAttendanceView('todas', '2026-01-01_2026-04-04', TODAY).invalid).toBe(true); // 94 days
  });

  it('falls back to todas/hoy, flagged, on any invalid part', () => {
    const invalid = { type: 'todas', range: 'hoy', from: TODAY, to: TODAY, invalid: true };
    for (const [type, range] of [
      ['entradas', 'semana'],
      ['atrasos', 'manana'],
      ['atrasos', '2026-11-31_2026-12-01'],
      ['atrasos', '2026-11-20_2026-11-19'],
      ['atrasos', '2026-11-20'],
      ['atrasos', '2026-11-20_2026-11-21_2026-11-22'],
      ['Atrasos', 'hoy'],
      [undefined, 'hoy'],
    ] as const) {
      expect(parseAttendanceView(type, range, TODAY)).toEqual(invalid);
    }
  });
});

describe('paths and labels', () => {
  it('builds the path of a view', () => {
    expect(attendanceViewPath('atrasos', 'hoy')).toBe('/asistencias/atrasos/hoy');
    expect(attendanceViewPath('correcciones', '2026-11-01_2026-11-30')).toBe(
      '/asistencias/correcciones/2026-11-01_2026-11-30',
    );
  });

  it('says the range in words', () => {
    expect(attendanceRangeLabel({ range: 'semana', from: '2026-11-16', to: '2026-11-22' })).toBe(
      'Esta semana',
    );
    expect(
      attendanceRangeLabel({ range: '2026-11-01_2026-11-30', from: '2026-11-01', to: '2026-11-30' }),
    ).toBe('01-11-2026 – 30-11-2026');
    expect(
      attendanceRangeLabel({ range: '2026-11-05_2026-11-05', from: '2026-11-05', to: '2026-11-05' }),
    ).toBe('05-11-2026');
  });
});
