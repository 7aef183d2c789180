/**
 * The Previred archivo de carga of a closed run (layout.ts): one line per worker, plus one line of type 01 for each
 * further movement of the month, whose amounts are zero (the principal line carries them). Pure: every amount comes
 * from the run (whole pesos); the only sum done here is field 28 = the worker's AFP cotización + the employer's
 * individual-account part (Ley 21.735), and 80/81 = the Isapre's legal 7 % and the rest of what was deducted.
 *
 * Movements come from the contract's dates: a start in the month is 1 (indefinido) or 7 (plazo fijo), from the start
 * to the month's end (or the contract's end); an end in the month is 2 (retiro), from the month's start (or the
 * contract's start) to the end; other movements (licencias, permisos) are given as they are.
 * What the app does not record is written blank so the validator names it: sex (field 6, M or F) and which Isapre
 * (field 75). Nacionalidad is 0 (chilena) unless `foreign`; tipo de trabajador 0 unless given; Isapre plans are
 * declared in pesos (moneda 1).
 */
import { parseRut } from '../../chile/rut';
import type { Afp, ContractType } from '../../labels';
import { HEALTH_PERCENT, roundPesos } from '../compute-payslip';
import {
  FONASA_CODE,
  LINE_TYPES,
  MOVEMENTS,
  NO_CCAF,
  NO_MUTUAL,
  PLAN_IN_PESOS,
  PREVIRED_AFP_CODE,
  type MovementCode,
  type WorkerType,
} from './codes';
import {
  PREVIRED_FIELDS,
  PREVIRED_LINE_BREAK,
  PROTECTED_RETURN_FIELD,
  previredLayoutVersion,
  type PreviredField,
  type PreviredLayoutVersion,
} from './layout';
import { previredText, splitWorkerName, type WorkerNameParts } from './worker-name';

export interface PreviredCompany {
  rut: string;
  name: string;
  /** Código CCAF ('00': none). */
  ccaf: string;
  /** Código mutualidad ('00': ISL). */
  mutual: string;
}

/** A movement of the month; dates 'yyyy-MM-dd'. */
export interface PreviredMovement {
  code: MovementCode;
  from: string | null;
  to: string | null;
}

export type PreviredHealth =
  | { kind: 'fonasa'; taxable: number; amount: number; ccafPart?: number }
  | {
      kind: 'isapre';
      /** Código institución de salud (codes.ts); null: not recorded. */
      institution: string | null;
      fun?: string;
      taxable: number;
      /** The plan in pesos for the month. */
      agreedPlan: number;
      /** What was deducted: the larger of the legal 7 % and the plan. */
      amount: number;
    };

export interface PreviredWorker {
  rut: string;
  /** One name (split by splitWorkerName) or its three parts. */
  name: string | WorkerNameParts;
  sex: 'M' | 'F' | null;
  foreign?: boolean;
  contract: ContractType;
  /** 'yyyy-MM-dd'. */
  hireDate?: string | null;
  endDate?: string | null;
  /** Movements other than the contract's start and end. */
  movements?: readonly PreviredMovement[];
  /** 0 … 30. */
  daysWorked: number;
  workerType?: WorkerType;
  partTime?: boolean;
  /** The tramo, the cargas simples (field 19), maternales (20) and por invalidez (21), and the month's amount. */
  familyAllowance?: { tramo: string; charges: number; maternal?: number; invalid?: number; amount: number };
  pension: {
    afp: Afp | null;
    taxable: number;
    /** 10 % + commission. */
    worker: number;
    /** Ley 21.735, employer, to the individual account (0,1 %). */
    individualAccount: number;
    sis: number;
    /** Ley 21.735, compensación por expectativa de vida. */
    lifeExpectancy: number;
    /** Ley 21.735, cotización con rentabilidad protegida (from Aug‑2026). */
    protectedReturn: number;
  };
  health: PreviredHealth;
  unemployment: { taxable: number; worker: number; employer: number };
  workAccident: { taxable: number; amount: number };
  /** The worker's Código CCAF and Código mutualidad, when not the company's (the file keeps them per person). */
  ccaf?: string;
  mutual?: string;
  /** RIMA: the imponible of the month before a licencia. */
  previousMonthTaxable?: number;
  costCenter?: string;
}

