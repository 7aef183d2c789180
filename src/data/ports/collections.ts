/**
 * Typed documents of every collection. Values cross the ports as plain data; timestamps are `Date`.
 * docs/data-model.md documents each field, who reads and writes it, and the indexes it needs.
 * Every document carries `tenantId` except `leads` created from the public landing page before a tenant exists
 * (they carry `tenantId: null`), their timeline (`leadEvents`, null but for a conversion) and the platform's
 * payroll indicators (`indicators`, always null).
 */
import type { EmployeeFile } from './employee-file-registry';
import type { IndicatorMonth } from './indicator-month';
import type { Lead, LeadEvent } from './lead-docs';
import type {
  AbsenceStatus,
  AbsenceType,
  Afp,
  ContractType,
  HealthSystem,
  LeadStatus,
  PayKind,
  PayrollStatus,
  Role,
  StoredAbsenceType,
} from '../../domain/labels';
import type { OvertimeDecisionStatus } from '../../domain/attendance/overtime';
import type { PunchAction } from '../../domain/attendance/punches';
import type { WeekTotals } from '../../domain/attendance/week-signoff';
import type {
  EmployerCost,
  EmployerCostParams,
  PayrollParams,
  Payslip,
  PayslipExtra,
  PayslipInput,
} from '../../domain/payroll/compute-payslip';
import type { PayrollBasis } from '../../domain/payroll/payroll-draft';
import type { TimeSlot } from '../../domain/schedule/slots';
import type { PublishStatus } from '../../domain/planning/plan';
import type { TenantSettings } from '../../domain/settings/tenant-settings';
import type { WorkplaceAddress } from '../../domain/workplaces/workplaces';
import type { IncidentOrigin } from '../../domain/incidents/incidents';

export type {
  PayrollBasis,
  AbsenceStatus,
  AbsenceType,
  Afp,
  ContractType,
  HealthSystem,
  LeadStatus,
  PayKind,
  Role,
  StoredAbsenceType,
  TenantSettings,
  TimeSlot,
};

export interface Tenant {
  tenantId: string;
  /** The name people know the company by. */
  name: string;
  /** Razón social (punch receipts show it, as Res. Ex. N° 38 asks); missing on tenants created before it. */
  legalName?: string | null;
  /** RUT empresa, `76.086.428-5`. */
  taxId?: string | null;
  /** Dirección. */
  address?: string | null;
  /**
   * The resolution of the Dirección del Trabajo authorising an exceptional distribution of the jornada (art. 38
   * CT), as the company writes it, e.g. `Res. Ex. N° 1234 del 05/03/2025`: every punch receipt prints it
   * (`Resolución DEJ`, Res. Ex. N° 38 art. 13). Missing or null: the company has none, and nothing is printed.
   */
  dejResolution?: string | null;
  timeZone: string;
  settings: TenantSettings;
  /**
   * The last day of the closed periods (`yyyy-MM-dd` in the tenant zone): attendance, corrections, plans,
   * absences and overtime decisions of a day up to it are never written (period-close.ts). Missing or null:
   * nothing closed. Managers write it with its stamp (below), from which the server logs `period.close` or
   * `period.reopen` (src/server/audit/audit-server.ts).
   */
  closedThrough?: string | null;
  /** Who last closed or reopened a period (the rules: the caller); missing before the first close. */
  periodChangedBy?: string | null;
  /** When (the server time). */
  periodChangedAt?: Date | null;
  /** A reopening's reason; null for a close. */
  periodReason?: string | null;
  /**
   * Who last saved /configuracion (the caller) and when (server time): the server logs `tenant.update` from them
   * (src/server/audit/audit-tenant-acts.ts). Missing before the first save.
   */
  updatedBy?: string;
  updatedAt?: Date;
  disabled: boolean;
  createdAt: Date;
}

/**
 * The employee file: the users-doc fields a manager edits from /empleados (the manager field whitelist of
 * firestore.rules and write-validators.ts), as the registry (employee-file-registry.ts) lists them. A field
 * added after the first version may be missing on a doc written before it existed.
 */
export type { EmployeeFile } from './employee-file-registry';
export { EMPLOYEE_FILE_FIELDS } from './employee-file-registry';

