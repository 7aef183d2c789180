/** The demo accounts, created in the Auth emulator with their custom claims (the same contract as demo mode). */
export const EMULATOR_ACCOUNTS = [
  {
    uid: 'demo-super',
    email: 'super@asiste.demo',
    role: 'superuser',
    displayName: 'Sofía Díaz',
    home: '/dashboard',
  },
  {
    uid: 'demo-admin',
    email: 'admin@asiste.demo',
    role: 'admin',
    displayName: 'Andrés Soto',
    home: '/dashboard',
  },
  {
    uid: 'demo-empleado',
    email: 'empleado@asiste.demo',
    role: 'employee',
    displayName: 'Camila Rojas',
    home: '/checkin',
  },
] as const;

export const PASSWORD = 'demo1234';
export const TENANT_ID = 'demo';

/** An identity with no product claims: the provider signs it in, the product must not. */
export const NO_CLAIMS_ACCOUNT = {
  uid: 'no-claims',
  email: 'sinrol@asiste.demo',
  displayName: 'Sin Rol',
} as const;
