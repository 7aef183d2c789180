import { readdirSync, readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

const TEST_FILES = ['src', 'tests/unit'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
const uses = (pattern: RegExp) => TEST_FILES.filter((path) => pattern.test(readFileSync(path, 'utf8')));

/**
 * The test files that replace or reload a module (`vi.mock`, `vi.doMock`, `vi.resetModules`): they run isolated,
 * each with its own module graph. The others share their worker's modules from file to file (`isolate: false`),
 * which halves the suite on 2 cores (most of it was importing MUI and the app into a fresh graph for each of 200
 * files); `src/testing/setup-tests.ts` resets what a DOM file could leave behind (the DOM, localStorage, the
 * session stores).
 */
const MOCKING = uses(/\bvi\.(mock|doMock|resetModules)\(/);

/**
 * Run isolated too: the route registry test imports every screen. In a shared graph a screen's CSS could still be
 * loading when its file's environment was torn down, failing the run with an EnvironmentTeardownError reported
 * against the next file (guard-loader.test.ts, a fresh clone's run of 97d4b75).
 */
const OWN_GRAPH = [...MOCKING, 'src/app/routes.test.ts'];

/**
 * Where a file runs, by its kind (docs/reference.md, "Tests"): a component test (`.test.tsx`) in jsdom with
 * Testing Library's setup; a `.test.ts` in Node with no setup, unless its first line asks for the DOM
 * (`// @vitest-environment jsdom`: localStorage, IndexedDB, FileReader, an anchor to click). A jsdom window and
 * the setup file cost about 0.7 s a file: src/domain's 33 files took 37.5 s under jsdom, 19.6 s in Node.
 */
const DOM_TS = uses(/^\/\/ @vitest-environment jsdom\n/);
const DOM_SETUP = './src/testing/setup-tests.ts';
const PURE = TEST_FILES.filter((path) => path.endsWith('.ts') && !DOM_TS.includes(path));

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    // Tests must not depend on the machine's zone: run them in a zone that is never the tenant's.
    env: { TZ: 'Asia/Tokyo' },
    restoreMocks: true,
    // A screen test renders the app's providers, lazy chunks and the demo store in jsdom: 2–4 s alone on a
    // 2-core machine, more beside the other workers. The default 5 s made them fail by load, not by behaviour.
    testTimeout: 20_000,
    // Vitest's default leaves one of 2 cores to its main process, which mostly waits.
    maxWorkers: 2,
    // Samples kept so tests/bench/percentile-reporter.ts can give the p95 that vitest does not print.
    benchmark: { include: ['tests/bench/**/*.bench.ts', 'src/**/*.bench.ts'], includeSamples: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: PURE,
          exclude: OWN_GRAPH,
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: INCLUDE,
          exclude: [...OWN_GRAPH, ...PURE],
          setupFiles: [DOM_SETUP],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: OWN_GRAPH, setupFiles: [DOM_SETUP] } },
    ],
  },
});
