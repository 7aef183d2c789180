/**
 * The verdicts of the payroll settings (tenant-write.ts `validateSettings`) and of a run's cut-off
 * (payroll-write.ts `cutoffDayVerdict`, the closing of a run of the month in course).
 */
import { SERVER_TIME } from '../ports/document-store';
import { defaultTenantSettings } from '../../domain/settings/tenant-settings';
import type { CollectionName } from '../ports/collections';
import { cutoffDayVerdict, validatePayrollRunWrite } from './payroll-write';
import { validateSettings } from './tenant-write';
import type { Data } from './verdicts';

const settings = (payroll: Record<string, unknown>) => ({
  ...defaultTenantSettings('2026-05-01'),
  ...payroll,
});

describe('validateSettings: the payroll settings', () => {
  it('Día de corte: absent, null (the month’s last day) or a whole day 1–28, the days every month has', () => {
    for (const day of [undefined, null, 1, 25, 28])
      expect(validateSettings(settings({ payrollCutoffDay: day })).allow, String(day)).toBe(true);
    for (const day of [0, 29, 31, -1, 25.5, '25', true])
      expect(validateSettings(settings({ payrollCutoffDay: day })).allow, String(day)).toBe(false);
  });

  it('Gratificación legal: absent, art. 50 or art. 47 (arts. 47 and 50 CT), nothing else', () => {
    for (const regime of [undefined, 'art50', 'art47'])
      expect(validateSettings(settings({ gratificationRegime: regime })).allow, String(regime)).toBe(true);
    for (const regime of [null, 'art48', 'ART47', 50])
      expect(validateSettings(settings({ gratificationRegime: regime })).allow, String(regime)).toBe(false);
    expect(validateSettings(settings({ gratificationRegime: 'art48' }))).toEqual({
      allow: false,
      reason: 'settings.gratificationRegime must be one of art50, art47',
    });
  });
});

describe('cutoffDayVerdict', () => {
  const run = (cutoffDay: unknown) => ({ period: '2026-11', periodEnd: '2026-11-30', cutoffDay });

  it('allows none, or a day of the run’s month before its last day', () => {
    for (const day of [undefined, null, '2026-11-01', '2026-11-25', '2026-11-29'])
      expect(cutoffDayVerdict(run(day)).allow, String(day)).toBe(true);
  });

  it('refuses the last day (nothing to project), another month’s day, a malformed day or a number', () => {
    for (const day of ['2026-11-30', '2026-12-01', '2026-10-25', '2026-11-00', '2026-11-31', '2026-11-5', 25])
      expect(cutoffDayVerdict(run(day)).allow, String(day)).toBe(false);
  });
});

describe('validatePayrollRunWrite: closing a run with a cut-off', () => {
  const stored: Data = {
    tenantId: 't1',
    period: '2026-11',
    periodEnd: '2026-11-30',
    status: 'borrador',
    params: {},
    employer: {},
    lines: [],
    exclusions: {},
    cutoffDay: '2026-11-25',
    createdBy: 'admin-1',
    createdAt: new Date('2026-11-30T18:00:00.000Z'),
    updatedBy: 'admin-1',
    updatedAt: new Date('2026-11-30T18:00:00.000Z'),
    closedBy: null,
    closedAt: null,
  };
  const closed = (data: Data = stored): Data => ({
    ...data,
    status: 'cerrado',
    closedBy: 'admin-1',
    closedAt: SERVER_TIME,
    updatedAt: SERVER_TIME,
  });
  const lookupWith =
    (closedThrough: string | null) =>
    (collection: CollectionName): Data | null =>
      collection === 'tenants' ? { closedThrough } : null;
  /** 30 November 2026, 15:00 in Santiago (UTC−3). */
  const afternoon = new Date('2026-11-30T18:00:00.000Z');
  const close = (data: Data, closedThrough: string | null, now = afternoon) =>
    validatePayrollRunWrite(data, closed(data), 't1_2026-11', 'admin-1', lookupWith(closedThrough), now);

  it('closes on 30 November with October’s attendance closed and November’s open (cut-off 25)', () => {
    expect(close(stored, '2026-10-31')).toEqual({ allow: true });
  });

  it('refuses it while October is open, or before the cut-off day has ended in every zone', () => {
    expect(close(stored, '2026-09-30').allow).toBe(false);
    expect(close(stored, null).allow).toBe(false);
    // On 26 November 12:00 UTC the 25th still takes punches in some zone (lastClosableDay: the 24th).
    expect(close(stored, '2026-10-31', new Date('2026-11-26T12:00:00.000Z'))).toEqual({
      allow: false,
      reason: 'a run with a cut-off closes once the month before is closed and its cut-off day has ended',
    });
  });

  it('a run without a cut-off still needs its own month closed', () => {
    const whole = { ...stored, cutoffDay: null };
    expect(close(whole, '2026-10-31')).toEqual({
      allow: false,
      reason: 'payroll closes only a month whose attendance is closed',
    });
    expect(close(whole, '2026-11-30', new Date('2026-12-03T18:00:00.000Z'))).toEqual({ allow: true });
  });
});
