import { formatRut, formatRutBody, isValidRut, parseRut, rutCheckDigit } from './rut';

describe('rutCheckDigit (módulo 11)', () => {
  it.each([
    // 8·2+7·3+6·4+5·5+4·6+3·7+2·2+1·3 = 138; 138 mod 11 = 6; 11 − 6 = 5
    [12_345_678, '5'],
    // 1·2+2·3+3·4+4·5+5·6+6·7+7·2 = 126; 126 mod 11 = 5; 11 − 5 = 6
    [7_654_321, '6'],
    [11_111_111, '1'],
    // 3·2+1·3+1·3 = 12; 12 mod 11 = 1; 11 − 1 = 10 → K
    [10_000_013, 'K'],
    // 4·2+1·3 = 11; 11 mod 11 = 0; 11 − 0 = 11 → 0
    [10_000_004, '0'],
    [6, 'K'],
  ])('%i → %s', (body, digit) => {
    expect(rutCheckDigit(body)).toBe(digit);
  });

  it('rejects a body that is not a positive integer', () => {
    expect(() => rutCheckDigit(0)).toThrow(RangeError);
    expect(() => rutCheckDigit(-5)).toThrow(RangeError);
    expect(() => rutCheckDigit(1.5)).toThrow(RangeError);
  });
});

describe('formatRutBody', () => {
  it('groups thousands with dots and appends the check digit', () => {
    expect(formatRutBody(12_345_678)).toBe('12.345.678-5');
    expect(formatRutBody(7_654_321)).toBe('7.654.321-6');
    expect(formatRutBody(10_000_013)).toBe('10.000.013-K');
    expect(formatRutBody(6)).toBe('6-K');
  });
});

describe('formatRut and parseRut', () => {
  it('normalise any accepted writing to 12.345.678-5', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut(' 12.345.678-5 ')).toBe('12.345.678-5');
    expect(formatRut('10000013-k')).toBe('10.000.013-K');
    expect(formatRut('76.086.428-5')).toBe('76.086.428-5');
    expect(parseRut('7.654.321-6')).toEqual({ body: 7_654_321, checkDigit: '6' });
  });

  it('give null for an invalid RUT', () => {
    expect(formatRut('12.345.678-4')).toBeNull();
    expect(formatRut('012.345.678-5')).toBeNull();
    expect(formatRut('12-345-678-5')).toBeNull();
    expect(parseRut('1234567890-1')).toBeNull();
  });
});

describe('isValidRut', () => {
  it('accepts formatted, unformatted and lowercase-k values', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('12345678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut('10.000.013-k')).toBe(true);
    expect(isValidRut('10.000.004-0')).toBe(true);
  });

  it('rejects a wrong check digit or malformed text', () => {
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('12.345.678-K')).toBe(false);
    expect(isValidRut('0-0')).toBe(false);
    expect(isValidRut('abc')).toBe(false);
    expect(isValidRut('')).toBe(false);
  });

  it('agrees with formatRut for many bodies', () => {
    for (let body = 5_000_000; body < 5_000_500; body += 1)
      expect(isValidRut(formatRutBody(body))).toBe(true);
  });
});
