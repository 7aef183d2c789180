/**
 * The LRE's worker-data cells (11xx) of one person: what the file and the workplace say, as the DT's codes
 * (src/domain/payroll/lre-codes.ts). Every coded cell gets a code — the DT's "0"/no where the file says nothing and
 * the law allows it — or stays empty when the file lacks what the code needs (no AFP, no workplace address), which
 * the validator (lre-validator.ts) reports by person and column.
 */
import type { EmployeeFile } from '../../data/ports/employee-file-registry';
import { formatInZone } from '../../domain/calendar/time-zone';
import { parseRut } from '../../domain/chile/rut';
import type { FamilyAllowanceBracket } from '../../domain/payroll/compute-payslip';
import {
  LRE_AFP_CODE,
  LRE_CCAF_CODE,
  LRE_DISABILITY_CODE,
  LRE_FONASA,
  LRE_INCOME_TAX_CODE,
  LRE_ISAPRE_CODE,
  LRE_MUTUAL_CODE,
  LRE_NO_FAMILY_TRAMO,
  LRE_YES_NO_CODE,
  lreJornadaCode,
} from '../../domain/payroll/lre-codes';
import { comunaCode } from '../../domain/payroll/lre-comunas';
import type { WorkplaceAddress } from '../../domain/workplaces/workplaces';
import type { CsvCell } from '../../lib/export/csv';

/** The RUT as the LRE asks: no dots, a hyphen before the check digit (`12345678-5`). */
export function lreRut(rut: string | null | undefined): string {
  if (rut === null || rut === undefined) return '';
  const parsed = parseRut(rut);
  if (parsed !== null) return `${parsed.body}-${parsed.checkDigit}`;
  return rut.replace(/[.\s]/g, '').toUpperCase();
}

/** The LRE's date: dd/mm/yyyy in the tenant's zone. */
export function lreDate(day: Date | null | undefined, timeZone: string): string {
  return day instanceof Date ? formatInZone(day, timeZone, 'dd/MM/yyyy') : '';
}

/** The cargas the asignación familiar counts (1111–1113). */
export function familyCharges(file: Partial<EmployeeFile>): number {
  return (file.cargasFamiliares ?? 0) + (file.cargasMaternales ?? 0) + (file.cargasInvalidez ?? 0);
}

/**
 * 1114: the tramo the file records (the IPS's or the caja's resolution), else that of the month's income among the
 * month's brackets (lowest first); D, which pays nothing, without cargas; empty when there are cargas, the file
 * records none and the month has no brackets.
 */
export function familyTramo(
  file: Partial<EmployeeFile>,
  income: number,
  brackets: readonly FamilyAllowanceBracket[] | undefined,
): string {
  if (familyCharges(file) === 0) return LRE_NO_FAMILY_TRAMO;
  if (file.familyAllowanceTramo) return file.familyAllowanceTramo;
  const bracket = brackets?.find(({ upToIncome }) => upToIncome === null || income <= upToIncome);
  return bracket?.tramo ?? '';
}

/** 1143: Fonasa's code or the Isapre's; empty without a salud or with an Isapre whose code is not confirmed. */
function healthCode(file: Partial<EmployeeFile>): CsvCell {
  if (file.healthSystem === 'fonasa') return LRE_FONASA;
  if (file.healthSystem !== 'isapre' || !file.isapre) return '';
  return LRE_ISAPRE_CODE[file.isapre] ?? '';
}

export interface FileCellsInput {
  file: Partial<EmployeeFile>;
  workplace: WorkplaceAddress | null;
  /** The period's last day ('yyyy-MM-dd'): the legal week that says whether a jornada is part time. */
  lastDay: string;
  timeZone: string;
  /** The month's taxable income (the tramo's base) and the month's asignación familiar brackets. */
  income: number;
  brackets: readonly FamilyAllowanceBracket[] | undefined;
}

/** A person's 11xx cells, by code. */
export function fileLreCells({
  file,
  workplace,
  lastDay,
  timeZone,
  income,
  brackets,
}: FileCellsInput): Record<string, CsvCell> {
  const region = workplace?.region ?? null;
  const hours = file.contractWeeklyHours ?? null;
  return {
    '1101': lreRut(file.rut),
    '1102': lreDate(file.hireDate, timeZone),
    '1105': region ?? '',
    '1106': workplace === null ? '' : (comunaCode(workplace.comuna, workplace.region) ?? ''),
    '1170': LRE_INCOME_TAX_CODE[file.incomeTaxKind ?? 'segunda-categoria'],
    '1146': LRE_YES_NO_CODE[file.foreignTechnician ?? 'no'],
    '1107': hours === null ? '' : lreJornadaCode(hours, lastDay),
    '1108': LRE_DISABILITY_CODE[file.disability ?? 'no'],
    '1109': LRE_YES_NO_CODE[file.oldAgePensioner ?? 'no'],
    '1141': file.afp ? LRE_AFP_CODE[file.afp] : '',
    '1142': 0,
    '1143': healthCode(file),
    '1110': LRE_CCAF_CODE[file.ccaf ?? 'sin-ccaf'],
    '1152': LRE_MUTUAL_CODE[file.mutual ?? 'isl'],
    '1111': file.cargasFamiliares ?? 0,
    '1112': file.cargasMaternales ?? 0,
    '1113': file.cargasInvalidez ?? 0,
    '1114': familyTramo(file, income, brackets),
    '1118': 0,
    '1131': 0,
    '1155': 0,
    '1157': 0,
  };
}
