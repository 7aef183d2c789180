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

/** Minutes as `h:mm` (`8:05`, `40:00`, `0:00`); negative values get a leading minus. */
export function formatHoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const total = Math.abs(Math.trunc(minutes));
  const hours = Math.floor(total / 60);
  return `${sign}${hours}:${String(total % 60).padStart(2, '0')}`;
}

/** Minutes in words: `45 min`, `2 h`, `1 h 15 min`. */
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const total = Math.abs(Math.trunc(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}
