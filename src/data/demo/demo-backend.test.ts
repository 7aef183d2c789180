import { createDemoBackend } from '.';

describe('the demo backend', () => {
  it('lets the demo admin create a person who signs in at once; Restablecer demo forgets them', async () => {
    const backend = await createDemoBackend();
    const { auth, admin, store, demo } = backend;
    if (admin === undefined || demo === undefined)
      throw new Error('the demo backend has AdminPort and tools');
    expect(admin.passwordRequired).toBe(true);

    await auth.signInWithPassword('admin@asiste.demo', 'demo1234');
    const { uid } = await admin.createUser({
      requestId: 'demo-backend-rosa',
      tenantId: 'demo',
      role: 'employee',
      email: 'rosa@asiste.demo',
      displayName: 'Rosa Pérez',
      password: 'clave-de-rosa',
    });
    await auth.signOut();

    const session = await auth.signInWithPassword('rosa@asiste.demo', 'clave-de-rosa');
    expect(session.claims).toEqual({ role: 'employee', tenantId: 'demo' });
    expect(await store.get('users', uid)).toMatchObject({ displayName: 'Rosa Pérez', role: 'employee' });
    await expect(
      admin.createUser({
        requestId: 'demo-backend-rosa-2',
        tenantId: 'demo',
        role: 'employee',
        email: 'otra@asiste.demo',
        displayName: 'Otra',
        password: 'clave-de-otra',
      }),
    ).rejects.toMatchObject({ reason: 'not-allowed' });

    await demo.reset();
    await expect(auth.signInWithPassword('rosa@asiste.demo', 'clave-de-rosa')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    await auth.signInWithPassword('admin@asiste.demo', 'demo1234');
    expect(await store.get('users', uid)).toBeNull();
  }, 30_000);
});
