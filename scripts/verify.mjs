// `npm run verify [-- <since>]`: the inner loop's check, for the minutes between two edits. It proves less than
// `npm test` (the complete run, which a change must still pass before it lands): the types of the whole
// project, lint and format of the files changed since <since> (default: the last commit, plus new files), the
// rules' generated blocks, every pure unit test (Node, no DOM) and the DOM tests of the changed files.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { npx } from './run.mjs';

const since = process.argv[2] ?? 'HEAD';
const git = (args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git(['diff', '--name-only', since]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((file) => existsSync(file));
const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const formatted = changed.filter((file) => /\.(ts|tsx|js|mjs|json|md|css|html|ya?ml)$/.test(file));
console.log(`${changed.length} file(s) changed since ${since}`);

const started = Date.now();
const failed = [];
async function step(name, run) {
  const at = Date.now();
  const exit = await run();
  console.log(`${exit === 0 ? '✔' : '✘'} ${name} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  if (exit !== 0) failed.push(name);
}

// Side by side: each is mostly one process on one core.
await Promise.all([
  step('typecheck', () => npx(['tsc', '-b'])),
  step('lint (changed files)', () =>
    code.length === 0 ? 0 : npx(['eslint', '--max-warnings', '0', '--no-warn-ignored', ...code]),
  ),
  step('format (changed files)', () =>
    formatted.length === 0
      ? 0
      : npx(['prettier', '--check', '--ignore-unknown', '--log-level', 'warn', ...formatted]),
  ),
  step('rules generated from the tables', () => npx(['tsx', 'scripts/generate-rules.ts', '--check'])),
  step('plain theme tokens generated from the theme', () =>
    npx(['tsx', 'scripts/generate-plain-theme.ts', '--check']),
  ),
]);
await step('pure unit tests', () => npx(['vitest', 'run', '--project', 'pure']));
// A changed test file, and the test file beside a changed source file (`x.tsx` → `x.test.tsx`); the pure ones ran.
const tests = [
  ...new Set(
    code.flatMap((file) =>
      /\.test\.tsx?$/.test(file)
        ? [file]
        : ['ts', 'tsx'].map((ext) => file.replace(/\.(ts|tsx|js|mjs)$/, `.test.${ext}`)).filter(existsSync),
    ),
  ),
].filter((file) => file.startsWith('src/') || file.startsWith('tests/unit/'));
await step('DOM tests of the changed files', () =>
  tests.length === 0
    ? 0
    : npx(['vitest', 'run', '--project', 'dom', '--project', 'isolated', '--passWithNoTests', ...tests]),
);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nverify: ${failed.length === 0 ? 'passed' : `failed: ${failed.join(', ')}`} in ${seconds} s`);
process.exit(failed.length === 0 ? 0 : 1);
