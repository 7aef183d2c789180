import type { DemoAccount } from '../../ports/backend';

/** The demo tenant (a contract other work and tests rely on). */
export const DEMO_TENANT = {
  id: 'demo',
  name: 'Panadería La Espiga',
  legalName: 'Panadería La Espiga SpA',
  taxId: '76.543.210-3',
  address: 'Av. Recoleta 1450, Recoleta, Santiago',
  timeZone: 'America/Santiago',
} as const;

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccountRecord extends DemoAccount {
  uid: string;
  tenantId: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccountRecord[] = [
  {
    uid: 'demo-super',
    email: 'super@asiste.demo',
    password: DEMO_PASSWORD,
    role: 'superuser',
    displayName: 'Sofía Díaz',
    tenantId: DEMO_TENANT.id,
  },
  {
    uid: 'demo-admin',
    email: 'admin@asiste.demo',
    password: DEMO_PASSWORD,
    role: 'admin',
    displayName: 'Andrés Soto',
    tenantId: DEMO_TENANT.id,
  },
  {
    uid: 'demo-empleado',
    email: 'empleado@asiste.demo',
    password: DEMO_PASSWORD,
    role: 'employee',
    displayName: 'Camila Rojas',
    tenantId: DEMO_TENANT.id,
  },
  {
    uid: 'emp-carlos-morales',
    email: 'noche@asiste.demo',
    password: DEMO_PASSWORD,
    role: 'employee',
    displayName: 'Carlos Morales',
    tenantId: DEMO_TENANT.id,
  },
];
