/**
 * firestore.rules as text, for the mirror tests (tests/unit/*-rules-mirror.test.ts): the rules cannot import
 * TypeScript, so each mirror test reads the
 * literal lists and numbers of the rules and holds them to the TypeScript they copy.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { expect } from 'vitest';

export const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The text from `start` to the end of its block (the next line closing at the service's indentation). */
export function block(start: string): string {
  const at = rules.indexOf(start);
  expect(at, `no ${start} in firestore.rules`).toBeGreaterThanOrEqual(0);
  return rules.slice(at, rules.indexOf('\n    }', at));
}

/** The body of `function <name>(` in the rules. */
export const body = (name: string) => block(`function ${name}(`);

/** Every single-quoted string of `text`, in order. */
export const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/** The quoted strings of the first `[…]` list after `marker` in `text`. */
export function listAfter(text: string, marker: string): string[] {
  const start = text.indexOf(marker);
  expect(start, `no ${marker}`).toBeGreaterThanOrEqual(0);
  const open = text.indexOf('[', start);
  return quoted(text.slice(open, text.indexOf(']', open)));
}
