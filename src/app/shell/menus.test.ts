import { initials } from '../../lib/initials';
import {
  ADMIN_MENU,
  EMPLOYEE_MENU,
  SUPERUSER_MENU,
  bottomNavHeight,
  isCurrentPath,
  isGroup,
  menuFor,
  type MenuEntry,
} from './menus';

const flatten = (menu: readonly MenuEntry[]) =>
  menu.flatMap((e) => (isGroup(e) ? [`[${e.group}]`, ...e.items.map((i) => i.label)] : [e.label]));

describe('menus', () => {
  it('admin menu follows the spec order', () => {
    expect(flatten(ADMIN_MENU)).toEqual([
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
      'Totales por persona',
      'Días libres',
      'Ausencias',
      'Alertas',
      'Remuneraciones',
      'Configuración',
    ]);
  });
  it('the admin menu links Inicio to / and Remuneraciones to /remuneraciones (spec §2)', () => {
    const paths = ADMIN_MENU.flatMap((e) => (isGroup(e) ? e.items : [e])).map((i) => i.path);
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/remuneraciones');
    expect(paths).not.toContain('/Remuneraciones');
  });
  it('superusers get the admin menu plus Administración with Empresas, Indicadores and Leads CRM', () => {
    expect(flatten(SUPERUSER_MENU)).toEqual([
      ...flatten(ADMIN_MENU),
      '[Administración]',
      'Empresas',
      'Indicadores',
      'Leads CRM',
    ]);
    const administration = SUPERUSER_MENU.at(-1);
    expect(administration && isGroup(administration) && administration.items.map((i) => i.path)).toEqual([
      '/admin/empresas',
      '/admin/indicadores',
      '/admin/leads',
    ]);
    expect(menuFor('superuser')).toBe(SUPERUSER_MENU);
    expect(menuFor('admin')).toBe(ADMIN_MENU);
    expect(menuFor('employee')).toBe(EMPLOYEE_MENU);
  });
  it('employee menu has the four entries', () => {
    expect(EMPLOYEE_MENU.map((i) => i.path)).toEqual(['/checkin', '/mi-agenda', '/mi-historial', '/perfil']);
    expect(EMPLOYEE_MENU.map((i) => i.label)).toEqual(['Inicio', 'Agenda', 'Historial', 'Perfil']);
  });
  it('marks the entry of the page shown', () => {
    expect(isCurrentPath('/', '/dashboard')).toBe(true);
    expect(isCurrentPath('/mi-agenda', '/mis-horarios')).toBe(true);
    expect(isCurrentPath('/remuneraciones', '/Remuneraciones')).toBe(true);
    expect(isCurrentPath('/asistencias', '/asistencias/atrasos/hoy')).toBe(true);
    expect(isCurrentPath('/empleados', '/empleados/activos')).toBe(true);
    expect(isCurrentPath('/', '/alertas')).toBe(false);
    expect(isCurrentPath('/turnos', '/feriados')).toBe(false);
    expect(isCurrentPath('/turnos', '/no-existe')).toBe(false);
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
