import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer fences of docs/architecture.md are lint rules (eslint.config.js): each case lints a small file at a
 * path of the zone, as `npm test`'s lint step would, and names the rule that must refuse it.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the server zone (src/server) is fenced by lint', () => {
  it('refuses a server file importing React, MUI or the client state library', async () => {
    for (const library of ['react', '@mui/material', 'zustand'])
      expect(
        await ruleIdsFor(
          'src/server/admin/probe.ts',
          `import * as x from '${library}';\nexport const y = x;\n`,
        ),
      ).toContain('no-restricted-imports');
  });

  it('refuses a server file importing a feature, the UI kit or the browser data layer', async () => {
    for (const path of [
      '../../features/planner/planner-repository',
      '../../components/async-state',
      '../../data/queries/people',
    ])
      expect(
        await ruleIdsFor('src/server/admin/probe.ts', `import * as x from '${path}';\nexport const y = x;\n`),
      ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a screen importing server code, and lets the demo adapter host it', async () => {
    const code = "import * as x from '../../server/receipts/receipt-key';\nexport const y = x;\n";
    expect(await ruleIdsFor('src/features/planner/probe.ts', code)).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor('src/data/adapters/demo/probe.ts', code.replace('../../server', '../../../server')),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it('accepts a server file importing the domain and the data contracts', async () => {
    const code =
      "import * as a from '../../domain/calendar/day-keys';\nimport * as b from '../../data/ports/collections';\nexport const y = [a, b];\n";
    expect(await ruleIdsFor('src/server/admin/probe.ts', code)).toEqual([]);
  });
});

describe('ports are contracts', () => {
  it('refuses a port importing the policy or an adapter', async () => {
    for (const path of ['../policy/verdicts', '../adapters/demo/demo-store'])
      expect(
        await ruleIdsFor('src/data/ports/probe.ts', `import * as x from '${path}';\nexport const y = x;\n`),
      ).toContain('import-x/no-restricted-paths');
  });
});
