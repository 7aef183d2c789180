/**
 * The AdminPort service: every check of every privileged call, once. Cloud Functions (functions/) and the demo
 * (src/data/adapters/demo/demo-admin.ts) both run it with their own AdminServiceDeps, so both refuse the same things
 * with the same codes and reasons. It runs in the browser and in Node: no DOM, no Node APIs, no Firebase.
 *
 * Every call: the caller re-read fresh (admin-caller.ts), the input validated strictly (admin-schema.ts), the
 * call's own checks, then its writes, and an audit entry for every decision — refusals included whenever the
 * caller's tenant is known (admin-log.ts).
 */
import {
  AdminError,
  PUBLIC_ADMIN_CALLS,
  type AdminCallName,
  type PublicAdminCall,
} from '../../data/ports/admin-port';
import { resolveCaller, resolveInspector, type CallerTrace } from './admin-caller';
import { setTenantDisabled, setUserDisabled, setUserRole } from './admin-changes';
import { callContext, type AdminHandlers, type AdminResults, type CallerCall } from './admin-context';
import { createTenant, createUser } from './admin-create';
import { createInspectorAccess, startInspection } from './admin-inspector';
import { findEmployers, recordInspectionDownload, requestInspectorKey } from './admin-inspector-key';
import { setOwnPassword } from './admin-password';
import { setOwnPin, signInWithPin } from './admin-pin';
import { remindWeekSignatures } from './admin-reminders';
import { signUp } from './admin-signup';
import { sendLead } from './admin-lead';
import { correctionByLink, objectCorrectionByLink } from '../attendance/objection-service';
import { refusalDetails, writeAdminLog } from './admin-log';
import { refusal } from './admin-refusal';
import { parseAdminInput, type ValidAdminInput } from './admin-schema';
import type { AdminServiceDeps, VerifiedCaller } from './server-ports';

export type { AdminResults } from './admin-context';

const HANDLERS: AdminHandlers = {
  createTenant,
  createUser,
  setUserRole,
  setUserDisabled,
  setTenantDisabled,
  createInspectorAccess,
  startInspection,
  remindWeekSignatures,
  setOwnPassword,
  setOwnPin,
  findEmployers,
  recordInspectionDownload,
};

/** Calls no admin may make at all. */
const SUPERUSER_CALLS: readonly AdminCallName[] = ['createTenant', 'setTenantDisabled'];
/**
 * The calls an employee may make: the own password (the initial one, security review M5, or any later change) and
 * the own PIN (Res. Ex. N° 38 art. 7 g).
 */
const EMPLOYEE_CALLS: readonly AdminCallName[] = ['setOwnPassword', 'setOwnPin'];
/**
 * The only calls an inspector may make, and ones no one else makes. An inspector is judged by its own claims
 * (admin-caller.ts `resolveInspector`): a DT official may have opened no company yet.
 */
const INSPECTOR_CALLS: readonly AdminCallName[] = [
  'startInspection',
  'findEmployers',
  'recordInspectionDownload',
];

/**
 * What a refusal's audit entry names as the target, once the input is known to be well formed. Not the company an
 * inspector asked to inspect: the refusal is logged in the company inspected now, which must not learn of others.
 */
function targetOf(name: AdminCallName, input: ValidAdminInput[AdminCallName]): string | null {
  if (name === 'startInspection' || name === 'findEmployers' || name === 'recordInspectionDownload')
    return null;
  if ('uid' in input) return input.uid;
  if ('tenantId' in input) return input.tenantId ?? null;
  return null;
}

function isPublicCall(name: AdminCallName): name is PublicAdminCall {
  return (PUBLIC_ADMIN_CALLS as readonly string[]).includes(name);
}

async function decide<N extends CallerCall>(
  name: N,
  input: unknown,
  caller: VerifiedCaller | null,
  deps: AdminServiceDeps,
  trace: CallerTrace & { target: string | null },
): Promise<AdminResults[N]> {
  if (INSPECTOR_CALLS.includes(name)) {
    const inspector = await resolveInspector(caller, deps, (known) => Object.assign(trace, known));
    const valid = parseAdminInput(name, input, deps.passwordRequired);
    return HANDLERS[name](callContext(deps, inspector, name), valid);
  }
  const acting = await resolveCaller(
    caller,
    deps,
    (known) => Object.assign(trace, known),
    EMPLOYEE_CALLS.includes(name),
  );
  if (SUPERUSER_CALLS.includes(name) && acting.role !== 'superuser') throw refusal('not-allowed');
  if (INSPECTOR_CALLS.includes(name) !== (acting.role === 'inspector')) throw refusal('not-allowed');
  const valid = parseAdminInput(name, input, deps.passwordRequired);
  trace.target = targetOf(name, valid);
  const handler: AdminHandlers[N] = HANDLERS[name];
  return handler(callContext(deps, acting, name), valid);
}

/**
 * Runs one AdminPort call for `caller` (null: no signed-in caller). Resolves to the call's result or rejects
 * with an AdminError carrying `code`, `reason` and, for invalid input, `fields`.
 */
export async function runAdminCall<N extends AdminCallName>(
  name: N,
  input: unknown,
  caller: VerifiedCaller | null,
  deps: AdminServiceDeps,
): Promise<AdminResults[N]> {
  const trace: CallerTrace & { target: string | null } = { uid: '', tenantId: null, target: null };
  try {
    // The worker's objection link (Res. Ex. N° 38 art. 40.2): public, judged by its signed token alone.
    if (name === 'correctionByLink') {
      return (await correctionByLink(
        deps,
        parseAdminInput('correctionByLink', input, deps.passwordRequired),
      )) as AdminResults[N];
    }
    if (name === 'objectCorrectionByLink') {
      return (await objectCorrectionByLink(
        deps,
        parseAdminInput('objectCorrectionByLink', input, deps.passwordRequired),
      )) as AdminResults[N];
    }
    // Sign-in with RUT and PIN (Res. Ex. N° 38 art. 7 g): public, limited per RUT and per caller address.
    if (name === 'signInWithPin') {
      return (await signInWithPin(
        deps,
        parseAdminInput('signInWithPin', input, deps.passwordRequired),
      )) as AdminResults[N];
    }
    // A public call has no caller to judge (and no tenant to log a refusal in): its input and its own limits.
    if (isPublicCall(name)) {
      const result =
        name === 'signUp'
          ? await signUp(deps, parseAdminInput('signUp', input, deps.passwordRequired))
          : name === 'sendLead'
            ? await sendLead(deps, parseAdminInput('sendLead', input, deps.passwordRequired))
            : await requestInspectorKey(
                deps,
                parseAdminInput('requestInspectorKey', input, deps.passwordRequired),
              );
      return result as AdminResults[N];
    }
    return await decide(name as Exclude<N, PublicAdminCall>, input, caller, deps, trace);
  } catch (error) {
    if (error instanceof AdminError && error.reason !== null && trace.tenantId !== null) {
      await writeAdminLog(deps, {
        tenantId: trace.tenantId,
        actorId: trace.uid,
        call: name,
        outcome: 'refused',
        target: trace.target,
        details: refusalDetails(error.reason, error.fields),
      });
    }
    throw error;
  }
}
