/**
 * What may be written to a tenant document after its creation (firestore.rules says the same): its
 * identification (name, razón social, RUT empresa, address, the DEJ resolution its receipts print), its time zone and its settings — each with its type
 * and size — and, for a superuser only, its disabled flag. Only the fields a write changes are judged, so a tenant
 * stored before a rule existed can still be edited field by field.
 */
import {
  DEFAULT_PUNCH_WINDOW,
  PUNCH_WINDOW_LIMITS,
  type PunchWindowSettings,
} from '../../domain/attendance/punch-window';
import { FORMATTED_RUT } from '../../domain/chile/rut';
import {
  ALERT_THRESHOLD_KEYS,
  CLOSE_CHECK_ITEMS,
  CLOSE_CHECK_MODES,
  GRATIFICATION_REGIMES,
  ISO_WEEKDAYS,
  LATENESS_ROUNDINGS,
  OVERTIME_MINIMUM_LIMITS,
  OVERTIME_ROUNDINGS,
  PAYROLL_CUTOFF_LIMITS,
  SETTINGS_LIMITS,
  TENANT_TEXT_LIMITS,
  TOLERANCE_LIMITS,
  type TenantSettings,
} from '../../domain/settings/tenant-settings';
import { isSupportedTimeZone } from '../../domain/settings/time-zones';
import { CORRECTION_LIMITS } from '../../domain/attendance/corrections';
import { isServerTime } from '../ports/document-store';
import {
  ALLOW,
  changedKeys,
  deny,
  firstDenial,
  integerIn,
  isPlainObject,
  optionalText,
  requiredText,
  type Data,
  type Verdict,
} from './verdicts';
import { isDayKey } from '../../domain/calendar/day-keys';
import { isAllowedPeriodChange } from '../../domain/attendance/period-close';

/**
 * Who closed or reopened a period, when and why: written with every change of `closedThrough` and only then, read
 * by the server's audit (src/server/audit/audit-server.ts `period.close`, `period.reopen`; security review H3, M6).
 */
export const PERIOD_STAMP_FIELDS = ['periodChangedBy', 'periodChangedAt', 'periodReason'] as const;

/** What /configuracion edits: every client write that changes one of them is signed (TENANT_STAMP_FIELDS). */
export const TENANT_SETTINGS_FIELDS = [
  'name',
  'legalName',
  'taxId',
  'address',
  'dejResolution',
  'timeZone',
  'settings',
] as const;

/**
 * Who last saved /configuracion and when: the caller and the server time, on every client write that changes a
 * field of TENANT_SETTINGS_FIELDS, read by the server's audit (src/server/audit/audit-tenant-acts.ts `tenant.update`;
 * security review M6).
 */
export const TENANT_STAMP_FIELDS = ['updatedBy', 'updatedAt'] as const;

/** Fields an admin may change on the own tenant. */
export const TENANT_EDITABLE_FIELDS = [
  ...TENANT_SETTINGS_FIELDS,
  'closedThrough',
  ...PERIOD_STAMP_FIELDS,
  ...TENANT_STAMP_FIELDS,
] as const;

/** What a superuser may change on any tenant: what an admin may, and its disabled flag. */
export const TENANT_SUPERUSER_FIELDS = [...TENANT_EDITABLE_FIELDS, 'disabled'] as const;

/** The keys every `settings` map holds. */
export const SETTINGS_FIELDS = [
  'alertThresholds',
  'weeklyHourLimit',
  'overtimeSurchargePercent',
  'workWeek',
  'currency',
] as const satisfies readonly (keyof TenantSettings)[];

/** The keys a `settings` map may lack (tenants stored before them have none). */
export const SETTINGS_OPTIONAL_FIELDS = [
  'punchWindow',
  'payrollCutoffDay',
  'gratificationRegime',
  'overtimeMinimumMinutes',
  'overtimeRounding',
  'latenessRounding',
  'entryToleranceMinutes',
  'exitToleranceMinutes',
  'overtimePreApproval',
  'closeChecks',
] as const satisfies readonly (keyof TenantSettings)[];

