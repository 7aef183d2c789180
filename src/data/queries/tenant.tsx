/**
 * The signed-in member's tenant, watched once for the whole session: its name, time zone and settings. Every
 * screen reads it through `useTenant()`; a change saved in /configuracion reaches all of them at once.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

import type { Tenant } from '../ports/collections';
import { DataError, type WithId } from '../ports/document-store';
import type { TenantSettings } from '../../domain/settings/tenant-settings';
import { queryKeys } from './keys';
import { useStore } from './use-store';
import { useWatch, type Subscribe } from './watch';

export interface TenantState {
  status: 'idle' | 'loading' | 'error' | 'ready';
  tenant: WithId<Tenant> | null;
  timeZone: string | null;
  settings: TenantSettings | null;
  error: unknown;
  retry: () => void;
}

const IDLE: TenantState = {
  status: 'idle',
  tenant: null,
  timeZone: null,
  settings: null,
  error: null,
  retry: () => undefined,
};

const TenantContext = createContext<TenantState>(IDLE);

/** A missing tenant document is an error for whoever belongs to it. */
export class MissingTenantError extends DataError {
  constructor(tenantId: string) {
    super('not-found', `La empresa ${tenantId} no existe`);
  }
}

export function tenantKey(tenantId: string) {
  return queryKeys.doc('tenants', tenantId);
}

function stateOf(query: UseQueryResult<WithId<Tenant>>): TenantState {
  const retry = () => void query.refetch();
  if (query.data) {
    const tenant = query.data;
    return {
      status: 'ready',
      tenant,
      timeZone: tenant.timeZone,
      settings: tenant.settings,
      error: null,
      retry,
    };
  }
  if (query.isError) return { ...IDLE, status: 'error', error: query.error, retry };
  return { ...IDLE, status: 'loading', retry };
}

/** Watches `tenants/{tenantId}` (null: nobody signed in, nothing to watch) for everything below it. */
export function TenantProvider({ tenantId, children }: { tenantId: string | null; children: ReactNode }) {
  const store = useStore();
  const subscribe = useMemo<Subscribe<WithId<Tenant>> | null>(
    () =>
      tenantId === null
        ? null
        : (next, error) =>
            store.watchDoc('tenants', tenantId, {
              next: (doc) => (doc ? next(doc) : error(new MissingTenantError(tenantId))),
              error,
            }),
    [store, tenantId],
  );
  const query = useWatch(tenantKey(tenantId ?? ''), subscribe);
  const value = useMemo(() => (tenantId === null ? IDLE : stateOf(query)), [tenantId, query]);
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

/** The tenant of the signed-in member: status, document, zone and settings. */
export function useTenant(): TenantState {
  return useContext(TenantContext);
}
