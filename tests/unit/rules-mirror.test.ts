// @vitest-environment node
/**
 * firestore.rules cannot import TypeScript, so the tenant rules spell out lists and limits the domain owns. The
 * rules suites run only on the Firestore emulator (not in a plain `npm test`); this reads the rules as text and
 * fails the moment one of those copies drifts from the domain.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { FORMATTED_RUT } from '../../src/domain/chile/rut';
import {
  ALERT_THRESHOLD_KEYS,
  SETTINGS_LIMITS,
  TENANT_TEXT_LIMITS,
} from '../../src/domain/settings/tenant-settings';

const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The quoted strings of the first `[...]` list after `marker`. */
function listAfter(marker: string): string[] {
  const start = rules.indexOf(marker);
  expect(start, `firestore.rules has no ${marker}`).toBeGreaterThanOrEqual(0);
  const open = rules.indexOf('[', start);
  const close = rules.indexOf(']', open);
  return [...rules.slice(open, close).matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('firestore.rules mirrors the domain', () => {
  it('requires exactly the alert thresholds, each within the limits', () => {
    expect(listAfter('let thresholdKeys =')).toEqual([...ALERT_THRESHOLD_KEYS]);
    for (const key of ALERT_THRESHOLD_KEYS) expect(rules).toContain(`threshold(s.alertThresholds, '${key}')`);
    const { min, max } = SETTINGS_LIMITS.thresholdMinutes;
    expect(rules).toContain(`thresholds[key] >= ${min} && thresholds[key] <= ${max}`);
  });

  it('bounds the week and the surcharge as the domain does', () => {
    const week = SETTINGS_LIMITS.weeklyHourLimit;
    const surcharge = SETTINGS_LIMITS.overtimeSurchargePercent;
    expect(rules).toContain(`s.weeklyHourLimit >= ${week.min} && s.weeklyHourLimit <= ${week.max}`);
    expect(rules).toContain(`s.overtimeSurchargePercent >= ${surcharge.min}`);
    expect(rules).toContain(`s.overtimeSurchargePercent <= ${surcharge.max}`);
  });

  it('bounds the identification texts as the domain does', () => {
    expect(rules).toContain(`text(data.get('name', null), ${TENANT_TEXT_LIMITS.name})`);
    expect(rules).toContain(`optionalText(data, 'legalName', ${TENANT_TEXT_LIMITS.legalName})`);
    expect(rules).toContain(`optionalText(data, 'address', ${TENANT_TEXT_LIMITS.address})`);
  });

  it('judges a RUT like the domain pattern', () => {
    const pattern = /data\.taxId\.matches\('([^']+)'\)/.exec(rules)?.[1];
    expect(pattern).toBeDefined();
    const inRules = new RegExp(pattern ?? '$^');
    const samples = [
      '76.543.210-3',
      '12.345.678-K',
      '1-9',
      '765432103',
      '76543210-3',
      '012.345.678-5',
      '12.345.678-k',
      '1.234.567.890-1',
      '12.34.678-5',
      '',
    ];
    for (const sample of samples) expect(inRules.test(sample), sample).toBe(FORMATTED_RUT.test(sample));
  });
});
