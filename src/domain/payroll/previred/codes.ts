/**
 * Previred's code tables used by the archivo de carga. Sources:
 * - AFP (its Tabla N°10): Capital 33, Cuprum 03, Habitat 05, PlanVital 29, ProVida 08, Modelo 34 — the Odoo module
 *   `l10n_cl_hr` (github.com/KonosCL/addons-konos, `l10n_cl_hr/data/l10n_cl_hr_afp.xml`); Uno 35 and the others
 *   again in the August 2025 upload of github.com/aguinazu-ds/script-campos-previred, where each code's
 *   cotización is its AFP's published rate (ProVida 11,45 %, Capital 11,44 %, PlanVital 11,16 %, Modelo 10,58 %,
 *   Uno 10,49 %).
 * - Salud, CCAF and mutual codes: the same Odoo module (`l10n_cl_hr_isapre.xml`, `l10n_cl_hr_ccaf.xml`,
 *   `l10n_cl_hr_mutual.xml`). Cruz del Norte 25 and Esencial 28, which that list lacks: a payroll system's table
 *   "Códigos Previred Tabla N°16" (public code index); Cruz del Norte 25 also in the dump of another Chilean payroll
 *   system whose `healths` table carries each Isapre's LRE and Previred codes side by side (public code index), which
 *   agrees with the Odoo module on every other code. Esencial's 28 has that one source only.
 * - Movimiento de personal (Tabla N°7), tipo de línea (N°6), tipo de trabajador (N°5), tipo de pago (N°3), tramo
 *   (N°8), jornada (N°22): the Odoo wizard `l10n_cl_hr/wizard/wizard_export_csv_previred.py` and
 *   github.com/fjcaroe/tracker-steps `step_hr_previred/tools/previred.py`.
 */
import type { Afp, Ccaf, Isapre, Mutual } from '../../labels';

export const PREVIRED_AFP_CODE: Readonly<Record<Afp, string>> = {
  capital: '33',
  cuprum: '03',
  habitat: '05',
  modelo: '34',
  planvital: '29',
  provida: '08',
  uno: '35',
};

export const AFP_CODES: ReadonlySet<string> = new Set(Object.values(PREVIRED_AFP_CODE));

/** Código institución de salud: Fonasa and the Isapres. */
export const FONASA_CODE = '07';
export const HEALTH_INSTITUTIONS: Readonly<Record<string, string>> = {
  '01': 'Banmédica',
  '02': 'Consalud',
  '03': 'Vida Tres',
  '04': 'Colmena Golden Cross',
  '05': 'Cruz Blanca',
  '07': 'Fonasa',
  '10': 'Nueva Masvida',
  '12': 'Isapre Banco Estado',
  '17': 'Masvida',
  '25': 'Cruz del Norte',
  '28': 'Esencial',
};

/** The file's Isapre (labels.ts) as Previred's código institución de salud; `otra` has none (the validator asks). */
export const PREVIRED_ISAPRE_CODE: Readonly<Record<Isapre, string | null>> = {
  banmedica: '01',
  consalud: '02',
  'vida-tres': '03',
  colmena: '04',
  'cruz-blanca': '05',
  'nueva-masvida': '10',
  fundacion: '12',
  'cruz-del-norte': '25',
  esencial: '28',
  otra: null,
};

/** Código CCAF; '00': the employer is not affiliated to a caja. */
export const NO_CCAF = '00';
export const CCAF_CODES: Readonly<Record<string, string>> = {
  '00': 'Sin CCAF',
  '01': 'Los Andes',
  '02': 'La Araucana',
  '03': 'Los Héroes',
  '05': 'Gabriela Mistral',
  '06': '18 de Septiembre',
};

/** The file's CCAF (labels.ts) as Previred's code. */
export const PREVIRED_CCAF_CODE: Readonly<Record<Ccaf, string>> = {
  'sin-ccaf': '00',
  'los-andes': '01',
  'la-araucana': '02',
  'los-heroes': '03',
  '18-de-septiembre': '06',
};

/** Código mutualidad; '00': no mutual, the accident insurance is the ISL's (field 71). */
export const NO_MUTUAL = '00';
export const MUTUAL_CODES: Readonly<Record<string, string>> = {
  '00': 'Sin mutual (ISL)',
  '01': 'Asociación Chilena de Seguridad (ACHS)',
  '02': 'Mutual de Seguridad CChC',
  '03': 'Instituto de Seguridad del Trabajo (IST)',
};

/** The file's Ley 16.744 administrator (labels.ts) as Previred's código mutualidad. */
export const PREVIRED_MUTUAL_CODE: Readonly<Record<Mutual, string>> = {
  isl: '00',
  achs: '01',
  'mutual-cchc': '02',
  ist: '03',
};

/** Tabla N°7, movimiento de personal (the file writes it with two digits). */
export const MOVEMENTS = {
  none: 0,
  hireIndefinite: 1,
  termination: 2,
  sickLeave: 3,
  unpaidLeave: 4,
  workplaceIncorporation: 5,
  workAccident: 6,
  hireFixedTerm: 7,
  fixedTermToIndefinite: 8,
  otherAbsence: 11,
  reliquidation: 12,
} as const;
export type MovementCode = (typeof MOVEMENTS)[keyof typeof MOVEMENTS];
export const MOVEMENT_CODES: ReadonlySet<number> = new Set(Object.values(MOVEMENTS));

/** The movements whose "Fecha desde" and "Fecha hasta" are mandatory (the spec's "Condición" column). */
export const MOVEMENTS_WITH_DATES: ReadonlySet<number> = new Set([1, 3, 4, 5, 6, 7, 8, 11]);

/** Tabla N°6. */
export const LINE_TYPES = {
  principal: '00',
  additional: '01',
  secondContract: '02',
  voluntaryAffiliate: '03',
} as const;
export const LINE_TYPE_CODES: ReadonlySet<string> = new Set(Object.values(LINE_TYPES));

/** Tabla N°5: 0 activo (no pensionado), 1 pensionado y cotiza, 2 pensionado y no cotiza, 3 activo mayor de 65. */
export type WorkerType = 0 | 1 | 2 | 3;
export const WORKER_TYPES: ReadonlySet<string> = new Set(['0', '1', '2', '3']);

/** Tabla N°3: 01 remuneraciones del mes, 02 gratificaciones, 03 bono Ley de Modernización. */
export const PAYMENT_TYPES: ReadonlySet<string> = new Set(['01', '02', '03']);

export const PENSION_REGIMES: ReadonlySet<string> = new Set(['AFP', 'INP', 'SIP']);
export const FAMILY_BRACKETS: ReadonlySet<string> = new Set(['A', 'B', 'C', 'D']);
export const SEXES: ReadonlySet<string> = new Set(['M', 'F']);

/** Tabla N°22: 1 jornada completa, 2 jornada parcial (field 93, 8 digits). */
export const WORKDAY_TYPES: ReadonlySet<number> = new Set([1, 2]);

/** Moneda del plan pactado Isapre: 1 pesos, 2 UF. */
export const PLAN_IN_PESOS = 1;
