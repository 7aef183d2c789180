/** What every call's handler gets: the dependencies, the caller as it stands now, and its audit entry. */
import type {
  AdminCallName,
  CorrectionByLinkResult,
  ObjectCorrectionByLinkResult,
  CreateInspectorAccessResult,
  CreateTenantResult,
  CreateUserResult,
  FindEmployersResult,
  PublicAdminCall,
  RequestInspectorKeyResult,
  RemindWeekSignaturesResult,
  SendLeadResult,
  SetOwnPinResult,
  SignInWithPinResult,
  SignUpResult,
  StartInspectionResult,
} from '../../data/ports/admin-port';
import type { ActingCaller } from './admin-caller';
import { writeAdminLog, type AdminLogEntry } from './admin-log';
import type { ValidAdminInput } from './admin-schema';
import type { AdminServiceDeps } from './server-ports';

/** What each call resolves to (plain JSON, as a callable returns it). */
export interface AdminResults {
  createTenant: CreateTenantResult;
  createUser: CreateUserResult;
  setUserRole: null;
  setUserDisabled: null;
  setTenantDisabled: null;
  createInspectorAccess: CreateInspectorAccessResult;
  startInspection: StartInspectionResult;
  remindWeekSignatures: RemindWeekSignaturesResult;
  setOwnPassword: null;
  signUp: SignUpResult;
  sendLead: SendLeadResult;
  requestInspectorKey: RequestInspectorKeyResult;
  findEmployers: FindEmployersResult;
  recordInspectionDownload: null;
  setOwnPin: SetOwnPinResult;
  signInWithPin: SignInWithPinResult;
  correctionByLink: CorrectionByLinkResult;
  objectCorrectionByLink: ObjectCorrectionByLinkResult;
}

export interface CallContext {
  deps: AdminServiceDeps;
  caller: ActingCaller;
  call: AdminCallName;
  /** Writes this call's audit entry (actor and action filled in). */
  log(entry: Omit<AdminLogEntry, 'actorId' | 'call'>): Promise<void>;
}

/** The calls made by a signed-in caller; the public ones (admin-signup.ts) have no acting caller. */
export type CallerCall = Exclude<AdminCallName, PublicAdminCall>;

export type AdminHandlers = {
  [N in CallerCall]: (context: CallContext, input: ValidAdminInput[N]) => Promise<AdminResults[N]>;
};

export function callContext(deps: AdminServiceDeps, caller: ActingCaller, call: AdminCallName): CallContext {
  return {
    deps,
    caller,
    call,
    log: (entry) => writeAdminLog(deps, { ...entry, actorId: caller.uid, call }),
  };
}
