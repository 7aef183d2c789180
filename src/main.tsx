// First: before any module builds a zod schema (the CSP allows no eval).
import './config/zod-without-eval';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, createAppRouter } from './app/app';
import { createBackendHandle } from './app/backend';
import { bindSessionSource } from './stores/apply-session';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

// Nothing waits for the adapter set before the first paint: the guard loads it when a navigation needs
// the session, a public screen when its action needs it.
const backend = createBackendHandle();
bindSessionSource(() => backend.load());
const router = createAppRouter();
createRoot(container).render(
  <StrictMode>
    <App backend={backend} router={router} />
  </StrictMode>,
);

// Bot check and analytics once the adapters are there and the page has painted, never before (Firebase build only).
void backend.loaded.then(({ startIntegrations }) => {
  if (startIntegrations) requestAnimationFrame(() => setTimeout(() => void startIntegrations(), 0));
});
