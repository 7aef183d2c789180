import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { discardServerOnly } from '../data/adapters/demo/demo-server-store';
import { keepEmotionStylesOut } from './emotion-styles';
import { useAuthStore } from '../stores/auth-store';
import { useSessionStore } from '../stores/session-store';

// Absent in the isolated files that ask for Node (`// @vitest-environment node`).
if (typeof document !== 'undefined') keepEmotionStylesOut();

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): on a busy 2-core machine a screen may take
// longer than a second to settle, and a test should fail on what it asserts, not on the machine's load.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Absent in the isolated files that ask for Node (`// @vitest-environment node`).
  globalThis.localStorage?.clear();
  // The demo's server-only map keeps a copy and saves it a moment after a write (demo-server-store.ts).
  discardServerOnly();
  // Sign out whoever a test signed in (renderScreen does), so no test inherits a session.
  useAuthStore.setState({ auth: null });
  useSessionStore.setState({ ready: false, user: null });
});