export interface PreviredInput {
  company: PreviredCompany;
  /** 'yyyy-MM'. */
  period: string;
  workers: readonly PreviredWorker[];
}

export interface PreviredFile {
  /** Lines joined by CR LF, no final break. */
  text: string;
  /** Each line's 105 fields, already padded. */
  rows: string[][];
  fileName: string;
  layout: PreviredLayoutVersion;
}

type Value = string | number | null;

function lastDay(period: string): string {
  const [year, month] = period.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 0, month ?? 1, 0)).getUTCDate();
  return `${period}-${String(days).padStart(2, '0')}`;
}

function monthMovements(worker: PreviredWorker, period: string): PreviredMovement[] {
  const inMonth = (date: string | null | undefined): date is string => date?.startsWith(period) === true;
  const movements: PreviredMovement[] = [];
  const hired = inMonth(worker.hireDate);
  const ended = inMonth(worker.endDate);
  if (hired) {
    movements.push({
      code: worker.contract === 'indefinido' ? MOVEMENTS.hireIndefinite : MOVEMENTS.hireFixedTerm,
      from: worker.hireDate ?? null,
      to: ended ? (worker.endDate ?? null) : lastDay(period),
    });
  }
  movements.push(...(worker.movements ?? []));
  if (ended) {
    movements.push({
      code: MOVEMENTS.termination,
      from: hired ? (worker.hireDate ?? null) : `${period}-01`,
      to: worker.endDate ?? null,
    });
  }
  return movements;
}

function format(field: PreviredField, value: Value, version: PreviredLayoutVersion): string {
  if (field.number === PROTECTED_RETURN_FIELD && version !== 'reforma-2026') return ' '.repeat(field.width);
  if (field.kind === 'number') {
    const text = value === null || value === '' ? '0' : String(value);
    return text.padStart(field.width, '0');
  }
  if (field.kind === 'date') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof value === 'string' ? value : '');
    return match === null ? ' '.repeat(field.width) : `${match[3]}-${match[2]}-${match[1]}`;
  }
  if (field.kind === 'rate') return '00,00';
  return String(value ?? '')
    .slice(0, field.width)
    .padEnd(field.width, ' ');
}

function nameParts(name: PreviredWorker['name']): WorkerNameParts {
  const parts = typeof name === 'string' ? splitWorkerName(name) : name;
  return {
    paternal: previredText(parts.paternal),
    maternal: previredText(parts.maternal),
    given: previredText(parts.given),
  };
}

/** The fields that name the worker and the line, the same on every line of the worker. */
function identityFields(
  worker: PreviredWorker,
  company: PreviredCompany,
  period: string,
): Record<number, Value> {
  const rut = parseRut(worker.rut);
  const clean = worker.rut.replace(/[.\s-]/g, '').toUpperCase();
  const name = nameParts(worker.name);
  const [year, month] = period.split('-');
  const afpCode = worker.pension.afp === null ? '00' : PREVIRED_AFP_CODE[worker.pension.afp];
  const health = worker.health;
  return {
    1: rut === null ? clean.slice(0, -1) : rut.body,
    2: rut === null ? clean.slice(-1) : rut.checkDigit,
    3: name.paternal,
    4: name.maternal,
    5: name.given,
    6: worker.sex ?? '',
    7: worker.foreign === true ? 1 : 0,
    8: '01',
    9: `${month ?? ''}${year ?? ''}`,
    10: `${month ?? ''}${year ?? ''}`,
    11: worker.pension.afp === null ? 'SIP' : 'AFP',
    12: worker.workerType ?? 0,
    13: worker.daysWorked,
    18: worker.familyAllowance?.tramo ?? 'D',
    25: 'N',
    26: afpCode,
    75: health.kind === 'fonasa' ? FONASA_CODE : (health.institution ?? ''),
    78: PLAN_IN_PESOS,
    83: worker.ccaf ?? company.ccaf,
    93: worker.partTime === true ? 2 : 1,
    96: worker.mutual ?? company.mutual,
  };
}

