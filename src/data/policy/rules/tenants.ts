/** A tenant's update (tenant-write.ts): its identification, time zone, settings, closing and off-switch. */
import { CORRECTION_LIMITS } from '../../../domain/attendance/corrections';
import { PUNCH_WINDOW_LIMITS } from '../../../domain/attendance/punch-window';
import { FORMATTED_RUT } from '../../../domain/chile/rut';
import {
  ALERT_THRESHOLD_KEYS,
  CLOSE_CHECK_ITEMS,
  CLOSE_CHECK_MODES,
  DEFAULT_GRATIFICATION_REGIME,
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
} from '../../../domain/settings/tenant-settings';
import { SUPPORTED_TIME_ZONE_IDS } from '../../../domain/settings/time-zones';
import {
  PUNCH_WINDOW_KEYS,
  SETTINGS_FIELDS,
  SETTINGS_OPTIONAL_FIELDS,
  TENANT_EDITABLE_FIELDS,
  TENANT_SETTINGS_FIELDS,
  TENANT_STAMP_FIELDS,
  TENANT_SUPERUSER_FIELDS,
} from '../tenant-write';
import { alignedList, rules, rulesList, rulesPattern, rulesString, wrapList } from './syntax';

type SettingsField = (typeof SETTINGS_FIELDS)[number] | (typeof SETTINGS_OPTIONAL_FIELDS)[number];
type TenantField = (typeof TENANT_SUPERUSER_FIELDS)[number];

const CURRENCY: TenantSettings['currency'] = 'CLP';

/** The checks of `s` (a settings map) for each of its keys, in validateSettings' order. */
const SETTINGS_CHECKS: Readonly<Record<SettingsField, readonly string[]>> = {
  alertThresholds: [
    's.alertThresholds is map',
    's.alertThresholds.keys().hasOnly(thresholdKeys) && s.alertThresholds.keys().hasAll(thresholdKeys)',
    ...ALERT_THRESHOLD_KEYS.map((key) => `threshold(s.alertThresholds, ${rulesString(key)})`),
  ],
  weeklyHourLimit: [
    `s.weeklyHourLimit is number && s.weeklyHourLimit >= ${SETTINGS_LIMITS.weeklyHourLimit.min}` +
      ` && s.weeklyHourLimit <= ${SETTINGS_LIMITS.weeklyHourLimit.max}`,
  ],
  overtimeSurchargePercent: [
    `s.overtimeSurchargePercent is int && s.overtimeSurchargePercent >= ${SETTINGS_LIMITS.overtimeSurchargePercent.min}`,
    `s.overtimeSurchargePercent <= ${SETTINGS_LIMITS.overtimeSurchargePercent.max}`,
  ],
  workWeek: [
    `s.workWeek is list && s.workWeek.size() >= 1 && s.workWeek.size() <= ${ISO_WEEKDAYS.length}`,
    `s.workWeek.hasOnly(${rulesList(ISO_WEEKDAYS)})`,
  ],
  currency: [`s.currency == ${rulesString(CURRENCY)}`],
  punchWindow: ["(!('punchWindow' in s) || validPunchWindow(s.punchWindow))"],
  payrollCutoffDay: [
    "(s.get('payrollCutoffDay', null) == null" +
      `\n  || (s.payrollCutoffDay is int && s.payrollCutoffDay >= ${PAYROLL_CUTOFF_LIMITS.min}` +
      ` && s.payrollCutoffDay <= ${PAYROLL_CUTOFF_LIMITS.max}))`,
  ],
  gratificationRegime: [
    `s.get('gratificationRegime', ${rulesString(DEFAULT_GRATIFICATION_REGIME)}) in ${rulesList(GRATIFICATION_REGIMES)}`,
  ],
  overtimeMinimumMinutes: [
    "(!('overtimeMinimumMinutes' in s)" +
      `\n  || (s.overtimeMinimumMinutes is int && s.overtimeMinimumMinutes >= ${OVERTIME_MINIMUM_LIMITS.min}` +
      ` && s.overtimeMinimumMinutes <= ${OVERTIME_MINIMUM_LIMITS.max}))`,
  ],
  overtimeRounding: [`s.get('overtimeRounding', 'none') in ${rulesList(OVERTIME_ROUNDINGS)}`],
  latenessRounding: [`s.get('latenessRounding', 'none') in ${rulesList(LATENESS_ROUNDINGS)}`],
  entryToleranceMinutes: ["optionalTolerance(s, 'entryToleranceMinutes')"],
  exitToleranceMinutes: ["optionalTolerance(s, 'exitToleranceMinutes')"],
  overtimePreApproval: ["s.get('overtimePreApproval', false) is bool"],
  closeChecks: ["(!('closeChecks' in s) || validCloseChecks(s.closeChecks))"],
};

