import { buildUserDoc, buildWorkplace } from '../../testing/data-builders';
import {
  activeFilterCount,
  applyFilters,
  departmentsOf,
  filtersForType,
  matchesSearch,
  NO_FILTERS,
} from './employee-filters';

const JOSE = buildUserDoc({
  id: 'jose',
  displayName: 'José Núñez',
  email: 'jnunez@panaderia.cl',
  rut: '12.345.678-5',
  department: 'Ventas',
  role: 'admin',
});
const ANA = buildUserDoc({
  id: 'ana',
  displayName: 'Ana Pérez',
  email: 'ana@panaderia.cl',
  rut: '9.876.543-3',
  department: 'Producción',
});
const OFF = buildUserDoc({
  id: 'off',
  displayName: 'Luis Díaz',
  email: 'luis@panaderia.cl',
  disabled: true,
  department: 'Ventas',
});
const PEOPLE = [JOSE, ANA, OFF];

describe('employee filters', () => {
  it('finds people by name without case or accents, by e-mail, and by RUT with or without dots', () => {
    expect(matchesSearch(JOSE, 'jose nun')).toBe(true);
    expect(matchesSearch(JOSE, 'NÚÑEZ')).toBe(true);
    expect(matchesSearch(JOSE, 'jnunez@')).toBe(true);
    expect(matchesSearch(JOSE, '12345678')).toBe(true);
    expect(matchesSearch(JOSE, '12.345.678-5')).toBe(true);
    expect(matchesSearch(ANA, '12345')).toBe(false);
    // A lone 'k' is not a RUT search: it would match every RUT ending in K.
    expect(
      matchesSearch(buildUserDoc({ displayName: 'Ana', email: 'a@b.cl', rut: '10.000.013-K' }), 'k'),
    ).toBe(false);
  });

  it('narrows by role, status and department together', () => {
    expect(applyFilters(PEOPLE, { ...NO_FILTERS, status: 'active' }).map((p) => p.id)).toEqual([
      'jose',
      'ana',
    ]);
    expect(applyFilters(PEOPLE, { ...NO_FILTERS, status: 'inactive' }).map((p) => p.id)).toEqual(['off']);
    expect(
      applyFilters(PEOPLE, { ...NO_FILTERS, department: 'Ventas', role: 'employee' }).map((p) => p.id),
    ).toEqual(['off']);
    expect(departmentsOf(PEOPLE)).toEqual(['Producción', 'Ventas']);
  });

  it('filters by Local: the people of a workplace, those whose file names none at the first by name (Res. Ex. N° 38 art. 13)', () => {
    const workplaces = [
      buildWorkplace({ id: 'wp-providencia', name: 'Local Providencia' }),
      buildWorkplace({ id: 'wp-bodega', name: 'Bodega Quilicura' }),
    ];
    const people = [
      buildUserDoc({ id: 'shop', workplaceId: 'wp-providencia' }),
      buildUserDoc({ id: 'store', workplaceId: 'wp-bodega' }),
      buildUserDoc({ id: 'unset', workplaceId: null }),
      buildUserDoc({ id: 'missing' }),
    ];
    const at = (workplace: string) =>
      applyFilters(people, { ...NO_FILTERS, workplace }, workplaces).map((p) => p.id);
    expect(at('wp-providencia')).toEqual(['shop']);
    // Bodega Quilicura comes first by name: it is where a file without a workplace works.
    expect(at('wp-bodega')).toEqual(['store', 'unset', 'missing']);
    expect(at('')).toEqual(['shop', 'store', 'unset', 'missing']);
    expect(activeFilterCount({ ...NO_FILTERS, workplace: 'wp-bodega' })).toBe(1);
  });

  it('turns /empleados/:type into filters, and names an unknown type', () => {
    expect(filtersForType(undefined)).toEqual({ filters: NO_FILTERS, unknownType: null });
    expect(filtersForType('activos').filters.status).toBe('active');
    expect(filtersForType('inactivos').filters.status).toBe('inactive');
    expect(filtersForType('administradores').filters.role).toBe('admin');
    expect(filtersForType('Empleados').filters.role).toBe('employee');
    expect(filtersForType('xyz')).toEqual({ filters: NO_FILTERS, unknownType: 'xyz' });
    expect(filtersForType('constructor')).toEqual({ filters: NO_FILTERS, unknownType: 'constructor' });
  });
});
