/**
 * Typed documents of every collection. Values cross the ports as plain data; timestamps are `Date`.
 * docs/data-model.md documents each field, who reads and writes it, and the indexes it needs.
 * Every document carries `tenantId` except `leads` created from the public landing page before a tenant exists
 * (they carry `tenantId: null`).
 */
import type {
  AbsenceStatus,
  AbsenceType,
  LeadStatus,
  PayKind,
  PayrollStatus,
  Role,
} from '../../domain/labels';
import type { TimeSlot } from '../../domain/schedule/slots';
import type { TenantSettings } from '../../domain/settings/tenant-settings';

export type { AbsenceStatus, AbsenceType, LeadStatus, PayKind, Role, TenantSettings, TimeSlot };

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
  timeZone: string;
  settings: TenantSettings;
  disabled: boolean;
  createdAt: Date;
}

export interface UserDoc {
  tenantId: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  /** Mirror of the custom claim; the claim is authoritative. */
  role: Role;
  disabled: boolean;
  /** Chilean national id, e.g. `12.345.678-5`. */
  rut: string | null;
  position: string | null;
  department: string | null;
  hireDate: Date | null;
  contractWeeklyHours: number | null;
  payKind: PayKind | null;
  /** CLP per month (monthly) or per hour (hourly). */
  payAmount: number | null;
  createdAt: Date;
}

export interface Shift {
  tenantId: string;
  name: string;
  /** CSS colour, e.g. `#1976d2`. */
  color: string;
  timeSlots: TimeSlot[];
  lunchMinutes: number;
}

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
}

export type PunchSource = 'web' | 'admin' | 'import' | 'seed';

export interface AttendanceRecord {
  tenantId: string;
  userId: string;
  /** Start of the day in the tenant's zone. */
  date: Date;
  slotIndex: number;
  checkInTime: Date | null;
  checkOutTime: Date | null;
  lunchStartTime: Date | null;
  lunchEndTime: Date | null;
  /** Device clock at the moment of each punch, kept next to the server time. */
  deviceTimes?: Partial<Record<'checkIn' | 'checkOut' | 'lunchStart' | 'lunchEnd', Date>>;
  source: PunchSource;
  location?: { latitude: number; longitude: number; accuracy: number } | null;
  /** Integrity hash of the punches (receipt verification code). */
  integrityHash?: string | null;
}

export interface Holiday {
  tenantId: string;
  /** Start of the day in the tenant's zone. */
  date: Date;
  name: string;
  /** Chilean "feriado irrenunciable". */
  irrenunciable: boolean;
}

export interface Absence {
  tenantId: string;
  userId: string;
  type: AbsenceType;
  /** First day (start of day, tenant zone). */
  from: Date;
  /** Last day, inclusive (start of day, tenant zone). */
  to: Date;
  status: AbsenceStatus;
  note: string | null;
  createdAt: Date;
}

export interface PayrollLine {
  userId: string;
  baseAmount: number;
  overtimeMinutes: number;
  overtimeAmount: number;
  deductions: number;
  total: number;
}

export interface PayrollRun {
  tenantId: string;
  /** `yyyy-MM`. */
  period: string;
  lines: PayrollLine[];
  status: PayrollStatus;
  createdAt: Date;
}

export interface LogEntry {
  tenantId: string;
  actorId: string;
  action: string;
  target: string | null;
  details: string | null;
  createdAt: Date;
}

export interface Lead {
  tenantId: string | null;
  name: string;
  email: string;
  company: string;
  phone: string | null;
  employees: number | null;
  message: string | null;
  status: LeadStatus;
  createdAt: Date;
}

export interface CollectionMap {
  tenants: Tenant;
  users: UserDoc;
  shifts: Shift;
  schedulesConfig: ScheduleEntry;
  attendance: AttendanceRecord;
  holidays: Holiday;
  absences: Absence;
  payroll: PayrollRun;
  logs: LogEntry;
  leads: Lead;
}

export type CollectionName = keyof CollectionMap;

export const COLLECTIONS: readonly CollectionName[] = [
  'tenants',
  'users',
  'shifts',
  'schedulesConfig',
  'attendance',
  'holidays',
  'absences',
  'payroll',
  'logs',
  'leads',
];
