/**
 * The product's vocabularies (the values stored in documents) and the one Spanish label of each. Stored values
 * never change; what users read comes from here.
 */
import type { PunchAction } from './attendance/punches';

export const ROLES = ['superuser', 'admin', 'employee'] as const;
/** Roles the product knows (spec §3). Any other value is treated as an unknown role by the guard. */
export type Role = (typeof ROLES)[number];

export const ROLE_LABEL: Readonly<Record<Role, string>> = {
  superuser: 'Superusuario',
  admin: 'Administrador',
  employee: 'Empleado',
};

/**
 * The fourth role: a labour inspector of the Dirección del Trabajo, given read-only access to one
 * tenant for a few days by an admin (AdminPort `createInspectorAccess`). Not a person of the tenant: it has no
 * users doc and is never one of ROLES, which are the roles a person can hold.
 */
export const INSPECTOR_ROLE = 'inspector';
export const INSPECTOR_LABEL = 'Fiscalizador';

/** A role's label; an unknown role is shown as it came. */
export function roleLabel(role: string): string {
  if (role === INSPECTOR_ROLE) return INSPECTOR_LABEL;
  return (ROLES as readonly string[]).includes(role) ? ROLE_LABEL[role as Role] : role;
}

/**
 * Ausencias. `permiso` is the legacy value of documents written before the paid/unpaid split: it
 * reads as a paid permission (`absenceTypeOf`) and is never written again.
 */
export const ABSENCE_TYPES = [
  'vacaciones',
  'licencia médica',
  'permiso con goce',
  'permiso sin goce',
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];
/** What a stored document may hold: the four types, or the legacy `permiso`. */
export type StoredAbsenceType = AbsenceType | 'permiso';
export const ABSENCE_TYPE_LABEL: Readonly<Record<AbsenceType, string>> = {
  vacaciones: 'Vacaciones',
  'licencia médica': 'Licencia médica',
  'permiso con goce': 'Permiso con goce',
  'permiso sin goce': 'Permiso sin goce',
};
/** The types an employee may request from /mi-agenda (a licencia médica is recorded by a manager). */
export const REQUESTABLE_ABSENCE_TYPES = [
  'vacaciones',
  'permiso con goce',
  'permiso sin goce',
] as const satisfies readonly AbsenceType[];
/** A stored type read as one of the four (legacy `permiso` → `permiso con goce`); anything else → null. */
export function absenceTypeOf(value: unknown): AbsenceType | null {
  if (value === 'permiso') return 'permiso con goce';
  return (ABSENCE_TYPES as readonly unknown[]).includes(value) ? (value as AbsenceType) : null;
}

/**
 * `anulada`: recorded by mistake and voided by a manager with a reason. Absences are records (kept five years): never deleted, a voided one stays in the reports and counts for nothing.
 */
export const ABSENCE_STATUSES = ['pendiente', 'aprobada', 'rechazada', 'anulada'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];
export const ABSENCE_STATUS_LABEL: Readonly<Record<AbsenceStatus, string>> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  anulada: 'Anulada',
};

/** An absence that holds (a request not yet decided, or approved): a rejected or voided one counts for nothing. */
export function absenceHolds(status: AbsenceStatus): status is 'pendiente' | 'aprobada' {
  return status === 'pendiente' || status === 'aprobada';
}

export const LEAD_STATUSES = ['nuevo', 'contactado', 'demo', 'propuesta', 'ganado', 'perdido'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABEL: Readonly<Record<LeadStatus, string>> = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  demo: 'Demostración',
  propuesta: 'Propuesta',
  ganado: 'Ganado',
  perdido: 'Perdido',
};

