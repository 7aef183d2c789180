/**
 * The payroll indicators by month (`indicators/{yyyy-MM}`, issue #46 item 1): one table for the whole platform,
 * read by every signed-in member and saved only by a superuser, whitelisted, typed, within each parameter's range,
 * its `version` one more on each save and signed by the caller; nobody deletes a month.
 */
import { SERVER_TIME } from '../../data/ports/document-store';
import type { AttackCase, SeedDoc } from './types';
import { ACTORS } from './actors';
import { CREATED } from './documents';
import { each, get, list, remove, set, withSeed } from './requests';

const REFS = ['issue #46 item 1'];
const SUPER = ACTORS.superuser.uid;
const STORED_ID = '2026-10';
const NEW_ID = '2026-11';

const UTM = {
  value: 72_151,
  source: { name: 'SII, UTM 2026', url: 'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm' },
};

/** A month as stored: its UTM, the rest left to the code table, saved once. */
const storedMonth = (period: string, fields: Record<string, unknown> = {}) => ({
  tenantId: null,
  period,
  uf: null,
  utm: UTM,
  minimumWage: null,
  pensionCapUf: null,
  unemploymentCapUf: null,
  sisPercent: null,
  version: 1,
  updatedBy: SUPER,
  updatedAt: CREATED,
  ...fields,
});

const STORED: SeedDoc = { collection: 'indicators', id: STORED_ID, data: storedMonth(STORED_ID) };

/** What `Guardar` of /admin/indicadores sends: the whole month, the next version, signed by the caller. */
const saved = (
  period: string,
  version: number,
  fields: Record<string, unknown> = {},
  by: string = SUPER,
) => ({
  ...storedMonth(period),
  version,
  updatedBy: by,
  updatedAt: SERVER_TIME,
  ...fields,
});

export const INDICATORS: AttackCase[] = [
  {
    id: 'valid.indicators-superuser-save',
    title:
      'a superuser saves November 2026 for the first time (version 1) and October again (version 2), each value with its source, signed',
    actor: ACTORS.superuser,
    expected: 'allow',
    refs: REFS,
    plan: () =>
      withSeed(
        [STORED],
        set(
          'indicators',
          NEW_ID,
          saved(NEW_ID, 1, { sisPercent: { value: 1.54, source: { name: 'SP', url: null } } }),
        ),
        set('indicators', STORED_ID, saved(STORED_ID, 2, { utm: { ...UTM, value: 72_200 } })),
      ),
  },
  {
    id: 'valid.indicators-member-reads',
    title: 'an employee reads the month’s indicators: the table is the whole platform’s',
    actor: ACTORS.employee,
    expected: 'allow',
    refs: REFS,
    plan: () =>
      withSeed([STORED], get('indicators', STORED_ID), get('indicators', NEW_ID), list('indicators')),
  },
  {
    id: 'indicators.admin-writes',
    title:
      'an admin saves the platform’s indicators, new or stored, even signed as itself: only a superuser does',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      withSeed(
        [STORED],
        set('indicators', NEW_ID, saved(NEW_ID, 1, {}, 'admin-1')),
        set('indicators', STORED_ID, saved(STORED_ID, 2, {}, 'admin-1')),
      ),
  },
  {
    id: 'indicators.visitor-reads',
    title: 'a signed-out visitor reads the indicators: members only',
    actor: ACTORS.visitor,
    expected: 'deny',
    refs: REFS,
    plan: () => withSeed([STORED], get('indicators', STORED_ID), list('indicators')),
  },
  {
    id: 'indicators.inspector-reads',
    title: 'an inspector reads the indicators: an inspection consults no payroll',
    actor: ACTORS.inspector,
    expected: 'deny',
    refs: REFS,
    plan: () => withSeed([STORED], get('indicators', STORED_ID), list('indicators')),
  },
  {
    id: 'indicators.bad-fields',
    title:
      'a superuser saves a UTM as text, out of range or without its source, a link that is not https, a field outside the whitelist, a tenant, a period not the id, or a missing field',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      each(
        set('indicators', NEW_ID, saved(NEW_ID, 1, { utm: { ...UTM, value: '72151' } })),
        set('indicators', NEW_ID, saved(NEW_ID, 1, { utm: { ...UTM, value: 0 } })),
        set('indicators', NEW_ID, saved(NEW_ID, 1, { utm: { value: 72_151 } })),
        set('indicators', NEW_ID, saved(NEW_ID, 1, { utm: 72_151 })),
        set(
          'indicators',
          NEW_ID,
          saved(NEW_ID, 1, { utm: { ...UTM, source: { name: 'SII', url: 'javascript:alert(1)' } } }),
        ),
        set('indicators', NEW_ID, saved(NEW_ID, 1, { utm: { ...UTM, source: { name: '  ', url: null } } })),
        set(
          'indicators',
          NEW_ID,
          saved(NEW_ID, 1, { ipc: { value: 0.3, source: { name: 'INE', url: null } } }),
        ),
        set('indicators', NEW_ID, saved(NEW_ID, 1, { tenantId: 't1' })),
        set('indicators', NEW_ID, saved(NEW_ID, 1, { period: '2026-12' })),
        set('indicators', 'noviembre', saved('noviembre', 1)),
        set('indicators', NEW_ID, (({ sisPercent: _omitted, ...rest }) => rest)(saved(NEW_ID, 1))),
      ),
  },
  {
    id: 'indicators.version-not-next',
    title:
      'a superuser saves a month with a version other than one more than the stored (kept, skipped, rewound), or a first save not 1',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      withSeed(
        [STORED],
        set('indicators', STORED_ID, saved(STORED_ID, 1)),
        set('indicators', STORED_ID, saved(STORED_ID, 3)),
        set('indicators', STORED_ID, saved(STORED_ID, 0)),
        set('indicators', NEW_ID, saved(NEW_ID, 2)),
        set('indicators', NEW_ID, saved(NEW_ID, 1.5)),
      ),
  },
  {
    id: 'indicators.forged-stamp',
    title:
      'a superuser saves a month signed as another person or with a time of its own: the audit entry is written from the stamp',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: REFS,
    plan: () =>
      withSeed(
        [STORED],
        set('indicators', NEW_ID, saved(NEW_ID, 1, {}, 'admin-1')),
        set('indicators', STORED_ID, saved(STORED_ID, 2, { updatedAt: CREATED })),
        set('indicators', STORED_ID, saved(STORED_ID, 2, { updatedBy: null })),
      ),
  },
  {
    id: 'indicators.delete',
    title: 'a superuser deletes a stored month: the table keeps every one',
    actor: ACTORS.superuser,
    expected: 'deny',
    refs: REFS,
    plan: () => withSeed([STORED], remove('indicators', STORED_ID)),
  },
];
