import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import type { AuthPort } from '../data/ports/auth-port';
import type { Backend } from '../data/ports/backend';
import { fakeAuth } from '../testing/data-builders';
import { BackendContext, loadedBackend } from './backend-context';
import { KEEP_OFFLINE_DATA_KEY } from './device-preferences';
import { useLogout } from './use-logout';

function setup(signOut: AuthPort['signOut']) {
  const backend = loadedBackend({ kind: 'firebase', auth: fakeAuth({ signOut }) } as unknown as Backend);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <BackendContext.Provider value={backend}>
        <MemoryRouter initialEntries={['/perfil']}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </BackendContext.Provider>
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