export const PAYROLL_STATUSES = ['borrador', 'cerrado'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
export const PAYROLL_STATUS_LABEL: Readonly<Record<PayrollStatus, string>> = {
  borrador: 'Borrador',
  cerrado: 'Cerrado',
};

export const PAY_KINDS = ['monthly', 'hourly'] as const;
export type PayKind = (typeof PAY_KINDS)[number];
export const PAY_KIND_LABEL: Readonly<Record<PayKind, string>> = {
  monthly: 'Sueldo mensual',
  hourly: 'Por hora',
};

/** Button names of the check-in screen. */
export const PUNCH_BUTTON: Readonly<Record<PunchAction, string>> = {
  checkIn: 'Registrar entrada',
  lunchStart: 'Iniciar colación',
  lunchEnd: 'Terminar colación',
  checkOut: 'Registrar salida',
};

/** What a receipt or a report calls each punch. */
export const PUNCH_NAME: Readonly<Record<PunchAction, string>> = {
  checkIn: 'Entrada',
  lunchStart: 'Inicio de colación',
  lunchEnd: 'Fin de colación',
  checkOut: 'Salida',
};

/** Short punch names for table headers and day cards. */
export const PUNCH_SHORT_NAME: Readonly<Record<PunchAction, string>> = {
  checkIn: 'Entrada',
  lunchStart: 'Inicio colación',
  lunchEnd: 'Fin colación',
  checkOut: 'Salida',
};

/** ISO weekdays 1 (Monday) – 7 (Sunday). */
export const WEEKDAY_LABEL: Readonly<Record<number, string>> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

/** Tipo de contrato (art. 159 CT): it sets the unemployment-insurance rates (chile-payroll.md §4). */
export const CONTRACT_TYPES = ['indefinido', 'plazo-fijo'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABEL: Readonly<Record<ContractType, string>> = {
  indefinido: 'Indefinido',
  'plazo-fijo': 'Plazo fijo',
};

/** The pension funds (AFP) a worker may belong to; their commissions are payroll parameters, not labels. */
export const AFPS = ['capital', 'cuprum', 'habitat', 'modelo', 'planvital', 'provida', 'uno'] as const;
export type Afp = (typeof AFPS)[number];
export const AFP_LABEL: Readonly<Record<Afp, string>> = {
  capital: 'Capital',
  cuprum: 'Cuprum',
  habitat: 'Habitat',
  modelo: 'Modelo',
  planvital: 'PlanVital',
  provida: 'Provida',
  uno: 'Uno',
};

/** Salud: the public Fonasa (7%) or a private Isapre, whose plan is priced in UF. */
export const HEALTH_SYSTEMS = ['fonasa', 'isapre'] as const;
export type HealthSystem = (typeof HEALTH_SYSTEMS)[number];
export const HEALTH_SYSTEM_LABEL: Readonly<Record<HealthSystem, string>> = {
  fonasa: 'Fonasa',
  isapre: 'Isapre',
};

/**
 * The Isapre of a member whose salud is an Isapre: the LRE's field 1143 names it by its own code (lre-codes.ts).
 * Only the open Isapres and the best-known closed ones; a closed Isapre not listed reads as `otra`.
 */
export const ISAPRES = [
  'banmedica',
  'colmena',
  'consalud',
  'cruz-blanca',
  'cruz-del-norte',
  'esencial',
  'fundacion',
  'nueva-masvida',
  'vida-tres',
  'otra',
] as const;
export type Isapre = (typeof ISAPRES)[number];
export const ISAPRE_LABEL: Readonly<Record<Isapre, string>> = {
  banmedica: 'Banmédica',
  colmena: 'Colmena Golden Cross',
  consalud: 'Consalud',
  'cruz-blanca': 'Cruz Blanca',
  'cruz-del-norte': 'Cruz del Norte',
  esencial: 'Esencial',
  fundacion: 'Fundación BancoEstado',
  'nueva-masvida': 'Nueva Masvida',
  'vida-tres': 'Vida Tres',
  otra: 'Otra Isapre',
};

/** Caja de Compensación de Asignación Familiar the employer is affiliated with (LRE 1110); none by default. */
export const CCAFS = ['sin-ccaf', 'los-andes', 'la-araucana', 'los-heroes', '18-de-septiembre'] as const;
export type Ccaf = (typeof CCAFS)[number];
export const CCAF_LABEL: Readonly<Record<Ccaf, string>> = {
  'sin-ccaf': 'Sin CCAF',
  'los-andes': 'Los Andes',
  'la-araucana': 'La Araucana',
  'los-heroes': 'Los Héroes',
  '18-de-septiembre': '18 de Septiembre',
};

/** The administrator of the Ley 16.744 work-accident insurance (LRE 1152): the ISL unless the employer joined a mutual. */
export const MUTUALS = ['isl', 'achs', 'mutual-cchc', 'ist'] as const;
export type Mutual = (typeof MUTUALS)[number];
export const MUTUAL_LABEL: Readonly<Record<Mutual, string>> = {
  isl: 'ISL (Instituto de Seguridad Laboral)',
  achs: 'ACHS',
  'mutual-cchc': 'Mutual de Seguridad CChC',
  ist: 'IST',
};

/** The income tax the pay bears (LRE 1170): almost always the impuesto único de segunda categoría. */
export const INCOME_TAX_KINDS = ['segunda-categoria', 'obrero-agricola', 'adicional'] as const;
export type IncomeTaxKind = (typeof INCOME_TAX_KINDS)[number];
export const INCOME_TAX_KIND_LABEL: Readonly<Record<IncomeTaxKind, string>> = {
  'segunda-categoria': 'Impuesto único de 2ª categoría',
  'obrero-agricola': 'Impuesto único obrero agrícola',
  adicional: 'Impuesto adicional (sin domicilio en Chile)',
};

/** Persona con discapacidad or pensionado por invalidez (LRE 1108). */
export const DISABILITY_KINDS = ['no', 'discapacidad', 'pension-invalidez', 'ambas'] as const;
export type DisabilityKind = (typeof DISABILITY_KINDS)[number];
export const DISABILITY_KIND_LABEL: Readonly<Record<DisabilityKind, string>> = {
  no: 'No',
  discapacidad: 'Persona con discapacidad',
  'pension-invalidez': 'Pensionado por invalidez',
  ambas: 'Con discapacidad y pensionado por invalidez',
};

/** A yes or no the file keeps as a choice, so that the people spreadsheet can say it (LRE 1109, 1146). */
export const YES_NO = ['no', 'si'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABEL: Readonly<Record<YesNo, string>> = { no: 'No', si: 'Sí' };

/** Sexo as Previred's archivo de carga asks for it (field 6: M or F). */
export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABEL: Readonly<Record<Sex, string>> = { M: 'Masculino', F: 'Femenino' };

/** Nacionalidad as Previred asks for it (field 7: 0 chilena, 1 extranjera). */
export const NATIONALITIES = ['chilena', 'extranjera'] as const;
export type Nationality = (typeof NATIONALITIES)[number];
export const NATIONALITY_LABEL: Readonly<Record<Nationality, string>> = {
  chilena: 'Chilena',
  extranjera: 'Extranjera',
};

/**
 * Tramo de asignación familiar (Ley 18.987) the IPS or the caja assigned to the worker: A–C pay by carga, D pays
 * nothing (LRE 1114, Previred field 18).
 */
export const FAMILY_ALLOWANCE_TRAMOS = ['A', 'B', 'C', 'D'] as const;
export type FamilyAllowanceTramo = (typeof FAMILY_ALLOWANCE_TRAMOS)[number];
export const FAMILY_ALLOWANCE_TRAMO_LABEL: Readonly<Record<FamilyAllowanceTramo, string>> = {
  A: 'Tramo A',
  B: 'Tramo B',
  C: 'Tramo C',
  D: 'Tramo D (sin asignación)',
};
