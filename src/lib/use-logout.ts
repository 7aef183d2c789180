import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useBackend } from './backend-context';
import { keepsOfflineData } from './device-preferences';

/**
 * spec §4 Logout: sign out, then /login — even when sign-out fails (the error is logged). The offline copy of
 * the data is cleared unless this device is someone's own phone (/perfil, security review M6).
 */
export function useLogout(): () => Promise<void> {
  const { auth } = useBackend();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await auth.signOut({ keepOfflineData: keepsOfflineData() });
    } catch (error) {
      console.error('Error al cerrar sesión', error);
    }
    navigate('/login', { replace: true });
  }, [auth, navigate]);
}
