import { SERVER_TIME } from '../ports/document-store';
import { LEAD_LIMITS, validateLeadEventCreate, validateLeadRecord, validateLeadUpdate } from './lead-write';
import { runWriteCheck } from './write-validators';
import { validLead } from '../../testing/policy-fixtures';

const CREATED = new Date('2026-11-02T13:00:00.000Z');
const SUPER = 'super-1';

const reasonOf = (verdict: { allow: boolean; reason?: string }) => (verdict.allow ? null : verdict.reason);

const stored = (overrides: Record<string, unknown> = {}) => ({
  ...validLead(null),
  createdAt: CREATED,
  ...overrides,
});

describe('validateLeadUpdate', () => {
  const update = (patch: Record<string, unknown>, before = stored()) =>
    reasonOf(validateLeadUpdate(before, { ...before, ...patch }));

  it('lets a superuser move a lead, attach it to its tenant once and correct the contact', () => {
    expect(update({ status: 'demo', updatedAt: SERVER_TIME })).toBeNull();
    expect(update({ status: 'ganado', tenantId: 'ferreteria-x', updatedAt: SERVER_TIME })).toBeNull();
    expect(update({ phone: '+56 9 1234 5678', employees: null, message: null, name: 'Ana P.' })).toBeNull();
    expect(update({ tenantId: 'a'.repeat(LEAD_LIMITS.id) })).toBeNull();
    // A field left as it was is not judged (a lead stored before a rule existed stays workable).
    expect(update({ status: 'contactado' }, stored({ legacy: true }))).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown key', { source: 'ads' }, 'fields cannot change: source'],
    ['a new creation time', { createdAt: new Date() }, 'fields cannot change: createdAt'],
    ['an unknown status', { status: 'cerrado' }, 'status must be a lead status'],
    ['a client clock', { updatedAt: new Date() }, 'updatedAt must be the server time'],
    ['an empty tenant', { tenantId: '' }, 'tenantId is set once, to the tenant the lead became'],
    [
      'a 129-character tenant',
      { tenantId: 'a'.repeat(129) },
      'tenantId is set once, to the tenant the lead became',
    ],
    ['a blank name', { name: ' ' }, 'name must be a non-empty string'],
    ['an e-mail without @', { email: 'ana.almacen.cl' }, 'email is not an address'],
    ['a 41-character phone', { phone: '9'.repeat(41) }, 'phone must be null or a string of at most 40'],
    ['2.5 employees', { employees: 2.5 }, 'employees must be null or an integer from 0 to 1000000'],
  ])('refuses %s', (_label, patch, reason) => {
    expect(update(patch)).toBe(reason);
  });

  it('never moves a converted lead to another tenant nor detaches it', () => {
    const converted = stored({ tenantId: 't1', status: 'ganado' });
    const reason = 'tenantId is set once, to the tenant the lead became';
    expect(update({ tenantId: 't2' }, converted)).toBe(reason);
    expect(update({ tenantId: null }, converted)).toBe(reason);
    expect(update({ status: 'perdido' }, converted)).toBeNull();
  });
});

describe('validateLeadRecord (a superuser’s new lead)', () => {
  const record = (overrides: Record<string, unknown> = {}) =>
    reasonOf(validateLeadRecord({ ...stored(), createdAt: SERVER_TIME, ...overrides }));

  it('takes the landing page’s fields with any status, a tenant and updatedAt', () => {
    expect(record()).toBeNull();
    expect(record({ status: 'propuesta', tenantId: 't1', updatedAt: SERVER_TIME })).toBeNull();
  });

  it.each<[Record<string, unknown>, string]>([
    [{ source: 'ads' }, 'unexpected fields: source'],
    [{ status: 'x' }, 'status must be a lead status'],
    [{ tenantId: 42 }, 'tenantId must be null or a tenant id'],
    [{ createdAt: CREATED }, 'createdAt must be the server time'],
    [{ updatedAt: CREATED }, 'updatedAt must be the server time'],
    [{ message: 'x'.repeat(2001) }, 'message must be null or a string of at most 2000'],
  ])('refuses %o', (overrides, reason) => {
    expect(record(overrides)).toBe(reason);
  });
});

