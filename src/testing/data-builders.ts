/**
 * Builders of every collection's documents for tests: a valid document of the demo tenant ('demo', zone
 * America/Santiago) with the fields a test is not about filled in; override what the test is about. Days are
 * 'yyyy-MM-dd' keys read in the tenant's zone, times 'HH:MM' on that day.
 */
import { payrollRunId } from '../data/policy/payroll-write';
import { endOfMonthKey } from '../domain/calendar/day-keys';
import { payrollParametersFor } from '../domain/payroll/parameters';
import type { AuthPort, Session } from '../data/ports/auth-port';
import type {
  Absence,
  AttendanceRecord,
  Holiday,
  Lead,
  LeadEvent,
  LogEntry,
  PayrollLine,
  PayrollRun,
  ScheduleEntry,
  Shift,
  Workplace,
  Tenant,
  TimeSlot,
  UserDoc,
} from '../data/ports/collections';
import type { WithId } from '../data/ports/document-store';
import type { WeekTotals } from '../domain/attendance/week-signoff';
import { dayKeyToInstant, wallTimeOnDay } from '../domain/calendar/time-zone';
import { holidayDocId } from '../domain/planning/plan';
import { attendanceDocId, scheduleDocId } from '../domain/schedule/day-schedule';
import { defaultTenantSettings } from '../domain/settings/tenant-settings';

export const TEST_TENANT = 'demo';
export const TEST_ZONE = 'America/Santiago';
const CREATED = new Date('2025-01-01T00:00:00.000Z');

/** Instant of `hhmm` on `day` in the demo tenant's zone (Santiago). */
export function at(day: string, hhmm: string, timeZone = TEST_ZONE): Date {
  return wallTimeOnDay(day, hhmm, timeZone);
}

/** The demo tenant's document as tests need it; override what a test is about. */
export function buildTenant(overrides: Partial<WithId<Tenant>> = {}): WithId<Tenant> {
  return {
    id: TEST_TENANT,
    tenantId: TEST_TENANT,
    name: 'Panadería La Espiga',
    legalName: null,
    taxId: null,
    address: null,
    timeZone: TEST_ZONE,
    settings: defaultTenantSettings('2026-11-18'),
    disabled: false,
    createdAt: CREATED,
    ...overrides,
  };
}

