// `npm run rules:generate`: rewrites the generated blocks of firestore.rules from the TypeScript tables
// (src/data/ports/rules-blocks.ts). `--check` (a step of `npm test`) writes nothing and fails when the file is not
// what the tables give: a table changed without regenerating, or a block edited by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { applyRulesBlocks } from '../src/data/ports/rules-blocks';

const file = resolve(import.meta.dirname, '..', 'firestore.rules');
const current = readFileSync(file, 'utf8');
const generated = applyRulesBlocks(current);

if (process.argv.includes('--check')) {
  if (generated !== current) {
    console.error(
      '✘ firestore.rules is not what the TypeScript tables give: run `npm run rules:generate` and commit it',
    );
    process.exitCode = 1;
  } else {
    console.log('firestore.rules: the generated blocks match the TypeScript tables');
  }
} else if (generated !== current) {
  writeFileSync(file, generated);
  console.log('firestore.rules: generated blocks rewritten');
} else {
  console.log('firestore.rules: already up to date');
}
