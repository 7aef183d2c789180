/**
 * AdminPort over the callable Cloud Functions of functions/ (one per call, named after it). The Functions SDK
 * is loaded on the first call, never with a screen that does not use it. Inputs cross as JSON
 * (src/data/ports/admin-wire.ts) and the server's refusals come back as the AdminError it threw.
 */
import { loadOnce } from '../../../lib/load-once';
import { adminErrorFromWire, encodeAdminInput, isAdminErrorCode } from '../../ports/admin-wire';
import {
  AdminError,
  type AdminCallName,
  type AdminPort,
  type CreateTenantInput,
  type CreateTenantResult,
  type CreateUserInput,
  type CreateUserResult,
  type CreateInspectorAccessInput,
  type CreateInspectorAccessResult,
  type CorrectionByLinkResult,
  type CorrectionLinkInput,
  type ObjectCorrectionByLinkInput,
  type ObjectCorrectionByLinkResult,
  type FindEmployersInput,
  type FindEmployersResult,
  type RecordInspectionDownloadInput,
  type RequestInspectorKeyInput,
  type RequestInspectorKeyResult,
  type RemindWeekSignaturesInput,
  type RemindWeekSignaturesResult,
  type SendLeadInput,
  type SendLeadResult,
  type SetOwnPasswordInput,
  type SetOwnPinInput,
  type SetOwnPinResult,
  type SignInWithPinInput,
  type SignInWithPinResult,
  type SignUpInput,
  type SignUpResult,
  type StartInspectionInput,
  type StartInspectionResult,
} from '../../ports/admin-port';
import type { Role } from '../../ports/auth-port';

/** What the adapter needs from one signed-in Firebase app (firebase-callables.ts). */
export interface CallableSession {
  /** Calls the named callable; rejects with the SDK's FunctionsError. */
  call(name: AdminCallName, data: unknown): Promise<unknown>;
  /** The signed-in uid, or null. */
  uid(): string | null;
  /** Fetches a new ID token, so changed claims reach the session now rather than within the hour. */
  refreshToken(): Promise<void>;
}

/** Failures that say nothing about the request: the call may well succeed when tried again. */
const TRANSIENT = new Set([
  'internal',
  'unavailable',
  'deadline-exceeded',
  'cancelled',
  'resource-exhausted',
  'unknown',
]);

function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code.replace(/^functions\//, '') : null;
}

/**
 * A failed call as the port's error. The server always sends `{ reason, fields }` with its errors
 * (functions/src/admin-callable.ts), so a failure without them came from elsewhere: an `internal` without
 * details is the SDK's name for a request that never got an answer (offline, server unreachable), hence
 * `unavailable`; a platform refusal (App Check: `unauthenticated`) keeps its code with no reason.
 */
export function adminErrorFrom(error: unknown): AdminError {
  if (error instanceof AdminError) return error;
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === null) return new AdminError('unavailable', null, message);
  const details = (error as { details?: unknown }).details;
  const sent = adminErrorFromWire(code, message, details);
  if (sent !== null) return sent;
  if (TRANSIENT.has(code)) return new AdminError('unavailable', null, message);
  return new AdminError(isAdminErrorCode(code) ? code : 'internal', null, message);
}

export class FirebaseAdmin implements AdminPort {
  /** Firebase queues an invitation link instead of asking for a password. */
  readonly passwordRequired = false;
  /** A failed load (a chunk that did not arrive) is tried again by the next call. */
  private readonly session: () => Promise<CallableSession>;

  constructor(load: () => Promise<CallableSession>) {
    this.session = loadOnce(load);
  }

  private async call(name: AdminCallName, input: unknown): Promise<unknown> {
    try {
      const session = await this.session();
      const result = await session.call(name, encodeAdminInput(input));
      // A call that changed the caller's own account: its token must carry the new claims now.
      const target = (input as { uid?: unknown }).uid;
      if (target !== undefined && target === session.uid()) await session.refreshToken();
      return result;
    } catch (error) {
      throw adminErrorFrom(error);
    }
  }

  async createTenant(input: CreateTenantInput): Promise<CreateTenantResult> {
    return (await this.call('createTenant', input)) as CreateTenantResult;
  }

  async createUser(input: CreateUserInput): Promise<CreateUserResult> {
    return (await this.call('createUser', input)) as CreateUserResult;
  }

  async setUserRole(input: { uid: string; role: Role }): Promise<void> {
    await this.call('setUserRole', input);
  }

  async setUserDisabled(input: { uid: string; disabled: boolean }): Promise<void> {
    await this.call('setUserDisabled', input);
  }

  async setTenantDisabled(input: { tenantId: string; disabled: boolean }): Promise<void> {
    await this.call('setTenantDisabled', input);
  }

  async createInspectorAccess(input: CreateInspectorAccessInput): Promise<CreateInspectorAccessResult> {
    return (await this.call('createInspectorAccess', input)) as CreateInspectorAccessResult;
  }

  /**
   * The session's token is refreshed after every opening, not only after a switch: another company's grant may
   * have made it the inspected one since this token was issued (createInspectorAccess, once the current grant
   * ended), and the rules read the token's claims.
   */
  async startInspection(input: StartInspectionInput = {}): Promise<StartInspectionResult> {
    const result = (await this.call('startInspection', input)) as StartInspectionResult;
    try {
      await (await this.session()).refreshToken();
    } catch (error) {
      throw adminErrorFrom(error);
    }
    return result;
  }

  async remindWeekSignatures(input: RemindWeekSignaturesInput): Promise<RemindWeekSignaturesResult> {
    return (await this.call('remindWeekSignatures', input)) as RemindWeekSignaturesResult;
  }

  /** The server ends the account's sessions on a password change: the caller signs in again with it. */
  async setOwnPassword(input: SetOwnPasswordInput): Promise<void> {
    await this.call('setOwnPassword', input);
  }

  async signUp(input: SignUpInput): Promise<SignUpResult> {
    return (await this.call('signUp', input)) as SignUpResult;
  }

  async sendLead(input: SendLeadInput): Promise<SendLeadResult> {
    return (await this.call('sendLead', input)) as SendLeadResult;
  }

  async requestInspectorKey(input: RequestInspectorKeyInput): Promise<RequestInspectorKeyResult> {
    return (await this.call('requestInspectorKey', input)) as RequestInspectorKeyResult;
  }

  async findEmployers(input: FindEmployersInput): Promise<FindEmployersResult> {
    return (await this.call('findEmployers', input)) as FindEmployersResult;
  }

  async recordInspectionDownload(input: RecordInspectionDownloadInput): Promise<void> {
    await this.call('recordInspectionDownload', input);
  }

  async setOwnPin(input: SetOwnPinInput): Promise<SetOwnPinResult> {
    return (await this.call('setOwnPin', input)) as SetOwnPinResult;
  }

  /** Public: the custom token it returns is the caller's to sign in with (AuthPort.signInWithToken). */
  async signInWithPin(input: SignInWithPinInput): Promise<SignInWithPinResult> {
    return (await this.call('signInWithPin', input)) as SignInWithPinResult;
  }

  async correctionByLink(input: CorrectionLinkInput): Promise<CorrectionByLinkResult> {
    return (await this.call('correctionByLink', input)) as CorrectionByLinkResult;
  }

  async objectCorrectionByLink(input: ObjectCorrectionByLinkInput): Promise<ObjectCorrectionByLinkResult> {
    return (await this.call('objectCorrectionByLink', input)) as ObjectCorrectionByLinkResult;
  }
}
