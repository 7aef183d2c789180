/**
 * A fake AdminPort for screen tests: it records every call, answers like the real one, and can be told to refuse
 * the next calls with an AdminError. Given the screen's DemoStore it also makes the change the server would make
 * (the users doc of a new person, a role, a disabled flag, a new tenant), through the store's privileged writer,
 * so the screen's live queries show the result as they would in the app.
 */
import { createElement, useMemo, type ReactElement, type ReactNode } from 'react';

import { firstWorkplaceDoc, firstWorkplaceId, newTenantDoc } from '../server/admin/admin-create';
import { leadDocument } from '../server/admin/admin-lead';
import { parseAdminInput } from '../server/admin/admin-schema';
import { DemoStore } from '../data/adapters/demo/demo-store';
import {
  AdminError,
  type AdminCallName,
  type AdminErrorCode,
  type AdminPort,
  type AdminRefusal,
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
  type EmployerHit,
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
  type InspectionGrant,
  type StartInspectionInput,
  type StartInspectionResult,
} from '../data/ports/admin-port';
import type { Role } from '../data/ports/auth-port';
import type { DocumentStore } from '../data/ports/document-store';
import { BackendContext, loadedBackend, useBackend } from '../lib/backend-context';
import { TEST_TENANT } from './data-builders';

export interface AdminCallInput {
  createTenant: CreateTenantInput;
  createUser: CreateUserInput;
  setUserRole: { uid: string; role: Role };
  setUserDisabled: { uid: string; disabled: boolean };
  setTenantDisabled: { tenantId: string; disabled: boolean };
  createInspectorAccess: CreateInspectorAccessInput;
  startInspection: StartInspectionInput;
  remindWeekSignatures: RemindWeekSignaturesInput;
  setOwnPassword: SetOwnPasswordInput;
  signUp: SignUpInput;
  sendLead: SendLeadInput;
  requestInspectorKey: RequestInspectorKeyInput;
  findEmployers: FindEmployersInput;
  recordInspectionDownload: RecordInspectionDownloadInput;
  setOwnPin: SetOwnPinInput;
  signInWithPin: SignInWithPinInput;
  correctionByLink: CorrectionLinkInput;
  objectCorrectionByLink: ObjectCorrectionByLinkInput;
}

export type FakeAdminCall = { [N in AdminCallName]: { name: N; input: AdminCallInput[N] } }[AdminCallName];

interface Failure {
  call: AdminCallName | null;
  error: AdminError;
  /** Calls left to refuse; Infinity until `succeed()`. */
  times: number;
}

export class FakeAdminPort implements AdminPort {
  readonly calls: FakeAdminCall[] = [];
  private failures: Failure[] = [];
  private sequence = 0;
  /** Set to hold every call until `release()` (to see a screen's busy state). */
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  private store: DemoStore | null = null;

  constructor(readonly passwordRequired: boolean = true) {}

  /** Makes the server's changes in this store (done by `withAdmin` with the screen's store). */
  connect(store: DocumentStore): void {
    if (store instanceof DemoStore) this.store = store;
  }

  /** Refuses the next `times` calls (of `call`, or any call) with this error. */
  fail(
    code: AdminErrorCode,
    reason: AdminRefusal | null,
    options: { call?: AdminCallName; times?: number; fields?: string[] } = {},
  ): this {
    this.failures.push({
      call: options.call ?? null,
      error: new AdminError(code, reason, undefined, options.fields ?? []),
      times: options.times ?? 1,
    });
    return this;
  }

  /** Refuses the calls to create a person whose e-mail or RUT is given, every time. */
  failFor(match: (input: CreateUserInput) => boolean, reason: AdminRefusal): this {
    this.matchers.push({ match, reason });
    return this;
  }
  private matchers: { match: (input: CreateUserInput) => boolean; reason: AdminRefusal }[] = [];

  succeed(): this {
    this.failures = [];
    this.matchers = [];
    return this;
  }