/** Keys of the punch window map (`settings.punchWindow`). */
export const PUNCH_WINDOW_KEYS = Object.keys(DEFAULT_PUNCH_WINDOW) as readonly (keyof PunchWindowSettings)[];

/** `value` has every key of `keys` and, besides them, at most the `optional` ones. */
function exactKeys(
  value: Data,
  keys: readonly string[],
  field: string,
  optional: readonly string[] = [],
): Verdict {
  const present = Object.keys(value);
  const ok =
    keys.every((key) => present.includes(key)) &&
    present.every((key) => keys.includes(key) || optional.includes(key));
  return ok ? ALLOW : deny(`${field} must have exactly the keys ${keys.join(', ')}`);
}

/** `settings.punchWindow`: absent, or both margins in whole minutes within PUNCH_WINDOW_LIMITS. */
function punchWindowVerdict(settings: Data): Verdict {
  if (!Object.hasOwn(settings, 'punchWindow')) return ALLOW;
  const window = settings.punchWindow;
  if (!isPlainObject(window)) return deny('settings.punchWindow must be a map');
  return firstDenial([
    exactKeys(window, PUNCH_WINDOW_KEYS, 'settings.punchWindow'),
    ...PUNCH_WINDOW_KEYS.map((key) =>
      integerIn(window[key], `settings.punchWindow.${key}`, PUNCH_WINDOW_LIMITS.min, PUNCH_WINDOW_LIMITS.max),
    ),
  ]);
}

/**
 * The payroll settings: `payrollCutoffDay` absent, null (the month's last day) or a whole day 1–28;
 * `gratificationRegime` absent or one of GRATIFICATION_REGIMES; and `overtimeMinimumMinutes` absent or whole
 * minutes within OVERTIME_MINIMUM_LIMITS.
 */
function payrollSettingsVerdict(settings: Data): Verdict {
  const day = settings.payrollCutoffDay;
  const regime = settings.gratificationRegime;
  const minimum = settings.overtimeMinimumMinutes;
  return firstDenial([
    minimum === undefined
      ? ALLOW
      : integerIn(
          minimum,
          'settings.overtimeMinimumMinutes',
          OVERTIME_MINIMUM_LIMITS.min,
          OVERTIME_MINIMUM_LIMITS.max,
        ),
    day === undefined || day === null
      ? ALLOW
      : integerIn(day, 'settings.payrollCutoffDay', PAYROLL_CUTOFF_LIMITS.min, PAYROLL_CUTOFF_LIMITS.max),
    regime === undefined || (GRATIFICATION_REGIMES as readonly unknown[]).includes(regime)
      ? ALLOW
      : deny(`settings.gratificationRegime must be one of ${GRATIFICATION_REGIMES.join(', ')}`),
  ]);
}

const oneOf = (value: unknown, field: string, allowed: readonly string[]): Verdict =>
  value === undefined || (typeof value === 'string' && allowed.includes(value))
    ? ALLOW
    : deny(`settings.${field} must be one of ${allowed.join(', ')}`);

/**
 * The overtime and lateness rules (issue #47 item 2), each optional: the roundings among their lists (overtime
 * only up, lateness only down: Res. Ex. N° 38 arts. 41 b, 44), art. 39's tolerances in whole minutes within
 * TOLERANCE_LIMITS, `overtimePreApproval` a boolean, and `closeChecks` a map of every CLOSE_CHECK_ITEMS to `block`
 * or `warn`.
 */
