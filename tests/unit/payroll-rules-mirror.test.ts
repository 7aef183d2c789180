// @vitest-environment node
/**
 * firestore.rules states the payroll rules (src/data/ports/payroll-write.ts) with literal lists and numbers: the
 * rules cannot import TypeScript. This reads the rules as text and fails the moment one of those copies drifts from what it mirrors.
 */
import { PAYROLL_LIMITS, PAYROLL_RUN_FIELDS } from '../../src/data/ports/payroll-write';
import { endOfMonthKey } from '../../src/domain/calendar/day-keys';
import { block, body, listAfter } from './rules-text';

describe('firestore.rules mirrors the payroll rules', () => {
  it('whitelists exactly the fields of a run (payslips are the server’s: no client writes one)', () => {
    expect(listAfter(body('validPayrollRun'), 'let keys =')).toEqual([...PAYROLL_RUN_FIELDS]);
    expect(body('validPayrollRun')).toContain('data.keys().hasOnly(keys) && data.keys().hasAll(keys)');
  });

  it('uses the same limits, ids and month end', () => {
    const run = body('validPayrollRun');
    expect(run).toContain(`data.lines.size() <= ${PAYROLL_LIMITS.linesMax}`);
    expect(run).toContain("runId == data.tenantId + '_' + data.period");
    expect(run).toContain('data.periodEnd == monthEnd(data.period)');
    // The month lengths the rules list are the calendar's (a leap February in a year divisible by 4).
    const days = body('monthEnd')
      .match(/\[31, year % 4 == 0 \? 29 : 28, ([\d, ]+)\]/)?.[1]
      ?.split(', ')
      .map(Number);
    const lengths = Array.from({ length: 12 }, (_, index) =>
      Number(endOfMonthKey(`2025-${String(index + 1).padStart(2, '0')}-01`).slice(8)),
    );
    expect([31, 28, ...(days ?? [])]).toEqual(lengths);
    expect(Number(endOfMonthKey('2028-02-01').slice(8))).toBe(29);
  });

  it('closes only a closed month, by the caller, now; a closed run and a payslip never change', () => {
    const closing = body('payrollClosing');
    expect(closing).toContain(
      "get(/databases/$(database)/documents/tenants/$(data.tenantId)).data.get('closedThrough', null)",
    );
    expect(closing).toContain('data.closedBy == request.auth.uid && data.closedAt == request.time');
    expect(closing).toContain('through is string && data.periodEnd <= through');
    expect(body('validPayrollRun')).toContain("resource.data.get('status', null) == 'borrador'");
    expect(block('match /payroll/{')).toContain(
      "(resource == null || resource.data.get('status', null) == 'borrador')",
    );
    expect(block('match /payslips/{')).toContain('allow create, update, delete: if false;');
  });
});
