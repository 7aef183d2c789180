/**
 * What the contract cannot see from the port alone: what the callables did on the server side of the wire —
 * a Date sent from the browser stored as that Date, and invitation links that continue to the server's own
 * URL (functions/.env.demo-asiste), whatever the client sends.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { linkInMail } from '../../src/testing/admin-contract-kit';
import { emulatorHarness } from './emulator-harness';

const harness = emulatorHarness();
afterAll(() => harness.close());
beforeEach(() => harness.reset());

describe('AdminPort callables on the wire', () => {
  it("stores the employee file's hire date sent from the browser as the same instant", async () => {
    const admin = await harness.signIn('admin-1@t1.test');
    const hireDate = new Date('2025-03-01T03:00:00.000Z');
    const { uid } = await admin.createUser({
      requestId: 'wire-hire-date-1',
      tenantId: 't1',
      role: 'employee',
      email: 'nueva@t1.test',
      displayName: 'Nueva Persona',
      file: { hireDate, position: 'Cajera' },
    });
    const doc = await harness.readDoc('users', uid);
    expect(doc?.['hireDate']).toBeInstanceOf(Date);
    expect((doc?.['hireDate'] as Date).toISOString()).toBe(hireDate.toISOString());
    expect(doc?.['position']).toBe('Cajera');
  });

  it("sends invitation links that continue to the app's /login fixed on the server, ignoring the client", async () => {
    const admin = await harness.signIn('admin-1@t1.test');
    const input = {
      requestId: 'wire-continue-url-1',
      tenantId: 't1',
      role: 'employee' as const,
      email: 'invitada@t1.test',
      displayName: 'Invitada',
      continueUrl: 'https://evil.example/phish',
    };
    // An extra field is refused by the strict schema: nothing is created, no link leaves.
    await expect(admin.createUser(input)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await harness.findAccount('invitada@t1.test')).toBeNull();

    const { continueUrl: _ignored, ...valid } = input;
    const result = await admin.createUser(valid);
    // Security review M5: the caller gets the address, the link goes only in the e-mail.
    expect(result.invitationSentTo).toBe('invitada@t1.test');
    const [mail] = await harness.readWhere('mail', { to: 'invitada@t1.test' });
    const link = new URL(linkInMail(mail));
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe('http://localhost:5000/login');
    expect(JSON.stringify(result)).not.toContain(link.searchParams.get('oobCode'));
  });
});