/**
 * The check of each field a tenant update changes (fieldVerdict), as it stands after `fields` holds it; null for
 * the settings' stamp, judged with what it signs (settingsStamped).
 */
const TENANT_CHECKS: Readonly<Record<TenantField, string | null>> = {
  name: `text(data.get('name', null), ${TENANT_TEXT_LIMITS.name})`,
  legalName: `optionalText(data, 'legalName', ${TENANT_TEXT_LIMITS.legalName})`,
  taxId:
    "data.get('taxId', null) == null\n  || (data.taxId is string" +
    ` && data.taxId.matches(${rulesString(rulesPattern(FORMATTED_RUT))}))`,
  address: `optionalText(data, 'address', ${TENANT_TEXT_LIMITS.address})`,
  dejResolution: `optionalText(data, 'dejResolution', ${TENANT_TEXT_LIMITS.dejResolution})`,
  timeZone: "supportedTimeZone(data.get('timeZone', null))",
  settings: 'validSettings(data.settings)',
  closedThrough:
    "\n  (validPeriodChange(resource.data.get('closedThrough', null), data.get('closedThrough', null))" +
    "\n    && validPeriodStamp(resource.data.get('closedThrough', null), data))",
  // The stamp changes only with closedThrough (periodStampVerdict).
  periodChangedBy: "'closedThrough' in fields",
  periodChangedAt: "'closedThrough' in fields",
  periodReason: "'closedThrough' in fields",
  updatedBy: null,
  updatedAt: null,
  disabled: "data.get('disabled', null) is bool",
};

const settingsChecks = [...SETTINGS_FIELDS, ...SETTINGS_OPTIONAL_FIELDS]
  .flatMap((field) => SETTINGS_CHECKS[field])
  .map((check) => `&& ${check}`)
  .join('\n');

const tenantChecks = TENANT_SUPERUSER_FIELDS.flatMap((field) => {
  const check = TENANT_CHECKS[field];
  if (check === null) return [];
  const head = `&& (!(${rulesString(field)} in fields)`;
  return [check.startsWith('\n') ? `${head}\n  || ${check.trimStart()})` : `${head} || ${check})`];
}).join('\n');

