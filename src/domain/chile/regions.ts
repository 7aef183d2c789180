/**
 * Chile's 16 regions with their Código Único Territorial (CUT) numbers, in the order of those numbers. The
 * workplace's address names one (Res. Ex. N° 38 art. 13.2–13.3: street, number, floor, office, comuna, city,
 * region); the LRE's field 1105 asks the workplace's region by this code.
 */
export const REGIONS = [
  { code: 1, name: 'Región de Tarapacá' },
  { code: 2, name: 'Región de Antofagasta' },
  { code: 3, name: 'Región de Atacama' },
  { code: 4, name: 'Región de Coquimbo' },
  { code: 5, name: 'Región de Valparaíso' },
  { code: 6, name: "Región del Libertador General Bernardo O'Higgins" },
  { code: 7, name: 'Región del Maule' },
  { code: 8, name: 'Región del Biobío' },
  { code: 9, name: 'Región de La Araucanía' },
  { code: 10, name: 'Región de Los Lagos' },
  { code: 11, name: 'Región de Aysén del General Carlos Ibáñez del Campo' },
  { code: 12, name: 'Región de Magallanes y de la Antártica Chilena' },
  { code: 13, name: 'Región Metropolitana de Santiago' },
  { code: 14, name: 'Región de Los Ríos' },
  { code: 15, name: 'Región de Arica y Parinacota' },
  { code: 16, name: 'Región de Ñuble' },
] as const;

export type RegionCode = (typeof REGIONS)[number]['code'];

export const REGION_CODES: readonly RegionCode[] = REGIONS.map((region) => region.code);

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'number' && (REGION_CODES as readonly number[]).includes(value);
}

/** The region's name, or null for a code that is none. */
export function regionName(code: number): string | null {
  return REGIONS.find((region) => region.code === code)?.name ?? null;
}
