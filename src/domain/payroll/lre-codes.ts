/**
 * The DT's code tables for the LRE's coded worker fields (the "Tablas" annex of the DT's "Suplemento Libro de
 * Remuneraciones Electrónico"). The supplement itself could not be read; each table below names where it was
 * found. An empty coded cell is a format error: every person's field maps to a code, the DT's "0"/no where the law
 * allows, and a value without a confirmed code maps to null, which the LRE validator reports by person and column.
 *
 * Sources:
 * - [T] the field table transcribed from the supplement by TOTVS, "Libro de Remuneraciones Electrónico"
 *   (https://tdn.totvs.com.br/pages/viewpage.action?pageId=654959748): the columns' types, sizes, which are
 *   mandatory, and that 1105/1106/1107/1141/1143/1110/1152/1170 are codes of the annex's tables.
 * - [S] a payroll system's seed of "the annex's tables" (public code index, migration "Seed de catálogos de
 *   validación LRE-DT"): tables N°4–15.
 * - [D] two dumps of another Chilean payroll system whose AFP and CCAF tables carry a `codigo_direccion_trabajo`
 *   column (public code index).
 * - [P] Previred's mutual table (0 sin mutual/ISL, 1 ACHS, 2 Mutual CChC, 3 IST), which [S]'s table 14 repeats.
 * - [H] the dump of a third Chilean payroll system (public code index) whose `healths` table carries each
 *   institution's code for the libro de remuneraciones beside its Previred code: Fonasa 102, Cruz Blanca 1,
 *   Banmédica 3, Colmena 4, Consalud 9, Vida Tres 12, Chuquicamata 37, Cruz del Norte 38, Fundación 40, Río Blanco
 *   41, San Lorenzo 42, Masvida 43; its AFP codes are [S]'s and [D]'s.
 */
import type { Afp, Ccaf, DisabilityKind, IncomeTaxKind, Isapre, Mutual, YesNo } from '../labels';
import { legalWeeklyHourLimit } from '../chile/labour';

/** 1141 AFP: [S] table 9 and [D] agree on every code. 100: not in an AFP. */
export const LRE_AFP_CODE: Readonly<Record<Afp, number>> = {
  capital: 31,
  cuprum: 13,
  habitat: 14,
  modelo: 103,
  planvital: 11,
  provida: 6,
  uno: 19,
};
export const LRE_NO_AFP = 100;

/** 1143 Fonasa: 102 in [S] table 11 and in two independent LRE exporters of the code index. */
export const LRE_FONASA = 102;

/**
 * 1143 Isapre: [S] table 11 and [H] agree on every code both list. Colmena Golden Cross is 4 in [H]; [S] lists the
 * same 4 under another name ("Los Andes"), which no Isapre bears. `otra` (a closed Isapre we do not name) maps to
 * null: the validator asks for the Isapre before uploading.
 */
export const LRE_ISAPRE_CODE: Readonly<Record<Isapre, number | null>> = {
  'cruz-blanca': 1,
  banmedica: 3,
  consalud: 9,
  'vida-tres': 12,
  'cruz-del-norte': 38,
  fundacion: 40,
  'nueva-masvida': 43,
  esencial: 44,
  colmena: 4,
  otra: null,
};

/** 1110 CCAF: [S] table 13 and [D] agree (0 sin CCAF). */
export const LRE_CCAF_CODE: Readonly<Record<Ccaf, number>> = {
  'sin-ccaf': 0,
  'los-andes': 1,
  'la-araucana': 2,
  'los-heroes': 3,
  '18-de-septiembre': 4,
};

/** 1152 organismo administrador de la Ley 16.744: [S] table 14 and [P] (0: no mutual, the ISL). */
export const LRE_MUTUAL_CODE: Readonly<Record<Mutual, number>> = {
  isl: 0,
  achs: 1,
  'mutual-cchc': 2,
  ist: 3,
};

/** 1170 tipo de impuesto a la renta: [S] table 4. */
export const LRE_INCOME_TAX_CODE: Readonly<Record<IncomeTaxKind, number>> = {
  'segunda-categoria': 1,
  'obrero-agricola': 2,
  adicional: 3,
};

/** 1108 persona con discapacidad / pensionado por invalidez: [S] table 7. */
export const LRE_DISABILITY_CODE: Readonly<Record<DisabilityKind, number>> = {
  no: 0,
  discapacidad: 1,
  'pension-invalidez': 2,
  ambas: 3,
};

/** 1109 pensionado por vejez, 1146 técnico extranjero: [S] tables 8 and 5 (0 no, 1 sí). */
export const LRE_YES_NO_CODE: Readonly<Record<YesNo, number>> = { no: 0, si: 1 };

/**
 * 1107 tipo de jornada: [S] table 6 gives 101 jornada ordinaria and 102 jornada parcial; two LRE exporters of the
 * code index write 101 for a full-time contract. Part time is art. 40 bis CT: at most two thirds of the legal
 * maximum week on the period's last day.
 */
export const LRE_JORNADA_ORDINARIA = 101;
export const LRE_JORNADA_PARCIAL = 102;

export function lreJornadaCode(weeklyHours: number, lastDay: string): number {
  return weeklyHours <= (legalWeeklyHourLimit(lastDay) * 2) / 3 ? LRE_JORNADA_PARCIAL : LRE_JORNADA_ORDINARIA;
}

/** 1114 tramo de asignación familiar: [S] table 15 (A–D; D pays nothing, the tramo of a worker without cargas). */
export const LRE_FAMILY_TRAMOS = ['A', 'B', 'C', 'D'] as const;
export const LRE_NO_FAMILY_TRAMO = 'D';

/** Every code each coded column takes, for the validator. */
export const LRE_CODE_LISTS: Readonly<Record<string, readonly (number | string)[]>> = {
  '1107': [101, 102, 103, 201, 202, 301, 401, 402, 403, 404, 405, 501, 601, 602, 701],
  '1108': Object.values(LRE_DISABILITY_CODE),
  '1109': [0, 1],
  '1110': Object.values(LRE_CCAF_CODE),
  '1114': LRE_FAMILY_TRAMOS,
  '1141': [...Object.values(LRE_AFP_CODE), LRE_NO_AFP],
  '1143': [LRE_FONASA, ...Object.values(LRE_ISAPRE_CODE).filter((code): code is number => code !== null)],
  '1118': [0, 1],
  '1131': [0, 1],
  '1142': [0],
  '1146': [0, 1],
  '1151': [0, 1],
  '1155': [0, 1],
  '1157': [0, 1],
  '1152': Object.values(LRE_MUTUAL_CODE),
  '1170': Object.values(LRE_INCOME_TAX_CODE),
};
