import { resolveOvertimeRules } from '../settings/tenant-settings';
import {
  afterTolerance,
  countedOvertime,
  deductibleLateSeconds,
  overtimeSettled,
  roundLatenessForPay,
  roundOvertimeForPay,
} from './overtime-pay';

const hms = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;

describe('roundOvertimeForPay: only up, in the worker’s favour (Res. Ex. N° 38 arts. 41 b, 44)', () => {
  it('keeps the seconds without rounding', () => {
    expect(roundOvertimeForPay(hms(0, 47, 12), 'none')).toBe(hms(0, 47, 12));
  });

  it('rounds 0:47:12 up to 1:00:00 by 15 or by 30 minutes, 0:16:00 to 0:30:00', () => {
    expect(roundOvertimeForPay(hms(0, 47, 12), 'up-15')).toBe(hms(1, 0, 0));
    expect(roundOvertimeForPay(hms(0, 47, 12), 'up-30')).toBe(hms(1, 0, 0));
    expect(roundOvertimeForPay(hms(0, 16, 0), 'up-15')).toBe(hms(0, 30, 0));
    expect(roundOvertimeForPay(hms(0, 16, 0), 'up-30')).toBe(hms(0, 30, 0));
    expect(roundOvertimeForPay(hms(0, 0, 1), 'up-15')).toBe(hms(0, 15, 0));
  });

  it('leaves an exact step and zero as they are', () => {
    expect(roundOvertimeForPay(hms(1, 15, 0), 'up-15')).toBe(hms(1, 15, 0));
    expect(roundOvertimeForPay(hms(1, 15, 0), 'up-30')).toBe(hms(1, 30, 0));
    expect(roundOvertimeForPay(0, 'up-30')).toBe(0);
  });
});

describe('roundLatenessForPay and tolerances: what payroll may deduct', () => {
  it('rounds 0:16:00 of lateness down to 0:15:00, and 0:14:59 to nothing', () => {
    expect(roundLatenessForPay(hms(0, 16, 0), 'down-15')).toBe(hms(0, 15, 0));
    expect(roundLatenessForPay(hms(0, 14, 59), 'down-15')).toBe(0);
    expect(roundLatenessForPay(hms(0, 59, 59), 'down-30')).toBe(hms(0, 30, 0));
    expect(roundLatenessForPay(hms(0, 16, 0), 'none')).toBe(hms(0, 16, 0));
  });

  it('removes a lateness of at most the tolerance entirely, and keeps a longer one in full (art. 39 a)', () => {
    expect(afterTolerance(hms(0, 5, 0), 5)).toBe(0);
    expect(afterTolerance(hms(0, 5, 1), 5)).toBe(hms(0, 5, 1));
    expect(afterTolerance(hms(0, 0, 30), 0)).toBe(30);
  });

  it('applies the entry tolerance, then the rounding: 0:22:40 with 10 min and down-15 deducts 0:15:00', () => {
    const rules = resolveOvertimeRules({ entryToleranceMinutes: 10, latenessRounding: 'down-15' });
    expect(deductibleLateSeconds(hms(0, 22, 40), rules)).toBe(hms(0, 15, 0));
    expect(deductibleLateSeconds(hms(0, 9, 59), rules)).toBe(0);
  });
});

describe('countedOvertime: what of a day counts for pay', () => {
  const line = { overtimeSeconds: hms(0, 47, 12), covered: true };
  const off = resolveOvertimeRules({});
  const preApproval = resolveOvertimeRules({ overtimePreApproval: true, overtimeRounding: 'up-15' });

  it('counts what was approved on today’s figures, rounded up per the tenant', () => {
    const approved = { status: 'approved' as const, computedSeconds: hms(0, 47, 12), seconds: hms(0, 40, 0) };
    expect(countedOvertime(line, approved, off)).toEqual({ seconds: hms(0, 40, 0), basis: 'approved' });
    expect(countedOvertime(line, approved, preApproval)).toEqual({
      seconds: hms(0, 45, 0),
      basis: 'approved',
    });
  });

  it('counts nothing for an undecided day, or an approval taken on other figures', () => {
    expect(countedOvertime(line, null, preApproval)).toEqual({ seconds: 0, basis: 'none' });
    const stale = { status: 'approved' as const, computedSeconds: hms(0, 30, 0), seconds: hms(0, 30, 0) };
    expect(countedOvertime(line, stale, off)).toEqual({ seconds: 0, basis: 'none' });
  });

  it('with Aprobación previa, counts a pre-authorised day under a pacto up to what was pre-authorised', () => {
    const preauthorized = { status: 'preauthorized' as const, computedSeconds: 0, seconds: hms(0, 30, 0) };
    expect(countedOvertime(line, preauthorized, preApproval)).toEqual({
      seconds: hms(0, 30, 0),
      basis: 'pre-approved',
    });
    // Without the setting, or without a pacto covering the day, a pre-authorisation is only a suggestion.
    expect(countedOvertime(line, preauthorized, off).seconds).toBe(0);
    expect(countedOvertime({ ...line, covered: false }, preauthorized, preApproval).seconds).toBe(0);
  });

  it('settles a day pre-authorised for at least what was worked; the rest waits for a decision', () => {
    const hour = { status: 'preauthorized' as const, computedSeconds: 0, seconds: hms(1, 0, 0) };
    const half = { ...hour, seconds: hms(0, 30, 0) };
    expect(overtimeSettled(line, hour, preApproval)).toBe(true);
    expect(overtimeSettled(line, half, preApproval)).toBe(false);
    expect(overtimeSettled(line, hour, off)).toBe(false);
    const rejected = { status: 'rejected' as const, computedSeconds: hms(0, 47, 12), seconds: 0 };
    expect(overtimeSettled(line, rejected, off)).toBe(true);
  });
});

describe('resolveOvertimeRules', () => {
  it('reads missing or invalid settings as their defaults', () => {
    expect(resolveOvertimeRules(undefined)).toEqual({
      minimumMinutes: 0,
      rounding: 'none',
      latenessRounding: 'none',
      entryToleranceMinutes: 0,
      exitToleranceMinutes: 0,
      preApproval: false,
    });
    expect(
      resolveOvertimeRules({
        entryToleranceMinutes: 31,
        exitToleranceMinutes: 4.5,
        // A stored rounding of overtime down is read as none: it would harm the worker.
        overtimeRounding: 'down-15' as never,
      }),
    ).toMatchObject({ rounding: 'none', entryToleranceMinutes: 0, exitToleranceMinutes: 0 });
  });
});
