/**
 * The superusers' writes of the technical-incident log (Res. Ex. N° 38 art. 27 f) from /admin/empresas: an incident
 * recorded by hand (`origin: 'manual'`, signed by the caller: the server logs `incident.create`) and its end set at
 * the server's time (`incident.close`). The rules and the demo's policy check the same (incident-write.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { SERVER_TIME, type DocumentStore } from '../../data/ports/document-store';
import { wallTimeOnDay } from '../../domain/calendar/time-zone';
import { PLATFORM_TIME_ZONE } from '../../domain/incidents/incidents';

export interface NewIncident {
  /** Null: the whole platform. */
  tenantId: string | null;
  start: Date;
  end: Date | null;
  description: string;
}

export async function recordIncident(
  store: DocumentStore,
  uid: string,
  incident: NewIncident,
): Promise<string> {
  const id = store.newId('incidents');
  await store.set('incidents', id, {
    tenantId: incident.tenantId,
    start: incident.start,
    end: incident.end,
    description: incident.description.trim(),
    origin: 'manual',
    createdBy: uid,
    createdAt: SERVER_TIME,
    updatedBy: uid,
    updatedAt: SERVER_TIME,
  });
  return id;
}

/** `Marcar término`: the incident ends now (the server's time). */
export async function endIncident(store: DocumentStore, uid: string, id: string): Promise<void> {
  await store.update('incidents', id, { end: SERVER_TIME, updatedBy: uid, updatedAt: SERVER_TIME });
}

/** A day ('yyyy-MM-dd') and a time ('HH:mm') as an instant in Chile's zone; null when either is missing. */
export function instantOf(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}/.test(time)) return null;
  return wallTimeOnDay(day, time.slice(0, 5), PLATFORM_TIME_ZONE);
}

/** Reloads the incidents after a write. */
export function useRefreshIncidents(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ['incidents'] }), [client]);
}
