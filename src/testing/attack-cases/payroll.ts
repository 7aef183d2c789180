import { payrollRunId, payslipId } from '../../data/policy/payroll-write';
import { SERVER_TIME } from '../../data/ports/document-store';
import { addDaysToKey, addMonthsToKey, endOfMonthKey } from '../../domain/calendar/day-keys';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import type { SeedDoc, AttackCase, AttackScene } from './types';
import { T1, T2, ACTORS, EMP, COLLEAGUE, ADMIN } from './actors';
import { CREATED, validLog } from './documents';
import { get, list, eq, set, update, remove, batch, each, withSeed } from './requests';
import { adminLog } from './planning';
import { closedThrough } from './periods';

/**
 * Payroll (and "payroll reads the closed period"): managers draft a month's run and close it once the
 * month's attendance is closed, writing each person's payslip; a closed run and a payslip never change and are
 * never deleted; the worker reads only the own payslips, never a run.
 */
const payrollMonth = (s: AttackScene) => addMonthsToKey(s.today.day, -1).slice(0, 7);
const payrollEnd = (s: AttackScene) => endOfMonthKey(`${payrollMonth(s)}-01`);
const runId = (s: AttackScene, tenantId = T1) => payrollRunId(tenantId, payrollMonth(s));
const slipId = (s: AttackScene, uid = EMP) => payslipId(runId(s), uid);

function payrollRun(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { params, employer } = payrollParametersFor(payrollMonth(s));
  return {
    tenantId: T1,
    period: payrollMonth(s),
    periodEnd: payrollEnd(s),
    status: 'borrador',
    params,
    employer,
    lines: [{ userId: EMP, input: { baseSalary: 900_000 }, basis: { workedDays: 20 }, extras: [] }],
    createdBy: ADMIN,
    createdAt: SERVER_TIME,
    updatedBy: ADMIN,
    updatedAt: SERVER_TIME,
    closedBy: null,
    closedAt: null,
    ...extra,
  };
}

function payslipOf(s: AttackScene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: T1,
    runId: runId(s),
    period: payrollMonth(s),
    periodEnd: payrollEnd(s),
    userId: EMP,
    input: { baseSalary: 900_000 },
    basis: { workedDays: 20 },
    extras: [],
    payslip: { netPay: 750_000 },
    employerCost: { total: 60_000 },
    closedBy: ADMIN,
    closedAt: SERVER_TIME,
    ...extra,
  };
}

const storedRun = (s: AttackScene, extra: Record<string, unknown> = {}): SeedDoc => ({
  collection: 'payroll',
  id: runId(s),
  data: { ...payrollRun(s), createdAt: CREATED, updatedAt: CREATED, ...extra },
});
const closedRun = (s: AttackScene): SeedDoc =>
  storedRun(s, { status: 'cerrado', closedBy: ADMIN, closedAt: CREATED });
const storedPayslip = (s: AttackScene, uid = EMP): SeedDoc => ({
  collection: 'payslips',
  id: slipId(s, uid),
  data: { ...payslipOf(s, { userId: uid }), closedAt: CREATED },
});
const monthClosed = (s: AttackScene) => closedThrough(payrollEnd(s));

/** A person of the month left out of the run, by the admin: stored (`at`: CREATED) or written now. */
const EXCLUSION_REASON = 'Se paga por honorarios este mes';
const storedExclusion = { reason: EXCLUSION_REASON, by: ADMIN, at: CREATED };
const exclusionNow = (extra: Record<string, unknown> = {}) => ({
  reason: 'Trabaja en otra razón social',
  by: ADMIN,
  at: SERVER_TIME,
  ...extra,
});
/** The merge the client writes for one exclusion (excludeFromPayrollRun). */
const excluding = (s: AttackScene, exclusions: Record<string, unknown>) =>
  set('payroll', runId(s), { exclusions, updatedBy: ADMIN, updatedAt: SERVER_TIME }, true);
const closing = { status: 'cerrado', closedBy: ADMIN, closedAt: SERVER_TIME, updatedAt: SERVER_TIME };