/** The principal line's amounts. */
function amountFields(worker: PreviredWorker, company: PreviredCompany): Record<number, Value> {
  const { pension, health, unemployment, workAccident } = worker;
  const isl = (worker.mutual ?? company.mutual) === NO_MUTUAL;
  const ccaf = worker.ccaf ?? company.ccaf;
  const legalIsapre = health.kind === 'isapre' ? roundPesos((health.taxable * HEALTH_PERCENT) / 100) : 0;
  const ccafPart = health.kind === 'fonasa' ? (health.ccafPart ?? 0) : 0;
  const isapre = health.kind === 'isapre' ? health : null;
  return {
    19: worker.familyAllowance?.charges ?? 0,
    20: worker.familyAllowance?.maternal ?? 0,
    21: worker.familyAllowance?.invalid ?? 0,
    22: worker.familyAllowance?.amount ?? 0,
    27: pension.taxable,
    28: pension.worker + pension.individualAccount,
    29: pension.sis,
    64: health.kind === 'fonasa' ? health.taxable : isl ? workAccident.taxable : 0,
    70: health.kind === 'fonasa' ? health.amount - ccafPart : 0,
    71: isl ? workAccident.amount : 0,
    76: isapre?.fun ?? '',
    77: isapre?.taxable ?? 0,
    79: isapre?.agreedPlan ?? 0,
    80: isapre === null ? 0 : Math.min(legalIsapre, isapre.amount),
    81: isapre === null ? 0 : Math.max(0, isapre.amount - legalIsapre),
    84: ccaf === NO_CCAF ? 0 : pension.taxable,
    90: ccafPart,
    92: worker.previousMonthTaxable ?? 0,
    94: pension.lifeExpectancy,
    95: pension.protectedReturn,
    97: isl ? 0 : workAccident.taxable,
    98: isl ? 0 : workAccident.amount,
    100: unemployment.taxable,
    101: unemployment.worker,
    102: unemployment.employer,
    105: worker.costCenter ?? '',
  };
}

function line(values: Record<number, Value>, version: PreviredLayoutVersion): string[] {
  // Before the reform, 92–94 were "uso futuro" and stay zero.
  const reformFields = version === 'previo-reforma' ? new Set([92, 93, 94]) : new Set<number>();
  return PREVIRED_FIELDS.map((field) =>
    format(field, reformFields.has(field.number) ? null : (values[field.number] ?? null), version),
  );
}

function workerRows(
  worker: PreviredWorker,
  input: PreviredInput,
  version: PreviredLayoutVersion,
): string[][] {
  const identity = identityFields(worker, input.company, input.period);
  const movements = monthMovements(worker, input.period);
  const movementFields = (movement: PreviredMovement | undefined): Record<number, Value> => ({
    15: movement?.code ?? MOVEMENTS.none,
    16: movement?.from ?? null,
    17: movement?.to ?? null,
  });
  const [first, ...others] = movements;
  const principal = line(
    {
      ...identity,
      ...amountFields(worker, input.company),
      14: LINE_TYPES.principal,
      ...movementFields(first),
    },
    version,
  );
  const additional = others.map((movement) =>
    line({ ...identity, 14: LINE_TYPES.additional, ...movementFields(movement) }, version),
  );
  return [principal, ...additional];
}

/** The month's file: `previred-<yyyy-MM>.txt`. */
export function previredFile(input: PreviredInput): PreviredFile {
  const layout = previredLayoutVersion(input.period);
  const rows = input.workers.flatMap((worker) => workerRows(worker, input, layout));
  return {
    text: rows.map((row) => row.join('')).join(PREVIRED_LINE_BREAK),
    rows,
    fileName: `previred-${input.period}.txt`,
    layout,
  };
}
