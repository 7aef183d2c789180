import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { useAuthStore } from '../stores/auth-store';
import { useSessionStore } from '../stores/session-store';

afterEach(() => {
  cleanup();
  // Absent in the files that run in Node (`// @vitest-environment node`: pure logic, no DOM).
  globalThis.localStorage?.clear();
  // Sign out whoever a test signed in (renderScreen does), so no test inherits a session.
  useAuthStore.setState({ auth: null });
  useSessionStore.setState({ ready: false, user: null });
});