function overtimeRulesVerdict(settings: Data): Verdict {
  const checks = settings.closeChecks;
  const tolerance = (field: 'entryToleranceMinutes' | 'exitToleranceMinutes') =>
    settings[field] === undefined
      ? ALLOW
      : integerIn(settings[field], `settings.${field}`, TOLERANCE_LIMITS.min, TOLERANCE_LIMITS.max);
  return firstDenial([
    oneOf(settings.overtimeRounding, 'overtimeRounding', OVERTIME_ROUNDINGS),
    oneOf(settings.latenessRounding, 'latenessRounding', LATENESS_ROUNDINGS),
    tolerance('entryToleranceMinutes'),
    tolerance('exitToleranceMinutes'),
    settings.overtimePreApproval === undefined || typeof settings.overtimePreApproval === 'boolean'
      ? ALLOW
      : deny('settings.overtimePreApproval must be a boolean'),
    checks === undefined
      ? ALLOW
      : !isPlainObject(checks)
        ? deny('settings.closeChecks must be a map')
        : firstDenial([
            exactKeys(checks, CLOSE_CHECK_ITEMS, 'settings.closeChecks'),
            ...CLOSE_CHECK_ITEMS.map((item) =>
              oneOf(checks[item] ?? null, `closeChecks.${item}`, CLOSE_CHECK_MODES),
            ),
          ]),
  ]);
}

/**
 * A whole `settings` map (tenant-settings.ts), as /configuracion writes it; `punchWindow` and the payroll settings
 * may be missing (the corrections' objection window is the law's 48 hours, not a setting:
 * domain/attendance/corrections.ts).
 */
export function validateSettings(settings: unknown): Verdict {
  if (!isPlainObject(settings)) return deny('settings must be a map');
  const thresholds = settings.alertThresholds;
  if (!isPlainObject(thresholds)) return deny('settings.alertThresholds must be a map');
  const { thresholdMinutes, weeklyHourLimit, overtimeSurchargePercent } = SETTINGS_LIMITS;
  const week = settings.weeklyHourLimit;
  const workWeek = settings.workWeek;
  return firstDenial([
    exactKeys(settings, SETTINGS_FIELDS, 'settings', SETTINGS_OPTIONAL_FIELDS),
    exactKeys(thresholds, ALERT_THRESHOLD_KEYS, 'settings.alertThresholds'),
    ...ALERT_THRESHOLD_KEYS.map((key) =>
      integerIn(
        thresholds[key],
        `settings.alertThresholds.${key}`,
        thresholdMinutes.min,
        thresholdMinutes.max,
      ),
    ),
    typeof week === 'number' && week >= weeklyHourLimit.min && week <= weeklyHourLimit.max
      ? ALLOW
      : deny(
          `settings.weeklyHourLimit must be a number from ${weeklyHourLimit.min} to ${weeklyHourLimit.max}`,
        ),
    integerIn(
      settings.overtimeSurchargePercent,
      'settings.overtimeSurchargePercent',
      overtimeSurchargePercent.min,
      overtimeSurchargePercent.max,
    ),
    Array.isArray(workWeek) &&
    workWeek.length >= 1 &&
    workWeek.length <= ISO_WEEKDAYS.length &&
    workWeek.every((day) => (ISO_WEEKDAYS as readonly unknown[]).includes(day))
      ? ALLOW
      : deny('settings.workWeek must list 1 to 7 ISO weekdays (1–7)'),
    settings.currency === 'CLP' ? ALLOW : deny("settings.currency must be 'CLP'"),
    punchWindowVerdict(settings),
    payrollSettingsVerdict(settings),
    overtimeRulesVerdict(settings),
  ]);
}

/**
 * `closedThrough` (period-close.ts `isAllowedPeriodChange`): closing the next month once its last day's records
 * take no more punches in any zone (lastClosableDay), or reopening the last closed one; never today, never every
 * period at once (security review H3, L1).
 */
function closedThroughVerdict(before: unknown, after: unknown, now: Date): Verdict {
  const stored = before === null || before === undefined ? null : before;
  if (stored !== null && !isDayKey(stored)) return deny('the stored closedThrough is not a day key');
  return isAllowedPeriodChange(stored, after, now)
    ? ALLOW
    : deny('closedThrough must close the next ended month or reopen the last closed one');
}

/**
 * The stamp beside a change of `closedThrough`: the caller, the server time, and a reopening's reason (a close has
 * none). Without a change of `closedThrough` the stamp never changes.
 */
