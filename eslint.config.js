import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/features is a feature: a new one is fenced in the moment it exists. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** ARCHITECTURE.md §4: the arrows point one way, and a forbidden import fails `npm test`. */
const boundaryZones = [
  // A feature does not import another feature; the app layer composes them.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: compose them in src/app.',
  })),
  // The domain is pure rules: it imports libraries only, nothing of the app.
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain holds pure rules: it imports only libraries and other domain modules.',
  },
  // Shared layers import no feature and not the app.
  ...['components', 'lib', 'stores', 'config', 'data', 'testing'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: 'Shared layers must not import features or the app layer.',
  })),
  // Features do not reach into the app layer.
  { target: './src/features', from: './src/app', message: 'Features must not import the app layer.' },
  // Only the composition root (src/app/backend.ts) imports a concrete adapter.
  {
    target: ['./src/features', './src/components', './src/lib', './src/stores', './src/app'],
    from: './src/data/adapters',
    message: 'Only src/app/backend.ts imports a concrete adapter; use the ports.',
  },
  // Test support renders screens over the real in-memory demo store (renderScreen), never over Firebase.
  {
    target: './src/testing',
    from: './src/data/adapters/firebase',
    message: 'Test support uses the demo store; emulator tests live in tests/.',
  },
  // Ports are the contracts: they import the domain and each other, nothing else.
  {
    target: './src/data/ports',
    from: './src',
    except: ['./domain', './data/ports'],
    message: 'src/data/ports holds the contracts: it imports only src/domain and other ports.',
  },
  // Adapters know not each other.
  {
    target: './src/data/adapters/demo',
    from: './src/data/adapters/firebase',
    message: 'Adapters must not import each other.',
  },
  {
    target: './src/data/adapters/firebase',
    from: './src/data/adapters/demo',
    message: 'Adapters must not import each other.',
  },
  // The server zone: what the Cloud Functions (and the demo's in-browser server) run. It imports the domain and
  // the data contracts, policy, shared writes and texts, never a screen, the UI kit, the app, a store, the
  // browser's data layer or an adapter (React and the UI libraries are refused below, in no-restricted-imports).
  {
    target: './src/server',
    from: [
      './src/features',
      './src/components',
      './src/app',
      './src/stores',
      './src/lib',
      './src/config',
      './src/data/queries',
      './src/data/adapters',
    ],
    message:
      'src/server runs on the server: it imports src/domain and src/data/{ports,policy,writes,texts} only.',
  },
];

/** Only the hosts of the server's code import it: the Cloud Functions, the demo adapter, test support and tests. */
const serverHostsZone = {
  target: [
    './src/features',
    './src/components',
    './src/lib',
    './src/stores',
    './src/app',
    './src/config',
    './src/domain',
    './src/data/ports',
    './src/data/policy',
    './src/data/queries',
    './src/data/writes',
    './src/data/texts',
    './src/data/adapters/firebase',
  ],
  from: './src/server',
  message:
    'Server code runs in the Cloud Functions or the demo adapter; the browser reaches it through a port.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, serverHostsZone] }],
      // MUI 9's Typography takes its text colours as `textSecondary`, `textPrimary`, `textDisabled`: a palette
      // path (`text.secondary`) matches none of its colours and the text keeps its parent's.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="color"] Literal[value=/^text\\./]',
          message:
            'Typography ignores color="text.secondary": write color="textSecondary" (or sx={{ color: … }}).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zustand', message: 'Use src/lib/store.ts, the one door to the state library.' },
            {
              name: 'zustand/middleware',
              message: 'Use src/lib/store.ts, the one door to the state library.',
            },
          ],
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/data/adapters/firebase/** (and emulator tests) import Firebase.',
            },
          ],
        },
      ],
    },
  },
  // A file of at most 400 lines, a function of at most 150 (blank lines and comments not counted), so a screen
  // stays a container and its sections. Tests, test support (src/testing), declarations and generated files are
  // exempt; no other file is: a file near a limit splits before it grows.
  {
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.bench.ts',
      'src/testing/**',
      '**/*.d.ts',
      // Generated by `npm run theme:generate` (scripts/generate-plain-theme.ts).
      'src/components/status-tokens.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/app/backend.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/lib/store.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/data/adapters/firebase/**', 'tests/rules/**', 'tests/emulators/**', 'functions/test/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zustand', message: 'Use src/lib/store.ts.' }] }],
    },
  },
  // Accessibility of the JSX we write; axe in E2E (e2e/a11y.spec.ts) checks what the browser renders.
  { ...jsxA11y.configs.recommended, files: ['src/**/*.tsx'] },
  // Component tests query like a user does (STYLE.md §6) and await what is async.
  { ...testingLibrary.configs['flat/react'], files: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'] },
  {
    files: ['e2e/**', 'scripts/**', '*.config.{ts,js}', 'tests/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Server code is not test support's client: only its tests use src/testing.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            {
              target: './src/server',
              from: './src/testing',
              message: 'Only tests of src/server use src/testing.',
            },
          ],
        },
      ],
    },
  },
  // A test may drive the server's code directly (the whole path of a write, from the screen to its audit entry).
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  // The server zone and the Cloud Functions import no React, UI library or browser SDK: a lint error, not a
  // bundle surprise in the functions' deploy.
  {
    files: ['src/server/**/*.ts', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-*',
                '@mui/*',
                '@emotion/*',
                '@tanstack/react-*',
                'zustand',
                'zustand/*',
              ],
              message: 'Server code imports no React, UI library or client state.',
            },
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Server code imports no client Firebase SDK (functions/src uses firebase-admin).',
            },
          ],
        },
      ],
    },
  },
  // functions/: Cloud Functions code and its tests run on Node; imports resolve through its own tsconfig.
  {
    files: ['functions/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './functions/tsconfig.json' })],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
