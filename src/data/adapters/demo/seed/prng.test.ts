import { createRng, hashString, rngFor } from './prng';

describe('seeded PRNG', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('keeps int within its inclusive bounds and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) {
      const value = rng.int(-2, 3);
      expect(value).toBeGreaterThanOrEqual(-2);
      expect(value).toBeLessThanOrEqual(3);
      seen.add(value);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('derives independent, reproducible streams by name', () => {
    expect(rngFor(1, 'a', 'b').next()).toBe(rngFor(1, 'a', 'b').next());
    expect(rngFor(1, 'a', 'b').next()).not.toBe(rngFor(2, 'a', 'b').next());
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('abc')).not.toBe(hashString('acb'));
  });

  it('picks only elements of the list', () => {
    const rng = createRng(3);
    for (let i = 0; i < 100; i += 1) expect(['x', 'y', 'z']).toContain(rng.pick(['x', 'y', 'z']));
  });
});