export function tenantsBlock(): string {
  const editable = TENANT_EDITABLE_FIELDS as readonly TenantField[];
  const superuserOnly = TENANT_SUPERUSER_FIELDS.filter((field) => !editable.includes(field));
  const minutes = SETTINGS_LIMITS.thresholdMinutes;
  return rules`
// tenant-write.ts: a threshold is whole minutes within a day.
function threshold(thresholds, key) {
  return thresholds[key] is int && thresholds[key] >= ${minutes.min} && thresholds[key] <= ${minutes.max};
}

// A punch-window margin (PUNCH_WINDOW_LIMITS of domain/attendance/punch-window.ts): whole minutes.
function windowMargin(margins, key) {
  return margins[key] is int && margins[key] >= ${PUNCH_WINDOW_LIMITS.min} && margins[key] <= ${PUNCH_WINDOW_LIMITS.max};
}

// settings.punchWindow (tenant-write.ts): both margins and nothing else.
function validPunchWindow(margins) {
  return margins is map
    && margins.keys().hasOnly(${rulesList(PUNCH_WINDOW_KEYS)})
    && margins.keys().hasAll(${rulesList(PUNCH_WINDOW_KEYS)})
    ${PUNCH_WINDOW_KEYS.map((key) => `&& windowMargin(margins, ${rulesString(key)})`).join('\n')};
}

// An art. 39 tolerance (TOLERANCE_LIMITS of domain/settings/tenant-settings.ts): absent or whole minutes.
function optionalTolerance(s, key) {
  return !(key in s) || (s[key] is int && s[key] >= ${TOLERANCE_LIMITS.min} && s[key] <= ${TOLERANCE_LIMITS.max});
}

// settings.closeChecks (tenant-write.ts): every check of the period close, each blocking or a warning.
function validCloseChecks(checks) {
  return checks is map
    && checks.keys().hasOnly(${rulesList(CLOSE_CHECK_ITEMS)})
    && checks.keys().hasAll(${rulesList(CLOSE_CHECK_ITEMS)})
    ${CLOSE_CHECK_ITEMS.map((item) => `&& checks[${rulesString(item)}] in ${rulesList(CLOSE_CHECK_MODES)}`).join('\n')};
}

// validateSettings (tenant-write.ts, SETTINGS_LIMITS of domain/settings/tenant-settings.ts); \`punchWindow\`,
// the payroll settings (\`payrollCutoffDay\`, \`gratificationRegime\`) and the overtime rules (the minimum, the
// roundings, art. 39's tolerances, the pre-approval, the close checks) are optional (tenants stored before them
// have none).
function validSettings(s) {
${alignedList('  let keys = ', SETTINGS_FIELDS, ';')}
${alignedList('  let optional = ', SETTINGS_OPTIONAL_FIELDS, ';')}
${alignedList('  let thresholdKeys = ', ALERT_THRESHOLD_KEYS, ';')}
  return s is map && s.keys().hasOnly(keys.concat(optional)) && s.keys().hasAll(keys)
    ${settingsChecks};
}

// The time zones a tenant may choose (SUPPORTED_TIME_ZONES).
function supportedTimeZone(value) {
${wrapList('  return value in ', SUPPORTED_TIME_ZONE_IDS.map(rulesString), ';', '    ')}
}

// validateTenantUpdate (tenant-write.ts): only what an admin may edit changes (TENANT_EDITABLE_FIELDS; a
// superuser also the rest of TENANT_SUPERUSER_FIELDS), each valid, a save of the settings signed (settingsStamped).
// Unchanged fields are not judged, so a tenant stored before a rule existed stays editable.
function validTenantUpdate(superuser) {
  let data = request.resource.data;
  let fields = changed();
${alignedList('  let editable = ', TENANT_EDITABLE_FIELDS, ';')}
${alignedList('  let signed = ', [...TENANT_SETTINGS_FIELDS, ...TENANT_STAMP_FIELDS], ';')}
  return fields.hasOnly(superuser ? editable.concat(${rulesList(superuserOnly)}) : editable)
    ${tenantChecks}
    && (!fields.hasAny(signed) || settingsStamped(data));
}

// settingsStampVerdict (tenant-write.ts): a write that changes what /configuracion edits, or the stamp, is signed
// by the caller with the server time; the server's audit logs the save from it (audit-tenant-acts.ts, M6).
function settingsStamped(data) {
  return data.get('updatedBy', null) == request.auth.uid && data.get('updatedAt', null) == request.time;
}

// periodStampVerdict (tenant-write.ts): beside every change of closedThrough, the caller, the server time and a
// reopening's reason (a close has none); the server's audit logs the change from it (audit-server.ts, H3, M6).
function validPeriodStamp(before, data) {
  let reason = data.get('periodReason', null);
  return data.get('periodChangedBy', null) == request.auth.uid
    && data.get('periodChangedAt', null) == request.time
    && ((before != null && data.closedThrough < before)
      ? (reason is string && reason.trim().size() >= ${CORRECTION_LIMITS.reasonMin} && reason.size() <= ${CORRECTION_LIMITS.textMax})
      : reason == null);
}`;
}
