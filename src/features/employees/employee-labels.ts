/** What /empleados calls each field of a person, and how it shows a stored value (tables, cards, audit). */
import type { EmployeeFile, UserDoc } from '../../data/ports/collections';
import { formatInZone } from '../../domain/calendar/time-zone';
import { formatCLP, formatNumber } from '../../domain/format/numbers';
import {
  AFP_LABEL,
  CONTRACT_TYPE_LABEL,
  HEALTH_SYSTEM_LABEL,
  PAY_KIND_LABEL,
  type Afp,
  type ContractType,
  type HealthSystem,
  type PayKind,
} from '../../domain/labels';

export type LabelledField = keyof EmployeeFile | 'displayName';

export const FILE_FIELD_LABEL: Readonly<Record<LabelledField, string>> = {
  displayName: 'Nombre completo',
  rut: 'RUT',
  position: 'Cargo',
  department: 'Departamento',
  hireDate: 'Fecha de ingreso',
  contractWeeklyHours: 'Horas semanales de contrato',
  contractType: 'Tipo de contrato',
  payKind: 'Tipo de remuneración',
  payAmount: 'Remuneración (CLP)',
  afp: 'AFP',
  healthSystem: 'Salud',
  healthPlanUF: 'Plan de Isapre (UF)',
  mealAllowance: 'Colación (CLP)',
  transportAllowance: 'Movilización (CLP)',
};

export const NO_VALUE = '—';

/** 'dd-MM-yyyy' of a day of the tenant. */
export function dayText(day: Date | null | undefined, timeZone: string): string {
  return day ? formatInZone(day, timeZone, 'dd-MM-yyyy') : NO_VALUE;
}

/** A stored value as a person reads it: '$850.000', '42,5', 'Plazo fijo', '01-03-2024', or '—'. */
export function fileValueText(
  field: LabelledField,
  value: UserDoc[LabelledField] | undefined,
  timeZone: string,
): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  switch (field) {
    case 'hireDate':
      return value instanceof Date ? dayText(value, timeZone) : NO_VALUE;
    case 'payAmount':
    case 'mealAllowance':
    case 'transportAllowance':
      return typeof value === 'number' ? formatCLP(value) : NO_VALUE;
    case 'contractWeeklyHours':
    case 'healthPlanUF':
      return typeof value === 'number' ? formatNumber(value) : NO_VALUE;
    case 'contractType':
      return CONTRACT_TYPE_LABEL[value as ContractType] ?? String(value);
    case 'payKind':
      return PAY_KIND_LABEL[value as PayKind] ?? String(value);
    case 'afp':
      return AFP_LABEL[value as Afp] ?? String(value);
    case 'healthSystem':
      return HEALTH_SYSTEM_LABEL[value as HealthSystem] ?? String(value);
    default:
      return String(value);
  }
}
