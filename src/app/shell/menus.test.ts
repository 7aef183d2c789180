import { initials } from '../../lib/initials';
import { ADMIN_MENU, EMPLOYEE_MENU, bottomNavHeight, isGroup } from './menus';

describe('menus', () => {
  it('admin menu follows the spec order', () => {
    const flat = ADMIN_MENU.flatMap((e) =>
      isGroup(e) ? [`[${e.group}]`, ...e.items.map((i) => i.label)] : [e.label],
    );
    expect(flat).toEqual([
      'Inicio',
      'Empleados',
      '[Horarios]',
      'Turnos',
      'Feriados',
      'Agenda',
      '[Reportes]',
      'Asistencias',
      'Adherencia',
      'Horas Extras',
      'Días libres',
      'Ausencias',
      'Alertas',
      'Remuneraciones',
      'Configuración',
    ]);
  });
  it('employee menu has the four entries', () => {
    expect(EMPLOYEE_MENU.map((i) => i.path)).toEqual(['/checkin', '/mi-agenda', '/mi-historial', '/perfil']);
  });
  it('initials take up to two words', () => {
    expect(initials('Camila Rojas')).toBe('CR');
    expect(initials('  sofía   díaz  pérez')).toBe('SD');
    expect(initials('Andrés')).toBe('A');
    expect(initials(null)).toBe('');
  });
  it('bottom navigation is taller on iOS', () => {
    expect(bottomNavHeight('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(80);
    expect(bottomNavHeight('Mozilla/5.0 (Linux; Android 14)')).toBe(64);
  });
});
