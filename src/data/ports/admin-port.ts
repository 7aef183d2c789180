import type { Role } from './auth-port';

/** Privileged operations a browser cannot do alone (callable Cloud Functions in Firebase). */
export interface AdminPort {
  createTenant(input: {
    name: string;
    timeZone: string;
    adminEmail: string;
    adminName: string;
  }): Promise<string>;
  createUser(input: {
    tenantId: string;
    email: string;
    displayName: string;
    role: Role;
    password?: string;
  }): Promise<string>;
  setUserDisabled(uid: string, disabled: boolean): Promise<void>;
  setUserRole(uid: string, role: Role): Promise<void>;
}
