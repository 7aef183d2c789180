import { useEffect, useState } from 'react';

import { useBackend } from '../../lib/backend-context';

export type TenantName =
  | { status: 'loading' }
  | { status: 'ready'; name: string }
  | { status: 'error' }
  /** No tenant in the claims, or no document store wired. */
  | { status: 'unavailable' };

type Result = { key: string; status: 'ready'; name: string } | { key: string; status: 'error' };

/** The company name of `tenants/{tenantId}`, with a retry after an error. */
export function useTenantName(tenantId: string | null): { tenant: TenantName; retry: () => void } {
  const { store } = useBackend();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const key = `${tenantId ?? ''}#${attempt}`;

  useEffect(() => {
    if (!store || !tenantId) return;
    let cancelled = false;
    store.get('tenants', tenantId).then(
      (tenant) => {
        if (cancelled) return;
        if (!tenant) console.error(`Perfil: la empresa ${tenantId} no existe`);
        setResult(tenant ? { key, status: 'ready', name: tenant.name } : { key, status: 'error' });
      },
      (error: unknown) => {
        console.error('Perfil: no se pudo cargar la empresa', error);
        if (!cancelled) setResult({ key, status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store, tenantId, key]);

  const retry = () => setAttempt((n) => n + 1);
  if (!store || !tenantId) return { tenant: { status: 'unavailable' }, retry };
  if (result?.key !== key) return { tenant: { status: 'loading' }, retry };
  return {
    tenant: result.status === 'ready' ? { status: 'ready', name: result.name } : { status: 'error' },
    retry,
  };
}
