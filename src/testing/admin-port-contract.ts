/**
 * The one AdminPort contract suite (security-review §5.9), run against the demo adapter in `npm test`
 * (src/data/adapters/demo/demo-admin.contract.test.ts) and against the callable functions on the Functions + Auth
 * emulators (functions/test/). It uses nothing but the harness, so both backends answer the same cases the
 * same way; every refusal is checked for its code, its reason and for having changed nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  LEADS_PER_HOUR,
  SIGN_UPS_PER_HOUR,
  type AdminPort,
  type SignUpInput,
} from '../data/ports/admin-port';
import { addDaysToKey, startOfWeekKey } from '../domain/calendar/day-keys';
import { dayKey } from '../domain/calendar/time-zone';
import { WORKPLACE_LIMITS } from '../domain/workplaces/workplaces';
import { type ADMIN_FIXTURE_PEOPLE, type AdminContractHarness } from './admin-contract-harness';
import {
  INITIAL_PASSWORD,
  expectRefused,
  linkInMail,
  newPerson,
  newSignUp,
  newTenant,
  requestId,
  signInAs,
} from './admin-contract-kit';

/** Resolves once the clock is in the next whole second (Firebase's revocations are kept to the second). */
function intoNextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
}

export function describeAdminPortContract(
  name: string,
  makeHarness: () => Promise<AdminContractHarness>,
): void {
  describe(`AdminPort contract: ${name}`, () => {
    let harness: AdminContractHarness;
    const uid = (person: keyof typeof ADMIN_FIXTURE_PEOPLE) => harness.uid(person);
    const as = (person: keyof typeof ADMIN_FIXTURE_PEOPLE) => signInAs(harness, person);

    beforeAll(async () => {
      harness = await makeHarness();
    });
    beforeEach(async () => {
      await harness.reset();
    });
    afterAll(async () => {
      await harness.close();
    });

    describe('creating', () => {
      it('lets a superuser create a tenant with its first admin, who can sign in and act in it', async () => {
        const input = newTenant();
        const result = await (await as('super-1')).createTenant(input);

        expect(result.tenantId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
        expect(result.invitationSentTo).toBeNull();
        expect(await harness.readDoc('tenants', result.tenantId)).toMatchObject({
          tenantId: result.tenantId,
          name: 'Ferretería El Tornillo',
          legalName: 'Ferretería El Tornillo SpA',
          taxId: '76.543.210-3',
          address: null,
          timeZone: 'America/Santiago',
          disabled: false,
          settings: expect.objectContaining({ currency: 'CLP' }),
          createdAt: expect.any(Date),
        });
        const admin = await harness.account(result.adminUid);
        // The superuser chose the first admin's password: it must be changed at first sign-in (security review M5).
        expect(admin).toMatchObject({
          email: input.admin.email,
          disabled: false,
          claims: { role: 'admin', tenantId: result.tenantId, mustChangePassword: true },
        });
        expect(await harness.readDoc('users', result.adminUid)).toMatchObject({
          tenantId: result.tenantId,
          email: input.admin.email,
          displayName: 'Jefa Tornillo',
          photoURL: null,
          role: 'admin',
          disabled: false,
          rut: null,
          tokensRevokedAt: null,
          createdAt: expect.any(Date),
        });

        // On the password the superuser chose, the new admin may only replace it (security review M5).
        const onInitial = await harness.signIn(input.admin.email, INITIAL_PASSWORD);
        await expect(onInitial.createUser(newPerson({ tenantId: result.tenantId }))).rejects.toMatchObject({
          code: 'permission-denied',
          reason: 'not-allowed',
        });
        await onInitial.setOwnPassword({ password: 'clave-de-la-jefa' });
        const newAdmin = await harness.signIn(input.admin.email, 'clave-de-la-jefa');
        const employee = await newAdmin.createUser(newPerson({ tenantId: result.tenantId }));
        expect((await harness.account(employee.uid))?.claims).toEqual({
          role: 'employee',
          tenantId: result.tenantId,
          mustChangePassword: true,
        });
      });

      it('lets an admin create an employee of their tenant with the file, RUT normalised, who can sign in', async () => {
        const hireDate = new Date('2025-03-01T03:00:00.000Z');
        const input = newPerson({
          email: '  Cajera.Nueva@T1.test ',
          displayName: '  Rosa Cajera ',
          file: { rut: '12345678-5', position: ' Cajera ', hireDate, payKind: 'monthly', payAmount: 650_000 },
        });
        const result = await (await as('admin-1')).createUser(input);

        expect(result.invitationSentTo).toBeNull();
        expect(await harness.account(result.uid)).toMatchObject({
          email: 'cajera.nueva@t1.test',
          disabled: false,
          claims: { role: 'employee', tenantId: 't1' },
        });
        expect(await harness.readDoc('users', result.uid)).toMatchObject({
          tenantId: 't1',
          email: 'cajera.nueva@t1.test',
          displayName: 'Rosa Cajera',
          photoURL: null,
          role: 'employee',
          disabled: false,
          rut: '12.345.678-5',
          position: 'Cajera',
          department: null,
          hireDate,
          contractWeeklyHours: null,
          payKind: 'monthly',
          payAmount: 650_000,
          tokensRevokedAt: null,
          createdAt: expect.any(Date),
        });
        await expect(harness.signIn('cajera.nueva@t1.test', INITIAL_PASSWORD)).resolves.toBeDefined();
      });

      it('lets an admin create another admin of their tenant', async () => {
        const result = await (await as('admin-1')).createUser(newPerson({ role: 'admin' }));
        expect((await harness.account(result.uid))?.claims).toEqual({
          role: 'admin',
          tenantId: 't1',
          mustChangePassword: true,
        });
      });

      it('needs an initial password where no e-mail can be sent, and invites by e-mail where it can', async () => {
        const admin = await as('admin-1');
        const input = newPerson({ password: null });
        if (harness.passwordRequired) {
          await expectRefused(
            harness,
            () => admin.createUser(input),
            'invalid-argument',
            'password-required',
            ['password'],
          );
          expect(await harness.findAccount(input.email)).toBeNull();
          return;
        }
        const result = await admin.createUser(input);
        // Security review M5: the caller learns where the invitation went, never its link.
        expect(result).toEqual({ uid: result.uid, invitationSentTo: input.email });
        expect((await harness.account(result.uid))?.claims).toEqual({ role: 'employee', tenantId: 't1' });
        const mail = await harness.readWhere('mail', { to: input.email });
        expect(mail).toHaveLength(1);
        expect(mail[0]?.data).toMatchObject({
          to: input.email,
          message: { subject: expect.any(String), text: expect.any(String), html: expect.any(String) },
        });
        const link = linkInMail(mail[0]);
        expect(JSON.stringify(result)).not.toContain(link);
        const logs = await harness.readWhere('logs', { actorId: uid('admin-1') });
        expect(JSON.stringify(logs)).not.toContain(link);
      });

      it('refuses an initial password shorter than 8 characters', async () => {
        const admin = await as('admin-1');
        const input = newPerson({ password: 'corta' });
        await expectRefused(harness, () => admin.createUser(input), 'invalid-argument', 'weak-password', [
          'password',
        ]);
      });

      it('is idempotent: the same request id and input give the same person once', async () => {
        const admin = await as('admin-1');
        const input = newPerson();
        const first = await admin.createUser(input);
        const again = await admin.createUser({ ...input });
        expect(again.uid).toBe(first.uid);
        expect((await harness.findAccount(input.email))?.uid).toBe(first.uid);
        expect(await harness.readWhere('users', { email: input.email })).toHaveLength(1);
      });

      it('refuses the same request id with another input (request-conflict)', async () => {
        const admin = await as('admin-1');
        const input = newPerson();
        await admin.createUser(input);
        await expectRefused(
          harness,
          () => admin.createUser({ ...input, displayName: 'Otra Persona' }),
          'already-exists',
          'request-conflict',
        );
      });
    });

    describe('tenants and roles an admin may not cross (A-1, A-2, A-3)', () => {
      it('A-1: an admin cannot create a person in another tenant', async () => {
        const admin = await as('admin-1');
        const input = newPerson({ tenantId: 't2' });
        await expectRefused(harness, () => admin.createUser(input), 'permission-denied', 'other-tenant');
        expect(await harness.findAccount(input.email)).toBeNull();
      });

      it('A-2: an admin cannot create a superuser', async () => {
        const admin = await as('admin-1');
        const input = newPerson({ role: 'superuser' });
        await expectRefused(harness, () => admin.createUser(input), 'permission-denied', 'superuser-only');
        expect(await harness.findAccount(input.email)).toBeNull();
      });

      it('A-3: an admin cannot change their own role, a superuser, or someone of another tenant', async () => {
        const admin = await as('admin-1');
        await expectRefused(
          harness,
          () => admin.setUserRole({ uid: uid('admin-1'), role: 'superuser' }),
          'permission-denied',
          'own-role',
        );
        await expectRefused(
          harness,
          () => admin.setUserRole({ uid: uid('super-1'), role: 'employee' }),
          'permission-denied',
          'superuser-only',
        );
        await expectRefused(
          harness,
          () => admin.setUserRole({ uid: uid('emp-2'), role: 'admin' }),
          'permission-denied',
          'other-tenant',
        );
        await expectRefused(
          harness,
          () => admin.setUserRole({ uid: uid('emp-1'), role: 'superuser' }),
          'permission-denied',
          'superuser-only',
        );
        await expectRefused(
          harness,
          () => admin.setUserDisabled({ uid: uid('emp-2'), disabled: true }),
          'permission-denied',
          'other-tenant',
        );
      });

      it('refuses every call of an employee and of no one signed in', async () => {
        const employee = await as('emp-1');
        await expectRefused(
          harness,
          () => employee.createUser(newPerson()),
          'permission-denied',
          'not-allowed',
        );
        await expectRefused(
          harness,
          () => employee.setUserDisabled({ uid: uid('emp-1'), disabled: true }),
          'permission-denied',
          'not-allowed',
        );
        const nobody = harness.signedOut();
        await expectRefused(harness, () => nobody.createUser(newPerson()), 'unauthenticated', 'signed-out');
        await expectRefused(
          harness,
          () => nobody.setTenantDisabled({ tenantId: 't2', disabled: true }),
          'unauthenticated',
          'signed-out',
        );
      });

      it('keeps tenants to superusers', async () => {
        const admin = await as('admin-1');
        await expectRefused(
          harness,
          () => admin.createTenant(newTenant()),
          'permission-denied',
          'not-allowed',
        );
        await expectRefused(
          harness,
          () => admin.setTenantDisabled({ tenantId: 't2', disabled: true }),
          'permission-denied',
          'not-allowed',
        );
      });
    });

    describe('sessions that no longer count (A-4, A-7)', () => {
      it('A-4: a demoted admin still holding the old session is refused', async () => {
        const admin = await as('admin-1');
        const superuser = await as('super-1');
        // Firebase keeps a revocation to the second and counts a sign-in in that same second as after it: the
        // old session must be from an earlier second, or it is not stale (and the refusal is not-allowed).
        await intoNextSecond();
        await superuser.setUserRole({ uid: uid('emp-1'), role: 'admin' });
        await superuser.setUserRole({ uid: uid('admin-1'), role: 'employee' });

        const demoted = await harness.account(uid('admin-1'));
        expect(demoted?.claims).toEqual({ role: 'employee', tenantId: 't1' });
        expect(demoted?.tokensValidAfter).toEqual(expect.any(Date));
        expect(await harness.readDoc('users', uid('admin-1'))).toMatchObject({
          role: 'employee',
          tokensRevokedAt: expect.any(Date),
        });
        await expectRefused(
          harness,
          () => admin.createUser(newPerson()),
          'permission-denied',
          'session-revoked',
        );
      });

      it('A-7: disabling a person disables the account, revokes the sessions and mirrors it; enabling undoes it', async () => {
        const employee = await as('emp-1');
        const admin = await as('admin-1');
        await admin.setUserDisabled({ uid: uid('emp-1'), disabled: true });

        const disabled = await harness.account(uid('emp-1'));
        expect(disabled?.disabled).toBe(true);
        expect(disabled?.tokensValidAfter).toEqual(expect.any(Date));
        expect(await harness.readDoc('users', uid('emp-1'))).toMatchObject({
          disabled: true,
          tokensRevokedAt: expect.any(Date),
        });
        await expectRefused(
          harness,
          () => employee.createUser(newPerson()),
          'permission-denied',
          'session-revoked',
        );
        await expect(signInAs(harness, 'emp-1')).rejects.toMatchObject({ code: 'auth/user-disabled' });

        await admin.setUserDisabled({ uid: uid('emp-1'), disabled: false });
        expect((await harness.account(uid('emp-1')))?.disabled).toBe(false);
        expect(await harness.readDoc('users', uid('emp-1'))).toMatchObject({ disabled: false });
        await expect(signInAs(harness, 'emp-1')).resolves.toBeDefined();
      });
    });

    describe('e-mails that already have an account (A-5, A-6)', () => {
      it('A-5: a self-registered e-mail is refused and its account never gets claims', async () => {
        const intruder = await harness.selfRegister('victima@t1.test', 'clave-del-intruso');
        const admin = await as('admin-1');
        const input = newPerson({ email: ' VICTIMA@t1.test ' });
        await expectRefused(harness, () => admin.createUser(input), 'already-exists', 'email-exists');
        expect((await harness.account(intruder))?.claims ?? null).toBeNull();
        expect(await harness.readDoc('users', intruder)).toBeNull();
      });

      it('A-6: an e-mail of another tenant gets the same answer and is not moved', async () => {
        await harness.selfRegister('suelta@t1.test', 'clave-suelta-1');
        const admin = await as('admin-1');
        const answers = [];
        for (const email of ['emp-2@t2.test', 'emp-1@t1.test', 'suelta@t1.test']) {
          const error = await expectRefused(
            harness,
            () => admin.createUser(newPerson({ email })),
            'already-exists',
            'email-exists',
          );
          answers.push({ code: error.code, reason: error.reason, message: error.message });
        }
        expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
        expect((await harness.account(uid('emp-2')))?.claims).toEqual({ role: 'employee', tenantId: 't2' });
      });

      it('refuses a RUT another person of the tenant has, and allows it in another tenant', async () => {
        const admin = await as('admin-1');
        await admin.createUser(newPerson({ file: { rut: '12.345.678-5' } }));
        await expectRefused(
          harness,
          () => admin.createUser(newPerson({ file: { rut: '12345678-5' } })),
          'already-exists',
          'rut-exists',
        );
        const other = await (
          await as('admin-2')
        ).createUser(newPerson({ tenantId: 't2', file: { rut: '123456785' } }));
        expect(await harness.readDoc('users', other.uid)).toMatchObject({ rut: '12.345.678-5' });
      });
    });

    describe('keeping an admin (A-8)', () => {
      it('refuses disabling or demoting the last active admin, and disabling oneself', async () => {
        const superuser = await as('super-1');
        const admin = await as('admin-1');
        await expectRefused(
          harness,
          () => superuser.setUserDisabled({ uid: uid('admin-1'), disabled: true }),
          'failed-precondition',
          'last-admin',
        );
        await expectRefused(
          harness,
          () => superuser.setUserRole({ uid: uid('admin-1'), role: 'employee' }),
          'failed-precondition',
          'last-admin',
        );
        await expectRefused(
          harness,
          () => admin.setUserDisabled({ uid: uid('admin-1'), disabled: true }),
          'permission-denied',
          'own-account',
        );
        await expectRefused(
          harness,
          () => superuser.setUserDisabled({ uid: uid('super-1'), disabled: true }),
          'permission-denied',
          'own-account',
        );

        // With a second admin, the first may go.
        await admin.setUserRole({ uid: uid('emp-1'), role: 'admin' });
        await superuser.setUserDisabled({ uid: uid('admin-1'), disabled: true });
        expect((await harness.account(uid('admin-1')))?.disabled).toBe(true);
      });
    });

    describe('input', () => {
      it('refuses unknown keys, a bad e-mail, a bad RUT and an unsupported zone, naming the fields', async () => {
        const admin = await as('admin-1');
        const withExtra = { ...newPerson(), isOwner: true } as unknown as Parameters<
          AdminPort['createUser']
        >[0];
        await expectRefused(harness, () => admin.createUser(withExtra), 'invalid-argument', 'invalid-input', [
          'isOwner',
        ]);
        await expectRefused(
          harness,
          () => admin.createUser(newPerson({ email: 'no-es-correo' })),
          'invalid-argument',
          'invalid-input',
          ['email'],
        );
        await expectRefused(
          harness,
          () => admin.createUser(newPerson({ file: { rut: '12.345.678-9' } })),
          'invalid-argument',
          'invalid-input',
          ['file.rut'],
        );
        const superuser = await as('super-1');
        await expectRefused(
          harness,
          () => superuser.createTenant(newTenant({ timeZone: 'Mars/Olympus_Mons' })),
          'invalid-argument',
          'invalid-input',
          ['timeZone'],
        );
      });
    });

    describe('disabled tenants', () => {
      it('locks out the admin of a disabled tenant and refuses new people in it', async () => {
        const admin = await as('admin-2');
        const superuser = await as('super-1');
        await superuser.setTenantDisabled({ tenantId: 't2', disabled: true });
        expect(await harness.readDoc('tenants', 't2')).toMatchObject({ disabled: true });

        await expectRefused(
          harness,
          () => admin.createUser(newPerson({ tenantId: 't2' })),
          'permission-denied',
          'session-revoked',
        );
        await expectRefused(
          harness,
          () => superuser.createUser(newPerson({ tenantId: 't2' })),
          'failed-precondition',
          'tenant-disabled',
        );
        await expectRefused(
          harness,
          () => superuser.setUserDisabled({ uid: uid('emp-2'), disabled: false }),
          'failed-precondition',
          'tenant-disabled',
        );
        await expectRefused(
          harness,
          () => superuser.setTenantDisabled({ tenantId: 't1', disabled: true }),
          'permission-denied',
          'own-account',
        );
        await expectRefused(
          harness,
          () => superuser.createUser(newPerson({ tenantId: 'no-existe' })),
          'not-found',
          'tenant-not-found',
        );

        await superuser.setTenantDisabled({ tenantId: 't2', disabled: false });
        const created = await admin.createUser(newPerson({ tenantId: 't2' }));
        expect((await harness.account(created.uid))?.claims).toEqual({
          role: 'employee',
          tenantId: 't2',
          mustChangePassword: true,
        });
      });
    });

    describe('inspector access', () => {
      const inspection = (days = 5) => ({ requestId: requestId(), email: 'fiscal@dt.test', days });

      it('gives an inspector a passwordless, read-only access to the admin’s tenant that ends in `days`', async () => {
        const admin = await as('admin-1');
        const before = Date.now();
        const access = await admin.createInspectorAccess(inspection(3));
        const until = Date.parse(access.accessUntil);
        expect(until).toBeGreaterThanOrEqual(before + 3 * 86_400_000 - 60_000);
        expect(until).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000 + 60_000);
        // Security review M5: the link goes only by e-mail; the admin learns the address.
        expect(access).toEqual({
          uid: access.uid,
          accessUntil: access.accessUntil,
          sentTo: 'fiscal@dt.test',
        });
        const account = await harness.account(access.uid);
        expect(account).toMatchObject({ email: 'fiscal@dt.test', disabled: false });
        expect(account?.claims).toEqual({
          role: 'inspector',
          tenantId: 't1',
          accessUntil: until,
          grants: { t1: until },
        });
        // Not a person of the tenant: no users doc.
        expect(await harness.readDoc('users', access.uid)).toBeNull();
        const mail = await harness.readWhere('mail', { to: 'fiscal@dt.test' });
        expect(mail).toHaveLength(1);

        const inspector = await harness.signInWithLink('fiscal@dt.test', linkInMail(mail[0]));
        expect(await inspector.startInspection()).toEqual({
          accessUntil: access.accessUntil,
          tenantId: 't1',
          grants: [{ tenantId: 't1', name: 'Empresa Uno', accessUntil: access.accessUntil }],
          keyUntil: null,
        });
        const logs = (await harness.readWhere('logs', { tenantId: 't1' })).map((log) => log.data);
        expect(logs).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              actorId: uid('admin-1'),
              action: 'admin.createInspectorAccess',
              target: access.uid,
            }),
            expect.objectContaining({
              actorId: access.uid,
              action: 'admin.startInspection',
              details: expect.stringContaining('fiscal@dt.test'),
            }),
          ]),
        );
        // The inspector makes no other call; no one else opens an inspection.
        await expectRefused(
          harness,
          () => inspector.createUser(newPerson()),
          'permission-denied',
          'not-allowed',
        );
        await expectRefused(
          harness,
          () => inspector.createInspectorAccess(inspection()),
          'permission-denied',
          'not-allowed',
        );
        await expectRefused(harness, () => admin.startInspection(), 'permission-denied', 'not-allowed');
      });

      it('renews an inspector of the same tenant, and refuses employees and people’s e-mails', async () => {
        const admin = await as('admin-1');
        const first = await admin.createInspectorAccess(inspection(1));
        const renewed = await admin.createInspectorAccess(inspection(10));
        expect(renewed.uid).toBe(first.uid);
        expect(Date.parse(renewed.accessUntil)).toBeGreaterThan(Date.parse(first.accessUntil));
        expect((await harness.account(first.uid))?.claims).toMatchObject({
          accessUntil: Date.parse(renewed.accessUntil),
        });

        const employee = await as('emp-1');
        await expectRefused(
          harness,
          () => employee.createInspectorAccess(inspection()),
          'permission-denied',
          'not-allowed',
        );
        await expectRefused(
          harness,
          () => admin.createInspectorAccess({ ...inspection(), email: 'emp-1@t1.test' }),
          'already-exists',
          'email-exists',
        );
        // A person of another company is no inspector either (security review M4 keys grants by e-mail and
        // company, never by taking over an account).
        await expectRefused(
          harness,
          () => admin.createInspectorAccess({ ...inspection(), email: 'admin-2@t2.test' }),
          'already-exists',
          'email-exists',
        );
        expect((await harness.account(uid('admin-2')))?.claims).toEqual({ role: 'admin', tenantId: 't2' });
        await expectRefused(
          harness,
          () => admin.createInspectorAccess({ ...inspection(0) }),
          'invalid-argument',
          'invalid-input',
          ['days'],
        );
        await expectRefused(
          harness,
          () => admin.createInspectorAccess({ ...inspection(31) }),
          'invalid-argument',
          'invalid-input',
          ['days'],
        );
      });
    });

    describe('one inspector, several companies (security review M4)', () => {
      const inspection = (days: number) => ({ requestId: requestId(), email: 'fiscal@dt.test', days });
      const logsIn = async (tenantId: string) =>
        (await harness.readWhere('logs', { tenantId })).map((log) => log.data);

      it('lets a second company grant the same inspector: both grants work, each company sees only its own', async () => {
        const first = await (await as('admin-1')).createInspectorAccess(inspection(3));
        const [mail] = await harness.readWhere('mail', { to: 'fiscal@dt.test' });
        const inspector = await harness.signInWithLink('fiscal@dt.test', linkInMail(mail));
        // Before t2 grants anything, t2 cannot be inspected and hears nothing of the attempt.
        await expectRefused(
          harness,
          () => inspector.startInspection({ tenantId: 't2' }),
          'permission-denied',
          'no-grant',
        );
        expect(await logsIn('t2')).toEqual([]);

        const second = await (await as('admin-2')).createInspectorAccess(inspection(7));
        expect(second).toEqual({ uid: first.uid, accessUntil: second.accessUntil, sentTo: 'fiscal@dt.test' });
        const [until1, until2] = [Date.parse(first.accessUntil), Date.parse(second.accessUntil)];
        // t1 is still the company inspected; t2's grant sits beside it.
        expect((await harness.account(first.uid))?.claims).toEqual({
          role: 'inspector',
          tenantId: 't1',
          accessUntil: until1,
          grants: { t1: until1, t2: until2 },
        });

        const grants = [
          { tenantId: 't2', name: 'Empresa Dos', accessUntil: second.accessUntil },
          { tenantId: 't1', name: 'Empresa Uno', accessUntil: first.accessUntil },
        ];
        expect(await inspector.startInspection()).toEqual({
          tenantId: 't1',
          accessUntil: first.accessUntil,
          grants,
          keyUntil: null,
        });
        expect(await inspector.startInspection({ tenantId: 't2' })).toEqual({
          tenantId: 't2',
          accessUntil: second.accessUntil,
          grants,
          keyUntil: null,
        });
        expect((await harness.account(first.uid))?.claims).toEqual({
          role: 'inspector',
          tenantId: 't2',
          accessUntil: until2,
          grants: { t1: until1, t2: until2 },
        });

        // Each company's trail holds its own grant and its own session, and nothing of the other company.
        const actions = (logs: Awaited<ReturnType<typeof logsIn>>) =>
          logs.map((log) => `${String(log.action)}:${String(log.actorId)}`).sort();
        const t1Logs = await logsIn('t1');
        const t2Logs = await logsIn('t2');
        expect(actions(t1Logs)).toEqual(
          [
            `admin.createInspectorAccess:${uid('admin-1')}`,
            `admin.startInspection.refused:${first.uid}`,
            `admin.startInspection:${first.uid}`,
          ].sort(),
        );
        expect(actions(t2Logs)).toEqual(
          [`admin.createInspectorAccess:${uid('admin-2')}`, `admin.startInspection:${first.uid}`].sort(),
        );
        expect(JSON.stringify(t1Logs)).not.toContain(second.accessUntil);
        expect(JSON.stringify(t1Logs)).not.toContain('Empresa Dos');
        expect(JSON.stringify(t2Logs)).not.toContain(first.accessUntil);
        expect(JSON.stringify(t2Logs)).not.toContain('Empresa Uno');
      });

      it('ends one company’s grant without touching the other’s, and refuses the ended one', async () => {
        const first = await (await as('admin-1')).createInspectorAccess(inspection(3));
        const [mail] = await harness.readWhere('mail', { to: 'fiscal@dt.test' });
        const inspector = await harness.signInWithLink('fiscal@dt.test', linkInMail(mail));
        const second = await (await as('admin-2')).createInspectorAccess(inspection(7));
        const until2 = Date.parse(second.accessUntil);
        // Time passes for t1's grant alone: its end moves into the past.
        const ended = Date.now() - 60_000;
        await harness.setClaims(first.uid, {
          role: 'inspector',
          tenantId: 't1',
          accessUntil: ended,
          grants: { t1: ended, t2: until2 },
        });

        await expectRefused(
          harness,
          () => inspector.startInspection({ tenantId: 't1' }),
          'permission-denied',
          'access-expired',
        );
        // Opening without naming a company moves to the one whose grant holds, and drops the ended grant.
        expect(await inspector.startInspection()).toEqual({
          tenantId: 't2',
          accessUntil: second.accessUntil,
          grants: [{ tenantId: 't2', name: 'Empresa Dos', accessUntil: second.accessUntil }],
          keyUntil: null,
        });
        expect((await harness.account(first.uid))?.claims).toEqual({
          role: 'inspector',
          tenantId: 't2',
          accessUntil: until2,
          grants: { t2: until2 },
        });

        // t1 grants again: its new grant joins t2's, which stays the company inspected.
        const renewed = await (await as('admin-1')).createInspectorAccess(inspection(2));
        const until1 = Date.parse(renewed.accessUntil);
        expect((await harness.account(first.uid))?.claims).toEqual({
          role: 'inspector',
          tenantId: 't2',
          accessUntil: until2,
          grants: { t2: until2, t1: until1 },
        });
      });
    });

    describe('objection link (Res. Ex. N° 38 art. 40.2)', () => {
      it('Res. Ex. N° 38 art. 40.2: refuses a forged or malformed objection link to anyone, changing nothing', async () => {
        const visitor = harness.signedOut();
        const forged = `c0rrecc10n.${(Date.now() + 3_600_000).toString(36)}.${'A'.repeat(43)}`;
        await expectRefused(
          harness,
          () => visitor.correctionByLink({ token: forged }),
          'permission-denied',
          'link-invalid',
        );
        await expectRefused(
          harness,
          () => visitor.objectCorrectionByLink({ token: forged, reason: 'No estoy de acuerdo' }),
          'permission-denied',
          'link-invalid',
        );
        await expectRefused(
          harness,
          () => visitor.objectCorrectionByLink({ token: 'no-es-un-enlace', reason: null }),
          'permission-denied',
          'link-invalid',
        );
        await expectRefused(
          harness,
          () => visitor.objectCorrectionByLink({ token: '', reason: null }),
          'invalid-argument',
          'invalid-input',
          ['token'],
        );
      });
    });

    describe('portal de fiscalización (Res. Ex. N° 38 arts. 22–24)', () => {
      const OFFICIAL = 'fiscalizador@dt.gob.cl';

      it('Res. Ex. N° 38 art. 23: refuses a key for an address outside @dt.gob.cl, creating nothing', async () => {
        await expectRefused(
          harness,
          () => harness.signedOut().requestInspectorKey({ email: 'alguien@gmail.com' }),
          'invalid-argument',
          'not-dt-email',
          ['email'],
        );
        expect(await harness.findAccount('alguien@gmail.com')).toBeNull();
        expect(await harness.readWhere('mail', { to: 'alguien@gmail.com' })).toEqual([]);
      });

      it('Res. Ex. N° 38 arts. 22.5, 23–24: a key by e-mail opens any employer, logged with the IP, the employer told', async () => {
        const before = Date.now();
        const result = await harness.signedOut().requestInspectorKey({ email: OFFICIAL });
        const until = Date.parse(result.validUntil);
        expect(until).toBeGreaterThanOrEqual(before + 5 * 86_400_000 - 60_000);
        expect(until).toBeLessThanOrEqual(Date.now() + 5 * 86_400_000 + 60_000);
        const mail = await harness.readWhere('mail', { to: OFFICIAL });
        expect(mail).toHaveLength(1);
        const key = /es: ([A-Z0-9-]{14})/.exec(
          String((mail[0]?.data.message as { text?: string }).text),
        )?.[1];
        expect(key).toBeDefined();
        // Only where no e-mail can be sent does the answer carry the key.
        expect(result.key).toBe(harness.passwordRequired ? key : null);

        const official = await harness.signIn(OFFICIAL, key);
        const found = await official.findEmployers({ query: 'uno' });
        expect(found.employers.map((hit) => hit.tenantId)).toEqual(['t1']);
        const all = await official.findEmployers({ query: '' });
        expect(all.employers.map((hit) => hit.tenantId).sort()).toEqual(['t1', 't2']);

        const opened = await official.startInspection({ tenantId: 't1' });
        expect(opened).toMatchObject({ tenantId: 't1', grants: [], keyUntil: new Date(until).toISOString() });
        await official.recordInspectionDownload({ file: 'reporte-jornada.pdf' });
        const logs = (await harness.readWhere('logs', { tenantId: 't1' })).map((log) => log.data);
        const session = logs.find((log) => log.action === 'admin.startInspection');
        expect(JSON.parse(String(session?.details))).toMatchObject({
          email: OFFICIAL,
          access: 'dt-key',
          ip: expect.stringMatching(/\S/),
        });
        const download = logs.find((log) => log.action === 'admin.recordInspectionDownload');
        expect(JSON.parse(String(download?.details))).toMatchObject({
          email: OFFICIAL,
          file: 'reporte-jornada.pdf',
          ip: expect.stringMatching(/\S/),
        });
        const notice = await harness.readWhere('mail', { to: 'admin-1@t1.test' });
        expect(JSON.stringify(notice.map((queued) => queued.data))).toContain(
          'Aviso de inicio de fiscalización',
        );
        // Company t2 was not opened: it hears nothing.
        expect(
          (await harness.readWhere('logs', { tenantId: 't2' })).map((log) => log.data.action),
        ).not.toContain('admin.startInspection');
        // Read only: the official makes no other call.
        await expectRefused(
          harness,
          () => official.createUser(newPerson()),
          'permission-denied',
          'not-allowed',
        );
        // Nobody else searches employers.
        const admin = await as('admin-1');
        await expectRefused(
          harness,
          () => admin.findEmployers({ query: '' }),
          'permission-denied',
          'not-allowed',
        );
      });
    });

    describe('week reminders', () => {
      const today = dayKey(new Date(), 'America/Santiago');
      const lastWeek = startOfWeekKey(addDaysToKey(today, -7));

      it('queues one e-mail per person of the admin’s tenant, skipping anyone else, with one audit entry', async () => {
        const admin = await as('admin-1');
        const result = await admin.remindWeekSignatures({
          week: lastWeek,
          uids: [uid('emp-1'), uid('emp-1'), uid('emp-2'), 'nadie'],
        });
        expect(result).toEqual({ reminded: 1 });
        const mail = await harness.readWhere('mail', { to: 'emp-1@t1.test' });
        expect(mail).toHaveLength(1);
        expect(JSON.stringify(mail[0]?.data)).toContain('semana por firmar');
        expect(await harness.readWhere('mail', { to: 'emp-2@t2.test' })).toEqual([]);
        const logs = (await harness.readWhere('logs', { actorId: uid('admin-1') })).map((log) => log.data);
        expect(logs).toEqual([
          expect.objectContaining({ tenantId: 't1', action: 'admin.remindWeekSignatures', target: lastWeek }),
        ]);
      });

      it('refuses employees, a week that has not ended and a day that is not a Monday', async () => {
        const employee = await as('emp-1');
        await expectRefused(
          harness,
          () => employee.remindWeekSignatures({ week: lastWeek, uids: [uid('emp-1')] }),
          'permission-denied',
          'not-allowed',
        );
        const admin = await as('admin-1');
        await expectRefused(
          harness,
          () => admin.remindWeekSignatures({ week: startOfWeekKey(today), uids: [uid('emp-1')] }),
          'invalid-argument',
          'invalid-input',
          ['week'],
        );
        await expectRefused(
          harness,
          () => admin.remindWeekSignatures({ week: addDaysToKey(lastWeek, 1), uids: [uid('emp-1')] }),
          'invalid-argument',
          'invalid-input',
          ['week'],
        );
      });
    });

    describe('sign-up at /crear', () => {
      it('lets a signed-out visitor found a company in Chile with Chile’s holidays, as its admin', async () => {
        const input = newSignUp();
        const result = await harness.signedOut().signUp(input);

        expect(await harness.readDoc('tenants', result.tenantId)).toMatchObject({
          tenantId: result.tenantId,
          name: 'Panadería La Espiga',
          legalName: 'Panadería La Espiga Limitada',
          taxId: '77.123.456-9',
          timeZone: 'America/Santiago',
          disabled: false,
          settings: expect.objectContaining({ currency: 'CLP' }),
        });
        const founder = await harness.account(result.adminUid);
        expect(founder).toMatchObject({ email: input.admin.email, disabled: false });
        // The founder chose their own password: nothing to change at first sign-in (security review M5).
        expect(founder?.claims).toEqual({ role: 'admin', tenantId: result.tenantId });
        const holidays = await harness.readWhere('holidays', { tenantId: result.tenantId });
        const names = holidays.map((holiday) => holiday.data.name);
        expect(names).toEqual(expect.arrayContaining(['Año Nuevo', 'Navidad']));
        expect(holidays.length).toBeGreaterThanOrEqual(15);
        const logs = await harness.readWhere('logs', { tenantId: result.tenantId });
        expect(logs.map((log) => log.data)).toEqual([
          expect.objectContaining({
            action: 'admin.signUp',
            actorId: result.adminUid,
            target: result.tenantId,
          }),
        ]);
        expect(JSON.stringify(logs)).not.toContain(INITIAL_PASSWORD);

        const admin = await harness.signIn(input.admin.email, INITIAL_PASSWORD);
        const employee = await admin.createUser(newPerson({ tenantId: result.tenantId }));
        expect((await harness.account(employee.uid))?.claims).toEqual({
          role: 'employee',
          tenantId: result.tenantId,
          mustChangePassword: true,
        });
      });

      it('writes the company’s first Lugar de trabajo with the address the visitor gave (Res. Ex. N° 38 art. 13.2–13.3)', async () => {
        const input = newSignUp({
          workplace: {
            name: '  Local Centro ',
            street: ' Av. Libertador Bernardo O’Higgins ',
            number: '1302',
            unit: ' Local 4 ',
            comuna: 'Santiago',
            city: 'Santiago',
            region: 13,
          },
        });
        const result = await harness.signedOut().signUp(input);
        const workplaces = await harness.readWhere('workplaces', { tenantId: result.tenantId });
        expect(workplaces).toEqual([
          {
            id: `${result.tenantId}-principal`,
            data: {
              tenantId: result.tenantId,
              name: 'Local Centro',
              street: 'Av. Libertador Bernardo O’Higgins',
              number: '1302',
              unit: 'Local 4',
              comuna: 'Santiago',
              city: 'Santiago',
              region: 13,
            },
          },
        ]);
        // The server's own write, unstamped: the founding's entry names it, no workplace.create entry is made.
        const logs = await harness.readWhere('logs', { tenantId: result.tenantId });
        expect(logs.map((log) => log.data['action'])).toEqual(['admin.signUp']);
        // The entry's details are stored as JSON text.
        expect(JSON.parse(String(logs[0]?.data['details']))).toMatchObject({
          workplace: {
            id: `${result.tenantId}-principal`,
            name: 'Local Centro',
            address:
              'Av. Libertador Bernardo O’Higgins 1302, Local 4, Santiago, Santiago, Región Metropolitana de Santiago',
          },
        });
        // A blank unit is none.
        const plain = await harness
          .signedOut()
          .signUp(newSignUp({ workplace: { ...input.workplace, unit: '   ' } }));
        const [stored] = await harness.readWhere('workplaces', { tenantId: plain.tenantId });
        expect(stored?.data['unit']).toBeNull();
      });

      it('refuses a workplace in region 99, with an empty street or none at all, creating nothing (Res. Ex. N° 38 art. 13.3)', async () => {
        const visitor = harness.signedOut();
        const before = await harness.readWhere('workplaces', {});
        const base = newSignUp();
        for (const [workplace, field] of [
          [{ ...base.workplace, region: 99 }, 'workplace.region'],
          [{ ...base.workplace, street: '  ' }, 'workplace.street'],
          [{ ...base.workplace, comuna: '' }, 'workplace.comuna'],
          [{ ...base.workplace, number: 'x'.repeat(WORKPLACE_LIMITS.number + 1) }, 'workplace.number'],
          [{ ...base.workplace, country: 'CL' }, 'workplace.country'],
        ] as const) {
          await expectRefused(
            harness,
            () => visitor.signUp({ ...newSignUp(), workplace: workplace as SignUpInput['workplace'] }),
            'invalid-argument',
            'invalid-input',
            [field],
          );
        }
        const { workplace: _none, ...without } = newSignUp();
        await expectRefused(
          harness,
          () => visitor.signUp(without as SignUpInput),
          'invalid-argument',
          'invalid-input',
          ['workplace'],
        );
        expect(await harness.readWhere('tenants', { name: 'Panadería La Espiga' })).toEqual([]);
        expect(await harness.readWhere('workplaces', {})).toEqual(before);
      });

      it('refuses terms not accepted, a bad RUT, no password and a taken e-mail, creating nothing', async () => {
        const visitor = harness.signedOut();
        await expectRefused(
          harness,
          () => visitor.signUp(newSignUp({ acceptedTerms: false })),
          'invalid-argument',
          'invalid-input',
          ['acceptedTerms'],
        );
        await expectRefused(
          harness,
          () => visitor.signUp(newSignUp({ taxId: '77123456-0' })),
          'invalid-argument',
          'invalid-input',
          ['taxId'],
        );
        const noPassword = newSignUp();
        await expectRefused(
          harness,
          () => visitor.signUp({ ...noPassword, admin: { ...noPassword.admin, password: '' } }),
          'invalid-argument',
          'password-required',
          ['admin.password'],
        );
        const taken = newSignUp();
        await expectRefused(
          harness,
          () => visitor.signUp({ ...taken, admin: { ...taken.admin, email: 'admin-2@t2.test' } }),
          'already-exists',
          'email-exists',
        );
        expect(await harness.readWhere('tenants', { name: 'Panadería La Espiga' })).toEqual([]);
      });

      it(`refuses more than ${SIGN_UPS_PER_HOUR} sign-ups an hour from one address`, async () => {
        const visitor = harness.signedOut();
        for (let index = 0; index < SIGN_UPS_PER_HOUR; index += 1) await visitor.signUp(newSignUp());
        await expectRefused(
          harness,
          () => visitor.signUp(newSignUp()),
          'resource-exhausted',
          'too-many-requests',
        );
        expect(await harness.readWhere('tenants', { name: 'Panadería La Espiga' })).toHaveLength(
          SIGN_UPS_PER_HOUR,
        );
      });
    });

    describe('the landing page’s contact form (security review M11)', () => {
      const contact = {
        name: ' Rosa Muñoz ',
        email: 'Rosa@CafeCentral.CL',
        company: 'Café Central',
        phone: null,
        employees: 25,
        message: 'Tenemos dos locales.',
      };

      it('stores a signed-out visitor’s contact as a new lead, trimmed, stamped by the server', async () => {
        const { leadId } = await harness.signedOut().sendLead(contact);
        expect(await harness.readDoc('leads', leadId)).toMatchObject({
          tenantId: null,
          name: 'Rosa Muñoz',
          email: 'rosa@cafecentral.cl',
          company: 'Café Central',
          phone: null,
          employees: 25,
          message: 'Tenemos dos locales.',
          status: 'nuevo',
          createdAt: expect.any(Date),
        });
      });

      it(`refuses a malformed contact, and more than ${LEADS_PER_HOUR} an hour from one address`, async () => {
        const visitor = harness.signedOut();
        await expectRefused(
          harness,
          () => visitor.sendLead({ ...contact, email: 'no es correo' }),
          'invalid-argument',
          'invalid-input',
        );
        for (let index = 0; index < LEADS_PER_HOUR; index += 1) await visitor.sendLead(contact);
        await expectRefused(
          harness,
          () => visitor.sendLead(contact),
          'resource-exhausted',
          'too-many-requests',
        );
      });
    });

    describe('PIN de marcación (Res. Ex. N° 38 art. 7 f–g)', () => {
      it('Res. Ex. N° 38 art. 7 g: a worker sets a PIN, e-mailed, and signs in with RUT and PIN; trivial and wrong ones are refused', async () => {
        const person = newPerson({ file: { rut: '12345678-5' } });
        await (await as('admin-1')).createUser(person);
        const onInitial = await harness.signIn(person.email, INITIAL_PASSWORD);
        // On an initial password the only call is replacing it (security review M5).
        await expectRefused(
          harness,
          () => onInitial.setOwnPin({ pin: '4817' }),
          'permission-denied',
          'not-allowed',
        );
        await onInitial.setOwnPassword({ password: 'clave-propia-1' });
        const own = await harness.signIn(person.email, 'clave-propia-1');
        await expectRefused(harness, () => own.setOwnPin({ pin: '1234' }), 'invalid-argument', 'trivial-pin');
        await expect(own.setOwnPin({ pin: '4817' })).resolves.toEqual({ replaced: false });
        const subjects = (await harness.readWhere('mail', { to: person.email })).map(
          (mail) => (mail.data['message'] as { subject?: unknown } | undefined)?.subject,
        );
        // Art. 7 f: the password and then the PIN, each e-mailed to the person.
        expect(subjects).toEqual(
          expect.arrayContaining(['Tu contraseña de Asiste cambió', 'Tu PIN de marcación cambió']),
        );

        const visitor = harness.signedOut();
        const { token } = await visitor.signInWithPin({ rut: '12.345.678-5', pin: '4817' });
        expect(token).toEqual(expect.any(String));
        expect(token.length).toBeGreaterThan(10);
        for (const attempt of [
          { rut: '12.345.678-5', pin: '4818' },
          { rut: '11.111.111-1', pin: '4817' },
        ]) {
          await expect(visitor.signInWithPin(attempt)).rejects.toMatchObject({
            code: 'permission-denied',
            reason: 'wrong-pin',
          });
        }
      });
    });

    describe('audit (A-11)', () => {
      it('logs every allowed and refused call with its actor, never the password', async () => {
        const admin = await as('admin-1');
        const superuser = await as('super-1');
        const created = await admin.createUser(newPerson());
        await admin.createUser(newPerson({ tenantId: 't2' })).catch(() => undefined);
        await admin.setUserRole({ uid: uid('super-1'), role: 'employee' }).catch(() => undefined);
        await superuser.setUserDisabled({ uid: created.uid, disabled: true });

        const adminLogs = (await harness.readWhere('logs', { actorId: uid('admin-1') })).map(
          (log) => log.data,
        );
        expect(adminLogs).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ tenantId: 't1', action: 'admin.createUser', target: created.uid }),
            expect.objectContaining({
              action: 'admin.createUser.refused',
              details: expect.stringContaining('other-tenant'),
            }),
            expect.objectContaining({
              action: 'admin.setUserRole.refused',
              details: expect.stringContaining('superuser-only'),
            }),
          ]),
        );
        const superLogs = (await harness.readWhere('logs', { actorId: uid('super-1') })).map(
          (log) => log.data,
        );
        expect(superLogs).toEqual([
          expect.objectContaining({
            tenantId: 't1',
            action: 'admin.setUserDisabled',
            target: created.uid,
            createdAt: expect.any(Date),
          }),
        ]);
        expect(JSON.stringify([...adminLogs, ...superLogs])).not.toContain(INITIAL_PASSWORD);
      });
    });
  });
}
