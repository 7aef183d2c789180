/** The payroll indicators by month (indicator-write.ts, domain/payroll/stored-indicators.ts): a superuser's save, issue #46 item 1. */
import {
  INDICATOR_MONTH_PATTERN,
  SOURCE_URL_PATTERN,
  STORED_INDICATOR_RULES,
  STORED_INDICATORS,
  STORED_SOURCE_LIMITS,
} from '../../../domain/payroll/stored-indicators';
import { INDICATOR_FIELDS, INDICATOR_SOURCE_FIELDS, INDICATOR_VALUE_FIELDS } from '../indicator-write';
import { alignedList, rules, rulesNumber, rulesPattern, rulesString } from './syntax';

/** One written-out check per stored parameter, with its range (STORED_INDICATOR_RULES). */
const valueChecks = () =>
  STORED_INDICATORS.map((name) => {
    const { min, max } = STORED_INDICATOR_RULES[name];
    return `    && indicatorValue(data.get('${name}', 0), ${rulesNumber(min)}, ${rulesNumber(max)})`;
  }).join('\n');

export function indicatorsBlock(): string {
  return rules`
// A stored value's source: a name of up to ${STORED_SOURCE_LIMITS.name} characters; a link, null or https up to ${STORED_SOURCE_LIMITS.url}.
function indicatorSource(s) {
  return s is map
${alignedList('    && s.keys().hasOnly(', INDICATOR_SOURCE_FIELDS, ')')}
${alignedList('    && s.keys().hasAll(', INDICATOR_SOURCE_FIELDS, ')')}
    && text(s.name, ${STORED_SOURCE_LIMITS.name})
    && (s.url == null || (s.url is string && s.url.size() <= ${STORED_SOURCE_LIMITS.url}
      && s.url.matches(${rulesString(rulesPattern(SOURCE_URL_PATTERN))})));
}

// A stored value: null (the code table's holds), or a number within its range with its source.
function indicatorValue(v, min, max) {
  return v == null
    || (v is map
${alignedList('      && v.keys().hasOnly(', INDICATOR_VALUE_FIELDS, ')')}
${alignedList('      && v.keys().hasAll(', INDICATOR_VALUE_FIELDS, ')')}
      && v.value is number && v.value >= min && v.value <= max
      && indicatorSource(v.source));
}

// validateIndicatorWrite: a superuser saves a month (the doc id, yyyy-MM) of the whole platform (tenantId null):
// every field, each value null or within its range with its source, the version 1 on the first save and one more
// than the stored on each later one, signed by the caller (the server logs the save from the stamp).
function validIndicatorWrite(month) {
  let data = request.resource.data;
${alignedList('  return data.keys().hasOnly(', INDICATOR_FIELDS, ')')}
${alignedList('    && data.keys().hasAll(', INDICATOR_FIELDS, ')')}
    && data.tenantId == null
    && data.period == month && month.matches(${rulesString(rulesPattern(INDICATOR_MONTH_PATTERN))})
${valueChecks()}
    && data.version == (resource == null ? 1 : resource.data.get('version', -1) + 1)
    && stampedByCaller(data);
}`;
}
