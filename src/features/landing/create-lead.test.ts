import { runAdminCall } from '../../server/admin/admin-service';
import { LEADS_PER_HOUR } from '../../data/ports/admin-port';
import { SERVER_TIME } from '../../data/ports/document-store';
import { ALLOW } from '../../data/policy/verdicts';
import { validateLeadCreate } from '../../data/policy/write-validators';
import { memoryAdminDeps } from '../../testing/memory-admin-deps';
import { contactSchema } from './contact-schema';
import { sendContact } from './create-lead';

const TYPED = {
  name: '  Rosa Muñoz ',
  email: ' Rosa.Munoz@CafeCentral.CL ',
  company: ' Café Central ',
  phone: ' +56 9 1234 5678 ',
  employees: '25',
  message: '  Queremos probar con dos locales. ',
};
const NOW = new Date('2026-11-29T12:00:00.000Z');

/** The contact sent through the one AdminPort service, as a visitor at `address`; resolves to the stored lead. */
async function sent(values: unknown, deps = memoryAdminDeps({ now: NOW }), address = '203.0.113.7') {
  const { leadId } = await runAdminCall('sendLead', values, null, { ...deps, clientAddress: address });
  const lead = await deps.store.get('leads', leadId);
  if (lead === null) throw new Error('no lead stored');
  return lead;
}

describe('sendLead, the contact form’s call (security review M11)', () => {
  it('stores a lead the write policy allows, from a filled-in form, stamped by the server', async () => {
    const lead = await sent(contactSchema.parse(TYPED));
    expect(lead).toEqual({
      tenantId: null,
      name: 'Rosa Muñoz',
      email: 'rosa.munoz@cafecentral.cl',
      company: 'Café Central',
      phone: '+56 9 1234 5678',
      employees: 25,
      message: 'Queremos probar con dos locales.',
      status: 'nuevo',
      createdAt: NOW,
    });
    expect(validateLeadCreate({ ...lead, createdAt: SERVER_TIME })).toEqual(ALLOW);
  });

  it('stores null for every optional field left empty, and trims what did not go through the form', async () => {
    expect(
      await sent(contactSchema.parse({ ...TYPED, phone: '  ', employees: '', message: '\n' })),
    ).toMatchObject({
      phone: null,
      employees: null,
      message: null,
    });
    expect(
      await sent({
        name: ' Ana ',
        email: ' ANA@EMPRESA.CL',
        company: ' Ferretería ',
        phone: ' ',
        employees: null,
        message: '',
      }),
    ).toMatchObject({
      name: 'Ana',
      email: 'ana@empresa.cl',
      company: 'Ferretería',
      phone: null,
      message: null,
    });
  });

  it('stays within the policy at every limit the form accepts', async () => {
    const lead = await sent(
      contactSchema.parse({
        name: 'a'.repeat(200),
        email: `${'a'.repeat(190)}@empresa.cl`.slice(-200),
        company: 'c'.repeat(200),
        phone: '9'.repeat(40),
        employees: '1.000.000',
        message: 'm'.repeat(2000),
      }),
    );
    expect(lead.employees).toBe(1_000_000);
    expect(validateLeadCreate({ ...lead, createdAt: SERVER_TIME })).toEqual(ALLOW);
  });

  it('refuses a malformed lead, and more than LEADS_PER_HOUR from one address in an hour', async () => {
    await expect(
      runAdminCall(
        'sendLead',
        { ...contactSchema.parse(TYPED), email: 'no' },
        null,
        memoryAdminDeps({ now: NOW }),
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument', reason: 'invalid-input' });
    await expect(
      runAdminCall(
        'sendLead',
        { ...contactSchema.parse(TYPED), status: 'ganado' },
        null,
        memoryAdminDeps({ now: NOW }),
      ),
    ).rejects.toMatchObject({ reason: 'invalid-input' });
    const deps = memoryAdminDeps({ now: NOW });
    const values = contactSchema.parse(TYPED);
    for (let count = 0; count < LEADS_PER_HOUR; count += 1) await sent(values, deps);
    await expect(sent(values, deps)).rejects.toMatchObject({
      code: 'resource-exhausted',
      reason: 'too-many-requests',
    });
    // Another address is counted on its own.
    await expect(sent(values, deps, '203.0.113.8')).resolves.toMatchObject({ status: 'nuevo' });
  });
});

describe('sendContact', () => {
  it('sends exactly the form’s values through AdminPort sendLead', async () => {
    const sendLead = vi.fn(async () => ({ leadId: 'lead-1' }));
    const values = contactSchema.parse(TYPED);
    await expect(sendContact({ sendLead }, values)).resolves.toBe('lead-1');
    expect(sendLead).toHaveBeenCalledTimes(1);
    expect(sendLead).toHaveBeenCalledWith(values);
  });
});
