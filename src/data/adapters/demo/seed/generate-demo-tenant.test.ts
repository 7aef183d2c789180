import { COLLECTIONS } from '../../../ports/collections';
import { SERVER_TIME } from '../../../ports/document-store';
import { validateLeadEventCreate } from '../../../policy/lead-write';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '../demo-tenant';
import { DEMO_SEED_VERSION, generateDemoTenant, summarizeDataset, type DemoDataset } from './index';
import { dayKey } from '../../../../domain/calendar/time-zone';
import { ROSTER } from './roster';
import { correctionState } from '../../../../domain/attendance/corrections';
import { isValidRut } from '../../../../domain/chile/rut';
import { DEFAULT_ALERT_THRESHOLDS } from '../../../../domain/settings/tenant-settings';
import {
  validateHolidayWrite,
  validatePatternWrite,
  validateScheduleFields,
  validateShiftWrite,
} from '../../../policy/planning-write';
import { validateStoredAbsence } from '../../../policy/absence-write';
import { validateCorrectionCreate } from '../../../policy/correction-write';
import type { CollectionName } from '../../../ports/collections';
import type { Data } from '../../../policy/verdicts';
import { CORRECTION_PROPOSER } from './corrections';
import { holidayDocId } from '../../../../domain/planning/plan';
import { SHIFT_KEYS } from './shifts';
import { at, DAY_MS, dataset, isStartOfDay, TZ } from './test-support';
import { SCRIPTED_USER_IDS } from './today-scenarios';

