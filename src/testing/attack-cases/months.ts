/** Months of attendance copies: only the server writes them; managers and inspectors read them. */
import { attendanceMonthId, monthOfDay } from '../../domain/attendance/attendance-months';
import type { SeedDoc, AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, EMP } from './actors';
import { CREATED, newPunch, todayId } from './documents';
import { get, list, eq, set, update, remove, withSeed } from './requests';

/** A person's month of copies, as the server writes it. */
function monthCopy(s: AttackScene, tenantId = T1, userId = EMP): SeedDoc {
  const month = monthOfDay(s.today.day);
  return {
    collection: 'attendanceMonths',
    id: attendanceMonthId(tenantId, month, userId),
    data: {
      tenantId,
      userId,
      month,
      schedulesConfig: {},
      attendance: { [todayId(s)]: { ...newPunch(s, s.today), checkInTime: CREATED } },
      corrections: {},
      updatedAt: CREATED,
    },
  };
}

export const MONTHS: AttackCase[] = [
  {
    id: 'valid.month-reads',
    title: 'a manager lists the tenant’s months of attendance and reads one; an inspector reads one',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [monthCopy(s), monthCopy(s, T2, 'emp-2')],
        list('attendanceMonths', eq('tenantId', T1), eq('month', monthOfDay(s.today.day))),
        get('attendanceMonths', monthCopy(s).id),
      ),
  },
  {
    id: 'valid.month-inspector',
    title: 'an inspector reads a month of attendance of the inspected tenant',
    actor: ACTORS.inspector,
    expected: 'allow',
    plan: (s) => withSeed([monthCopy(s)], get('attendanceMonths', monthCopy(s).id)),
  },
  {
    id: 'months.forged',
    title: 'a manager writes, changes or deletes a month of copies (only the server writes them)',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) => {
      const stored = monthCopy(s);
      return withSeed(
        [stored],
        set('attendanceMonths', attendanceMonthId(T1, '2026-01', EMP), { ...stored.data, month: '2026-01' }),
        update('attendanceMonths', stored.id, { attendance: {} }),
        set('attendanceMonths', stored.id, { ...stored.data, corrections: {} }),
        remove('attendanceMonths', stored.id),
      );
    },
  },
  {
    id: 'months.employee',
    title:
      'an employee reads the own month of copies or lists the tenant’s (they read their sources instead)',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthCopy(s)],
        get('attendanceMonths', monthCopy(s).id),
        list('attendanceMonths', eq('tenantId', T1), eq('userId', EMP)),
      ),
  },
  {
    id: 'months.cross-tenant',
    title: 'a manager reads another tenant’s month of copies, or lists them without naming the tenant',
    actor: ACTORS.otherAdmin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthCopy(s)],
        get('attendanceMonths', monthCopy(s).id),
        list('attendanceMonths', eq('tenantId', T1)),
        list('attendanceMonths', eq('month', monthOfDay(s.today.day))),
      ),
  },
];
