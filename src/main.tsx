// First: before any module builds a zod schema (the CSP allows no eval).
import './config/zod-without-eval';

import { setDefaultOptions } from 'date-fns';
import { es } from 'date-fns/locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, createAppRouter } from './app/app';
import { loadBackend } from './app/backend';

// spec §1: Spanish dates, weeks starting on Monday.
setDefaultOptions({ locale: es, weekStartsOn: 1 });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

const backend = await loadBackend();
const router = createAppRouter();
createRoot(container).render(
  <StrictMode>
    <App backend={backend} router={router} />
  </StrictMode>,
);

// Bot check and analytics after first paint, never before (Firebase build only).
if (backend.startIntegrations) {
  const start = backend.startIntegrations;
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
}
