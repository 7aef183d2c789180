import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import { createQueryClient } from '../data/queries/query-client';
import { BackendContext, type BackendHandle } from '../lib/backend-context';
import { ROUTES } from './route-table';
import { importScreen } from './routes';

/** Adapters that never arrive, counting who asked for them. */
function neverLoading(): BackendHandle & { asked: number } {
  const pending = new Promise<never>(() => undefined);
  const handle = {
    kind: 'demo' as const,
    authCapabilities: { google: false, emailLink: false },
    asked: 0,
    current: () => null,
    load: () => {
      handle.asked += 1;
      return pending;
    },
    loaded: pending,
  };
  return handle;
}

const FLAGGED = ROUTES.filter((route) => route.paintsWithoutBackend);

describe('screens that paint without the adapter set', () => {
  it('are public ones, and the landing page and sign-up are among them', () => {
    expect(FLAGGED.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/login', '/crear']));
    for (const route of FLAGGED) expect(route.access).toBe('public');
  });

  it.each(FLAGGED.map((route) => [route.path, route] as const))(
    '%s shows its heading while the adapters have not loaded',
    async (path, route) => {
      const Screen = await importScreen(route.screen, route.title);
      const backend = neverLoading();
      render(
        createElement(
          QueryClientProvider,
          { client: createQueryClient({ retries: 0 }) },
          createElement(
            BackendContext.Provider,
            { value: backend },
            createElement(RouterProvider, {
              router: createMemoryRouter([{ path, Component: Screen }], { initialEntries: [path] }),
            }),
          ),
        ),
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      // The landing page and sign-up load them only when an action needs them; the sign-in page right after.
      if (path !== '/login') expect(backend.asked).toBe(0);
    },
  );
});
