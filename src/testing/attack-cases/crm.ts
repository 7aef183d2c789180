/** Leads of the landing page, and the superusers’ CRM (/admin/leads). */
import { SERVER_TIME } from '../../data/ports/document-store';
import type { AttackCase } from './types';
import { T1, T2, ACTORS } from './actors';
import { CREATED, validLead, leadEvent, validLog } from './documents';
import { get, list, eq, set, update, remove, batch, each, withSeed } from './requests';

const withoutTenantId = () => {
  const lead = validLead();
  delete lead.tenantId;
  return lead;
};

const leadCase = (id: string, title: string, leads: () => Record<string, unknown>[]): AttackCase => ({
  id,
  title,
  actor: ACTORS.visitor,
  expected: 'deny',
  refs: ['R46'],
  plan: () => each(...leads().map((lead) => set('leads', 'new-lead', lead))),
});

export const LEADS: AttackCase[] = [
  {
    id: 'lead.direct-write',
    title:
      'a visitor, an employee or an admin writes a well-formed landing-page lead straight to the store instead of through the limited sendLead call (security review M11)',
    actor: ACTORS.visitor,
    expected: 'deny',
    refs: ['R45', 'security review M11'],
    plan: () => each(set('leads', 'new-lead', validLead({ employees: 1_000_000 }))),
  },
  ...[ACTORS.employee, ACTORS.admin].map((actor): AttackCase => ({
    id: `lead.direct-write-by-${actor.uid}`,
    title: `${actor.uid} writes a landing-page lead straight to the store (security review M11)`,
    actor,
    expected: 'deny',
    refs: ['security review M11'],
    plan: () => each(set('leads', 'new-lead', validLead())),
  })),
  leadCase('lead.tenant', 'a lead naming a tenant, or without the tenantId key', () => [
    validLead({ tenantId: T1 }),
    withoutTenantId(),
  ]),
  leadCase('lead.status', 'a lead already won', () => [validLead({ status: 'ganado' })]),
  leadCase('lead.created-at', 'a lead with a client creation time', () => [
    validLead({ createdAt: new Date('2026-01-01T00:00:00.000Z') }),
  ]),
  leadCase('lead.extra-key', 'a lead with an extra field', () => [validLead({ source: 'ads' })]),
  leadCase('lead.long-texts', 'a lead with a 201-character name or a 2001-character message', () => [
    validLead({ name: 'a'.repeat(201) }),
    validLead({ message: 'a'.repeat(2001) }),
  ]),
  leadCase('lead.bad-email', 'a lead whose e-mail has no @ or no dot', () => [
    validLead({ email: 'ana at almacen.cl' }),
    validLead({ email: 'ana@almacen' }),
  ]),
  leadCase('lead.employees', 'a lead with −1, 2.5 or "12" employees', () => [
    validLead({ employees: -1 }),
    validLead({ employees: 2.5 }),
    validLead({ employees: '12' }),
  ]),
  leadCase('lead.employees-huge', 'a lead with 10^12 employees', () => [validLead({ employees: 1e12 })]),
  {
    id: 'lead.overwrite',
    title: 'a visitor overwrites an existing lead',
    actor: ACTORS.visitor,
    expected: 'deny',
    refs: ['R47'],
    plan: () => each(set('leads', 'lead-1', validLead())),
  },
  ...[ACTORS.visitor, ACTORS.employee, ACTORS.admin].map((actor): AttackCase => ({
    id: `lead.read-by-${actor.uid}`,
    title: `${actor.uid} reads or lists leads`,
    actor,
    expected: 'deny',
    refs: ['R48'],
    plan: () => each(get('leads', 'lead-1'), list('leads', eq('status', 'nuevo'))),
  })),
];

