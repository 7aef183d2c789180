import { LEAD_EMPLOYEES_MAX } from '../../data/policy/write-validators';
import { INTEGER_MESSAGE, rangeMessage } from '../../lib/validation/fields';
import { VALIDATION } from '../../lib/validation-messages';
import { CONTACT_DEFAULTS, contactSchema, LEAD_LIMITS, PHONE_MESSAGE } from './contact-schema';

const VALID = { ...CONTACT_DEFAULTS, name: 'Rosa', email: 'rosa@cafe.cl', company: 'Café Central' };

/** The message of each field that fails, by field. */
function messages(input: Partial<typeof VALID>): Record<string, string> {
  const result = contactSchema.safeParse({ ...VALID, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactSchema', () => {
  it('asks for the three required fields, one message each', () => {
    expect(messages({ name: ' ', email: '', company: '' })).toEqual({
      name: VALIDATION.required,
      email: VALIDATION.required,
      company: VALIDATION.required,
    });
  });

  it('accepts the required fields alone, the optional ones becoming null', () => {
    expect(contactSchema.parse(VALID)).toEqual({
      name: 'Rosa',
      email: 'rosa@cafe.cl',
      company: 'Café Central',
      phone: null,
      employees: null,
      message: null,
    });
  });

  it('says when the e-mail is not an address, or too long', () => {
    expect(messages({ email: 'rosa@cafe' })).toEqual({ email: VALIDATION.email });
    expect(messages({ email: `${'a'.repeat(195)}@cafe.cl` })).toEqual({ email: VALIDATION.maxLength(200) });
  });

  it('limits names and the message', () => {
    expect(messages({ name: 'a'.repeat(201), company: 'c'.repeat(201), message: 'm'.repeat(2001) })).toEqual({
      name: VALIDATION.maxLength(200),
      company: VALIDATION.maxLength(200),
      message: VALIDATION.maxLength(2000),
    });
  });

  it('takes a phone of digits, spaces and + ( ) - only, up to 40 characters', () => {
    expect(contactSchema.parse({ ...VALID, phone: ' +56 (2) 2345-6789 ' }).phone).toBe('+56 (2) 2345-6789');
    expect(messages({ phone: '+56 9 1234 abcd' })).toEqual({ phone: PHONE_MESSAGE });
    expect(messages({ phone: '9'.repeat(41) })).toEqual({ phone: VALIDATION.maxLength(40) });
  });

  it('takes a whole head count from 1 to 1.000.000, with or without thousands dots', () => {
    expect(contactSchema.parse({ ...VALID, employees: ' 1.500 ' }).employees).toBe(1500);
    expect(contactSchema.parse({ ...VALID, employees: '1000000' }).employees).toBe(1_000_000);
    expect(messages({ employees: '2,5' })).toEqual({ employees: INTEGER_MESSAGE });
    expect(messages({ employees: '1e3' })).toEqual({ employees: INTEGER_MESSAGE });
    expect(messages({ employees: '-3' })).toEqual({ employees: INTEGER_MESSAGE });
    expect(messages({ employees: '0' })).toEqual({ employees: rangeMessage(1, 1_000_000) });
    expect(messages({ employees: '1000001' })).toEqual({ employees: rangeMessage(1, 1_000_000) });
  });

  it('keeps the limits of the write policy', () => {
    expect(LEAD_LIMITS.employeesMax).toBe(LEAD_EMPLOYEES_MAX);
  });
});