export interface UserDoc extends EmployeeFile {
  tenantId: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  /** Mirror of the custom claim; the claim is authoritative. Written by AdminPort only. */
  role: Role;
  /** Mirror of the Auth account's state; the rules deny every request of a disabled user. AdminPort only. */
  disabled: boolean;
  /**
   * When AdminPort last revoked this person's sessions (disable, role change): the rules deny a token whose
   * `auth_time` is not after it, so an ID token up to an hour old stops working at once. AdminPort only.
   */
  tokensRevokedAt?: Date | null;
  createdAt: Date;
}

/** A shift template (Turnos, /turnos). Limits: `SHIFT_LIMITS` (domain/planning/plan.ts). */
export interface Shift {
  tenantId: string;
  /** Unique among the tenant's shifts that are not archived (case and accents ignored), ≤ 60 characters. */
  name: string;
  /** `#rrggbb`. */
  color: string;
  /** 1–4 slots; an end at or before its start ends the next day; never start = end. */
  timeSlots: TimeSlot[];
  /** Colación, whole minutes 0–240, not counted as worked time. */
  lunchMinutes: number;
  /**
   * A deleted shift that schedules, drafts or patterns still name: hidden from new assignments, kept so they
   * keep their colour and name. Missing = false.
   */
  archived?: boolean;
  /** The manager who last wrote it (the caller) and when (server time): the server logs the act from them. */
  updatedBy?: string;
  updatedAt?: Date;
}

/**
 * A person's PUBLISHED plan for one day: only at `scheduleDocId(userId, day)` with `date` = the start of that day
 * in the tenant's zone (the punch rules read that id). Written by publishing (/agenda), never edited in place.
 */
export interface ScheduleEntry {
  tenantId: string;
  userId: string;
  /** Start of the day in the tenant's zone. */
  date: Date;
  timeSlots: TimeSlot[] | null;
  /** Fallback single slot (spec §3); default 09:00–17:00. */
  startTime?: string | null;
  endTime?: string | null;
  shiftId: string | null;
  /** Colación of the day, whole minutes (the shift's when published); missing on older documents = 0. */
  lunchMinutes?: number | null;
  /** The publish that wrote it (`planPublishes`), which a manager's write must name; none on the server's own. */
  publishId?: string;
}

/**
 * An unpublished change to one person's plan of one day (/agenda), managers only; employees never read it.
 * Id `scheduleDocId(userId, day)`, like the schedule it will replace. Publishing writes the schedule (or
 * deletes it when `timeSlots` is null: a day off) and deletes the draft in the same batch.
 */
export interface ScheduleDraft {
  tenantId: string;
  userId: string;
  /** Start of the day in the tenant's zone. */
  date: Date;
  /** The day's new slots (1–4), or null: no shift that day. */
  timeSlots: TimeSlot[] | null;
  shiftId: string | null;
  /** Whole minutes 0–240 (0 with no shift). */
  lunchMinutes: number;
  /** The manager who drafted it (the caller). */
  updatedBy: string;
  /** Server time. */
  updatedAt: Date;
}

/** A rotation (Patrones, /turnos): a named cycle of shifts and days off applied from a start date. */
export interface ShiftPattern {
  tenantId: string;
  /** ≤ 60 characters. */
  name: string;
  /** The cycle, day by day: a shift id, or '' for a day off; 1–28 days (`PATTERN_MAX_DAYS`). */
  days: string[];
  /** The manager who last wrote it (the caller) and when (server time): the server logs the act from them. */
  updatedBy?: string;
  updatedAt?: Date;
}

/** One publish of /agenda (`Publicar N turnos`): its history, and what the e-mail trigger reads. Append-only. */
export interface PlanPublish {
  tenantId: string;
  /** The caller. */
  publishedBy: string;
  /** Server time. */
  publishedAt: Date;
  /** Person-days published (schedules written or removed), 1–100,000. */
  count: number;
  /** The people whose plan changed, each e-mailed once; at most 5,000 uids. */
  userIds: string[];
  /** First and last day changed, `yyyy-MM-dd`. */
  from: string;
  to: string;
  /** Why a past or running day changed (required then), ≤ 500 characters; else null. */
  reason: string | null;
  /** `en curso` from its first batch to its last, then `publicada` (PUBLISH_STATUSES; none stored: publicada). */
  status: PublishStatus;
  /** The UTC day of `publishedAt`, `yyyy-MM-dd`: the server finds a day's publishes by it. */
  utcDay: string;
}

