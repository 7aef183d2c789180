// @vitest-environment node
import { isServerTime } from '../../data/ports/document-store';
import { ALLOW } from '../../data/ports/verdicts';
import { validateLeadCreate } from '../../data/ports/write-validators';
import { contactSchema } from './contact-schema';
import { createLead, toLeadDocument } from './create-lead';

const TYPED = {
  name: '  Rosa Muñoz ',
  email: ' Rosa.Munoz@CafeCentral.CL ',
  company: ' Café Central ',
  phone: ' +56 9 1234 5678 ',
  employees: '25',
  message: '  Queremos probar con dos locales. ',
};

describe('toLeadDocument', () => {
  it('makes a lead the write policy allows, from a filled-in form', () => {
    const lead = toLeadDocument(contactSchema.parse(TYPED));
    expect(lead).toEqual({
      tenantId: null,
      name: 'Rosa Muñoz',
      email: 'rosa.munoz@cafecentral.cl',
      company: 'Café Central',
      phone: '+56 9 1234 5678',
      employees: 25,
      message: 'Queremos probar con dos locales.',
      status: 'nuevo',
      createdAt: expect.anything(),
    });
    expect(isServerTime(lead.createdAt)).toBe(true);
    expect(validateLeadCreate(lead)).toEqual(ALLOW);
  });

  it('stores null for every optional field left empty, and the policy still allows it', () => {
    const lead = toLeadDocument(contactSchema.parse({ ...TYPED, phone: '  ', employees: '', message: '\n' }));
    expect(lead).toMatchObject({ phone: null, employees: null, message: null });
    expect(validateLeadCreate(lead)).toEqual(ALLOW);
  });

  it('trims and lower-cases even values that did not go through the form schema', () => {
    const lead = toLeadDocument({
      name: ' Ana ',
      email: ' ANA@EMPRESA.CL',
      company: ' Ferretería ',
      phone: ' ',
      employees: null,
      message: '',
    });
    expect(lead).toMatchObject({
      name: 'Ana',
      email: 'ana@empresa.cl',
      company: 'Ferretería',
      phone: null,
      message: null,
    });
    expect(validateLeadCreate(lead)).toEqual(ALLOW);
  });

  it('stays within the policy at every limit the form accepts', () => {
    const lead = toLeadDocument(
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
    expect(validateLeadCreate(lead)).toEqual(ALLOW);
  });
});

describe('createLead', () => {
  it('adds exactly one document to leads', async () => {
    const add = vi.fn(async () => 'lead-1');
    const values = contactSchema.parse(TYPED);
    await expect(createLead({ add }, values)).resolves.toBe('lead-1');
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith('leads', toLeadDocument(values));
  });
});
