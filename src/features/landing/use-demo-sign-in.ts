import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useBackendHandle } from '../../lib/backend-context';
import { applySession } from '../../stores/apply-session';

export const DEMO_FAILED = 'No pudimos abrir la demostración. Inténtalo de nuevo.';

/**
 * Demo build only: `Probar la demostración` signs the visitor in as the demo's admin (the account the login page
 * offers first for that role, with the credentials the demo backend exposes) and opens /dashboard. Without a demo
 * admin it falls back to /login, where every demo account is listed.
 */
export function useDemoSignIn() {
  // The adapters load when the visitor asks for the demo, not with the page.
  const backend = useBackendHandle();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { auth, demo } = await backend.load();
      const admin = demo?.accounts.find((account) => account.role === 'admin');
      if (admin === undefined) {
        void navigate('/login');
        return;
      }
      const session = await auth.signInWithPassword(admin.email, admin.password);
      // As the login page does: the guard reads the stores, so they hold the session before we navigate.
      applySession(session);
      void navigate('/dashboard');
    } catch (cause) {
      console.error('No se pudo entrar a la demostración', cause);
      setError(DEMO_FAILED);
      setBusy(false);
    }
  };

  return { available: backend.kind === 'demo', busy, error, start };
}
