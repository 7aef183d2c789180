import { ALERT_KINDS as KINDS, idPart, idPartBefore } from './alert-ids';
import { ALERT_TYPES } from './alert-types';

describe('alert kinds', () => {
  it('cover every alert type once, with distinct slugs', () => {
    expect(KINDS.map((kind) => kind.type).sort()).toEqual([...ALERT_TYPES].sort());
    expect(new Set(KINDS.map((kind) => kind.slug)).size).toBe(KINDS.length);
  });

  it('rank slugs in id order, and no slug is a prefix of another (so the rank orders ids)', () => {
    for (const a of KINDS) {
      for (const b of KINDS) {
        if (a === b) continue;
        expect(b.slug.startsWith(a.slug)).toBe(false);
        expect(a.group < b.group).toBe(`${a.slug}:x` < `${b.slug}:x`);
      }
    }
    expect(KINDS.map((kind) => kind.group).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(KINDS.every((kind) => kind.idPrefix === `${kind.slug}:`)).toBe(true);
  });
});

describe('idPart', () => {
  it('keeps safe values and encodes the rest, so that it never contains a colon', () => {
    expect(idPart('user-01_A.b~')).toBe('user-01_A.b~');
    expect(idPart('a:b/c')).toBe('a%3Ab%2Fc');
    expect(idPart('José')).toBe('Jos%C3%A9');
    expect(idPart('')).toBe('');
  });
});

describe('idPartBefore', () => {
  it.each([
    ['a', 'b', true],
    ['b', 'a', false],
    ['a', 'a', false],
    // 'u-10:' < 'u-1:' because '0' < ':'.
    ['u-10', 'u-1', true],
    ['u-1', 'u-10', false],
    // 'a:' < 'a~' because ':' < '~'.
    ['a', 'a~', true],
    ['a~', 'a', false],
    ['', 'a', true],
    ['', '', false],
    // A difference before either ends decides.
    ['ab', 'b', true],
    ['b', 'ab', false],
    ['u1x', 'u10', false],
    ['u-0', 'u-1', true],
  ])('%j before %j is %s, as `${a}:` < `${b}:`', (a, b, expected) => {
    expect(idPartBefore(a, b)).toBe(expected);
    expect(`${a}:` < `${b}:`).toBe(expected);
  });
});
