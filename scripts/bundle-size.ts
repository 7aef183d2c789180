// `npm run size` (run by tsx): the gzip size of the JavaScript every route of the registry (src/app/route-table.ts)
// loads, for every build present, against the per-route budgets of bundle-budgets.json.
//
// Usage: tsx scripts/bundle-size.ts [--check] [--write-budgets] [--budgets <file>] [<build dir>…]
//   With no directory it measures dist/ and every dist-*/ that holds a Vite manifest; named directories must
//   hold one. A build is identified by the adapter set its manifest contains (scripts/bundle-report.ts), never
//   by its folder: `npm run build` (Firebase) and `npm run build:demo` both write dist/.
//   --check          exit 1 when a route is over its budget or has none, when the demo build contains Firebase
//                    SDK code or a Firebase build demo accounts, when a build cannot be identified or lacks a
//                    chunk the registry names (older than the registry), or when no build is found.
//   --write-budgets  write the budgets of the kinds measured (size + 5%, rounded up to 0.1 KiB); the other
//                    kind keeps its budgets.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { ROUTES } from '../src/app/route-table';
import {
  BACKEND_ENTRY,
  FORBIDDEN,
  budgetsFrom,
  closure,
  compareToBudgets,
  FIRST_PAINT_TARGETS,
  firstPaintKeys,
  entryStylesheets,
  formatTable,
  identifyBuild,
  kib,
  parseBudgets,
  routeKeys,
  staleBudgets,
  type BuildKind,
  type Budgets,
  type Manifest,
  type RouteSize,
} from './bundle-report';

const ROOT = resolve(import.meta.dirname, '..');
const MANIFEST = join('.vite', 'manifest.json');
const ABOUT =
  'gzip KiB of the JavaScript each route loads, per build kind (scripts/bundle-size.ts). Budget = size measured ' +
  'when written + 5%, rounded up to 0.1 KiB. Regenerate with `npm run size -- --write-budgets` after building ' +
  'the kinds to update (npm run build:demo; npx vite build --mode emulators).';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'boolean', default: false },
    'write-budgets': { type: 'boolean', default: false },
    budgets: { type: 'string', default: join(ROOT, 'bundle-budgets.json') },
  },
});
/** A path as printed: relative when under the working directory, absolute elsewhere. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
const budgetsPath = resolve(values.budgets);
const budgetsName = shown(budgetsPath);

/** Failures (--check exits 1 on any); `structural` ones also stop --write-budgets: the sizes would be wrong. */
const problems: { text: string; structural: boolean }[] = [];
const fail = (text: string, structural = true) => problems.push({ text, structural });
const warnings: string[] = [];

function buildDirs(): string[] {
  if (positionals.length > 0) return positionals.map((dir) => resolve(dir));
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'dist' || entry.name.startsWith('dist-')))
    .map((entry) => join(ROOT, entry.name))
    .filter((dir) => existsSync(join(dir, MANIFEST)))
    .sort();
}

