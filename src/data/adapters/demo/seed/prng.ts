/**
 * Small seeded pseudo-random generator for the demo seed: the seed must never read `Math.random` or the
 * clock, so that the same `(now, seed)` always yields the same dataset.
 */

/** 32-bit FNV-1a hash of a string, used to derive independent streams (per user, per day). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly [T, ...T[]]): T;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly [T, ...T[]]): T => items[int(0, items.length - 1)] ?? items[0],
  };
}

/** An independent stream for a named purpose, e.g. `rngFor(seed, 'attendance', userId, day)`. */
export function rngFor(seed: number, ...parts: string[]): Rng {
  return createRng(hashString(`${seed}|${parts.join('|')}`));
}
