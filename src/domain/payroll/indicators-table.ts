/**
 * The published payroll indicators, January 2025 to November 2026 (issue #46 item 1). Only values found published
 * are here, each with its source; a month whose UF or UTM was not found has none (the run then asks for it).
 * Lookups: indicators.ts. Read through parameters.ts.
 */
import type { Afp, FamilyAllowanceBracket, TaxBracket } from './compute-payslip';
import type { DatedValue, IndicatorSource, MonthIndicators } from './indicators';

const SII_UTM_2025: IndicatorSource = {
  name: 'SII, UTM 2025',
  url: 'https://www.sii.cl/valores_y_fechas/utm/utm2025.htm',
};
const SII_UTM_2026: IndicatorSource = {
  name: 'SII, UTM 2026',
  url: 'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm',
};
const SII_UF_2026: IndicatorSource = {
  name: 'SII, UF 2026',
  url: 'https://www.sii.cl/valores_y_fechas/uf/uf2026.htm',
};
const NEO_CONTROL_JULY_2025: IndicatorSource = {
  name: 'Indicadores previsionales julio 2025, Neo Control',
  url: 'https://www.neo-control.cl/Home/IndicadoresEconomicos',
};
const LEY_21_735: IndicatorSource = {
  name: 'Ley 21.735 (reforma de pensiones)',
  url: 'https://www.bcn.cl/leychile/navegar?idNorma=1212060',
};
const TOPES_2026_URL =
  'https://www.latercera.com/pulso/noticia/superintendencia-de-pensiones-informa-topes-imponibles-definitivos-para-2026/';
const IMM_2026: IndicatorSource = {
  name: 'Ley 21.751; CNN Chile',
  url: 'https://www.cnnchile.com/servicios/aumento-del-sueldo-minimo-este-es-el-nuevo-monto-a-partir-de-enero-de-2026_20251231/',
};
const LEY_21_830: IndicatorSource = {
  name: 'Ley 21.830',
  url: 'https://www.bcn.cl/leychile/navegar?idNorma=1225354',
};

/** One entry per remuneration month; `{}`: neither its UF nor its UTM was found published. */
export const MONTHLY_INDICATORS: Readonly<Record<string, MonthIndicators>> = {
  '2025-01': {},
  '2025-02': {},
  '2025-03': {},
  '2025-04': {},
  '2025-05': {},
  '2025-06': {},
  '2025-07': {
    uf: { value: 39_267.07, source: NEO_CONTROL_JULY_2025 },
    utm: { value: 68_923, source: NEO_CONTROL_JULY_2025 },
  },
  '2025-08': { utm: { value: 68_647, source: SII_UTM_2025 } },
  '2025-09': {},
  '2025-10': {},
  '2025-11': {},
  '2025-12': {},
  '2026-01': {},
  '2026-02': {},
  '2026-03': {
    // The IPC of February 2026 was 0,0 %: the UF stayed at $39.841,72 from 10 March to 9 April.
    uf: {
      value: 39_841.72,
      source: {
        name: 'Meganoticias, UF tras el IPC de febrero 2026',
        url: 'https://www.meganoticias.cl/nacional/516364-ipc-febrero-valor-actual-uf-06-03-2026.html',
      },
    },
    utm: { value: 69_889, source: SII_UTM_2026 },
  },
  '2026-04': {},
  '2026-05': {},
  '2026-06': {},
  '2026-07': {},
  '2026-08': { utm: { value: 71_649, source: SII_UTM_2026 } },
  '2026-09': {
    uf: { value: 41_057.2, source: SII_UF_2026 },
    utm: { value: 71_721, source: SII_UTM_2026 },
  },
  '2026-10': { utm: { value: 72_151, source: SII_UTM_2026 } },
  '2026-11': {},
};

/** Ingreso mínimo mensual, 18 to 65 years. */
const minimumWage: DatedValue<number>[] = [
  {
    from: '2025-01',
    value: 510_500,
    source: { name: 'Ingreso mínimo desde 01-01-2025, Ley 21.578', url: 'https://portaltrabajo.cl/?p=56126' },
  },
  { from: '2025-05', value: 529_000, source: { ...NEO_CONTROL_JULY_2025, name: 'Ley 21.751; Neo Control' } },
  { from: '2026-01', value: 539_000, source: IMM_2026 },
  { from: '2026-05', value: 553_553, source: LEY_21_830 },
];