  hold(): this {
    this.gate = new Promise((resolve) => (this.open = resolve));
    return this;
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  /** The inputs of every call of `name`, in order. */
  callsOf<N extends AdminCallName>(name: N): AdminCallInput[N][] {
    return this.calls.filter((call) => call.name === name).map((call) => call.input as AdminCallInput[N]);
  }

  private async enter(call: FakeAdminCall): Promise<void> {
    this.calls.push(call);
    if (this.gate) await this.gate;
    const failure = this.failures.find((f) => f.call === null || f.call === call.name);
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) this.failures = this.failures.filter((f) => f !== failure);
      throw failure.error;
    }
    if (call.name === 'createUser') {
      const matcher = this.matchers.find((m) => m.match(call.input));
      if (matcher) throw new AdminError('already-exists', matcher.reason);
    }
  }

  private async write(
    collection: 'users' | 'tenants' | 'leads' | 'workplaces',
    id: string,
    data: Record<string, unknown>,
    merge: boolean,
  ) {
    if (!this.store) return;
    const kind = merge && this.store.privileged().get(collection, id) ? 'update' : 'set';
    await this.store
      .privileged()
      .commit([
        kind === 'update' ? { kind, collection, id, data } : { kind: 'set', collection, id, data, merge },
      ]);
  }

  async createUser(input: CreateUserInput): Promise<CreateUserResult> {
    await this.enter({ name: 'createUser', input });
    const uid = `fake-user-${++this.sequence}`;
    await this.write(
      'users',
      uid,
      {
        tenantId: input.tenantId,
        email: input.email.trim().toLowerCase(),
        displayName: input.displayName,
        photoURL: null,
        role: input.role,
        disabled: false,
        rut: null,
        position: null,
        department: null,
        hireDate: null,
        contractWeeklyHours: null,
        payKind: null,
        payAmount: null,
        ...input.file,
        createdAt: new Date(),
      },
      false,
    );
    return { uid, invitationSentTo: input.password ? null : input.email.trim().toLowerCase() };
  }

  async createTenant(input: CreateTenantInput): Promise<CreateTenantResult> {
    await this.enter({ name: 'createTenant', input });
    const tenantId = `fake-tenant-${++this.sequence}`;
    await this.write('tenants', tenantId, { ...newTenantDoc(tenantId, input, new Date(), false) }, false);
    const adminUid = `fake-user-${++this.sequence}`;
    return {
      tenantId,
      adminUid,
      invitationSentTo: input.admin.password ? null : input.admin.email.trim().toLowerCase(),
    };
  }

  async setUserRole(input: { uid: string; role: Role }): Promise<void> {
    await this.enter({ name: 'setUserRole', input });
    await this.write('users', input.uid, { role: input.role }, true);
  }

  async setUserDisabled(input: { uid: string; disabled: boolean }): Promise<void> {
    await this.enter({ name: 'setUserDisabled', input });
    await this.write('users', input.uid, { disabled: input.disabled }, true);
  }

  async setTenantDisabled(input: { tenantId: string; disabled: boolean }): Promise<void> {
    await this.enter({ name: 'setTenantDisabled', input });
    await this.write('tenants', input.tenantId, { disabled: input.disabled }, true);
  }

  /** When a fake inspector access ends: `days` from now. */
  async createInspectorAccess(input: CreateInspectorAccessInput): Promise<CreateInspectorAccessResult> {
    await this.enter({ name: 'createInspectorAccess', input });
    const uid = `fake-inspector-${++this.sequence}`;
    const accessUntil = new Date(Date.now() + input.days * 86_400_000).toISOString();
    return { uid, accessUntil, sentTo: input.email.trim().toLowerCase() };
  }

  /** The session's end, as `inspectionEndsAt` says (tomorrow by default). */
  inspectionEndsAt: Date = new Date(Date.now() + 86_400_000);

  /** The companies whose grant holds (security review M4); empty: only the inspected one, named as its id. */
  inspectionGrants: InspectionGrant[] = [];

  /** Opens `input.tenantId` (else TEST_TENANT); the session's claims, fixed in screen tests, do not follow. */
  async startInspection(input: StartInspectionInput = {}): Promise<StartInspectionResult> {
    await this.enter({ name: 'startInspection', input });
    const tenantId = input.tenantId ?? TEST_TENANT;
    const grant = this.inspectionGrants.find((known) => known.tenantId === tenantId);
    const accessUntil = grant?.accessUntil ?? this.inspectionEndsAt.toISOString();
    const grants =
      this.inspectionGrants.length > 0 ? this.inspectionGrants : [{ tenantId, name: tenantId, accessUntil }];
    return { accessUntil, tenantId, grants, keyUntil: this.keyUntil };
  }

  /** A DT official's key end (ISO) that startInspection reports; null: an invited inspector. */
  keyUntil: string | null = null;
  /** The platform's employers findEmployers searches. */
  employers: EmployerHit[] = [];

  /** The key the demo would show: fixed, so a test can type it. */
  static readonly KEY = 'ABCD-EFGH-JKMN';

  async requestInspectorKey(input: RequestInspectorKeyInput): Promise<RequestInspectorKeyResult> {
    await this.enter({ name: 'requestInspectorKey', input });
    const valid = parseAdminInput('requestInspectorKey', input, this.passwordRequired);
    if (!valid.email.endsWith('@dt.gob.cl')) throw new AdminError('invalid-argument', 'not-dt-email');
    const validUntil = new Date(Date.now() + 5 * 86_400_000).toISOString();
    return { sentTo: valid.email, validUntil, key: this.passwordRequired ? FakeAdminPort.KEY : null };
  }

  /** Like the server: name or RUT contains the query, alphabetical. */
  async findEmployers(input: FindEmployersInput): Promise<FindEmployersResult> {
    await this.enter({ name: 'findEmployers', input });
    const query = input.query.trim().toLowerCase();
    const digits = query.replace(/[^0-9k]/g, '');
    const employers = this.employers
      .filter(
        (hit) =>
          query === '' ||
          hit.name.toLowerCase().includes(query) ||
          (digits !== '' &&
            (hit.rut ?? '')
              .toLowerCase()
              .replace(/[^0-9k]/g, '')
              .startsWith(digits)),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return { employers, total: employers.length };
  }

  async recordInspectionDownload(input: RecordInspectionDownloadInput): Promise<void> {
    await this.enter({ name: 'recordInspectionDownload', input });
  }

  /** Whether the caller had a PIN (setOwnPin answers `replaced` from it). */
  hasPin = false;

  /** Like the server: the schema and the PIN's own rules (trivial-pin), then `replaced`. */
  async setOwnPin(input: SetOwnPinInput): Promise<SetOwnPinResult> {
    await this.enter({ name: 'setOwnPin', input });
    parseAdminInput('setOwnPin', input, this.passwordRequired);
    const replaced = this.hasPin;
    this.hasPin = true;
    return { replaced };
  }

  /** The token signInWithPin returns (a test fails the call to see a refusal). */
  static readonly PIN_TOKEN = 'token-de-prueba';

  async signInWithPin(input: SignInWithPinInput): Promise<SignInWithPinResult> {
    await this.enter({ name: 'signInWithPin', input });
    parseAdminInput('signInWithPin', input, this.passwordRequired);
    return { token: FakeAdminPort.PIN_TOKEN };
  }

  /** The correction an objection link names (any token opens it); null: every token is `link-invalid`. */
  linkedCorrection: CorrectionByLinkResult | null = null;
  /** Whether the link was used: a later read or objection is refused `link-used`, as the server does. */
  linkUsed = false;

  private openLink(): CorrectionByLinkResult {
    if (this.linkedCorrection === null) throw new AdminError('permission-denied', 'link-invalid');
    if (this.linkUsed) throw new AdminError('failed-precondition', 'link-used');
    return this.linkedCorrection;
  }

  async correctionByLink(input: CorrectionLinkInput): Promise<CorrectionByLinkResult> {
    await this.enter({ name: 'correctionByLink', input });
    return this.openLink();
  }

  async objectCorrectionByLink(input: ObjectCorrectionByLinkInput): Promise<ObjectCorrectionByLinkResult> {
    await this.enter({ name: 'objectCorrectionByLink', input });
    parseAdminInput('objectCorrectionByLink', input, this.passwordRequired);
    const { change } = this.openLink();
    this.linkUsed = true;
    return { change };
  }

  async remindWeekSignatures(input: RemindWeekSignaturesInput): Promise<RemindWeekSignaturesResult> {
    await this.enter({ name: 'remindWeekSignatures', input });
    return { reminded: new Set(input.uids).size };
  }

  async setOwnPassword(input: SetOwnPasswordInput): Promise<void> {
    await this.enter({ name: 'setOwnPassword', input });
  }

  async signUp(input: SignUpInput): Promise<SignUpResult> {
    await this.enter({ name: 'signUp', input });
    const tenantId = `fake-tenant-${++this.sequence}`;
    const company = { ...input, timeZone: 'America/Santiago' };
    await this.write('tenants', tenantId, { ...newTenantDoc(tenantId, company, new Date(), false) }, false);
    // The company's first Lugar de trabajo, as the server writes it (admin-create.ts).
    const workplace = firstWorkplaceDoc(tenantId, input.workplace);
    await this.write('workplaces', firstWorkplaceId(tenantId), { ...workplace }, false);
    return { tenantId, adminUid: `fake-user-${++this.sequence}` };
  }

  async sendLead(input: SendLeadInput): Promise<SendLeadResult> {
    await this.enter({ name: 'sendLead', input });
    // The server's own schema and document (admin-lead.ts), stamped with the store's clock.
    const leadId = `fake-lead-${++this.sequence}`;
    const lead = leadDocument(parseAdminInput('sendLead', input, this.passwordRequired));
    await this.write('leads', leadId, { ...lead, createdAt: new Date() }, false);
    return { leadId };
  }
}

function ProvideAdmin({ admin, children }: { admin: AdminPort | null; children: ReactNode }) {
  const backend = useBackend();
  if (admin instanceof FakeAdminPort) admin.connect(backend.store);
  const value = useMemo(
    () => loadedBackend(admin === null ? { ...backend, admin: undefined } : { ...backend, admin }),
    [backend, admin],
  );
  return createElement(BackendContext.Provider, { value }, children);
}

/** `ui` with `admin` as the backend's AdminPort (null: a backend without one), inside renderScreen's providers. */
export function withAdmin(ui: ReactElement, admin: AdminPort | null): ReactElement {
  return createElement(ProvideAdmin, { admin, children: ui });
}
