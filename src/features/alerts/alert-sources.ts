import type { DataError, DocumentStore, Query, WithId } from '../../data/ports/document-store';
import type { AlertInput } from './alert-types';

/**
 * spec §7: the alert inputs of one tenant for one day (bounds in the tenant's zone) — active users of roles
 * employee/admin, that day's schedules and attendance.
 */
export function alertQueries(tenantId: string, day: { start: Date; end: Date }) {
  const users: Query<'users'> = {
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'role', op: 'in', value: ['employee', 'admin'] },
      { field: 'disabled', op: '==', value: false },
    ],
  };
  const onDay = <C extends 'schedulesConfig' | 'attendance'>(): Query<C> => ({
    where: [
      { field: 'tenantId', op: '==', value: tenantId },
      { field: 'date', op: '>=', value: day.start },
      { field: 'date', op: '<', value: day.end },
    ] as Query<C>['where'],
  });
  return { users, schedules: onDay<'schedulesConfig'>(), attendance: onDay<'attendance'>() };
}

function toInput(
  users: WithId<{ displayName: string | null; photoURL: string | null }>[],
  schedules: AlertInput['schedules'],
  attendance: AlertInput['attendance'],
): AlertInput {
  return {
    users: users.map((u) => ({ id: u.id, displayName: u.displayName, photoURL: u.photoURL })),
    schedules,
    attendance,
  };
}

/** One-shot read, for a past day. */
export async function loadAlertInput(
  store: DocumentStore,
  tenantId: string,
  day: { start: Date; end: Date },
): Promise<AlertInput> {
  const q = alertQueries(tenantId, day);
  const [users, schedules, attendance] = await Promise.all([
    store.list('users', q.users),
    store.list('schedulesConfig', q.schedules),
    store.list('attendance', q.attendance),
  ]);
  return toInput(users, schedules, attendance);
}

/** Live: calls `onInput` once all three queries have answered, then on every change of any of them. */
export function watchAlertInput(
  store: DocumentStore,
  tenantId: string,
  day: { start: Date; end: Date },
  onInput: (input: AlertInput) => void,
  onError: (error: DataError) => void,
): () => void {
  const q = alertQueries(tenantId, day);
  const latest: {
    users?: WithId<{ displayName: string | null; photoURL: string | null }>[];
    schedules?: AlertInput['schedules'];
    attendance?: AlertInput['attendance'];
  } = {};
  const emit = () => {
    if (latest.users && latest.schedules && latest.attendance) {
      onInput(toInput(latest.users, latest.schedules, latest.attendance));
    }
  };
  const stops = [
    store.watchQuery('users', q.users, {
      next: (docs) => {
        latest.users = docs;
        emit();
      },
      error: onError,
    }),
    store.watchQuery('schedulesConfig', q.schedules, {
      next: (docs) => {
        latest.schedules = docs;
        emit();
      },
      error: onError,
    }),
    store.watchQuery('attendance', q.attendance, {
      next: (docs) => {
        latest.attendance = docs;
        emit();
      },
      error: onError,
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
