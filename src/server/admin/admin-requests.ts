/**
 * Idempotent creation: `adminRequests/{callerUid}_{requestId}` holds a fingerprint of the validated input, the
 * progress of the request (the tenant id and the account it made, so a retry after a partial failure finishes the
 * same ones) and, once done, its result. The same id with the same input returns the stored result without
 * acting again; with another input it is refused.
 *
 * Never stored: the password (the fingerprint only says whether one was given) and the invitation link (it is
 * returned once; the queued e-mail carries it).
 */
import type { AdminCallName } from '../../data/ports/admin-port';
import { refusal } from './admin-refusal';
import type { AdminServiceDeps, ServerDoc } from './server-ports';

export interface RequestProgress {
  tenantId?: string;
  uid?: string;
}

export interface AdminRequest {
  readonly progress: RequestProgress;
  /** The stored result when the request was already done. */
  readonly done: ServerDoc | null;
  record(progress: RequestProgress): Promise<void>;
  finish(result: ServerDoc): Promise<void>;
}

/** Plain JSON with sorted keys, so equal inputs give equal text whatever their key order. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Replaces every `password` by whether one was given. */
function withoutPasswords(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Date || Array.isArray(value))
    return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      key === 'password' ? ['hasPassword', typeof field === 'string'] : [key, withoutPasswords(field)],
    ),
  );
}

export async function fingerprint(call: AdminCallName, input: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonical({ call, input: withoutPasswords(input) }));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function progressOf(doc: ServerDoc): RequestProgress {
  const progress: RequestProgress = {};
  if (typeof doc.tenantId === 'string') progress.tenantId = doc.tenantId;
  if (typeof doc.uid === 'string') progress.uid = doc.uid;
  return progress;
}

/** Opens (or finds) the request record of a creating call; 'request-conflict' when the id served other input. */
export async function openRequest(
  deps: AdminServiceDeps,
  callerUid: string,
  call: AdminCallName,
  input: { requestId: string },
): Promise<AdminRequest> {
  const id = `${callerUid}_${input.requestId}`;
  const print = await fingerprint(call, input);
  const stored = await deps.store.get('adminRequests', id);
  if (stored !== null && stored.fingerprint !== print) throw refusal('request-conflict');
  if (stored === null) {
    await deps.store.set('adminRequests', id, {
      callerUid,
      call,
      fingerprint: print,
      status: 'pending',
      createdAt: deps.now(),
    });
  }
  const result = stored?.status === 'done' ? stored.result : null;
  const done = typeof result === 'object' && result !== null ? (result as ServerDoc) : null;
  const progress = stored === null ? {} : progressOf(stored);
  return {
    progress,
    done,
    record: async (next) => {
      Object.assign(progress, next);
      await deps.store.update('adminRequests', id, { ...next });
    },
    finish: (result) =>
      deps.store.update('adminRequests', id, { status: 'done', result, doneAt: deps.now() }),
  };
}
