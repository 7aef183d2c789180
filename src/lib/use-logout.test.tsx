import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { AuthPort } from '../data/ports/auth-port';
import type { Backend } from '../data/ports/backend';
import { watchQueryOptions } from '../data/queries/watch';
import { fakeAuth } from '../testing/data-builders';
import { BackendContext, loadedBackend } from './backend-context';
import { KEEP_OFFLINE_DATA_KEY } from './device-preferences';
import { useLogout } from './use-logout';

function setup(signOut: AuthPort['signOut'], client = new QueryClient()) {
  const backend = loadedBackend({ kind: 'firebase', auth: fakeAuth({ signOut }) } as unknown as Backend);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <BackendContext.Provider value={backend}>
          <MemoryRouter initialEntries={['/perfil']}>
            <Routes>
              <Route path="*" element={children} />
            </Routes>
          </MemoryRouter>
        </BackendContext.Provider>
      </QueryClientProvider>
    );
  }
  return renderHook(() => ({ logout: useLogout(), path: useLocation().pathname }), { wrapper: Wrapper });
}

describe('useLogout', () => {
  it('asks to clear the offline data by default (a shared device), then goes to /login', async () => {
    const signOut = vi.fn<AuthPort['signOut']>(async () => undefined);
    const { result } = setup(signOut);
    await act(() => result.current.logout());
    expect(signOut).toHaveBeenCalledWith({ keepOfflineData: false });
    expect(result.current.path).toBe('/login');
  });

  it("keeps it on a device marked as a person's own phone", async () => {
    localStorage.setItem(KEEP_OFFLINE_DATA_KEY, 'true');
    const signOut = vi.fn<AuthPort['signOut']>(async () => undefined);
    const { result } = setup(signOut);
    await act(() => result.current.logout());
    expect(signOut).toHaveBeenCalledWith({ keepOfflineData: true });
  });

  it('issue #47 item 7: closes the open listeners before signing out, so none reports the lost permission', async () => {
    const client = new QueryClient();
    const events: string[] = [];
    await client.fetchQuery(
      watchQueryOptions<string[]>(['tenants', 'all'], (next) => {
        next(['demo']);
        return () => events.push('listener closed');
      }),
    );
    const signOut = vi.fn<AuthPort['signOut']>(async () => {
      events.push('signed out');
    });
    const { result } = setup(signOut, client);
    await act(() => result.current.logout());
    expect(events).toEqual(['listener closed', 'signed out']);
    // What the screen showed stays until it leaves (the cache is cleared when the account changes).
    expect(client.getQueryData(['tenants', 'all'])).toEqual(['demo']);
  });

  it('still goes to /login when signing out fails, logging why', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup(async () => {
      throw new Error('offline');
    });
    await act(() => result.current.logout());
    expect(result.current.path).toBe('/login');
    expect(consoleError).toHaveBeenCalledWith('Error al cerrar sesión', expect.any(Error));
  });
});
