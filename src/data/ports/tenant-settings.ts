import type { TenantSettings } from './collections';

/**
 * Settings of a new tenant: the alert thresholds are spec §9's constants; Chile's ordinary week is Monday to
 * Friday, overtime is paid with a 50 % surcharge, amounts in CLP. Ley 21.561 ("40 horas") lowers the weekly
 * limit to 44 h (26 Apr 2024), 42 h (26 Apr 2026) and 40 h (26 Apr 2028); the default stays at 44 h, the value
 * the demo's contracts were written for.
 */
export function defaultTenantSettings(): TenantSettings {
  return {
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
}
