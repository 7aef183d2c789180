/**
 * The demo AdminPort: the one AdminPort service (src/server/admin/admin-service.ts) run in the browser over the
 * demo's accounts table and the demo store's privileged writer — the same checks Cloud Functions make. The demo
 * sends no e-mail, so an initial password is required.
 */
import type { AdminResults } from '../../../server/admin/admin-service';
import type { AdminServiceDeps, VerifiedCaller } from '../../../server/admin/server-ports';
import type {
  AdminCallName,
  AdminPort,
  CreateTenantInput,
  CreateTenantResult,
  CreateUserInput,
  CreateUserResult,
  CreateInspectorAccessInput,
  CreateInspectorAccessResult,
  CorrectionByLinkResult,
  CorrectionLinkInput,
  ObjectCorrectionByLinkInput,
  ObjectCorrectionByLinkResult,
  FindEmployersInput,
  FindEmployersResult,
  RecordInspectionDownloadInput,
  RequestInspectorKeyInput,
  RequestInspectorKeyResult,
  RemindWeekSignaturesInput,
  RemindWeekSignaturesResult,
  SendLeadInput,
  SendLeadResult,
  SetOwnPasswordInput,
  SetOwnPinInput,
  SetOwnPinResult,
  SignInWithPinInput,
  SignInWithPinResult,
  SignUpInput,
  SignUpResult,
  StartInspectionInput,
  StartInspectionResult,
} from '../../ports/admin-port';
import type { Role } from '../../ports/auth-port';
import type { DemoAccounts } from './demo-accounts';
import { demoSecret } from './demo-receipts';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';
import { autoId } from './write-plan';

export interface DemoAdminOptions {
  store: DemoStore;
  accounts: DemoAccounts;
  /** Who calls: the app passes DemoAuth's current session, the contract harness fixed sessions. */
  getCaller: () => VerifiedCaller | null;
  /** The store's clock. */
  now?: () => Date;
  /**
   * Tells the session that its account's claims may have changed (DemoAuth.refreshToken), as the Firebase adapter
   * refreshes its ID token: the app then follows an inspector to the company it switched to.
   */
  refreshSession?: () => Promise<void>;
}

export class DemoAdmin implements AdminPort {
  readonly passwordRequired = true;
  private readonly deps: AdminServiceDeps;
  private readonly getCaller: () => VerifiedCaller | null;
  private readonly refreshSession: () => Promise<void>;

  constructor(options: DemoAdminOptions) {
    this.getCaller = options.getCaller;
    this.refreshSession = options.refreshSession ?? (async () => undefined);
    let linkKey: Promise<CryptoKey> | undefined;
    this.deps = {
      accounts: options.accounts,
      store: demoServerStore(options.store.privileged()),
      now: options.now ?? (() => new Date()),
      continueUrl: `${window.location.origin}/login`,
      passwordRequired: true,
      newId: autoId,
      // The demo's server runs in the caller's own browser: every call comes from this machine's loopback
      // address, which its sign-ups' hourly limit counts and an inspector's session log names (art. 22.5).
      clientAddress: '127.0.0.1',
      // The demo's stand-in for the functions' secret: the receipt signer's own key (demo-receipts.ts).
      objectionLinkKey: () => {
        linkKey ??= import('../../../server/attendance/objection-link').then(({ objectionLinkKey }) =>
          objectionLinkKey(demoSecret()),
        );
        return linkKey;
      },
    };
  }

  /**
   * The service and its schemas (zod) load on the first call, never with the app: only managers creating or
   * changing people pay for them (docs/performance.md).
   */
  private async run<N extends AdminCallName>(name: N, input: unknown): Promise<AdminResults[N]> {
    const { runAdminCall } = await import('../../../server/admin/admin-service');
    return runAdminCall(name, input, this.getCaller(), this.deps);
  }

  createTenant(input: CreateTenantInput): Promise<CreateTenantResult> {
    return this.run('createTenant', input);
  }

  createUser(input: CreateUserInput): Promise<CreateUserResult> {
    return this.run('createUser', input);
  }

  async setUserRole(input: { uid: string; role: Role }): Promise<void> {
    await this.run('setUserRole', input);
  }

  async setUserDisabled(input: { uid: string; disabled: boolean }): Promise<void> {
    await this.run('setUserDisabled', input);
  }

  async setTenantDisabled(input: { tenantId: string; disabled: boolean }): Promise<void> {
    await this.run('setTenantDisabled', input);
  }

  createInspectorAccess(input: CreateInspectorAccessInput): Promise<CreateInspectorAccessResult> {
    return this.run('createInspectorAccess', input);
  }

  async startInspection(input: StartInspectionInput = {}): Promise<StartInspectionResult> {
    const result = await this.run('startInspection', input);
    await this.refreshSession();
    return result;
  }

  remindWeekSignatures(input: RemindWeekSignaturesInput): Promise<RemindWeekSignaturesResult> {
    return this.run('remindWeekSignatures', input);
  }

  async setOwnPassword(input: SetOwnPasswordInput): Promise<void> {
    await this.run('setOwnPassword', input);
  }

  signUp(input: SignUpInput): Promise<SignUpResult> {
    return this.run('signUp', input);
  }

  sendLead(input: SendLeadInput): Promise<SendLeadResult> {
    return this.run('sendLead', input);
  }

  requestInspectorKey(input: RequestInspectorKeyInput): Promise<RequestInspectorKeyResult> {
    return this.run('requestInspectorKey', input);
  }

  findEmployers(input: FindEmployersInput): Promise<FindEmployersResult> {
    return this.run('findEmployers', input);
  }

  async recordInspectionDownload(input: RecordInspectionDownloadInput): Promise<void> {
    await this.run('recordInspectionDownload', input);
  }

  setOwnPin(input: SetOwnPinInput): Promise<SetOwnPinResult> {
    return this.run('setOwnPin', input);
  }

  signInWithPin(input: SignInWithPinInput): Promise<SignInWithPinResult> {
    return this.run('signInWithPin', input);
  }

  correctionByLink(input: CorrectionLinkInput): Promise<CorrectionByLinkResult> {
    return this.run('correctionByLink', input);
  }

  objectCorrectionByLink(input: ObjectCorrectionByLinkInput): Promise<ObjectCorrectionByLinkResult> {
    return this.run('objectCorrectionByLink', input);
  }
}
