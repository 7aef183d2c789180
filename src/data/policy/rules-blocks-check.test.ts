// @vitest-environment node
/**
 * What `npm test` guards with `scripts/generate-rules.ts --check`: the committed rules files are what the
 * TypeScript tables give, and a table changed without `npm run rules:generate` makes them differ.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import type * as Plan from '../../domain/planning/plan';
import type * as PhotoPolicy from './photo-policy';
import type * as PlanningWrite from './planning-write';

const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../../..', file), 'utf8');

/** Whether firestore.rules and storage.rules are what the tables (as imported now) give. */
async function rulesAreGenerated(): Promise<boolean> {
  const { applyRulesBlocks, rulesBlocks, storageRulesBlocks } = await import('./rules-blocks');
  const firestore = read('firestore.rules');
  const storage = read('storage.rules');
  return (
    applyRulesBlocks(firestore, rulesBlocks()) === firestore &&
    applyRulesBlocks(storage, storageRulesBlocks()) === storage
  );
}

afterEach(() => {
  vi.doUnmock('./planning-write');
  vi.doUnmock('../../domain/planning/plan');
  vi.doUnmock('./photo-policy');
  vi.resetModules();
});

describe('the rules files and the TypeScript tables', () => {
  it('are in step as committed', async () => {
    expect(await rulesAreGenerated()).toBe(true);
  });

  it('fall out of step when a whitelist changes', async () => {
    vi.doMock('./planning-write', async (original) => {
      const module = await original<typeof PlanningWrite>();
      return { ...module, SHIFT_FIELDS: [...module.SHIFT_FIELDS, 'notes'] };
    });
    expect(await rulesAreGenerated()).toBe(false);
  });

  it('fall out of step when a limit changes', async () => {
    vi.doMock('../../domain/planning/plan', async (original) => {
      const module = await original<typeof Plan>();
      return { ...module, SHIFT_LIMITS: { ...module.SHIFT_LIMITS, maxSlots: 5 } };
    });
    expect(await rulesAreGenerated()).toBe(false);
  });

  it('fall out of step when storage.rules’ photo size changes', async () => {
    vi.doMock('./photo-policy', async (original) => {
      const module = await original<typeof PhotoPolicy>();
      return { ...module, PROFILE_PHOTO: { ...module.PROFILE_PHOTO, maxBytes: 64 * 1024 } };
    });
    expect(await rulesAreGenerated()).toBe(false);
  });
});
