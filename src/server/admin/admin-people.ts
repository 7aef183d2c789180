/**
 * Creating a person, the one path createUser and createTenant's first admin share, in Firebase's order: the
 * account disabled → its claims → the users doc → the account enabled, so no one can sign in before the person
 * fully exists. Without a password, an invitation link is queued by e-mail, and only there: the caller learns
 * the address, never the link (security review M5). With one, the account must change it at its first sign-in.
 */
import type { Role } from '../../domain/labels';
import { EMPLOYEE_FILE_FIELDS, type EmployeeFile } from '../../data/ports/collections';
import type { AdminRequest } from './admin-requests';
import { refusal } from './admin-refusal';
import type { ValidPerson } from './admin-schema';
import { invitationMail } from './invitation-mail';
import type { AdminServiceDeps, ServerDoc } from './server-ports';

export interface NewMember {
  tenantId: string;
  role: Role;
  person: ValidPerson;
  file: Partial<EmployeeFile>;
  /** The password is the person's own (they signed up themselves), not an initial one an admin chose. */
  ownPassword?: boolean;
}

/**
 * Refuses an e-mail that already has an account — the same answer wherever it is, even without claims (it is
 * never given claims nor moved: security-review M7) — and a RUT another person of the tenant has.
 */
export async function assertNewMember(
  deps: AdminServiceDeps,
  member: NewMember,
  ownUid: string | undefined,
): Promise<void> {
  if (ownUid === undefined && (await deps.accounts.findByEmail(member.person.email)) !== null) {
    throw refusal('email-exists');
  }
  const rut = member.file.rut;
  if (typeof rut === 'string') {
    const holders = await deps.store.where('users', { tenantId: member.tenantId, rut });
    if (holders.some((holder) => holder.id !== ownUid)) throw refusal('rut-exists');
  }
}

function userDoc(member: NewMember, now: Date): ServerDoc {
  const file = Object.fromEntries(EMPLOYEE_FILE_FIELDS.map((field) => [field, member.file[field] ?? null]));
  return {
    tenantId: member.tenantId,
    email: member.person.email,
    displayName: member.person.displayName,
    photoURL: null,
    role: member.role,
    disabled: false,
    ...file,
    tokensRevokedAt: null,
    createdAt: now,
  };
}

async function invite(deps: AdminServiceDeps, member: NewMember): Promise<string> {
  const link = await deps.accounts.invitationLink(member.person.email, deps.continueUrl);
  const tenant = await deps.store.get('tenants', member.tenantId);
  const company = typeof tenant?.name === 'string' ? tenant.name : 'Tu empresa';
  await deps.store.add('mail', {
    ...invitationMail(member.person.email, member.person.displayName, company, link),
  });
  return member.person.email;
}

/**
 * Creates the member (or finishes the one `request` already started) and returns its uid and, without a
 * password, the address its invitation went to.
 */
export async function createMember(
  deps: AdminServiceDeps,
  member: NewMember,
  request: AdminRequest,
): Promise<{ uid: string; invitationSentTo: string | null }> {
  await assertNewMember(deps, member, request.progress.uid);
  let uid = request.progress.uid;
  if (uid === undefined) {
    const account = await deps.accounts.create({
      email: member.person.email,
      displayName: member.person.displayName,
      password: member.person.password,
      disabled: true,
    });
    uid = account.uid;
    await request.record({ uid });
  }
  // An initial password is the admin's, not the person's (security review M5): until they set their own
  // (setOwnPassword) the claim keeps them on /perfil and the rules keep them off the legal record.
  await deps.accounts.setClaims(uid, {
    role: member.role,
    tenantId: member.tenantId,
    ...(member.person.password === null || member.ownPassword === true
      ? {}
      : { mustChangePassword: true as const }),
  });
  await deps.store.set('users', uid, userDoc(member, deps.now()));
  await deps.accounts.setDisabled(uid, false);
  const invitationSentTo = member.person.password === null ? await invite(deps, member) : null;
  return { uid, invitationSentTo };
}

/** What the audit entry says about a new member: who, never the password. */
export function memberDetails(member: NewMember): Record<string, unknown> {
  return {
    after: {
      email: member.person.email,
      displayName: member.person.displayName,
      role: member.role,
      tenantId: member.tenantId,
      fileFields: Object.keys(member.file),
      invitation: member.person.password === null,
    },
  };
}
