/** Controls (`valid.*`): what the policy must allow, so that it is not denying everything. */
import { SERVER_TIME } from '../../data/ports/document-store';
import { unscheduledDocId } from '../../domain/attendance/punch-window';
import { attendanceDocId, scheduleDocId } from '../../domain/schedule/day-schedule';
import { defaultTenantSettings } from '../../domain/settings/tenant-settings';
import { minutesFrom, slotStartingAt } from '../attack-scene';
import type { AttackCase } from './types';
import { T1, T2, ACTORS, EMP, FREE, ADMIN } from './actors';
import {
  CREATED,
  scheduleDoc,
  newPunch,
  todayId,
  checkedIn,
  punchedAt,
  unscheduledPunch,
  storedUnscheduled,
  LOCATION,
  validLog,
} from './documents';
import { stamped, holidayDoc, draft, absenceRecord } from './plan-documents';
import {
  list,
  eq,
  set,
  update,
  batch,
  each,
  withSeed,
  laterPunch,
  tenantWithWindow,
  laterToday,
  endedToday,
  windowOf,
} from './requests';

export const VALID: AttackCase[] = [
  {
    id: 'valid.check-in',
    title: 'an employee checks in to today’s slot under its id, with the server time and a location',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) => each(set('attendance', todayId(s), newPunch(s, s.today, { location: LOCATION }))),
  },
  {
    id: 'valid.lunch',
    title: 'an employee starts lunch, adding only that punch’s device time',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) => laterPunch(s, checkedIn(s), 'lunchStart'),
  },
  {
    id: 'valid.check-out',
    title: 'an employee checks out after lunch',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) => laterPunch(s, punchedAt(s, { lunchStart: 40, lunchEnd: 10 }), 'checkOut'),
  },
  {
    id: 'valid.early-check-in',
    title: 'an employee checks in before a slot of today starts, inside the default window (2 h before)',
    actor: ACTORS.employee,
    expected: 'allow',
    // Not 90: on the day a zone skips an hour the window is an hour late (punch-window.ts).
    plan: (s) => {
      const later = laterToday(s, 45);
      return withSeed(
        [scheduleDoc(EMP, later)],
        set('attendance', attendanceDocId(EMP, later.day, 0), newPunch(s, later)),
      );
    },
    recorded: (s) => {
      const later = laterToday(s, 45);
      return { id: attendanceDocId(EMP, later.day, 0), window: windowOf(later), flags: [] };
    },
  },
  {
    id: 'valid.before-window',
    title:
      'an employee checks in before the window opens (the tenant opens it at the start): recorded, flagged Marca fuera de horario',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 arts. 38, 58: never block a marca'],
    plan: (s) => {
      const later = laterToday(s, 180);
      return withSeed(
        [tenantWithWindow({ openBeforeMinutes: 0, closeAfterMinutes: 240 }), scheduleDoc(EMP, later)],
        set('attendance', attendanceDocId(EMP, later.day, 0), newPunch(s, later)),
      );
    },
    recorded: (s) => {
      const later = laterToday(s, 180);
      return {
        id: attendanceDocId(EMP, later.day, 0),
        window: windowOf(later, { openBeforeMinutes: 0, closeAfterMinutes: 240 }),
        flags: ['outsideWindow'],
      };
    },
  },
  {
    id: 'valid.after-window',
    title:
      'an employee checks in after a slot of today ended and its window closed (closes at the end): recorded',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 arts. 38, 58: never block a marca'],
    // No flag asserted: on the day a zone skips an hour the rules' arithmetic closes this window an hour late.
    plan: (s) => {
      const ended = endedToday(s);
      return withSeed(
        [tenantWithWindow({ openBeforeMinutes: 120, closeAfterMinutes: 0 }), scheduleDoc(EMP, ended)],
        set('attendance', attendanceDocId(EMP, ended.day, 0), newPunch(s, ended)),
      );
    },
  },
  {
    id: 'valid.late-sync',
    title:
      'an offline check-in made yesterday reaches the server today: kept in yesterday’s record, flagged Marca sincronizada tarde',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['security review M10', 'Res. Ex. N° 38 arts. 38, 58: never block a marca'],
    plan: (s) =>
      each(
        set(
          'attendance',
          attendanceDocId(EMP, s.yesterday.day, 0),
          newPunch(s, s.yesterday, { deviceTimes: { checkIn: minutesFrom(s.yesterday.dayStart, 720) } }),
        ),
      ),
    recorded: (s) => ({
      id: attendanceDocId(EMP, s.yesterday.day, 0),
      window: windowOf(s.yesterday),
      flags: ['outsideWindow', 'lateSync'],
    }),
  },
  {
    id: 'valid.holiday-punch',
    title: 'an employee without a schedule punches on a holiday: recorded, flagged Marca en feriado',
    actor: ACTORS.free,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 38'],
    plan: (s) =>
      withSeed(
        [holidayDoc(T1, slotStartingAt(s.now, 0))],
        set('attendance', unscheduledDocId(FREE, slotStartingAt(s.now, 0).day), unscheduledPunch(s)),
      ),
    recorded: (s) => ({
      id: unscheduledDocId(FREE, slotStartingAt(s.now, 0).day),
      window: null,
      holiday: true,
      flags: ['holiday'],
    }),
  },
  {
    id: 'valid.absence-punch',
    title: 'an employee checks in during an approved absence: recorded, flagged Marca durante ausencia',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 38'],
    plan: (s) =>
      withSeed(
        [
          {
            collection: 'absences',
            id: 'absence-emp-today',
            data: absenceRecord(s, { userId: EMP, decidedAt: CREATED }),
          },
        ],
        set('attendance', todayId(s), newPunch(s, s.today)),
      ),
    recorded: (s) => ({ id: todayId(s), window: windowOf(s.today), absence: true, flags: ['absence'] }),
  },
  {
    id: 'valid.unscheduled-check-in',
    title: 'an employee without a schedule today opens the day’s one unscheduled record',
    actor: ACTORS.free,
    expected: 'allow',
    plan: (s) =>
      each(
        set(
          'attendance',
          unscheduledDocId(FREE, slotStartingAt(s.now, 0).day),
          unscheduledPunch(s, { location: LOCATION }),
        ),
      ),
  },
  {
    id: 'valid.unscheduled-check-out',
    title: 'an employee checks out of an unscheduled record 3 hours after checking in',
    actor: ACTORS.free,
    expected: 'allow',
    plan: (s) => laterPunch(s, storedUnscheduled(s, 180), 'checkOut'),
  },
  {
    id: 'valid.unscheduled-late-check-out',
    title:
      'an employee checks out of an unscheduled record 17 hours after checking in (no longer closed at 16 h)',
    actor: ACTORS.free,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 arts. 38, 58: never block a marca'],
    plan: (s) => laterPunch(s, storedUnscheduled(s, 17 * 60), 'checkOut'),
  },
  {
    id: 'valid.own-attendance-list',
    title: 'an employee lists the own attendance, constrained to the tenant and the own uid',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: ['R37'],
    plan: () => each(list('attendance', eq('tenantId', T1), eq('userId', EMP))),
  },
  {
    id: 'valid.log',
    title: 'an admin appends a log entry as themselves, stamped by the server',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: () => each(set('logs', 'new-log', validLog({ details: 'x'.repeat(2000) }))),
  },
  {
    id: 'valid.manager-audited-batch',
    title: 'an admin drafts a day and its log entry in one batch (an act the client still logs)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      each(
        batch(
          set('scheduleDrafts', scheduleDocId(EMP, s.tomorrow.day), draft(EMP, s.tomorrow)),
          set('logs', 'new-log', validLog({ actorId: ADMIN, action: 'schedule.draft', target: 'agenda' })),
        ),
      ),
  },
  {
    id: 'valid.punch-window-setting',
    title: 'an admin sets the tenant’s punch window (whole settings map)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: () =>
      each(
        update(
          'tenants',
          T1,
          stamped({
            settings: {
              ...defaultTenantSettings('2026-05-01'),
              punchWindow: { openBeforeMinutes: 60, closeAfterMinutes: 720 },
            },
          }),
        ),
      ),
  },
  {
    id: 'valid.superuser-runs-tenants',
    title: 'a superuser renames another tenant (signed: the server logs it) and lists every tenant',
    actor: ACTORS.superuser,
    expected: 'allow',
    refs: ['R8'],
    plan: () =>
      each(
        update('tenants', T2, { name: 'Otra', updatedBy: ACTORS.superuser.uid, updatedAt: SERVER_TIME }),
        list('tenants'),
      ),
  },
];
