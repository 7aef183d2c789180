/**
 * The tenant's exceptional-jornada resolution (`dejResolution`), which every punch receipt prints (Res. Ex. N° 38
 * art. 13): a company's admin sets and clears it from /configuracion, signed (the server logs it); nobody writes a
 * value that is not text or longer than TENANT_TEXT_LIMITS.dejResolution, and an employee never writes it.
 */
import { SERVER_TIME } from '../../data/ports/document-store';
import { TENANT_TEXT_LIMITS } from '../../domain/settings/tenant-settings';
import type { AttackCase } from './types';
import { T1, T2, ACTORS, EMP } from './actors';
import { stamped } from './plan-documents';
import { update, each } from './requests';

const RESOLUTION = 'Res. Ex. N° 1234 del 05/03/2025';

export const DEJ_RESOLUTION: AttackCase[] = [
  {
    id: 'valid.dej-resolution',
    title: 'an admin sets the company’s DEJ resolution, signed, then clears it',
    actor: ACTORS.admin,
    expected: 'allow',
    refs: ['Res. Ex. N° 38 art. 13'],
    plan: () =>
      each(
        update('tenants', T1, stamped({ dejResolution: RESOLUTION })),
        update('tenants', T1, stamped({ dejResolution: 'x'.repeat(TENANT_TEXT_LIMITS.dejResolution) })),
        update('tenants', T1, stamped({ dejResolution: null })),
      ),
  },
  {
    id: 'dej-resolution.bad-value',
    title: `an admin writes a DEJ resolution that is not text, or longer than ${TENANT_TEXT_LIMITS.dejResolution} characters`,
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['Res. Ex. N° 38 art. 13'],
    plan: () =>
      each(
        update('tenants', T1, stamped({ dejResolution: 1234 })),
        update('tenants', T1, stamped({ dejResolution: { number: 1234 } })),
        update('tenants', T1, stamped({ dejResolution: 'x'.repeat(TENANT_TEXT_LIMITS.dejResolution + 1) })),
      ),
  },
  {
    id: 'dej-resolution.unattributed',
    title:
      'an admin writes the DEJ resolution unsigned: the server could not log who changed it (security review M6)',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['security review M6'],
    plan: () => each(update('tenants', T1, { dejResolution: RESOLUTION })),
  },
  {
    id: 'dej-resolution.employee-writes',
    title: 'an employee writes the own company’s DEJ resolution, or clears it',
    actor: ACTORS.employee,
    expected: 'deny',
    refs: ['Res. Ex. N° 38 art. 13'],
    plan: () =>
      each(
        update('tenants', T1, { dejResolution: RESOLUTION, updatedBy: EMP, updatedAt: SERVER_TIME }),
        update('tenants', T1, { dejResolution: null, updatedBy: EMP, updatedAt: SERVER_TIME }),
      ),
  },
  {
    id: 'dej-resolution.other-tenant',
    title: 'an admin writes the DEJ resolution of another company',
    actor: ACTORS.admin,
    expected: 'deny',
    refs: ['Res. Ex. N° 38 art. 13'],
    plan: () => each(update('tenants', T2, stamped({ dejResolution: RESOLUTION }))),
  },
];
