import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    // Tests must not depend on the machine's zone: run them in a zone that is never the tenant's.
    env: { TZ: 'Asia/Tokyo' },
    restoreMocks: true,
    // A screen test renders the app's providers, lazy chunks and the demo store in jsdom: 2–4 s alone on a
    // 2-core machine, more beside the other workers. The default 5 s made them fail by load, not by behaviour.
    testTimeout: 20_000,
    // Samples kept so tests/bench/percentile-reporter.ts can give the p95 that vitest does not print.
    benchmark: { include: ['tests/bench/**/*.bench.ts', 'src/**/*.bench.ts'], includeSamples: true },
  },
});
