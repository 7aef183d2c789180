/**
 * The Previred archivo de carga of a closed run (src/domain/payroll/previred): what its payslips, the people's file
 * and the month's parameters say, as the module's input, and the validator's problems by person and field in
 * Spanish. Pure: every amount is the payslip's (or the employer cost's) as it was issued; the only figures made here
 * are the imponibles capped at the month's topes, the Isapre plan in pesos, the CCAF's part of a Fonasa member's 7 %
 * and the Ley 21.735 total split into Previred's fields (reform-split.ts).
 *
 * One line per payslip (type 00), plus a type 01 line for a second movement of the month (a contract that starts
 * and ends in it). Días trabajados (field 13) are the month's 30 days from the contract's start to its end in the
 * month, less the days the employer did not pay (the basis's unpaid days, licencias included). Each licencia médica
 * of the month (the basis's `sickLeaves`, clipped to the month) is a movement 3 with its dates, the first movement
 * on the type 00 line and each further one on a type 01 line; with a licencia, field 92 (RIMA) is the person's
 * imponible of the month before (`previousTaxable`, the previous month's closed payslip). A line drafted before the
 * licencias' dates were kept has none (its licencia days still count off field 13).
 */
import type { PayrollRun, Tenant, UserDoc } from '../../data/ports/collections';
import { dayKey } from '../../domain/calendar/time-zone';
import { AFPS } from '../../domain/labels';
import { PENSION_BASE_PERCENT, roundPesos } from '../../domain/payroll/compute-payslip';
import { LRE_JORNADA_PARCIAL, lreJornadaCode } from '../../domain/payroll/lre-codes';
import {
  MOVEMENTS,
  NO_CCAF,
  PREVIRED_AFP_CODE,
  PREVIRED_CCAF_CODE,
  PREVIRED_ISAPRE_CODE,
  PREVIRED_MUTUAL_CODE,
} from '../../domain/payroll/previred/codes';
import {
  previredFile,
  type PreviredFile,
  type PreviredHealth,
  type PreviredInput,
  type PreviredMovement,
  type PreviredWorker,
} from '../../domain/payroll/previred/previred-file';
import { reformSplitRates, splitReform } from '../../domain/payroll/previred/reform-split';
import {
  validatePrevired,
  type PreviredValidationOptions,
} from '../../domain/payroll/previred/validate-previred';
import type { PayrollRow } from './payroll-rows';

/**
 * The part of a Fonasa member's 7 % that goes to the employer's CCAF (4,2 %; the other 2,8 % to Fonasa), as Previred
 * declares it (fields 70 and 90).
 */
export const CCAF_HEALTH_PERCENT = 4.2;

/** Previred's month: 30 days, whatever the calendar's. */
const PREVIRED_MONTH_DAYS = 30;

/** What the file is written from: a closed run, its rows (its payslips) and the people's files. */
export interface PreviredSource {
  run: Pick<PayrollRun, 'period' | 'periodEnd' | 'params' | 'employer'>;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId'>;
  rows: readonly Pick<
    PayrollRow,
    'userId' | 'person' | 'rut' | 'input' | 'basis' | 'payslip' | 'employerCost'
  >[];
  byId: ReadonlyMap<string, Partial<UserDoc>>;
  timeZone: string;
  /**
   * Each person's renta imponible of the month before (the previous month's closed payslip's `taxableEarnings`), by
   * uid: the RIMA (field 92) of a person with a licencia in the month. Absent, or a person missing from it: no RIMA,
   * which the validator reports for a person with a licencia.
   */
  previousTaxable?: ReadonlyMap<string, number>;
}

/** What keeps the file from being uploaded: whose line, which field, what to do. */
export interface PreviredIssue {
  person: string;
  /** The field's name and number: 'Sexo (campo 6)'. */
  field: string;
  message: string;
}

/** What to do when a field that comes from the person's file is wrong, by Previred field number. */
const FILE_HINTS: Readonly<Record<number, string>> = {
  2: 'El RUT no es válido: corrígelo en la ficha de la persona.',
  6: 'Falta el sexo: complétalo en la ficha de la persona.',
  26: 'Falta la AFP: elígela en la ficha de la persona.',
  75: 'Falta la Isapre o no tiene código en Previred: elígela en la ficha de la persona.',
  79: 'Falta el plan de Isapre (UF): complétalo en la ficha de la persona.',
  92: 'Falta la renta imponible del mes anterior (RIMA), que Previred exige con una licencia médica: la persona no tiene una liquidación cerrada del mes anterior.',
};

