// `npm run theme:generate`: writes the theme tokens of the screens without MUI (src/components/plain/theme-tokens.css,
// src/components/status-tokens.ts) from the app theme (src/lib/plain-tokens.ts), formatted as Prettier leaves them.
// `--check` (a step of `npm test`) writes nothing and fails when a file is not what the theme gives: the theme
// changed without regenerating, or a token edited by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { GENERATED_FILES } from '../src/lib/plain-tokens';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');

for (const { path, content } of GENERATED_FILES) {
  const file = resolve(root, path);
  const generated = await format(content(), { ...(await resolveConfig(file)), filepath: file });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (generated === current) {
    console.log(`${path}: what the theme gives`);
  } else if (check) {
    console.error(`✘ ${path} is not what the theme gives: run \`npm run theme:generate\` and commit it`);
    process.exitCode = 1;
  } else {
    writeFileSync(file, generated);
    console.log(`${path}: written`);
  }
}
