import { REGIONS, isRegionCode, regionName } from '../chile/regions';
import {
  activeWorkplaces,
  sortWorkplaces,
  workplaceAddressLine,
  workplaceLine,
  workplaceOf,
  type WorkplaceRef,
} from './workplaces';

const place = (id: string, name: string, fields: Partial<WorkplaceRef> = {}): WorkplaceRef => ({
  id,
  name,
  street: 'Av. Providencia',
  number: '1234',
  unit: null,
  comuna: 'Providencia',
  city: 'Santiago',
  region: 13,
  ...fields,
});

describe('the workplace address (Res. Ex. N° 38 art. 13.2–13.3)', () => {
  it('reads street and number, floor or office, comuna, city and region, in that order', () => {
    expect(workplaceAddressLine(place('a', 'Casa matriz', { unit: 'Piso 5, oficina 501' }))).toBe(
      'Av. Providencia 1234, Piso 5, oficina 501, Providencia, Santiago, Región Metropolitana de Santiago',
    );
    expect(workplaceLine(place('a', 'Casa matriz'))).toBe(
      'Casa matriz — Av. Providencia 1234, Providencia, Santiago, Región Metropolitana de Santiago',
    );
  });

  it('leaves out an empty unit and trims what was typed', () => {
    expect(
      workplaceAddressLine(
        place('a', 'Local', { street: ' Los Carrera ', number: ' S/N ', unit: '  ', region: 8 }),
      ),
    ).toBe('Los Carrera S/N, Providencia, Santiago, Región del Biobío');
  });

  it('knows the 16 regions by their CUT codes', () => {
    expect(REGIONS.map((region) => region.code)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    expect(regionName(16)).toBe('Región de Ñuble');
    expect(regionName(17)).toBeNull();
    expect([isRegionCode(13), isRegionCode(0), isRegionCode('13'), isRegionCode(13.5)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('where a person works', () => {
  const all = [
    place('b', 'Local Providencia'),
    place('a', 'bodega Quilicura'),
    place('z', 'Antigua sucursal', { archived: true }),
  ];

  it('is the workplace the file names, even archived', () => {
    expect(workplaceOf('b', all)?.name).toBe('Local Providencia');
    expect(workplaceOf('z', all)?.name).toBe('Antigua sucursal');
  });

  it('is the first active workplace by name when the file names none or one that does not exist', () => {
    expect(workplaceOf(null, all)?.id).toBe('a');
    expect(workplaceOf(undefined, all)?.id).toBe('a');
    expect(workplaceOf('gone', all)?.id).toBe('a');
    expect(workplaceOf(null, [])).toBeNull();
    expect(workplaceOf(null, [place('z', 'Antigua', { archived: true })])).toBeNull();
  });

  it('lists the active ones by name, and every one with the archived last', () => {
    expect(activeWorkplaces(all).map((w) => w.id)).toEqual(['a', 'b']);
    expect(sortWorkplaces(all).map((w) => w.id)).toEqual(['a', 'b', 'z']);
  });
});
