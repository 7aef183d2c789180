/**
 * Instant of the June (southern winter) solstice, after Meeus, "Astronomical Algorithms", ch. 27: mean
 * equinox/solstice plus the 24 periodic terms. Accurate to about a minute for 1000–3000, which is enough
 * to know the calendar day in Chile (Ley 21.357 sets the Pueblos Indígenas holiday on that day).
 */

/** [A, B (deg), C (deg per Julian century)] of Meeus table 27.C. */
const PERIODIC_TERMS: readonly (readonly [number, number, number])[] = [
  [485, 324.96, 1934.136],
  [203, 337.23, 32964.467],
  [199, 342.08, 20.186],
  [182, 27.85, 445267.112],
  [156, 73.14, 45036.886],
  [136, 171.52, 22518.443],
  [77, 222.54, 65928.934],
  [74, 296.72, 3034.906],
  [70, 243.58, 9037.513],
  [58, 119.81, 33718.147],
  [52, 297.17, 150.678],
  [50, 21.02, 2281.226],
  [45, 247.54, 29929.562],
  [44, 325.15, 31555.956],
  [29, 60.93, 4443.417],
  [18, 155.12, 67555.328],
  [17, 288.79, 4562.452],
  [16, 198.04, 62894.029],
  [14, 199.76, 31436.921],
  [12, 95.39, 14577.848],
  [12, 287.11, 31931.756],
  [12, 320.81, 34777.259],
  [9, 227.73, 1222.114],
  [8, 15.45, 16859.074],
];

const DEG = Math.PI / 180;
const UNIX_EPOCH_JD = 2440587.5;
/** Terrestrial minus universal time around 2000–2030 (about 69–72 s); negligible for a calendar day. */
const DELTA_T_MS = 70_000;

export function juneSolstice(year: number): Date {
  const y = (year - 2000) / 1000;
  const jde0 = 2451716.56767 + 365241.62603 * y + 0.00325 * y ** 2 + 0.00888 * y ** 3 - 0.0003 * y ** 4;
  const t = (jde0 - 2451545.0) / 36525;
  const w = (35999.373 * t - 2.47) * DEG;
  const deltaLambda = 1 + 0.0334 * Math.cos(w) + 0.0007 * Math.cos(2 * w);
  let s = 0;
  for (const [a, b, c] of PERIODIC_TERMS) s += a * Math.cos((b + c * t) * DEG);
  const jde = jde0 + (0.00001 * s) / deltaLambda;
  return new Date(Math.round((jde - UNIX_EPOCH_JD) * 86_400_000 - DELTA_T_MS));
}