describe('generateDemoTenant', () => {
  it('is deterministic for the same (now, seed) and varies with the seed', () => {
    const now = at('2026-06-17', '14:00');
    const a = generateDemoTenant({ now, seed: 7 });
    expect(generateDemoTenant({ now: new Date(now.getTime()), seed: 7 })).toEqual(a);
    expect(generateDemoTenant({ now })).toEqual(generateDemoTenant({ now, seed: 1 }));
    expect(generateDemoTenant({ now, seed: 8 }).attendance).not.toEqual(a.attendance);
    expect(DEMO_SEED_VERSION).toBeGreaterThanOrEqual(1);
  });

  it('keeps a past day identical whatever the hour of generation', () => {
    const morning = dataset(at('2026-06-17', '11:00'));
    const evening = dataset(at('2026-06-17', '17:00'));
    const yesterday = (ds: DemoDataset) => ds.attendance.filter((r) => dayKey(r.date, TZ) === '2026-06-16');
    expect(yesterday(morning).length).toBeGreaterThan(20);
    expect(yesterday(evening)).toEqual(yesterday(morning));
  });

  it('fills every collection with reasonable counts', () => {
    const ds = dataset(at('2026-06-17', '14:00'));
    const summary = summarizeDataset(ds);
    expect(Object.keys(summary).sort()).toEqual([...COLLECTIONS].sort());
    expect(summary.tenants).toBe(1);
    expect(summary.users).toBeGreaterThanOrEqual(38);
    expect(summary.users).toBeLessThanOrEqual(45);
    expect(summary.shifts).toBe(SHIFT_KEYS.length);
    expect(summary.shiftPatterns).toBe(2);
    expect(summary.scheduleDrafts).toBe(0);
    expect(summary.planPublishes).toBe(0);
    expect(summary.schedulesConfig).toBeGreaterThan(1_500);
    expect(summary.attendance).toBeGreaterThan(1_000);
    expect(summary.holidays).toBeGreaterThanOrEqual(16);
    expect(summary.absences).toBeGreaterThanOrEqual(10);
    // Payroll runs are made in /remuneraciones: the demo starts with none.
    expect(summary.payroll).toBe(0);
    expect(summary.payslips).toBe(0);
    expect(summary.logs).toBeGreaterThan(40);
    expect(summary.leads).toBeGreaterThanOrEqual(5);
    for (const name of COLLECTIONS) {
      const ids = ds[name].map((doc) => doc.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const doc of ds[name]) {
        if ('tenantId' in doc && name !== 'leads' && name !== 'leadEvents') {
          expect(doc.tenantId).toBe(DEMO_TENANT.id);
        }
      }
    }
    expect(ds.leads.every((lead) => lead.tenantId === null || lead.tenantId === DEMO_TENANT.id)).toBe(true);
  });

  it('gives every lead past nuevo a timeline the policy accepts, the bakery’s ending in its conversion', () => {
    const now = at('2026-11-18', '09:20');
    const ds = dataset(now);
    const superuser = DEMO_ACCOUNTS.find((account) => account.role === 'superuser')?.uid ?? '';
    for (const lead of ds.leads) {
      const events = ds.leadEvents.filter((event) => event.leadId === lead.id);
      expect(events.length > 0, lead.id).toBe(lead.status !== 'nuevo');
      const moves = events.filter((event) => event.kind === 'status');
      if (moves.length > 0) expect(moves.at(-1)?.to, lead.id).toBe(lead.status);
      for (const event of events) {
        const { id: _id, ...data } = event;
        expect(validateLeadEventCreate(null, { ...data, createdAt: SERVER_TIME }, superuser)).toEqual({
          allow: true,
        });
        expect(event.createdAt.getTime()).toBeGreaterThanOrEqual(lead.createdAt.getTime());
        expect(event.createdAt.getTime()).toBeLessThan(now.getTime());
      }
    }
    const converted = ds.leadEvents.filter((event) => event.kind === 'converted');
    expect(converted).toEqual([
      expect.objectContaining({ leadId: 'lead-la-espiga', tenantId: DEMO_TENANT.id, actorId: superuser }),
    ]);
    expect(converted[0]?.createdAt).toEqual(ds.tenants[0]?.createdAt);
  });

  it('holds four corrections by the admin, one in each state, never Camila Rojas’ nor of yesterday, each logged', () => {
    const now = at('2026-11-18', '09:20');
    const ds = dataset(now);
    expect(ds.corrections.map((c) => correctionState(c, now))).toEqual([
      'consolidated',
      'accepted',
      'objected',
      'pending',
    ]);
    expect(new Set(ds.corrections.map((c) => c.userId)).size).toBe(4);
    for (const correction of ds.corrections) {
      expect(correction.userId).not.toBe('demo-empleado');
      expect(dayKey(correction.date, TZ) < '2026-11-17').toBe(true);
      const record = ds.attendance.find((r) => r.id === correction.attendanceId);
      expect(record?.userId).toBe(correction.userId);
      expect(correction.before).toEqual(
        correction.punch === 'checkIn' ? record?.checkInTime : record?.checkOutTime,
      );
      const actions = ds.logs.filter((log) => log.target === correction.id).map((log) => log.action);
      expect(actions.slice(0, 2)).toEqual(['correction.propose', 'correction.notify']);
    }
  });

  it.each([
    ['a Wednesday morning', at('2026-11-18', '09:20')],
    ['just after midnight on a Monday', at('2026-11-16', '00:30')],
    ['a Sunday afternoon', at('2026-11-22', '16:00')],
    ['after the Fiestas Patrias', at('2026-09-22', '11:00')],
  ])(
    'proposes on %s only corrections the policy takes when proposed (Res. Ex. N° 38 arts. 39 and 41)',
    (_, now) => {
      const ds = dataset(now);
      const docs = new Map<string, Data>();
      for (const collection of ['attendance', 'schedulesConfig', 'holidays'] as const)
        for (const doc of ds[collection])
          docs.set(`${collection}/${doc.id}`, Object.fromEntries(Object.entries(doc)));
      const lookup = (collection: CollectionName, id: string) => docs.get(`${collection}/${id}`) ?? null;
      expect(ds.corrections).toHaveLength(4);
      for (const { id, ...correction } of ds.corrections) {
        const proposed = {
          ...correction,
          status: 'pending',
          createdAt: SERVER_TIME,
          respondedAt: null,
          response: null,
        };
        expect(
          validateCorrectionCreate(null, proposed, CORRECTION_PROPOSER, correction.createdAt, lookup),
          id,
        ).toEqual({ allow: true });
        expect(correction.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    },
  );

  it('describes the demo tenant with the spec defaults', () => {
    const [tenant] = dataset(at('2026-06-17', '14:00')).tenants;
    expect(tenant).toMatchObject({
      id: 'demo',
      tenantId: 'demo',
      name: 'Panadería La Espiga',
      timeZone: TZ,
      disabled: false,
      settings: {
        // The spec's defaults, themselves checked value by value in compute-alerts.test.ts.
        alertThresholds: DEFAULT_ALERT_THRESHOLDS,
        // Ley 21.561: 42 h from 26 April 2026.
        weeklyHourLimit: 42,
        overtimeSurchargePercent: 50,
        workWeek: [1, 2, 3, 4, 5],
        currency: 'CLP',
      },
    });
  });

  it('keeps every demo account as a user of the tenant', () => {
    const users = dataset(at('2026-06-17', '14:00')).users;
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.id === account.uid);
      expect(user).toMatchObject({
        email: account.email,
        role: account.role,
        displayName: account.displayName,
        tenantId: DEMO_TENANT.id,
        disabled: false,
      });
    }
  });

  it('gives users valid unique RUTs, pay at or above the minimum wage and a hire date before the window', () => {
    for (const seed of [1, 2, 3]) {
      const now = at('2026-06-17', '14:00');
      const users = dataset(now, seed).users;
      const ruts = users.map((u) => u.rut ?? '');
      expect(ruts.every((rut) => /^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/.test(rut) && isValidRut(rut))).toBe(true);
      expect(new Set(ruts).size).toBe(users.length);
      for (const user of users) {
        expect(user.payAmount).not.toBeNull();
        if (user.payKind === 'monthly') expect(user.payAmount ?? 0).toBeGreaterThanOrEqual(539_000);
        else expect(user.payAmount ?? 0).toBeGreaterThan(3_000);
        expect(user.hireDate !== null && isStartOfDay(user.hireDate)).toBe(true);
        expect((user.hireDate?.getTime() ?? 0) < now.getTime() - 60 * DAY_MS).toBe(true);
        expect(user.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    const users = dataset(at('2026-06-17', '14:00')).users;
    expect(new Set(users.map((u) => u.department)).size).toBeGreaterThanOrEqual(5);
    expect(users.filter((u) => u.disabled).length).toBeGreaterThanOrEqual(2);
    expect(users.filter((u) => u.role === 'admin').length).toBeGreaterThanOrEqual(2);
    expect(users.filter((u) => u.payKind === 'hourly').length).toBeGreaterThanOrEqual(2);
    expect(new Set(users.map((u) => u.contractWeeklyHours))).toEqual(new Set([42, 40, 30, 20]));
  });

  it('lists the scripted people and shifts that exist', () => {
    const ids = new Set(ROSTER.map((p) => p.id));
    for (const id of SCRIPTED_USER_IDS) expect(ids.has(id), id).toBe(true);
    const shifts = dataset(at('2026-06-17', '14:00')).shifts;
    expect(shifts.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Mañana', 'Tarde', 'Oficina', 'Cortado', 'Nocturno']),
    );
    // `Noche` is left to the planning E2E, which creates its own.
    expect(shifts.map((s) => s.name)).not.toContain('Noche');
    expect(shifts.find((s) => s.name === 'Nocturno')?.timeSlots).toEqual([
      { startTime: '22:00', endTime: '06:00' },
    ]);
    expect(shifts.find((s) => s.name === 'Cortado')?.timeSlots).toHaveLength(2);
  });

  describe('the plan, as the planning rules take it (planning-write.ts)', () => {
    const ds = dataset(at('2026-06-17', '14:00'));
    const pass = { allow: true };

    it('stores shifts, patterns, holidays and schedules a manager could write, under their fixed ids', () => {
      for (const { id: _id, ...shift } of ds.shifts) expect(validateShiftWrite(null, shift)).toEqual(pass);
      for (const { id: _id, ...pattern } of ds.shiftPatterns) {
        expect(validatePatternWrite(null, pattern)).toEqual(pass);
        for (const day of pattern.days) if (day !== '') expect(ds.shifts.map((s) => s.id)).toContain(day);
      }
      expect(ds.shiftPatterns.map((p) => p.name)).toEqual(['5x2 Oficina', '4x4 Nocturno']);
      for (const { id, ...holiday } of ds.holidays) {
        expect(id).toBe(holidayDocId(DEMO_TENANT.id, dayKey(holiday.date, TZ)));
        expect(validateHolidayWrite(null, holiday, id)).toEqual(pass);
      }
      for (const { id, ...entry } of ds.schedulesConfig) {
        expect(validateScheduleFields(null, entry, id), id).toEqual(pass);
        const shift = ds.shifts.find((s) => s.id === entry.shiftId);
        expect(entry.lunchMinutes).toBe(shift?.lunchMinutes);
      }
    });

    it('stores absences with their writer and decision: requests, records, approvals and rejections', () => {
      for (const { id, ...absence } of ds.absences) {
        // The values every manager write must leave.
        expect(validateStoredAbsence(absence), id).toEqual(pass);
        if (absence.status === 'pendiente') {
          expect(absence.decidedBy ?? null).toBeNull();
        } else {
          expect(absence.decidedBy).toBe('demo-admin');
          expect(absence.decidedAt?.getTime()).toBeGreaterThanOrEqual(absence.createdAt.getTime());
        }
        if (absence.status === 'rechazada') expect(absence.decisionNote?.trim()).toBeTruthy();
        if (absence.type === 'licencia médica') expect(absence.createdBy).toBe('demo-admin');
      }
      const requests = ds.absences.filter((a) => a.createdBy === a.userId);
      expect(requests.length).toBeGreaterThanOrEqual(3);
      expect(ds.absences.some((a) => a.createdBy === undefined)).toBe(true);
      expect(ds.absences.find((a) => a.userId === 'demo-empleado')).toMatchObject({
        status: 'pendiente',
        createdBy: 'demo-empleado',
      });
    });

    it('logs the publishes, requests and decisions with the new audit actions', () => {
      const actions = new Set(ds.logs.map((log) => log.action));
      for (const action of ['schedule.publish', 'absence.request', 'absence.approve', 'absence.reject']) {
        expect(actions.has(action), action).toBe(true);
      }
      expect(actions.has('schedule.update')).toBe(false);
      const publish = ds.logs.find((log) => log.action === 'schedule.publish');
      expect(publish?.details).toMatch(
        /^Publicó \d+ turnos de \d+ personas \(\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}\)$/,
      );
    });
  });
});