/** The superusers' CRM (/admin/leads): leads change under field checks, their timeline is appended. */
export const CRM: AttackCase[] = [
  {
    id: 'valid.crm-move',
    title: 'a superuser moves a lead, with its timeline entry and audit entry in one batch, and adds a note',
    actor: ACTORS.superuser,
    expected: 'allow',
    plan: () =>
      each(
        batch(
          update('leads', 'lead-1', { status: 'demo', updatedAt: SERVER_TIME }),
          set('leadEvents', 'new-event', leadEvent()),
          set(
            'logs',
            'new-log',
            validLog({ actorId: ACTORS.superuser.uid, action: 'lead.status', target: 'lead-1' }),
          ),
        ),
        set(
          'leadEvents',
          'new-note',
          leadEvent({ kind: 'note', from: null, to: null, text: 'Llamar el lunes.' }),
        ),
        list('leadEvents', eq('leadId', 'lead-1')),
        get('leadEvents', 'lead-event-1'),
      ),
  },
  {
    id: 'valid.crm-convert',
    title: 'a superuser links a lead to the tenant it became, won, with its conversion entry',
    actor: ACTORS.superuser,
    expected: 'allow',
    plan: () =>
      each(
        batch(
          update('leads', 'lead-1', { status: 'ganado', tenantId: T2, updatedAt: SERVER_TIME }),
          set('leadEvents', 'new-event', leadEvent({ kind: 'converted', to: 'ganado', tenantId: T2 })),
        ),
      ),
  },
  {
    id: 'crm.lead-bad-update',
    title:
      'a superuser gives a lead an unknown key, an unknown status, a new creation time, a client updatedAt or a blank name',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      each(
        update('leads', 'lead-1', { score: 99 }),
        update('leads', 'lead-1', { status: 'cerrado' }),
        update('leads', 'lead-1', { createdAt: new Date('2026-01-01T00:00:00.000Z') }),
        update('leads', 'lead-1', { updatedAt: new Date('2026-01-01T00:00:00.000Z') }),
        update('leads', 'lead-1', { name: '  ' }),
        update('leads', 'lead-1', { employees: -3 }),
      ),
  },
  {
    id: 'crm.lead-moved-tenant',
    title: 'a superuser moves a converted lead to another tenant, or detaches it',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      withSeed(
        [{ collection: 'leads', id: 'lead-1', data: { ...validLead(), tenantId: T1, createdAt: CREATED } }],
        update('leads', 'lead-1', { tenantId: T2 }),
        update('leads', 'lead-1', { tenantId: null }),
      ),
  },
  {
    id: 'crm.timeline-edit',
    title: 'a superuser changes or deletes a timeline entry',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      each(
        update('leadEvents', 'lead-event-1', { text: 'Otra cosa' }),
        set('leadEvents', 'lead-event-1', leadEvent({ to: 'perdido' })),
        remove('leadEvents', 'lead-event-1'),
      ),
  },
  {
    id: 'crm.forged-event',
    title:
      'a superuser appends an entry as someone else, with a client time, an empty note, an extra field or a tenant on a move',
    actor: ACTORS.superuser,
    expected: 'deny',
    plan: () =>
      each(
        set('leadEvents', 'new-event', leadEvent({ actorId: 'super-2' })),
        set('leadEvents', 'new-event', leadEvent({ createdAt: CREATED })),
        set('leadEvents', 'new-event', leadEvent({ kind: 'note', text: ' ' })),
        set('leadEvents', 'new-event', leadEvent({ kind: 'note', text: 'x'.repeat(2001) })),
        set('leadEvents', 'new-event', leadEvent({ source: 'api' })),
        set('leadEvents', 'new-event', leadEvent({ tenantId: T1 })),
        set('leadEvents', 'new-event', leadEvent({ to: 'cerrado' })),
      ),
  },
  ...[ACTORS.admin, ACTORS.employee, ACTORS.inspector].map((actor): AttackCase => ({
    id: `crm.timeline-by-${actor.uid}`,
    title: `${actor.uid} reads, lists or appends a lead’s timeline`,
    actor,
    expected: 'deny',
    plan: () =>
      each(
        get('leadEvents', 'lead-event-1'),
        list('leadEvents', eq('leadId', 'lead-1')),
        list('leadEvents', eq('tenantId', T1)),
        set('leadEvents', 'new-event', leadEvent({ actorId: actor.uid })),
      ),
  })),
  {
    id: 'crm.timeline-by-visitor',
    title: 'a visitor appends a lead’s timeline entry',
    actor: ACTORS.visitor,
    expected: 'deny',
    plan: () =>
      each(
        set('leadEvents', 'new-event', leadEvent({ actorId: 'visitor' })),
        get('leadEvents', 'lead-event-1'),
      ),
  },
  {
    id: 'crm.admin-moves-lead',
    title: 'an admin moves a lead or links it to the own tenant',
    actor: ACTORS.admin,
    expected: 'deny',
    plan: () =>
      each(
        update('leads', 'lead-1', { status: 'demo', updatedAt: SERVER_TIME }),
        update('leads', 'lead-1', { tenantId: T1 }),
      ),
  },
];
