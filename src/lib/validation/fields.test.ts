import { z } from 'zod';

import { VALIDATION } from '../validation-messages';
import { dayKey, email, hhmm, integer, optionalRut, optionalText, requiredText, rut } from './fields';

/** The one message a field reports, or null when it is valid. */
function message(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message ?? null;
}

describe('requiredText', () => {
  const schema = requiredText(5);

  it('trims the text it outputs', () => {
    expect(schema.parse('  Ana ')).toBe('Ana');
  });

  it('asks for a value when it is empty or only spaces', () => {
    expect(message(schema, '')).toBe(VALIDATION.required);
    expect(message(schema, '   ')).toBe(VALIDATION.required);
  });

  it('counts the trimmed length against the maximum', () => {
    expect(message(schema, ' 12345 ')).toBeNull();
    expect(message(schema, '123456')).toBe('Debes introducir un máximo de 5 caracteres');
  });

  it('counts the trimmed length against a minimum when one is given', () => {
    const reason = requiredText(500, 3);
    expect(message(reason, ' ab ')).toBe('Debes introducir un mínimo de 3 caracteres');
    expect(message(reason, 'abc')).toBeNull();
    expect(message(reason, '  ')).toBe(VALIDATION.required);
  });
});

describe('optionalText', () => {
  const schema = optionalText(3);

  it('gives null for an empty value, trimmed text otherwise', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(' ab ')).toBe('ab');
  });

  it('still limits the length', () => {
    expect(message(schema, 'abcd')).toBe(VALIDATION.maxLength(3));
  });
});

describe('email', () => {
  it('accepts an address and trims it', () => {
    expect(email().parse(' ana@empresa.cl ')).toBe('ana@empresa.cl');
  });

  it('asks for a value, then for a valid address', () => {
    expect(message(email(), '')).toBe(VALIDATION.required);
    expect(message(email(), 'ana@empresa')).toBe(VALIDATION.email);
    expect(message(email(), 'ana empresa.cl')).toBe(VALIDATION.email);
  });
});

describe('integer', () => {
  const schema = integer({ min: 0, max: 45 });

  it('turns the text of an input into a number', () => {
    expect(schema.parse('40')).toBe(40);
    expect(schema.parse(' 0 ')).toBe(0);
    expect(schema.parse(45)).toBe(45);
  });

  it('refuses what is not a whole number', () => {
    for (const value of ['2.5', '2,5', '1e1', 'diez', '--1', 2.5]) {
      expect(message(schema, value)).toBe('Ingresa un número entero');
    }
  });

  it('asks for a value when it is empty', () => {
    expect(message(schema, '')).toBe(VALIDATION.required);
  });

  it('names the range when the number is outside it', () => {
    expect(message(schema, '46')).toBe('Debe estar entre 0 y 45');
    expect(message(schema, '-1')).toBe('Debe estar entre 0 y 45');
  });
});

describe('hhmm', () => {
  it('accepts strict 24-hour times', () => {
    for (const value of ['00:00', '08:30', '23:59']) expect(hhmm().parse(value)).toBe(value);
  });

  it('refuses anything else as a format error', () => {
    for (const value of ['24:00', '8:30', '08:60', '08:30:00', '8.30', '08:30 PM']) {
      expect(message(hhmm(), value)).toBe(VALIDATION.pattern);
    }
  });

  it('asks for a value when it is empty', () => {
    expect(message(hhmm(), '')).toBe(VALIDATION.required);
  });
});

describe('rut', () => {
  it('outputs every usual spelling in the stored form', () => {
    for (const value of ['12.345.678-5', '12345678-5', '123456785', ' 12345678-5 ']) {
      expect(rut().parse(value)).toBe('12.345.678-5');
    }
    expect(rut().parse('10.000.013-k')).toBe('10.000.013-K');
  });

  it('refuses a wrong check digit or a malformed value', () => {
    expect(message(rut(), '12.345.678-9')).toBe('RUT inválido');
    expect(message(rut(), 'abc')).toBe('RUT inválido');
  });

  it('asks for a value when it is empty', () => {
    expect(message(rut(), '')).toBe(VALIDATION.required);
  });
});

describe('optionalRut', () => {
  it('gives null when left empty, the stored form when valid, and refuses a wrong one', () => {
    expect(optionalRut().parse('  ')).toBeNull();
    expect(optionalRut().parse('765432103')).toBe('76.543.210-3');
    expect(message(optionalRut(), '76.543.210-4')).toBe('RUT inválido');
  });
});

describe('dayKey', () => {
  it('accepts a day that exists', () => {
    expect(dayKey().parse('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses a day that does not exist or another format', () => {
    for (const value of ['2026-02-30', '16/11/2026', '2026-1-5']) {
      expect(message(dayKey(), value)).toBe(VALIDATION.pattern);
    }
  });

  it('asks for a value when it is empty', () => {
    expect(message(dayKey(), '')).toBe(VALIDATION.required);
  });
});

describe('in an object schema', () => {
  it('reports each field at its own path', () => {
    const schema = z.object({ name: requiredText(10), hours: integer({ min: 1, max: 45 }) });
    const result = schema.safeParse({ name: '', hours: '99' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', VALIDATION.required],
      ['hours', 'Debe estar entre 1 y 45'],
    ]);
  });
});
