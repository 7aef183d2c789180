import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { closeAllWatches } from '../data/queries/watch';

import { useBackendHandle } from './backend-context';
import { keepsOfflineData } from './device-preferences';

/**
 * spec §4 Logout: sign out, then /login — even when sign-out fails (the error is logged). The offline copy of
 * the data is cleared unless this device is someone's own phone (/perfil, security review M6).
 */
export function useLogout(): () => Promise<void> {
  const backend = useBackendHandle();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(async () => {
    // The screen's listeners would each report the lost permission (issue #47 item 7: /admin/empresas).
    closeAllWatches(client);
    try {
      const { auth } = await backend.load();
      await auth.signOut({ keepOfflineData: keepsOfflineData() });
    } catch (error) {
      console.error('Error al cerrar sesión', error);
    }
    navigate('/login', { replace: true });
  }, [backend, client, navigate]);
}
