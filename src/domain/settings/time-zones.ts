/**
 * The time zones a tenant may choose: every day boundary and 'HH:MM' of the tenant is read in it, so only zones
 * the product is tested with are accepted (a typo would break every computation of the tenant). Chile first.
 */
export const SUPPORTED_TIME_ZONES = [
  { id: 'America/Santiago', label: 'Chile continental (Santiago)' },
  { id: 'America/Punta_Arenas', label: 'Chile, Región de Magallanes (Punta Arenas)' },
  { id: 'Pacific/Easter', label: 'Chile, Isla de Pascua' },
  { id: 'America/Argentina/Buenos_Aires', label: 'Argentina (Buenos Aires)' },
  { id: 'America/La_Paz', label: 'Bolivia (La Paz)' },
  { id: 'America/Lima', label: 'Perú (Lima)' },
  { id: 'America/Bogota', label: 'Colombia (Bogotá)' },
  { id: 'America/Guayaquil', label: 'Ecuador (Guayaquil)' },
  { id: 'America/Asuncion', label: 'Paraguay (Asunción)' },
  { id: 'America/Montevideo', label: 'Uruguay (Montevideo)' },
  { id: 'America/Mexico_City', label: 'México (Ciudad de México)' },
  { id: 'Europe/Madrid', label: 'España (Madrid)' },
] as const;

export type SupportedTimeZone = (typeof SUPPORTED_TIME_ZONES)[number]['id'];

export const SUPPORTED_TIME_ZONE_IDS: readonly string[] = SUPPORTED_TIME_ZONES.map((zone) => zone.id);

export function isSupportedTimeZone(value: unknown): value is SupportedTimeZone {
  return typeof value === 'string' && SUPPORTED_TIME_ZONE_IDS.includes(value);
}
