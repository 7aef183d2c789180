/** Number formats of the product, in Chilean Spanish. */

const CLP = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
const INTEGER = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** Chilean pesos, no decimals: `$1.234.567` (negative: `-$1.234`). */
export function formatCLP(amount: number): string {
  const rounded = Math.round(amount);
  // ICU writes `$-1.234`; Chilean documents put the sign first.
  return rounded < 0 ? `-${CLP.format(-rounded)}` : CLP.format(rounded);
}

/** Thousands with a dot, decimals with a comma: `1.234,5`. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? INTEGER.format(value) : DECIMAL.format(value);
}

/**
 * Seconds as `h:mm:ss` (`8:05:00`, `40:00:00`, `0:00:59`), the way Res. Ex. N° 38 (art. 44) wants every time and
 * duration: to the second, never rounded. Negative values get a leading minus (`-0:05:30`).
 */
export function formatHms(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const total = Math.abs(Math.trunc(seconds));
  const hours = Math.floor(total / 3600);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${hours}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** Seconds in words: `45 min`, `2 h`, `1 h 15 min`, `12 min 30 s`, `59 s` (zero parts left out). */
export function formatDuration(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const total = Math.abs(Math.trunc(seconds));
  const parts = [
    [Math.floor(total / 3600), 'h'],
    [Math.floor(total / 60) % 60, 'min'],
    [total % 60, 's'],
  ] as const;
  const shown = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}`);
  return `${sign}${shown.length === 0 ? '0 min' : shown.join(' ')}`;
}

/**
 * A duration a person types, in seconds: `h:mm:ss` (`1:05:30`), `h:mm` (`1:05`) or whole minutes (`65`); null
 * when it is none of these (minutes and seconds above 59 included).
 */
export function parseHms(text: string): number | null {
  const value = text.trim();
  if (/^\d{1,4}$/.test(value)) return Number(value) * 60;
  const match = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}
