/**
 * The history marks a day with the problems of domain/attendance/slot-problems.ts; /alertas computes its alerts
 * with features/alerts/compute-alerts.ts. Both must call the same slot the same thing with the same thresholds.
 * This suite runs both over a grid of punches and moments of one day and compares the names.
 *
 * The one deliberate difference: a slot over with no entry is 'Sin marcas' in a history, while the alerts of
 * that day keep calling it Llegada Tardía.
 */
import { describe, expect, it } from 'vitest';

import { SLOT_PROBLEM_LABEL, slotProblems } from '../../src/domain/attendance/slot-problems';
import { resolveThresholds, type AlertThresholds } from '../../src/domain/settings/tenant-settings';
import { computeAlerts } from '../../src/features/alerts/compute-alerts';

const TZ = 'America/Santiago';
const DAY = '2026-11-18';
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00-03:00`);
const SLOT = { start: at('09:00'), end: at('18:00') };

const ENTRIES = [null, '08:55', '09:15', '09:16', '10:30'];
const LUNCHES: [string | null, string | null][] = [
  [null, null],
  ['13:00', null],
  ['13:00', '14:00'],
  ['13:00', '14:01'],
];
const EXITS = [null, '17:44', '17:45', '18:00', '19:00'];
const MOMENTS = ['09:10', '09:16', '12:00', '17:59', '18:20', '18:31', '23:00'];

interface Case {
  label: string;
  punches: {
    checkInTime: Date | null;
    lunchStartTime: Date | null;
    lunchEndTime: Date | null;
    checkOutTime: Date | null;
  };
  now: Date;
}

/** Every consistent combination whose punches are all before `now`. */
function cases(): Case[] {
  const all: Case[] = [];
  for (const moment of MOMENTS) {
    const now = at(moment);
    for (const entry of ENTRIES) {
      for (const [lunchStart, lunchEnd] of entry === null ? [[null, null] as const] : LUNCHES) {
        for (const exit of entry === null ? [null] : EXITS) {
          if (exit !== null && lunchStart !== null && lunchEnd === null) continue;
          const times = [entry, lunchStart, lunchEnd, exit].filter((t): t is string => t !== null);
          if (times.some((t) => at(t).getTime() > now.getTime())) continue;
          all.push({
            label: `at ${moment}: ${times.join(' ') || 'no punch'}`,
            punches: {
              checkInTime: entry === null ? null : at(entry),
              lunchStartTime: lunchStart === null ? null : at(lunchStart),
              lunchEndTime: lunchEnd === null ? null : at(lunchEnd),
              checkOutTime: exit === null ? null : at(exit),
            },
            now,
          });
        }
      }
    }
  }
  return all;
}

function alertNames(punches: Case['punches'], now: Date, thresholds: AlertThresholds): string[] {
  const alerts = computeAlerts(
    {
      users: [{ id: 'u', displayName: 'Ana' }],
      schedules: [{ userId: 'u', date: at('00:00'), timeSlots: [{ startTime: '09:00', endTime: '18:00' }] }],
      attendance: punches.checkInTime ? [{ userId: 'u', date: at('00:00'), slotIndex: 0, ...punches }] : [],
    },
    { now, timeZone: TZ, thresholds },
  );
  return alerts.map((alert) => alert.type).sort();
}

function historyNames(punches: Case['punches'], now: Date, thresholds: AlertThresholds): string[] {
  const record = punches.checkInTime ? punches : null;
  return slotProblems(record, SLOT, now, thresholds)
    .map((problem) => (problem === 'missed' ? 'Llegada Tardía' : SLOT_PROBLEM_LABEL[problem]))
    .sort();
}

describe('history problems and alerts agree', () => {
  const grid = cases();

  it('covers every kind of problem', () => {
    const seen = new Set(
      grid.flatMap(({ punches, now }) => historyNames(punches, now, resolveThresholds(null))),
    );
    expect([...seen].sort()).toEqual(
      ['Descanso Largo', 'Entrada Tardía', 'Llegada Tardía', 'Salida Faltante', 'Salida Temprana'].sort(),
    );
    expect(grid.length).toBeGreaterThan(100);
  });

  for (const [name, thresholds] of [
    ['default thresholds', resolveThresholds(null)],
    [
      "a tenant's own thresholds",
      resolveThresholds({
        lateEntryMinutes: 0,
        noCheckInMinutes: 60,
        missingCheckOutMinutes: 0,
        earlyLeaveMinutes: 30,
        longBreakMinutes: 45,
      }),
    ],
  ] as const) {
    it(`with ${name}`, () => {
      for (const { label, punches, now } of grid) {
        expect(historyNames(punches, now, thresholds), label).toEqual(alertNames(punches, now, thresholds));
      }
    });
  }
});
