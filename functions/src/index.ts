/**
 * AdminPort as callable Cloud Functions (v2, default region us-central1): one function per call of
 * ADMIN_CALLS, named after it, each running the one service of src/data/admin/ (the same checks as the demo).
 * Built by esbuild into lib/index.js with the shared code and zod inlined (`npm run build --workspace functions`).
 */
import { onCall, type CallableFunction } from 'firebase-functions/v2/https';

import { runAdminCall } from '../../src/data/admin/admin-service';
import type { AdminCallName } from '../../src/data/ports/admin-port';
import { handleAdminCall } from './admin-callable';
import { appCheckEnforced } from './config';
import { serviceDeps } from './service-deps';

const enforceAppCheck = appCheckEnforced();

function adminCallable(name: AdminCallName): CallableFunction<unknown, Promise<unknown>> {
  return onCall({ enforceAppCheck, consumeAppCheckToken: enforceAppCheck }, (request) =>
    handleAdminCall(name, request, serviceDeps, runAdminCall),
  );
}

export const createTenant = adminCallable('createTenant');
export const createUser = adminCallable('createUser');
export const setUserRole = adminCallable('setUserRole');
export const setUserDisabled = adminCallable('setUserDisabled');
export const setTenantDisabled = adminCallable('setTenantDisabled');