/** Camila Rojas's users document (the demo employee); override what a test is about. */
export function buildUserDoc(overrides: Partial<WithId<UserDoc>> = {}): WithId<UserDoc> {
  return {
    id: 'demo-empleado',
    tenantId: TEST_TENANT,
    email: 'empleado@asiste.demo',
    displayName: 'Camila Rojas',
    photoURL: null,
    role: 'employee',
    disabled: false,
    rut: null,
    position: null,
    department: null,
    hireDate: null,
    contractWeeklyHours: 40,
    payKind: null,
    payAmount: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function buildShift(overrides: Partial<WithId<Shift>> = {}): WithId<Shift> {
  return {
    id: 'shift-oficina',
    tenantId: TEST_TENANT,
    name: 'Oficina',
    color: '#1976d2',
    timeSlots: [{ startTime: '09:00', endTime: '18:00' }],
    lunchMinutes: 60,
    ...overrides,
  };
}

/** A Lugar de trabajo with its full address (Res. Ex. N° 38 art. 13.2–13.3). */
export function buildWorkplace(overrides: Partial<WithId<Workplace>> = {}): WithId<Workplace> {
  return {
    id: 'wp-matriz',
    tenantId: TEST_TENANT,
    name: 'Casa matriz',
    street: 'Av. Providencia',
    number: '1234',
    unit: 'Oficina 501',
    comuna: 'Providencia',
    city: 'Santiago',
    region: 13,
    ...overrides,
  };
}

/** `userId`'s schedule of `day` under its deterministic id. */
export function buildSchedule(
  day: string,
  timeSlots: TimeSlot[] | null = [{ startTime: '09:00', endTime: '18:00' }],
  overrides: Partial<WithId<ScheduleEntry>> = {},
): WithId<ScheduleEntry> {
  const userId = overrides.userId ?? 'demo-empleado';
  return {
    id: scheduleDocId(userId, day),
    tenantId: TEST_TENANT,
    userId,
    date: dayKeyToInstant(day, TEST_ZONE),
    timeSlots,
    shiftId: null,
    ...overrides,
  };
}

/** Punches as 'HH:MM' on the record's day (an overnight exit: pass a Date). */
export interface PunchTimes {
  checkIn?: string | Date | null;
  lunchStart?: string | Date | null;
  lunchEnd?: string | Date | null;
  checkOut?: string | Date | null;
}

/** `userId`'s record of `day`'s slot under its deterministic id, punched at the given times. */
export function buildAttendance(
  day: string,
  slotIndex: number,
  punches: PunchTimes = {},
  overrides: Partial<WithId<AttendanceRecord>> = {},
): WithId<AttendanceRecord> {
  const userId = overrides.userId ?? 'demo-empleado';
  const time = (value: string | Date | null | undefined) =>
    value === undefined || value === null ? null : value instanceof Date ? value : at(day, value);
  return {
    id: attendanceDocId(userId, day, slotIndex),
    tenantId: TEST_TENANT,
    userId,
    date: dayKeyToInstant(day, TEST_ZONE),
    slotIndex,
    checkInTime: time(punches.checkIn),
    lunchStartTime: time(punches.lunchStart),
    lunchEndTime: time(punches.lunchEnd),
    checkOutTime: time(punches.checkOut),
    source: 'web',
    ...overrides,
  };
}

export function buildHoliday(
  day: string,
  name: string,
  overrides: Partial<WithId<Holiday>> = {},
): WithId<Holiday> {
  return {
    // The id the policy takes a new holiday under (holidayDocId).
    id: holidayDocId(overrides.tenantId ?? TEST_TENANT, day),
    tenantId: TEST_TENANT,
    date: dayKeyToInstant(day, TEST_ZONE),
    name,
    irrenunciable: false,
    ...overrides,
  };
}

export function buildAbsence(
  from: string,
  to: string,
  overrides: Partial<WithId<Absence>> = {},
): WithId<Absence> {
  const userId = overrides.userId ?? 'demo-empleado';
  return {
    id: `absence-${userId}-${from}`,
    tenantId: TEST_TENANT,
    userId,
    type: 'vacaciones',
    from: dayKeyToInstant(from, TEST_ZONE),
    to: dayKeyToInstant(to, TEST_ZONE),
    status: 'aprobada',
    note: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function buildPayrollRun(
  period: string,
  overrides: Partial<WithId<PayrollRun>> = {},
): WithId<PayrollRun> {
  const { params, employer } = payrollParametersFor(period);
  return {
    id: payrollRunId(TEST_TENANT, period),
    tenantId: TEST_TENANT,
    period,
    periodEnd: endOfMonthKey(`${period}-01`),
    status: 'borrador',
    params,
    employer,
    lines: [],
    createdBy: 'demo-admin',
    createdAt: CREATED,
    updatedBy: 'demo-admin',
    updatedAt: CREATED,
    closedBy: null,
    closedAt: null,
    ...overrides,
  };
}

/** A run's line of a monthly-paid person with a full file and a month worked without events. */
export function buildPayrollLine(userId: string, overrides: Partial<PayrollLine> = {}): PayrollLine {
  return {
    userId,
    input: {
      baseSalary: 900_000,
      weeklyHours: 42,
      contract: 'indefinido',
      afp: 'habitat',
      health: { kind: 'fonasa' },
      overtimeSeconds: 0,
      unpaidAbsenceDays: 0,
      lateSeconds: 0,
      nonTaxableAllowances: 0,
    },
    basis: {
      workedDays: 21,
      overtimeSeconds: 0,
      unpaidAbsenceDays: 0,
      lateSeconds: 0,
      recordedLateSeconds: 0,
      sickLeaveDays: 0,
    },
    extras: [],
    ...overrides,
  };
}

export function buildLog(overrides: Partial<WithId<LogEntry>> = {}): WithId<LogEntry> {
  return {
    id: 'log-1',
    tenantId: TEST_TENANT,
    actorId: 'demo-admin',
    action: 'tenant.update',
    target: TEST_TENANT,
    details: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function buildLead(overrides: Partial<WithId<Lead>> = {}): WithId<Lead> {
  return {
    id: 'lead-1',
    tenantId: null,
    name: 'Ana Pérez',
    email: 'ana@almacen.cl',
    company: 'Almacén Don Pepe',
    phone: null,
    employees: 12,
    message: null,
    status: 'nuevo',
    createdAt: CREATED,
    ...overrides,
  };
}

/** A lead's timeline entry: lead-1 moved from nuevo to contactado by the demo superuser. */
export function buildLeadEvent(overrides: Partial<WithId<LeadEvent>> = {}): WithId<LeadEvent> {
  return {
    id: 'lead-event-1',
    leadId: 'lead-1',
    kind: 'status',
    from: 'nuevo',
    to: 'contactado',
    text: null,
    tenantId: null,
    actorId: 'demo-super',
    createdAt: CREATED,
    ...overrides,
  };
}

/** For fakes: a method the code under test must not call fails the test loudly. */
export function unexpectedCall(name: string): () => never {
  return () => {
    throw new Error(`unexpected call: ${name}`);
  };
}

/** Camila Rojas signed in with her password (the demo employee's session); override what the test is about. */
export function buildSession(overrides: Partial<Session['user']> = {}): Session {
  return {
    user: {
      uid: 'demo-empleado',
      email: 'empleado@asiste.demo',
      displayName: 'Camila Rojas',
      photoURL: null,
      providers: ['password'],
      ...overrides,
    },
    claims: { role: 'employee', tenantId: TEST_TENANT },
  };
}

/**
 * An AuthPort for screens that never sign in or out: no session changes, no sign-in link; every other method
 * fails the test if called, unless the test overrides it.
 */
export function fakeAuth(overrides: Partial<AuthPort> = {}): AuthPort {
  return {
    capabilities: { google: false, emailLink: false },
    onSessionChange: () => () => undefined,
    checkSession: async () => undefined,
    isSignInLink: () => false,
    signInWithPassword: unexpectedCall('auth.signInWithPassword'),
    signInWithGoogle: unexpectedCall('auth.signInWithGoogle'),
    sendSignInLink: unexpectedCall('auth.sendSignInLink'),
    completeSignInLink: unexpectedCall('auth.completeSignInLink'),
    signInWithToken: unexpectedCall('auth.signInWithToken'),
    signOut: unexpectedCall('auth.signOut'),
    updateProfile: unexpectedCall('auth.updateProfile'),
    changePassword: unexpectedCall('auth.changePassword'),
    authTime: unexpectedCall('auth.authTime'),
    reauthenticate: unexpectedCall('auth.reauthenticate'),
    ...overrides,
  };
}

/** A signed week's totals: five days of 8 hours, nothing else; override what a test is about. */
export function buildWeekTotals(overrides: Partial<WeekTotals> = {}): WeekTotals {
  return {
    daysWorked: 5,
    ordinarySeconds: 144_000,
    overtimeSeconds: 0,
    lateSeconds: 0,
    absences: 0,
    corrections: 0,
    ...overrides,
  };
}
