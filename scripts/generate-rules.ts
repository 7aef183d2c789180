// `npm run rules:generate`: rewrites the generated blocks of the rules files firebase.json deploys
// (firestore.rules, storage.rules) from the TypeScript tables (src/data/policy/rules-blocks.ts). `--check` (a step
// of `npm test`) writes nothing and fails when a file is not what the tables give: a table changed without
// regenerating, or a block edited by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { applyRulesBlocks, RULES_FILES } from '../src/data/policy/rules-blocks';

const root = resolve(import.meta.dirname, '..');
const firebase = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')) as Record<
  string,
  { rules?: unknown } | undefined
>;
const check = process.argv.includes('--check');

for (const { service, blocks } of RULES_FILES) {
  const name = firebase[service]?.rules;
  if (typeof name !== 'string') throw new Error(`firebase.json names no ${service} rules file`);
  const file = resolve(root, name);
  const current = readFileSync(file, 'utf8');
  const generated = applyRulesBlocks(current, blocks());
  if (generated === current) {
    console.log(`${name}: the generated blocks match the TypeScript tables`);
  } else if (check) {
    console.error(
      `✘ ${name} is not what the TypeScript tables give: run \`npm run rules:generate\` and commit it`,
    );
    process.exitCode = 1;
  } else {
    writeFileSync(file, generated);
    console.log(`${name}: generated blocks rewritten`);
  }
}