export const PAYROLL: AttackCase[] = [
  {
    id: 'valid.payroll-draft-and-close',
    title:
      'an admin drafts last month’s run, edits it, and closes it once the month is closed, each signed (the server logs each act and issues the payslips)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [monthClosed(s)],
        set('payroll', runId(s), payrollRun(s)),
        update('payroll', runId(s), { lines: [], updatedAt: SERVER_TIME }),
        update('payroll', runId(s), closing),
      ),
  },
  {
    id: 'payroll.payslip-forged',
    title:
      'an admin writes a payslip for a closed month: for someone outside the run, for a member with other figures, or in the closing batch itself (security review M2)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['M2'],
    plan: (s) =>
      withSeed(
        [storedRun(s), monthClosed(s)],
        set('payslips', slipId(s, 'ghost'), payslipOf(s, { userId: 'ghost' })),
        set('payslips', slipId(s), payslipOf(s, { payslip: { netPay: -1 } })),
        set('payslips', slipId(s), payslipOf(s)),
        batch(set('payslips', slipId(s), payslipOf(s)), update('payroll', runId(s), closing)),
      ),
  },
  {
    id: 'log.client-payroll',
    title:
      'an admin appends, as themselves, the entry of a payroll act (a draft created, recalculated or edited, a run closed), which the server logs from the run: an act could then go unlogged or be told otherwise (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: (s) =>
      withSeed(
        [storedRun(s)],
        set('logs', 'new-log', validLog({ action: 'payroll.create', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.recalculate', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.update', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.close', target: runId(s) })),
        set('logs', 'new-log', validLog({ action: 'payroll.delete', target: runId(s) })),
        batch(
          update('payroll', runId(s), { lines: [], updatedAt: SERVER_TIME }),
          adminLog('payroll.update', runId(s)),
        ),
      ),
  },
  {
    id: 'valid.payroll-exclusion',
    title:
      'an admin excludes a person of the month from a draft with a reason, signed now (one exclusion per write; the others stay as stored)',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedRun(s, { exclusions: { 'emp-2': storedExclusion } })],
        excluding(s, { 'emp-3': exclusionNow() }),
      ),
  },
  {
    id: 'payroll.exclusion-forged',
    title:
      'an admin writes an exclusion signed by someone else, at another time, with a short, blank or long reason or an unknown field, two at once, a copy of another person’s, or exclusions that are not a map',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedRun(s, { exclusions: { 'emp-2': storedExclusion } })],
        excluding(s, { 'emp-3': exclusionNow({ by: COLLEAGUE }) }),
        excluding(s, { 'emp-3': exclusionNow({ at: CREATED }) }),
        excluding(s, { 'emp-3': exclusionNow({ reason: 'abc' }) }),
        excluding(s, { 'emp-3': exclusionNow({ reason: '      abc      ' }) }),
        excluding(s, { 'emp-3': exclusionNow({ reason: 'x'.repeat(301) }) }),
        excluding(s, { 'emp-3': exclusionNow({ approvedBy: ADMIN }) }),
        excluding(s, {
          'emp-3': exclusionNow(),
          'emp-4': exclusionNow({ reason: 'Otro motivo, otra persona' }),
        }),
        excluding(s, { 'emp-3': storedExclusion }),
        excluding(s, { 'emp-2': exclusionNow({ by: COLLEAGUE }) }),
        update('payroll', runId(s), { exclusions: 'todos', updatedAt: SERVER_TIME }),
      ),
  },
  {
    id: 'valid.payroll-draft-delete',
    title: 'an admin deletes a draft run',
    actor: ACTORS.admin,
    expected: 'allow',
    plan: (s) => withSeed([storedRun(s)], remove('payroll', runId(s))),
  },
  {
    id: 'payroll.close-open-month',
    title: 'an admin closes a run, or writes a payslip, of a month whose attendance is still open',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [storedRun(s), closedThrough(addDaysToKey(payrollEnd(s), -1))],
        update('payroll', runId(s), closing),
        set('payslips', slipId(s), payslipOf(s)),
      ),
  },
  {
    id: 'payroll.closed-frozen',
    title:
      'an admin reopens, edits (an exclusion too) or deletes a closed run, or edits, rewrites or deletes a payslip',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthClosed(s), closedRun(s), storedPayslip(s)],
        update('payroll', runId(s), {
          status: 'borrador',
          closedBy: null,
          closedAt: null,
          updatedAt: SERVER_TIME,
        }),
        update('payroll', runId(s), { lines: [], updatedAt: SERVER_TIME }),
        excluding(s, { 'emp-3': exclusionNow() }),
        remove('payroll', runId(s)),
        update('payslips', slipId(s), { payslip: { netPay: 1 } }),
        set('payslips', slipId(s), payslipOf(s)),
        remove('payslips', slipId(s)),
      ),
  },
  {
    id: 'payroll.forged',
    title:
      'an admin writes a run under another id or month end, created closed or for someone else, with an unknown field or a forged exclusion, or a payslip of another run, id or closer',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthClosed(s)],
        set('payroll', 'my-run', payrollRun(s)),
        set('payroll', runId(s), payrollRun(s, { periodEnd: `${payrollMonth(s)}-27` })),
        set('payroll', runId(s), payrollRun(s, { period: `${payrollMonth(s)}-01` })),
        set(
          'payroll',
          runId(s),
          payrollRun(s, { status: 'cerrado', closedBy: ADMIN, closedAt: SERVER_TIME }),
        ),
        set('payroll', runId(s), payrollRun(s, { createdBy: COLLEAGUE })),
        set('payroll', runId(s), payrollRun(s, { updatedAt: CREATED })),
        set('payroll', runId(s), payrollRun(s, { lines: 'todos' })),
        set('payroll', runId(s), payrollRun(s, { approvedBy: ADMIN })),
        set('payroll', runId(s), payrollRun(s, { exclusions: { 'emp-3': exclusionNow({ by: COLLEAGUE }) } })),
        set('payslips', 'my-payslip', payslipOf(s)),
        set('payslips', slipId(s), payslipOf(s, { runId: 'otra' })),
        set('payslips', slipId(s), payslipOf(s, { closedBy: COLLEAGUE })),
        set('payslips', slipId(s), payslipOf(s, { closedAt: CREATED })),
        set('payslips', slipId(s), payslipOf(s, { payslip: 750_000 })),
        set('payslips', slipId(s), payslipOf(s, { extra: true })),
        set('payslips', slipId(s, COLLEAGUE), payslipOf(s)),
      ),
  },
  {
    id: 'payroll.cross-tenant',
    title: 'an admin writes or reads another tenant’s run or payslips',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: (s) =>
      each(
        set('payroll', runId(s, T2), payrollRun(s, { tenantId: T2 })),
        get('payroll', 'payroll-t2'),
        list('payslips', eq('tenantId', T2)),
      ),
  },
  {
    id: 'valid.payslip-own-read',
    title: 'an employee reads and lists the own payslips',
    actor: ACTORS.employee,
    expected: 'allow',
    plan: (s) =>
      withSeed(
        [storedPayslip(s)],
        get('payslips', slipId(s)),
        list('payslips', eq('tenantId', T1), eq('userId', EMP)),
      ),
  },
  {
    id: 'payroll.employee',
    title: 'an employee reads a run, a colleague’s payslip or the tenant’s, or writes a payslip',
    actor: ACTORS.employee,
    expected: 'deny',
    plan: (s) =>
      withSeed(
        [monthClosed(s), storedRun(s), storedPayslip(s, COLLEAGUE)],
        get('payroll', runId(s)),
        list('payroll', eq('tenantId', T1)),
        get('payslips', slipId(s, COLLEAGUE)),
        list('payslips', eq('tenantId', T1)),
        set('payslips', slipId(s), payslipOf(s, { closedBy: EMP })),
      ),
  },
  {
    id: 'payroll.inspector',
    title: 'an inspector reads a run or a payslip',
    actor: ACTORS.inspector,
    expected: 'deny',
    plan: (s) =>
      withSeed([storedRun(s), storedPayslip(s)], get('payroll', runId(s)), get('payslips', slipId(s))),
  },
];