export type PunchSource = 'web' | 'admin' | 'import' | 'seed';

/** The four punches of a slot (domain/attendance/punches.ts). */
export type PunchKind = PunchAction;

/** Where a punch was made, as the device reported it (degrees, metres). */
export interface PunchLocation {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/**
 * The server's signature of one punch (domain/attendance/receipt-code.ts): the verification code printed on its
 * receipt and checked at /verificar. Written by the server only (the signing function, the demo's signer).
 */
export interface PunchReceipt {
  /** `XXXX-XXXX-XXXX-XXXX` (Crockford base32). */
  code: string;
  signedAt: Date;
}

/**
 * One slot of one person's day. The punch invariants (docs/data-model.md, domain/attendance/punch-window.ts):
 * an employee creates only the own record of a slot of the own schedule of that day under its deterministic id
 * (or the day's one unscheduled record), inside the slot's punch window, starting with the check-in; each punch
 * field is set once, in order, with the server time; nothing changes after check-out; `source` never changes.
 */
export interface AttendanceRecord {
  tenantId: string;
  userId: string;
  /** Start of the day in the tenant's zone (for a scheduled slot, the schedule document's `date`). */
  date: Date;
  /** Index into the day's schedule slots; 0 for an unscheduled record. */
  slotIndex: number;
  /** A Turno No Programado: no schedule that day; id `unscheduledDocId(uid, day)`; never matched to a slot. */
  unscheduled?: boolean;
  checkInTime: Date | null;
  checkOutTime: Date | null;
  lunchStartTime: Date | null;
  lunchEndTime: Date | null;
  /** Device clock at the moment of each punch, written with that punch only, kept next to the server time. */
  deviceTimes?: Partial<Record<PunchKind, Date>>;
  source: PunchSource;
  /** Where the check-in was made; written only with the check-in (the record's creation). */
  location?: PunchLocation | null;
  /** The server's signature of each punch, by kind: written by the server only. */
  receipts?: Partial<Record<PunchKind, PunchReceipt>>;
}

/** A correction of an attendance slot: what it sets, and where the worker stands on it. */
export type CorrectionKind = 'punch' | 'justify';

/** `pending` until the worker answers or the objection window passes (domain/attendance/corrections.ts). */
export type CorrectionStatus = 'pending' | 'accepted' | 'objected' | 'withdrawn' | 'answered';

/**
 * A manager's proposed correction of one slot of one person's day (Res. Ex. N° 38 arts. 39–41): the attendance
 * record is never rewritten; reports and payroll read the record through its effective corrections (accepted, or
 * left unanswered past `objectionHours`). Created `pending` by a manager; the worker accepts or objects before the
 * deadline; a manager withdraws a pending one or answers an objection. Never deleted.
 */
export interface AttendanceCorrection {
  tenantId: string;
  /** The worker whose attendance is corrected. */
  userId: string;
  /** Start of the corrected day in the tenant's zone (that day's schedule `date`). */
  date: Date;
  /** The slot of that day; 0 for the day's unscheduled record. */
  slotIndex: number;
  /** The record corrected (`attendanceDocId` or `unscheduledDocId`); it may not exist (a missed slot). */
  attendanceId: string;
  kind: CorrectionKind;
  /** 'punch' only: which punch; null for 'justify'. */
  punch: PunchKind | null;
  /** 'punch' only: the recorded time when proposed (null: the punch was missing). */
  before: Date | null;
  /** 'punch' only: the proposed time. */
  after: Date | null;
  /** Why, for the worker and the inspector: 3–500 characters. */
  reason: string;
  /** Hours the worker has to object, from `createdAt` (tenant setting when proposed; 1–168). */
  objectionHours: number;
  status: CorrectionStatus;
  createdBy: string;
  createdAt: Date;
  respondedAt: Date | null;
  /** The worker's comment: required to object. */
  response: string | null;
  /** The manager who withdrew it or answered the objection. */
  answeredBy: string | null;
  answeredAt: Date | null;
  answer: string | null;
}

/**
 * A written overtime agreement (pacto de horas extras, art. 32 CT) of a person: the days it covers, less than
 * three months (`isValidAgreementSpan`). Created by a manager; never deleted (a record): one recorded
 * by mistake is voided once, with a reason, and covers no day from then on.
 */
export interface OvertimeAgreement {
  tenantId: string;
  userId: string;
  /** First and last day covered, `yyyy-MM-dd` in the tenant zone. */
  from: string;
  to: string;
  note: string | null;
  createdBy: string;
  createdAt: Date;
  /** Set together, once, when a manager voids it (`Anular`): who, the server time, and why (1–500). */
  voidedBy?: string;
  voidedAt?: Date;
  voidReason?: string;
}

/**
 * A manager's decision on a person's overtime of one day, at `overtimeDecisionId(userId, day)`: pre-authorised
 * before the day (up to `seconds`), approved (`seconds` of the `computedSeconds` the attendance showed) or
 * rejected (0). Payroll pays the approved seconds (Res. Ex. N° 38 art. 44: nothing rounded to the minute). Decided again by overwriting; never deleted.
 */
export interface OvertimeDecision {
  tenantId: string;
  userId: string;
  /** The day, `yyyy-MM-dd` in the tenant zone. */
  day: string;
  status: OvertimeDecisionStatus;
  /** Overtime the attendance showed when decided (0 for a pre-authorisation). */
  computedSeconds: number;
  /** Seconds authorised or approved; 0 when rejected. */
  seconds: number;
  note: string | null;
  decidedBy: string;
  decidedAt: Date;
}

/**
 * A worker's signature of the totals of an ended week (Monday–Sunday in the tenant zone), or an objection with a
 * comment, at `weekSignatureId(userId, week, seq)` (week-signoff.ts). Written once by the worker; `seq` > 1 is
 * an addendum, due when the week's totals changed after the last signature. The server adds `code` (an HMAC over
 * what was signed, src/server/receipts/week-signing.ts).
 */
export interface WeekSignature {
  tenantId: string;
  userId: string;
  /** The week's Monday, `yyyy-MM-dd`. */
  week: string;
  seq: number;
  status: 'signed' | 'objected';
  totals: WeekTotals;
  /** The objection's comment; null for a signature. */
  comment: string | null;
  signedAt: Date;
  /** `XXXX-XXXX-XXXX-XXXX`, written by the server; null until then. */
  code: string | null;
  /**
   * The week's totals as the records give them, written by the server with the code (recorded-week-totals.ts):
   * `totals` is the worker's claim. Missing until signed (and on signatures from before); null when the week
   * could not be placed.
   */
  recordedTotals?: WeekTotals | null;
}

/**
 * A Lugar de trabajo (src/domain/workplaces/workplaces.ts): a name and the full address the receipt prints
 * (Res. Ex. N° 38 art. 13.2–13.3). Managers write it, signed like a shift; archived, never deleted (the records of
 * five years name it).
 */
export interface Workplace extends WorkplaceAddress {
  tenantId: string;
  archived?: boolean;
  /** The manager who last wrote it (the caller) and when (server time): the server logs the act from them. */
  updatedBy?: string;
  updatedAt?: Date;
}

/**
 * A technical incident (Res. Ex. N° 38 art. 27 f, src/domain/incidents/incidents.ts): a stop of the system in whole
 * or in part, with its start, end (null while it lasts) and description. `tenantId` null: the whole platform, read
 * by every company's managers and inspectors; else the one company it touched. A superuser records one by hand
 * (`origin: 'manual'`, signed like a shift) and later sets its end or fixes the description; the server records
 * what it detects (`origin: 'sistema'`, src/server/incidents/record-incident.ts). Never deleted.
 */
export interface Incident {
  tenantId: string | null;
  start: Date;
  end: Date | null;
  description: string;
  origin: IncidentOrigin;
  /** The superuser who recorded it, or `sistema`. */
  createdBy: string;
  createdAt: Date;
  /** The last writer (the caller) and when (server time): the server logs the act from them. */
  updatedBy?: string;
  updatedAt?: Date;
  /** The server's detector that opened it (origin `sistema` only). */
  detector?: string;
}

export interface Holiday {
  tenantId: string;
  /** Start of the day in the tenant's zone. */
  date: Date;
  name: string;
  /** Chilean "feriado irrenunciable". */
  irrenunciable: boolean;
  /** The manager who last wrote it (the caller) and when (server time): the server logs the act from them. */
  updatedBy?: string;
  updatedAt?: Date;
}

/**
 * An absence (Ausencias): recorded by a manager (created `aprobada`), or requested by the employee (created
 * `pendiente`, own, a requestable type) and decided by a manager. Read the type through `absenceTypeOf`.
 */
export interface Absence {
  tenantId: string;
  userId: string;
  type: StoredAbsenceType;
  /** First day (start of day, tenant zone). */
  from: Date;
  /** Last day, inclusive (start of day, tenant zone); `from` ≤ `to`, at most 366 days. */
  to: Date;
  status: AbsenceStatus;
  /** ≤ 500 characters. */
  note: string | null;
  /** Name of a supporting document (e.g. the licencia's file name), ≤ 200; its file is at `attachmentPath`. */
  attachmentName?: string | null;
  /** A licencia médica's folio (digits, ≤ 20), as the employee reported it; missing on other absences. */
  folio?: string | null;
  /**
   * Where a licencia's document is stored (Storage, the person's own folder: absenceAttachmentPath); missing on
   * other absences and on a manager's record.
   */
  attachmentPath?: string | null;
  /** Server time. */
  createdAt: Date;
  /** Who created it (the employee for a request; the manager for a record); missing on older documents. */
  createdBy?: string | null;
  /** The manager who approved or rejected it, when, and why (required for a rejection, ≤ 500). */
  decidedBy?: string | null;
  decidedAt?: Date | null;
  decisionNote?: string | null;
}

/** A one-off line a manager adds to a person's month: a bonus (imponible), an advance or a loan installment. */
export type PayrollExtra = PayslipExtra;

/** One person's line of a draft run: the engine's input, where it came from, and the extras. */
export interface PayrollLine {
  userId: string;
  input: PayslipInput;
  basis: PayrollBasis;
  extras: PayrollExtra[];
}

/**
 * A person with a contract in the month whom a manager left out of a run (`Excluir de esta remuneración`): the file
 * lacks data and the month is paid elsewhere or later. Written by the caller, now (src/data/policy/payroll-write.ts).
 */
export interface PayrollExclusion {
  /** Why, 5–300 characters (PAYROLL_LIMITS); the close dialog repeats it. */
  reason: string;
  /** The manager who excluded the person, and when (server time). */
  by: string;
  at: Date;
}

/**
 * A month's payroll run (Remuneraciones) at `payrollRunId(tenantId, period)`: a draft (`borrador`) until a manager
 * closes it, which needs the month's attendance closed; closed, it never changes (src/data/policy/payroll-write.ts).
 * Its lines hold no computed amounts: the payslips are computed from them and `params` (computePayslip).
 */
export interface PayrollRun {
  tenantId: string;
  /** `yyyy-MM`. */
  period: string;
  /** The month's last day, `yyyy-MM-dd`. */
  periodEnd: string;
  status: PayrollStatus;
  /** The period's parameters, pre-filled from the versioned table and editable in a draft. */
  params: PayrollParams;
  employer: EmployerCostParams;
  lines: PayrollLine[];
  /**
   * The people of the month left out of the run, by uid, with the manager's reason; a write adds, changes or
   * removes at most one. Absent on runs drafted before it existed.
   */
  exclusions?: Record<string, PayrollExclusion>;
  /**
   * The last day counted of a run of the month in course (`yyyy-MM-dd`, domain/payroll/cutoff.ts); the days after
   * it are projected from the schedules and reconciled by the next month's run. Null or absent: the whole month.
   */
  cutoffDay?: string | null;
  createdBy: string;
  createdAt: Date;
  updatedBy: string;
  updatedAt: Date;
  closedBy: string | null;
  closedAt: Date | null;
}

/**
 * A person's closed payslip at `payslipId(runId, userId)`: written when its run closes, never changed or deleted;
 * the worker reads the own (`Mis liquidaciones`), managers the tenant's.
 */
export interface PayslipDoc {
  tenantId: string;
  runId: string;
  period: string;
  periodEnd: string;
  userId: string;
  input: PayslipInput;
  basis: PayrollBasis;
  extras: PayrollExtra[];
  payslip: Payslip;
  employerCost: EmployerCost;
  closedBy: string;
  closedAt: Date;
}

export interface LogEntry {
  tenantId: string;
  actorId: string;
  action: string;
  target: string | null;
  details: string | null;
  createdAt: Date;
}

/**
 * One person's month of attendance in one document: exact copies of that person's schedules,
 * attendance records and corrections whose day falls in the month (tenant zone), keyed by their ids, so a month's
 * report reads one document per person instead of one per person and day. Written only by the server (the
 * `sync…Month` triggers, functions/src/month-trigger.ts; in the demo, the same service on each commit): a copy
 * follows its source a moment later. A source that left the month (deleted, or moved to another person or month) stays as `null`.
 * Id: attendanceMonthId(tenantId, month, userId).
 */
export interface AttendanceMonth {
  tenantId: string;
  userId: string;
  /** 'yyyy-MM', tenant zone. */
  month: string;
  schedulesConfig: Record<string, ScheduleEntry | null>;
  attendance: Record<string, AttendanceRecord | null>;
  corrections: Record<string, AttendanceCorrection | null>;
  /** Server time of the last change. */
  updatedAt: Date;
}

/** A published shift as a change of the plan records it: its slots and colación. */
export interface ShiftExtent {
  timeSlots: TimeSlot[];
  /** Whole minutes. */
  lunchMinutes: number;
}

/**
 * One change of a person's published plan of one day (Res. Ex. N° 38 art. 27 d, report d): written only by the
 * server, from the schedule's document before and after the write as the audit trigger sees them
 * (src/server/planning/schedule-changes.ts), so no client can forge or skip one; never changed. A day's first
 * assignment is no change: recorded only when the day had a published shift, or had one removed before.
 * Id `<scheduleId>_<publishId>`, or `<scheduleId>_delete-<publishId of the removed version | server>` for a
 * schedule removed outside a publish.
 */
export interface ScheduleChange {
  tenantId: string;
  userId: string;
  /** The schedule's id (`scheduleDocId(userId, day)`): the person-day. */
  scheduleId: string;
  /** Start of the day in the tenant's zone, as the schedule's. */
  date: Date;
  /** The shift the day had and when it was assigned (its publish's `publishedAt`; null: unknown), or null: none. */
  before: (ShiftExtent & { assignedAt: Date | null }) | null;
  /** The new shift, or null: removed (a day off). */
  after: ShiftExtent | null;
  /** The publish that made it (its e-mail notified the worker), or null: removed outside a publish. */
  publishId: string | null;
  /** The publish's `publishedAt`, when the worker was e-mailed; null outside a publish. */
  notifiedAt: Date | null;
  /** The publisher, or `Sistema` (SYSTEM_ACTOR) for a removal outside a publish. */
  changedBy: string;
  /** The publish's reason (required for a past or running day), or null. */
  reason: string | null;
  /** Server time of the record. */
  recordedAt: Date;
}

export type { IndicatorMonth } from './indicator-month';
export type { Lead, LeadEvent, LeadEventKind } from './lead-docs';

export interface CollectionMap {
  tenants: Tenant;
  users: UserDoc;
  shifts: Shift;
  shiftPatterns: ShiftPattern;
  schedulesConfig: ScheduleEntry;
  scheduleDrafts: ScheduleDraft;
  planPublishes: PlanPublish;
  scheduleChanges: ScheduleChange;
  attendance: AttendanceRecord;
  corrections: AttendanceCorrection;
  overtimeAgreements: OvertimeAgreement;
  overtimeDecisions: OvertimeDecision;
  weekSignatures: WeekSignature;
  holidays: Holiday;
  workplaces: Workplace;
  incidents: Incident;
  absences: Absence;
  payroll: PayrollRun;
  payslips: PayslipDoc;
  logs: LogEntry;
  leads: Lead;
  leadEvents: LeadEvent;
  attendanceMonths: AttendanceMonth;
  indicators: IndicatorMonth;
}

export type CollectionName = keyof CollectionMap;

export const COLLECTIONS: readonly CollectionName[] = [
  'tenants',
  'users',
  'shifts',
  'shiftPatterns',
  'schedulesConfig',
  'scheduleDrafts',
  'planPublishes',
  'scheduleChanges',
  'attendance',
  'corrections',
  'overtimeAgreements',
  'overtimeDecisions',
  'weekSignatures',
  'holidays',
  'workplaces',
  'incidents',
  'absences',
  'payroll',
  'payslips',
  'logs',
  'leads',
  'leadEvents',
  'attendanceMonths',
  'indicators',
];