/** The validator's message without the field's name it starts with, capitalised: 'Falta la AFP.' */
function withoutField(message: string, fieldName: string): string {
  const text = message.startsWith(`${fieldName}: `) ? message.slice(fieldName.length + 2) : message;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** 'yyyy-MM' → its number of calendar days. */
function monthDays(period: string): number {
  const [year = 0, month = 1] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Días trabajados: from the contract's start to its end within the month (30-day month), less the unpaid days. */
function daysWorked(
  hireDate: string | null,
  endDate: string | null,
  period: string,
  unpaidDays: number,
): number {
  const lastDay = monthDays(period);
  // The month's last calendar day is its 30th for Previred (February's 28th, a 31st).
  const day = (key: string) => {
    const value = Number(key.slice(8, 10));
    return value >= lastDay ? PREVIRED_MONTH_DAYS : Math.min(value, PREVIRED_MONTH_DAYS);
  };
  const from = hireDate?.startsWith(period) === true ? day(hireDate) : 1;
  const to = endDate?.startsWith(period) === true ? day(endDate) : PREVIRED_MONTH_DAYS;
  return Math.max(0, Math.min(PREVIRED_MONTH_DAYS, to - from + 1 - Math.round(unpaidDays)));
}

/** The basis's licencias médicas within the month (`period`, 'yyyy-MM'): movement 3 each, with its dates. */
function sickLeaveMovements(
  basis: PreviredSource['rows'][number]['basis'],
  period: string,
): PreviredMovement[] {
  const first = `${period}-01`;
  const last = `${period}-${String(monthDays(period)).padStart(2, '0')}`;
  return (basis.sickLeaves ?? []).flatMap(({ from, to }) => {
    const start = from < first ? first : from;
    const end = to > last ? last : to;
    return start <= end ? [{ code: MOVEMENTS.sickLeave, from: start, to: end }] : [];
  });
}

/** A free text as Previred's fixed-width file takes it: printable ASCII only. */
const asciiText = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();

function healthOf(
  row: PreviredSource['rows'][number],
  file: Partial<UserDoc>,
  base: number,
  uf: number,
): PreviredHealth {
  const { input, payslip } = row;
  if (input.health.kind === 'isapre') {
    const fun = asciiText(file.isapreFun ?? '');
    return {
      kind: 'isapre',
      institution: file.isapre ? PREVIRED_ISAPRE_CODE[file.isapre] : null,
      ...(fun === '' ? {} : { fun }),
      taxable: base,
      agreedPlan: roundPesos(input.health.planUf * uf),
      amount: payslip.health,
    };
  }
  const ccaf = PREVIRED_CCAF_CODE[file.ccaf ?? 'sin-ccaf'];
  return {
    kind: 'fonasa',
    taxable: base,
    amount: payslip.health,
    ccafPart: ccaf === NO_CCAF ? 0 : Math.min(payslip.health, roundPesos((base * CCAF_HEALTH_PERCENT) / 100)),
  };
}

function workerOf(row: PreviredSource['rows'][number], source: PreviredSource): PreviredWorker {
  const { run, timeZone } = source;
  const file = source.byId.get(row.userId) ?? {};
  const { params } = run;
  const { input, payslip, employerCost: cost } = row;
  const pensionBase = Math.min(payslip.taxableEarnings, roundPesos(params.pensionCapUf * params.uf));
  const unemploymentBase = Math.min(
    payslip.taxableEarnings,
    roundPesos(params.unemploymentCapUf * params.uf),
  );
  const reform = splitReform(cost.pensionReform, reformSplitRates(run.period));
  const hireDate = file.hireDate ? dayKey(file.hireDate, timeZone) : null;
  const endDate =
    input.contract === 'plazo-fijo' && file.contractEndDate ? dayKey(file.contractEndDate, timeZone) : null;
  const movements = sickLeaveMovements(row.basis, run.period);
  const rima = movements.length > 0 ? source.previousTaxable?.get(row.userId) : undefined;
  const charges = file.cargasFamiliares ?? 0;
  const maternal = file.cargasMaternales ?? 0;
  const invalid = file.cargasInvalidez ?? 0;
  const hasCharges = charges + maternal + invalid > 0;
  return {
    rut: row.rut ?? '',
    name: row.person,
    sex: file.sex ?? null,
    foreign: file.nationality === 'extranjera',
    contract: input.contract,
    hireDate,
    endDate,
    ...(movements.length > 0 ? { movements } : {}),
    ...(rima !== undefined && rima > 0 ? { previousMonthTaxable: rima } : {}),
    daysWorked: daysWorked(hireDate, endDate, run.period, row.basis.unpaidAbsenceDays),
    workerType: file.oldAgePensioner === 'si' ? 1 : 0,
    partTime: lreJornadaCode(input.weeklyHours, run.periodEnd) === LRE_JORNADA_PARCIAL,
    ...(hasCharges
      ? {
          familyAllowance: {
            tramo: payslip.familyAllowanceTramo ?? file.familyAllowanceTramo ?? 'D',
            charges,
            maternal,
            invalid,
            amount: payslip.familyAllowance,
          },
        }
      : {}),
    pension: {
      afp: input.afp,
      taxable: pensionBase,
      worker: payslip.pension,
      individualAccount: reform.individualAccount,
      sis: cost.sis + reform.sis,
      lifeExpectancy: reform.lifeExpectancy,
      protectedReturn: reform.protectedReturn,
    },
    health: healthOf(row, file, pensionBase, params.uf),
    unemployment: { taxable: unemploymentBase, worker: payslip.unemployment, employer: cost.unemployment },
    workAccident: { taxable: pensionBase, amount: cost.workAccident },
    ccaf: PREVIRED_CCAF_CODE[file.ccaf ?? 'sin-ccaf'],
    mutual: PREVIRED_MUTUAL_CODE[file.mutual ?? 'isl'],
  };
}

/** The archivo de carga's input: one worker per payslip of the run. */
export function previredInput(source: PreviredSource): PreviredInput {
  const { tenant } = source;
  return {
    company: {
      rut: tenant.taxId ?? '',
      name: tenant.legalName ?? tenant.name,
      ccaf: NO_CCAF,
      mutual: PREVIRED_MUTUAL_CODE.isl,
    },
    period: source.run.period,
    workers: source.rows.map((row) => workerOf(row, source)),
  };
}

/**
 * The validator's rates of the run: each AFP's cotización (10 % + the month's commission) by Previred code, and
 * the individual account's part of the Ley 21.735 contribution (field 28), in the proportion the run charged.
 */
export function previredValidationOptions(
  run: Pick<PayrollRun, 'period' | 'params' | 'employer'>,
): PreviredValidationOptions {
  const rates = reformSplitRates(run.period);
  const tableTotal = rates.individualAccount + rates.protectedReturn + rates.lifeExpectancy + rates.sis;
  return {
    afpPercent: Object.fromEntries(
      AFPS.map((afp) => [PREVIRED_AFP_CODE[afp], PENSION_BASE_PERCENT + run.params.afpCommission[afp]]),
    ),
    individualAccountPercent:
      tableTotal === 0 ? 0 : (rates.individualAccount * run.employer.pensionReformPercent) / tableTotal,
  };
}

export interface RunPrevired {
  file: PreviredFile;
  /** Empty: the file may be uploaded. */
  problems: PreviredIssue[];
}

/** The run's archivo de carga and what keeps it from being uploaded, by person and field. */
export function runPrevired(source: PreviredSource): RunPrevired {
  const input = previredInput(source);
  const file = previredFile(input);
  // Each line's worker: a worker's lines follow one another (the principal, then one per further movement).
  const owners = input.workers.flatMap((worker, index) =>
    Array.from({ length: previredFile({ ...input, workers: [worker] }).rows.length }, () => index),
  );
  const personOfLine = (line: number) => source.rows[owners[line - 1] ?? -1]?.person ?? `Línea ${line}`;
  const problems = validatePrevired(file.text, previredValidationOptions(source.run)).map(
    (problem): PreviredIssue => ({
      person: personOfLine(problem.line),
      field: problem.field === 0 ? problem.fieldName : `${problem.fieldName} (campo ${problem.field})`,
      message: FILE_HINTS[problem.field] ?? withoutField(problem.message, problem.fieldName),
    }),
  );
  // Previred reads the file as plain ASCII: what the layout writes always is (previredText), a FUN too (asciiText).
  const outside = /[^\x20-\x7e\r\n]/.exec(file.text);
  if (outside !== null)
    problems.push({
      person: personOfLine(file.text.slice(0, outside.index).split('\r\n').length),
      field: 'Línea',
      message: `Tiene el carácter «${outside[0]}», que el archivo de Previred no admite.`,
    });
  return { file, problems };
}
