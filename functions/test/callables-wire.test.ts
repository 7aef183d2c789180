/**
 * What the contract cannot see from the port alone: what the callables did on the server side of the wire —
 * a Date sent from the browser stored as that Date, and invitation links that continue to the server's own
 * URL (functions/.env.demo-asiste), whatever the client sends.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

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
    const { invitationLink } = await admin.createUser(valid);
    expect(invitationLink).not.toBeNull();
    const link = new URL(invitationLink ?? '');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe('http://localhost:5000/login');
    const [mail] = await harness.readWhere('mail', { to: 'invitada@t1.test' });
    expect(JSON.stringify(mail?.data)).toContain(link.searchParams.get('oobCode'));
  });
});