function periodStampVerdict(
  before: Data,
  after: Data,
  changed: readonly string[],
  callerUid: string,
): Verdict {
  if (!changed.includes('closedThrough'))
    return changed.some((field) => (PERIOD_STAMP_FIELDS as readonly string[]).includes(field))
      ? deny('the period stamp changes only with closedThrough')
      : ALLOW;
  if (after.periodChangedBy !== callerUid) return deny('periodChangedBy must be the caller');
  if (!isServerTime(after.periodChangedAt)) return deny('periodChangedAt must be the server time');
  const reopening =
    typeof before.closedThrough === 'string' &&
    typeof after.closedThrough === 'string' &&
    after.closedThrough < before.closedThrough;
  if (!reopening) return after.periodReason === null ? ALLOW : deny('periodReason must be null when closing');
  const reason = after.periodReason;
  return typeof reason === 'string' &&
    reason.trim().length >= CORRECTION_LIMITS.reasonMin &&
    reason.length <= CORRECTION_LIMITS.textMax
    ? ALLOW
    : deny(
        `periodReason must be a reason of ${CORRECTION_LIMITS.reasonMin} to ${CORRECTION_LIMITS.textMax} characters`,
      );
}

/**
 * The stamp of a save of /configuracion: a write that changes what it edits, or the stamp itself, is signed by the
 * caller with the server time.
 */
function settingsStampVerdict(after: Data, changed: readonly string[], callerUid: string): Verdict {
  const signed: readonly string[] = [...TENANT_SETTINGS_FIELDS, ...TENANT_STAMP_FIELDS];
  if (!changed.some((field) => signed.includes(field))) return ALLOW;
  if (after.updatedBy !== callerUid) return deny('updatedBy must be the caller');
  return isServerTime(after.updatedAt) ? ALLOW : deny('updatedAt must be the server time');
}

function fieldVerdict(field: string, before: Data, after: Data, now: Date): Verdict {
  switch (field) {
    case 'closedThrough':
      return closedThroughVerdict(before.closedThrough, after.closedThrough, now);
    case 'name':
      return requiredText(after, 'name', TENANT_TEXT_LIMITS.name);
    case 'legalName':
      return optionalText(after, 'legalName', TENANT_TEXT_LIMITS.legalName);
    case 'address':
      return optionalText(after, 'address', TENANT_TEXT_LIMITS.address);
    case 'dejResolution':
      return optionalText(after, 'dejResolution', TENANT_TEXT_LIMITS.dejResolution);
    case 'taxId': {
      const value = after.taxId;
      return value === null || value === undefined || (typeof value === 'string' && FORMATTED_RUT.test(value))
        ? ALLOW
        : deny('taxId must be null or a RUT written 12.345.678-5');
    }
    case 'timeZone':
      return isSupportedTimeZone(after.timeZone) ? ALLOW : deny('timeZone must be a supported time zone');
    case 'settings':
      return validateSettings(after.settings);
    case 'disabled':
      return typeof after.disabled === 'boolean' ? ALLOW : deny('disabled must be a boolean');
    case 'periodChangedBy':
    case 'periodChangedAt':
    case 'periodReason':
      return ALLOW; // periodStampVerdict
    case 'updatedBy':
    case 'updatedAt':
      return ALLOW; // settingsStampVerdict
    default:
      return deny(`${field} cannot change`);
  }
}

/**
 * An update of a tenant by `callerUid`: only the editable fields (and `disabled` for a superuser), each valid, a
 * change of `closedThrough` with its stamp, a change of the settings with theirs.
 */
export function validateTenantUpdate(
  before: Data,
  after: Data,
  superuser: boolean,
  now: Date,
  callerUid: string,
): Verdict {
  const allowed: readonly string[] = superuser ? TENANT_SUPERUSER_FIELDS : TENANT_EDITABLE_FIELDS;
  const changed = changedKeys(before, after);
  const forbidden = changed.filter((field) => !allowed.includes(field));
  if (forbidden.length > 0) return deny(`fields cannot change: ${forbidden.join(', ')}`);
  return firstDenial([
    ...changed.map((field) => fieldVerdict(field, before, after, now)),
    periodStampVerdict(before, after, changed, callerUid),
    settingsStampVerdict(after, changed, callerUid),
  ]);
}
