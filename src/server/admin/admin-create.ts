/**
 * createUser and createTenant: the two calls that make something new, each idempotent by its request id
 * (admin-requests.ts) and each creating people through the one path of admin-people.ts. A company founded at
 * /crear (admin-signup.ts) gets its first Lugar de trabajo here too.
 */
import { dayKey } from '../../domain/calendar/time-zone';
import { defaultTenantSettings } from '../../domain/settings/tenant-settings';
import type { CreateTenantInput, CreateTenantResult, CreateUserResult } from '../../data/ports/admin-port';
import type { Tenant, Workplace } from '../../data/ports/collections';
import { workplaceAddressLine, type WorkplaceAddress } from '../../domain/workplaces/workplaces';
import type { AdminHandlers, CallContext } from './admin-context';
import { chileHolidays } from '../../domain/chile/holidays';
import { nationalHolidayDoc } from '../../data/writes/national-holidays';
import { assertNewMember, createMember, memberDetails, type NewMember } from './admin-people';
import { refusal } from './admin-refusal';
import { openRequest, type AdminRequest } from './admin-requests';
import { takeInvitation } from './admin-rate-limit';
import type { ValidPerson } from './admin-schema';
import type { AdminServiceDeps, ServerDoc } from './server-ports';
import { textOf } from './server-doc';

/**
 * A new tenant's document: its id as `tenantId`, no address yet, the default settings of the day it is created
 * on in its own zone.
 */
export function newTenantDoc(
  tenantId: string,
  input: Pick<CreateTenantInput, 'name' | 'legalName' | 'taxId' | 'timeZone'>,
  now: Date,
  disabled: boolean,
): Tenant {
  return {
    tenantId,
    name: input.name,
    legalName: input.legalName,
    taxId: input.taxId,
    address: null,
    timeZone: input.timeZone,
    settings: defaultTenantSettings(dayKey(now, input.timeZone)),
    disabled,
    createdAt: now,
  };
}

/** The id of a company's first Lugar de trabajo: fixed, so a retried founding writes the same one again. */
export function firstWorkplaceId(tenantId: string): string {
  return `${tenantId}-principal`;
}

/**
 * A company's first Lugar de trabajo as the server writes it: unstamped (no `updatedBy`), so the audit trigger
 * does not log it as a manager's act; the founding's own entry names it instead.
 */
export function firstWorkplaceDoc(tenantId: string, address: WorkplaceAddress): Workplace {
  const { name, street, number, unit, comuna, city, region } = address;
  return { tenantId, name, street, number, unit, comuna, city, region };
}

/** A stored result returned again (its invitation is not sent twice). */
function logReplay(context: CallContext, tenantId: string, target: string): Promise<void> {
  return context.log({ tenantId, target, outcome: 'replayed', details: { replay: true } });
}

/** A stored result's invitation address (null: a password was set, or a record from before it was kept). */
function sentTo(done: ServerDoc): string | null {
  const value = done['invitationSentTo'];
  return typeof value === 'string' ? value : null;
}

export const createUser: AdminHandlers['createUser'] = async (context, input) => {
  const { deps, caller } = context;
  if (caller.role !== 'superuser' && input.tenantId !== caller.tenantId) throw refusal('other-tenant');
  if (caller.role !== 'superuser' && input.role === 'superuser') throw refusal('superuser-only');
  const tenant = await deps.store.get('tenants', input.tenantId);
  if (tenant === null) throw refusal('tenant-not-found');
  if (tenant.disabled === true) throw refusal('tenant-disabled');

  const request = await openRequest(deps, caller.uid, 'createUser', input);
  const done = request.done;
  if (done !== null) {
    await logReplay(context, input.tenantId, textOf(done, 'uid'));
    return { uid: textOf(done, 'uid'), invitationSentTo: sentTo(done) };
  }
  await takeInvitation(deps, caller.uid, input.tenantId, 'member');
  const member: NewMember = {
    tenantId: input.tenantId,
    role: input.role,
    person: input,
    file: input.file,
  };
  const created = await createMember(deps, member, request);
  await request.finish({ ...created } satisfies CreateUserResult);
  await context.log({ tenantId: input.tenantId, target: created.uid, details: memberDetails(member) });
  return created;
};