/** Ingreso mínimo for workers under 18 or over 65. */
const minimumWageUnder18Over65: DatedValue<number>[] = [
  {
    from: '2025-01',
    value: 380_822,
    source: {
      name: 'Ley 21.578; Textual',
      url: 'https://textual.cl/sueldo-minimo-ipc-ley-21578-aumento-2025-32',
    },
  },
  { from: '2025-05', value: 394_622, source: NEO_CONTROL_JULY_2025 },
  { from: '2026-01', value: 402_082, source: IMM_2026 },
  { from: '2026-05', value: 412_938, source: LEY_21_830 },
];

/** Ingreso mínimo for non-remunerational purposes (none found for January–April 2025). */
const minimumWageNonRemunerational: DatedValue<number>[] = [
  { from: '2025-05', value: 340_988, source: NEO_CONTROL_JULY_2025 },
  { from: '2026-01', value: 347_434, source: IMM_2026 },
  { from: '2026-05', value: 356_815, source: LEY_21_830 },
];

/** Tope imponible AFP, salud y accidentes, UF. */
const pensionCapUf: DatedValue<number>[] = [
  {
    from: '2025-01',
    value: 87.8,
    source: {
      name: 'Tope imponible 2025, Principal',
      url: 'https://sitiopublico.prod.cloud.principal.cl/empleadores/aumento-del-tope-imponible',
    },
  },
  {
    from: '2026-01',
    value: 89.9,
    source: { name: 'Tope provisorio enero 2026, La Tercera', url: TOPES_2026_URL },
  },
  {
    from: '2026-02',
    value: 90,
    source: { name: 'Topes definitivos 2026, Superintendencia de Pensiones', url: TOPES_2026_URL },
  },
];

/** Tope imponible seguro de cesantía, UF. */
const unemploymentCapUf: DatedValue<number>[] = [
  {
    from: '2025-01',
    value: 131.9,
    source: {
      name: 'Topes imponibles 2025, Diario Financiero',
      url: 'https://www.df.cl/mercados/pensiones/estos-seran-los-nuevos-topes-imponibles-que-informo-la-super-de-pensiones',
    },
  },
  {
    from: '2026-01',
    value: 135.1,
    source: {
      name: 'Dirección del Trabajo, tope seguro de cesantía enero 2026',
      url: 'https://www.dt.gob.cl/portal/1628/w3-article-118077.html',
    },
  },
  {
    from: '2026-02',
    value: 135.2,
    source: { name: 'Topes definitivos 2026, Superintendencia de Pensiones', url: TOPES_2026_URL },
  },
];

const COMMISSIONS_2025: Record<Afp, number> = {
  capital: 1.44,
  cuprum: 1.44,
  habitat: 1.27,
  modelo: 0.58,
  planvital: 1.16,
  provida: 1.45,
  uno: 0.49,
};

/** AFP commissions, percent of taxable pay, by administrator. */
const afpCommission: DatedValue<Record<Afp, number>>[] = [
  {
    from: '2025-01',
    value: COMMISSIONS_2025,
    source: {
      name: 'Superintendencia de Pensiones, comisiones AFP',
      url: 'https://www.spensiones.cl/portal/institucional/594/w3-article-2810.html',
    },
  },
  {
    from: '2025-10',
    value: { ...COMMISSIONS_2025, uno: 0.46 },
    source: {
      name: 'AFP Uno 0,46 % desde 01-10-2025, ADN Radio',
      url: 'https://www.adnradio.cl/2025/10/02/esta-afp-redujo-su-comision-y-podria-generar-un-considerable-aumento-de-sueldo-anual-al-cambiarse/',
    },
  },
];

/** SIS paid apart by the employer, percent (inside the Seguro Social from August 2026). */
const sisPercent: DatedValue<number>[] = [
  {
    from: '2025-01',
    value: 1.38,
    source: {
      name: 'Tasa SIS 2025, Fiabilis',
      url: 'https://www.fiabilis.cl/actualizaciones-en-la-tasa-sis-y-en-la-distribucion-del-7-de-salud/',
    },
  },
  { from: '2025-07', value: 1.88, source: NEO_CONTROL_JULY_2025 },
  {
    from: '2026-04',
    value: 1.62,
    source: {
      name: 'Superintendencia de Pensiones, tasa SIS',
      url: 'https://www.spensiones.cl/portal/institucional/594/w3-propertyvalue-9917.html',
    },
  },
  { from: '2026-08', value: 0, source: { ...LEY_21_735, name: 'Ley 21.735: el SIS va en el Seguro Social' } },
];

