import { defineConfig } from 'vitest/config';

// The functions package's tests (scripts/test-functions.mjs runs them inside `firebase emulators:exec --only
// auth,functions`): the AdminPort contract on the callables, and the functions' own units. Not in the root
// config: the contract needs the emulators and the memory store server.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['functions/test/**/*.test.ts'],
    globalSetup: ['functions/test/warm-up.ts'],
    // The contract clears the one Auth emulator and store between cases: never run files side by side.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
