import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useBackend } from './backend-context';

/** spec §4 Logout: sign out, then /login — even when sign-out fails (the error is logged). */
export function useLogout(): () => Promise<void> {
  const { auth } = useBackend();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await auth.signOut();
    } catch (error) {
      console.error('Error al cerrar sesión', error);
    }
    navigate('/login', { replace: true });
  }, [auth, navigate]);
}