/** Ley 21.735 employer contribution, percent (art. 4° transitorio). */
const pensionReformPercent: DatedValue<number>[] = [
  {
    from: '2025-01',
    value: 0,
    source: { ...LEY_21_735, name: 'Ley 21.735: sin aporte antes de agosto 2025' },
  },
  { from: '2025-08', value: 1, source: { ...LEY_21_735, name: 'Ley 21.735: 1 % desde agosto 2025' } },
  { from: '2026-08', value: 3.5, source: { ...LEY_21_735, name: 'Ley 21.735: 3,5 % desde agosto 2026' } },
];

/** Seguro de cesantía, employer, percent. */
const unemploymentEmployerPercent: DatedValue<{ indefinite: number; fixedTerm: number }>[] = [
  {
    from: '2025-01',
    value: { indefinite: 2.4, fixedTerm: 3 },
    source: { name: 'Ley 19.728, seguro de cesantía (art. 5)' },
  },
];

/** Mutual: cotización básica 0,90 % + Ley SANNA 0,03 % (the company's additional rate is its own). */
const workAccidentPercent: DatedValue<number>[] = [
  { from: '2025-01', value: 0.93, source: { name: 'Ley 16.744 (0,90 %) y Ley SANNA (0,03 %)' } },
];

const overtimeSurchargePercent: DatedValue<number>[] = [
  { from: '2025-01', value: 50, source: { name: 'Art. 32 del Código del Trabajo' } },
];

const BRACKETS: TaxBracket[] = [
  { fromUtm: 0, toUtm: 13.5, factor: 0, rebateUtm: 0 },
  { fromUtm: 13.5, toUtm: 30, factor: 0.04, rebateUtm: 0.54 },
  { fromUtm: 30, toUtm: 50, factor: 0.08, rebateUtm: 1.74 },
  { fromUtm: 50, toUtm: 70, factor: 0.135, rebateUtm: 4.49 },
  { fromUtm: 70, toUtm: 90, factor: 0.23, rebateUtm: 11.14 },
  { fromUtm: 90, toUtm: 120, factor: 0.304, rebateUtm: 17.8 },
  { fromUtm: 120, toUtm: 310, factor: 0.35, rebateUtm: 23.32 },
  { fromUtm: 310, toUtm: null, factor: 0.4, rebateUtm: 38.82 },
];

/** Impuesto único de segunda categoría, in UTM (unchanged since 2020). */
const taxBrackets: DatedValue<readonly TaxBracket[]>[] = [
  {
    from: '2025-01',
    value: BRACKETS,
    source: {
      name: 'SII, impuesto único 2025',
      url: 'https://www.sii.cl/valores_y_fechas/impuesto_2da_categoria/impuesto2025.htm',
    },
  },
  {
    from: '2026-01',
    value: BRACKETS,
    source: {
      name: 'SII, impuesto único 2026',
      url: 'https://www.sii.cl/valores_y_fechas/impuesto_2da_categoria/impuesto2026.htm',
    },
  },
];

const tramos = (a: [number, number], b: [number, number], c: [number, number]): FamilyAllowanceBracket[] => [
  { tramo: 'A', upToIncome: a[0], amountPerCharge: a[1] },
  { tramo: 'B', upToIncome: b[0], amountPerCharge: b[1] },
  { tramo: 'C', upToIncome: c[0], amountPerCharge: c[1] },
  { tramo: 'D', upToIncome: null, amountPerCharge: 0 },
];

/** Asignación familiar per carga by tramo of income (Ley 18.987). */
const familyAllowance: DatedValue<readonly FamilyAllowanceBracket[]>[] = [
  {
    from: '2024-07',
    value: tramos([586_227, 21_243], [856_247, 13_036], [1_335_450, 4_119]),
    source: {
      name: 'Dirección del Trabajo, asignación familiar desde 01-07-2024',
      url: 'https://dt.gob.cl/portal/1628/w3-article-85651.html',
    },
  },
  {
    from: '2025-05',
    value: tramos([620_251, 22_007], [905_941, 13_505], [1_412_957, 4_267]),
    source: NEO_CONTROL_JULY_2025,
  },
  {
    from: '2026-05',
    value: tramos([649_039, 22_601], [947_990, 13_870], [1_478_539, 4_382]),
    source: LEY_21_830,
  },
];

/** Every dated parameter, oldest version first. */
export const DATED_INDICATORS = {
  minimumWage,
  minimumWageUnder18Over65,
  minimumWageNonRemunerational,
  pensionCapUf,
  unemploymentCapUf,
  afpCommission,
  sisPercent,
  pensionReformPercent,
  unemploymentEmployerPercent,
  workAccidentPercent,
  overtimeSurchargePercent,
  taxBrackets,
  familyAllowance,
} as const;
