import { defineConfig } from 'vitest/config';

// `npm run test:emulators` (scripts/test-emulators.mjs runs it inside `firebase emulators:exec`, which sets
// FIRESTORE_EMULATOR_HOST): the rules suite (the permission matrix, tests/rules/firestore-rules.test.ts; the attack
// table, tests/rules/attack-suite.test.ts) and the DocumentStore contract against the Firestore emulator.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts', 'tests/emulators/**/*.test.ts'],
    // Both suites clear the same emulator project between tests: never run them side by side.
    fileParallelism: false,
    testTimeout: 20_000,
    // A suite's beforeAll loads firestore.rules into the emulator. Beside the demo E2E on a slow evening it took
    // over 30 s once (774ef0d's fresh-clone run); a hook that hangs still fails, after 2 minutes.
    hookTimeout: 120_000,
  },
});
