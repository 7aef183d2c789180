/**
 * Documents for the rules suite: for each collection a valid stored doc, the data a valid create sends and a
 * harmless update, so that a denied request is denied by the policy and never by bad data.
 */
import { serverTimestamp, where, type QueryConstraint } from 'firebase/firestore';

import type { CollectionName } from '../../src/data/ports/collections';
import { OWNER_FIELD, type PolicyRole, type Scope } from '../../src/data/ports/permission-matrix';

export const TENANT = 'tenant-a';
export const OTHER_TENANT = 'tenant-b';
export const COLLEAGUE = 'colleague-uid';
export const DAY = new Date('2025-06-02T04:00:00.000Z');
const CHECK_IN = new Date('2025-06-02T12:02:00.000Z');

export interface Caller {
  uid: string;
  /** Null for a signed-out visitor. */
  claims: { role: string; tenantId: string } | null;
}

export const CALLERS: Readonly<Record<PolicyRole, Caller>> = {
  unauthenticated: { uid: 'visitor', claims: null },
  employee: { uid: 'employee-uid', claims: { role: 'employee', tenantId: TENANT } },
  admin: { uid: 'admin-uid', claims: { role: 'admin', tenantId: TENANT } },
  superuser: { uid: 'superuser-uid', claims: { role: 'superuser', tenantId: TENANT } },
  unknown: { uid: 'auditor-uid', claims: { role: 'auditor', tenantId: TENANT } },
};

export interface Placement {
  tenantId: string | null;
  /** The uid in the owner field (or the doc id for users). */
  owner: string;
}

/**
 * Where a doc of a scope lives for a caller. Other-tenant docs name the caller as owner, so only the tenant check
 * can deny them; an other-tenant lead is a landing-page lead (no tenant).
 */
export function placement(collection: CollectionName, scope: Scope, uid: string): Placement {
  if (scope === 'other-tenant') return { tenantId: collection === 'leads' ? null : OTHER_TENANT, owner: uid };
  return { tenantId: TENANT, owner: scope === 'own' ? uid : COLLEAGUE };
}

/** Doc id for a row: users docs are keyed by their owner's uid. */
export function docId(collection: CollectionName, place: Placement, label: string): string {
  return collection === 'users' ? place.owner : `${collection}-${label}`;
}

const SETTINGS = {
  alertThresholds: {
    lateEntryMinutes: 15,
    noCheckInMinutes: 15,
    missingCheckOutMinutes: 30,
    earlyLeaveMinutes: 15,
    longBreakMinutes: 60,
  },
  weeklyHourLimit: 44,
  overtimeSurchargePercent: 50,
  workWeek: [1, 2, 3, 4, 5],
  currency: 'CLP',
};

export function validLead(tenantId: string | null): Record<string, unknown> {
  return {
    tenantId,
    name: 'Ana Pérez',
    email: 'ana@almacen.cl',
    company: 'Almacén Don Pepe',
    phone: null,
    employees: 12,
    message: 'Queremos una demostración.',
    status: 'nuevo',
    createdAt: serverTimestamp(),
  };
}

export function attendanceRecord(tenantId: string | null, userId: string): Record<string, unknown> {
  return {
    tenantId,
    userId,
    date: DAY,
    slotIndex: 0,
    checkInTime: CHECK_IN,
    checkOutTime: null,
    lunchStartTime: null,
    lunchEndTime: null,
    source: 'web',
  };
}

/** A valid doc as stored. */
export function storedDoc(
  collection: CollectionName,
  { tenantId, owner }: Placement,
): Record<string, unknown> {
  switch (collection) {
    case 'tenants':
      return {
        tenantId,
        name: 'Panadería',
        timeZone: 'America/Santiago',
        settings: SETTINGS,
        disabled: false,
        createdAt: DAY,
      };
    case 'users':
      return {
        tenantId,
        email: `${owner}@asiste.test`,
        displayName: 'Persona',
        photoURL: null,
        role: 'employee',
        disabled: false,
        rut: null,
        position: 'Panadero',
        department: null,
        hireDate: DAY,
        contractWeeklyHours: 44,
        payKind: 'monthly',
        payAmount: 650000,
        createdAt: DAY,
      };
    case 'shifts':
      return {
        tenantId,
        name: 'Mañana',
        color: '#1976d2',
        timeSlots: [{ startTime: '07:00', endTime: '15:00' }],
        lunchMinutes: 30,
      };
    case 'schedulesConfig':
      return {
        tenantId,
        userId: owner,
        date: DAY,
        timeSlots: [{ startTime: '09:00', endTime: '17:00' }],
        shiftId: null,
      };
    case 'attendance':
      return attendanceRecord(tenantId, owner);
    case 'holidays':
      return { tenantId, date: DAY, name: 'Feriado', irrenunciable: false };
    case 'absences':
      return {
        tenantId,
        userId: owner,
        type: 'vacaciones',
        from: DAY,
        to: DAY,
        status: 'pendiente',
        note: null,
        createdAt: DAY,
      };
    case 'payroll':
      return { tenantId, period: '2025-05', lines: [], status: 'borrador', createdAt: DAY };
    case 'logs':
      return {
        tenantId,
        actorId: owner,
        action: 'shift.create',
        target: null,
        details: null,
        createdAt: DAY,
      };
    case 'leads':
      return { ...validLead(tenantId), createdAt: DAY };
  }
}

/** What a valid create sends (server times where the field-level checks require them). */
export function createdDoc(collection: CollectionName, place: Placement): Record<string, unknown> {
  switch (collection) {
    case 'attendance':
      return { ...attendanceRecord(place.tenantId, place.owner), checkInTime: serverTimestamp() };
    case 'logs':
      return { ...storedDoc('logs', place), createdAt: serverTimestamp() };
    case 'leads':
      return validLead(place.tenantId);
    default:
      return storedDoc(collection, place);
  }
}

/** A harmless update that passes the field-level checks wherever the row allows the update. */
export const UPDATES: Readonly<Record<CollectionName, Record<string, unknown>>> = {
  tenants: { name: 'Panadería Norte' },
  users: { position: 'Maestro panadero' },
  shifts: { name: 'Tarde' },
  schedulesConfig: { shiftId: 'shift-2' },
  // The stored record has a check-in, so starting lunch with the server time is the next valid punch.
  attendance: { lunchStartTime: serverTimestamp() },
  holidays: { name: 'Feriado regional' },
  absences: { status: 'aprobada' },
  payroll: { status: 'cerrado' },
  logs: { details: 'editado' },
  leads: { status: 'contactado' },
};

/** A list query constrained to a scope, the way the app queries: by tenant and, for own docs, by owner. */
export function scopedQuery(collection: CollectionName, scope: Scope, uid: string): QueryConstraint[] {
  const { tenantId } = placement(collection, scope, uid);
  const owner = OWNER_FIELD[collection];
  const byTenant = where('tenantId', '==', tenantId);
  return scope === 'own' && (owner === 'userId' || owner === 'actorId')
    ? [byTenant, where(owner, '==', uid)]
    : [byTenant];
}