/** A new company's fields and first admin, as createTenant and signUp both validated them. */
export interface NewCompany {
  name: string;
  legalName: string | null;
  taxId: string | null;
  timeZone: string;
  admin: ValidPerson;
  /** The first admin chose the password (signUp); otherwise it is an initial one to change (createTenant). */
  ownPassword?: boolean;
  /**
   * The first Lugar de trabajo (signUp asks it; a superuser's createTenant does not, and the company's onboarding
   * asks it later).
   */
  workplace?: WorkplaceAddress;
}

/**
 * Chile's national holidays of the year the tenant starts in (its own zone), and of the next year from October
 * on, so the first plans find them.
 */
export function startingHolidays(tenantId: string, timeZone: string, now: Date) {
  const [year, month] = dayKey(now, timeZone).split('-').map(Number) as [number, number];
  const years = month >= 10 ? [year, year + 1] : [year];
  return years.flatMap((y) =>
    chileHolidays(y).map((holiday) => nationalHolidayDoc(tenantId, timeZone, holiday)),
  );
}

/**
 * Founds a company: the tenant written disabled, its holidays and first workplace (when given), its first admin,
 * then the tenant enabled — a partial failure leaves a disabled tenant no one can use, and a retry with the same
 * request id finishes the same tenant. Resolves to the result and what the audit entry says.
 */
export async function foundCompany(
  deps: AdminServiceDeps,
  request: AdminRequest,
  input: NewCompany,
): Promise<{ result: CreateTenantResult; details: Record<string, unknown> }> {
  const tenantId = request.progress.tenantId ?? deps.newId();
  const member: NewMember = {
    tenantId,
    role: 'admin',
    person: input.admin,
    file: {},
    ...(input.ownPassword === true ? { ownPassword: true } : {}),
  };
  // Refuse a taken e-mail before anything of the tenant is written.
  await assertNewMember(deps, member, request.progress.uid);
  if (request.progress.tenantId === undefined) await request.record({ tenantId });
  const now = deps.now();
  const tenant = newTenantDoc(tenantId, input, now, true);
  if ((await deps.store.get('tenants', tenantId)) === null)
    await deps.store.set('tenants', tenantId, { ...tenant });
  const holidays = startingHolidays(tenantId, input.timeZone, now);
  // Independent documents at fixed ids: written side by side, and a retry writes the same ones again.
  const workplace = input.workplace ? firstWorkplaceDoc(tenantId, input.workplace) : null;
  await Promise.all([
    ...holidays.map((holiday) => deps.store.set('holidays', holiday.id, { ...holiday.data })),
    ...(workplace ? [deps.store.set('workplaces', firstWorkplaceId(tenantId), { ...workplace })] : []),
  ]);
  const admin = await createMember(deps, member, request);
  await deps.store.update('tenants', tenantId, { disabled: false });
  const result: CreateTenantResult = {
    tenantId,
    adminUid: admin.uid,
    invitationSentTo: admin.invitationSentTo,
  };
  await request.finish({ ...result });
  const details = {
    after: {
      name: tenant.name,
      legalName: tenant.legalName,
      taxId: tenant.taxId,
      timeZone: tenant.timeZone,
    },
    admin: memberDetails(member).after,
    holidays: holidays.length,
    ...(workplace
      ? {
          workplace: {
            id: firstWorkplaceId(tenantId),
            name: workplace.name,
            address: workplaceAddressLine(workplace),
          },
        }
      : {}),
  };
  return { result, details };
}

export const createTenant: AdminHandlers['createTenant'] = async (context, input) => {
  const request = await openRequest(context.deps, context.caller.uid, 'createTenant', input);
  const done = request.done;
  if (done !== null) {
    await logReplay(context, textOf(done, 'tenantId'), textOf(done, 'tenantId'));
    return {
      tenantId: textOf(done, 'tenantId'),
      adminUid: textOf(done, 'adminUid'),
      invitationSentTo: sentTo(done),
    };
  }
  const { result, details } = await foundCompany(context.deps, request, input);
  await context.log({ tenantId: result.tenantId, target: result.tenantId, details });
  return result;
};