const gzipped = new Map<string, number>();
function gzipBytes(file: string): number {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
}

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : javaScriptFiles(path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

function loadBudgets(): Budgets {
  if (!existsSync(budgetsPath)) {
    if (!values['write-budgets'])
      warnings.push(
        `${budgetsName} does not exist: every route lacks a budget (npm run size -- --write-budgets)`,
      );
    return {};
  }
  try {
    return parseBudgets(JSON.parse(readFileSync(budgetsPath, 'utf8')));
  } catch (error) {
    fail(`${budgetsName}: ${error instanceof Error ? error.message : String(error)}`);
    return {};
  }
}

interface Measured {
  dir: string;
  name: string;
  kind: BuildKind;
  sizes: RouteSize[];
  /** The routes with a first-paint target for this kind (FIRST_PAINT_TARGETS): what they load before it. */
  firstPaint: { path: string; bytes: number; files: number; target: number }[];
}

function measure(dir: string): Measured | null {
  const name = `${shown(dir)}/`;
  const manifestFile = join(dir, MANIFEST);
  if (!existsSync(manifestFile) || !statSync(manifestFile).isFile()) {
    fail(`${name}: no ${MANIFEST} (not a finished Vite build of this project)`);
    return null;
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch (error) {
    fail(`${name}: ${MANIFEST} is not JSON (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  const identified = identifyBuild(manifest);
  if ('error' in identified) {
    fail(`${name}: cannot tell which build this is: ${identified.error}`);
    return null;
  }
  const { kind } = identified;
  const sizes = ROUTES.map((route): RouteSize => {
    const { files, missing } = closure(manifest, routeKeys(route, kind));
    if (missing.length > 0)
      fail(
        `${name}: ${route.path} needs ${missing.join(', ')}, which its manifest lacks (a build older than the ` +
          'registry, or a module that moved: rebuild, or update scripts/bundle-report.ts)',
      );
    const bytes = files.reduce((sum, file) => sum + gzipBytes(join(dir, file)), 0);
    return { path: route.path, files: files.length, bytes, missing };
  });
  const firstPaint = ROUTES.flatMap((route) => {
    const target = FIRST_PAINT_TARGETS[route.path]?.[kind];
    if (target === undefined) return [];
    const { files } = closure(manifest, firstPaintKeys(route, kind));
    const bytes = files.reduce((sum, file) => sum + gzipBytes(join(dir, file)), 0);
    return [{ path: route.path, bytes, files: files.length, target }];
  });
  const stylesheets = entryStylesheets(manifest);
  if (stylesheets.length > 0)
    fail(
      `${name}: the entry chunk links ${stylesheets.join(', ')}: a render-blocking stylesheet in index.html (style ` +
        'what the entry renders inline, and give a screen its stylesheet through its own chunk)',
      false,
    );
  const { what, needles } = FORBIDDEN[kind];
  for (const file of javaScriptFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const needle of needles.filter((n) => text.includes(n)))
      fail(`${name}: the ${kind} build contains ${what} ('${needle}' in ${relative(dir, file)})`);
  }
  return { dir, name, kind, sizes, firstPaint };
}

const measured = buildDirs()
  .map(measure)
  .filter((build): build is Measured => build !== null);
if (measured.length === 0 && problems.length === 0)
  fail('no build found: run `npm run build:demo` and/or `npx vite build --mode emulators` first');

let budgets = loadBudgets();
if (values['write-budgets']) {
  if (problems.some((problem) => problem.structural)) {
    for (const problem of problems) console.error(`✘ ${problem.text}`);
    console.error(`✘ ${budgetsName} not written: fix the problems above first`);
    process.exit(1);
  }
  const file = budgetsFrom(measured, budgets, ABOUT);
  writeFileSync(budgetsPath, `${JSON.stringify(file, null, 2)}\n`);
  const from = measured.map((build) => `${build.kind} from ${build.name}`).join(', ');
  console.log(`Wrote ${budgetsName} (${from}): size + 5%, rounded up to 0.1 KiB`);
  budgets = parseBudgets(file);
}

for (const build of measured) {
  const kindBudgets = budgets[build.kind] ?? {};
  const verdicts = compareToBudgets(build.sizes, kindBudgets);
  console.log(
    `\n${build.kind} build in ${build.name} (its manifest has ${BACKEND_ENTRY[build.kind]}): gzip JS per route, ` +
      `${build.kind} budgets of ${budgetsName}`,
  );
  console.log(formatTable(verdicts));
  const over = verdicts.filter((verdict) => verdict.status === 'over budget');
  const unbudgeted = verdicts.filter((verdict) => verdict.status === 'no budget');
  for (const verdict of over)
    fail(
      `${build.name}: ${verdict.path} loads ${kib(verdict.bytes).toFixed(1)} KiB, over its ${build.kind} budget of ` +
        `${verdict.budget?.toFixed(1)} KiB`,
      false,
    );
  if (Object.keys(kindBudgets).length === 0)
    fail(
      `${build.name}: ${budgetsName} has no ${build.kind} budgets (npm run size -- --write-budgets)`,
      false,
    );
  else if (unbudgeted.length > 0)
    fail(
      `${build.name}: no ${build.kind} budget in ${budgetsName} for ${unbudgeted.map((v) => v.path).join(', ')} ` +
        '(a new route: npm run size -- --write-budgets)',
      false,
    );
  for (const { path, bytes, files, target } of build.firstPaint) {
    console.log(
      `  ${path} before its first paint (the Firestore SDK after it): ${files} files, ` +
        `${kib(bytes).toFixed(1)} KiB, target ${target.toFixed(1)} KiB`,
    );
    if (kib(bytes) > target)
      fail(
        `${build.name}: ${path} loads ${kib(bytes).toFixed(1)} KiB before its first paint, over the ` +
          `target of ${target.toFixed(1)} KiB`,
        false,
      );
  }
  const stale = staleBudgets(kindBudgets, ROUTES);
  if (stale.length > 0)
    warnings.push(
      `${budgetsName}: ${build.kind} budgets for routes the registry no longer has: ${stale.join(', ')}`,
    );
}

console.log('');
for (const warning of new Set(warnings)) console.warn(`! ${warning}`);
for (const problem of problems) console.error(`✘ ${problem.text}`);
if (problems.length === 0)
  console.log(`✔ ${measured.length} build(s), ${ROUTES.length} routes each: within budget`);
process.exit(values.check && problems.length > 0 ? 1 : 0);