describe('validateLeadEventCreate', () => {
  const event = (overrides: Record<string, unknown> = {}) => ({
    leadId: 'lead-1',
    kind: 'status',
    from: 'nuevo',
    to: 'demo',
    text: null,
    tenantId: null,
    actorId: SUPER,
    createdAt: SERVER_TIME,
    ...overrides,
  });
  const verdict = (overrides: Record<string, unknown> = {}) =>
    reasonOf(validateLeadEventCreate(null, event(overrides), SUPER));

  it('takes a status change, a note and a conversion by the caller', () => {
    expect(verdict()).toBeNull();
    expect(verdict({ kind: 'note', from: null, to: null, text: 'Llamó de nuevo.' })).toBeNull();
    expect(verdict({ kind: 'note', text: 'x'.repeat(LEAD_LIMITS.eventText) })).toBeNull();
    expect(verdict({ kind: 'converted', from: 'propuesta', to: 'ganado', tenantId: 't9' })).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing field', { text: undefined }, 'missing fields: text'],
    ['an extra field', { ip: '1.2.3.4' }, 'unexpected fields: ip'],
    ['no lead', { leadId: '' }, 'leadId must be a lead id'],
    ['an unknown status', { to: 'cerrado' }, 'to must be null or a lead status'],
    ['a move to the same status', { to: 'nuevo' }, 'a status entry names two different statuses'],
    ['a move without its origin', { from: null }, 'a status entry names two different statuses'],
    ['an empty note', { kind: 'note', text: '  ' }, 'text must be a non-empty string'],
    [
      'a 2001-character note',
      { kind: 'note', text: 'x'.repeat(2001) },
      'text must be null or a string of at most 2000',
    ],
    ['a conversion without its tenant', { kind: 'converted' }, 'a conversion names the tenant it created'],
    ['a tenant on a status change', { tenantId: 't1' }, 'tenantId is null but for a conversion'],
    ['an unknown kind', { kind: 'call' }, 'kind must be one of status, note, converted'],
    ['someone else as the actor', { actorId: 'super-2' }, 'actorId must be the caller'],
    ['a client clock', { createdAt: CREATED }, 'createdAt must be the server time'],
  ])('refuses %s', (_label, overrides, reason) => {
    const data = event(overrides);
    if (overrides.text === undefined && 'text' in overrides) delete (data as Record<string, unknown>).text;
    expect(reasonOf(validateLeadEventCreate(null, data, SUPER))).toBe(reason);
  });

  it('is append-only, and needs a signed-in caller', () => {
    const context = { id: 'e1', now: CREATED, lookup: () => null };
    expect(
      reasonOf(
        runWriteCheck('lead-event-create', { before: event(), after: event(), callerUid: SUPER, ...context }),
      ),
    ).toBe('lead events are append-only');
    expect(
      reasonOf(
        runWriteCheck('lead-event-create', { before: null, after: event(), callerUid: null, ...context }),
      ),
    ).toBe('signed-in caller required');
  });
});

describe('the lead checks of runWriteCheck', () => {
  const context = { callerUid: SUPER, id: 'lead-1', now: CREATED, lookup: () => null };

  it('judges a lead the same batch created as a superuser’s create', () => {
    const created = { ...stored(), createdAt: SERVER_TIME, status: 'demo' };
    expect(runWriteCheck('lead-update', { before: null, after: created, ...context }).allow).toBe(true);
    expect(
      reasonOf(runWriteCheck('lead-update', { before: null, after: { ...created, x: 1 }, ...context })),
    ).toBe('unexpected fields: x');
    expect(
      runWriteCheck('lead-update', { before: stored(), after: stored({ status: 'demo' }), ...context }).allow,
    ).toBe(true);
  });
});
