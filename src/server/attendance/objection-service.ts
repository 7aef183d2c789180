/**
 * The worker's one-step objection from the correction e-mail (Res. Ex. N° 38 art. 40.2), the AdminPort calls
 * `correctionByLink` and `objectCorrectionByLink`: public (the worker need not be signed in), judged by the link's
 * signed token alone (objection-link.ts), and limited per caller address like the other public calls.
 *
 * A link opens its correction when its mac is the server's over the stored correction's tenant and person, it was
 * not used, its 48 hours have not ended (the token's end and the stored correction's deadline both), and the
 * correction still awaits the worker. The objection is then written by the server exactly as the worker's answer in
 * the app is (correction-writes.ts `objectCorrection`): `status: 'objected'`, `respondedAt` (the server's time) and
 * `response`, which the server's audit trigger logs as `correction.object` by the worker, on both backends. The
 * link is marked used first, atomically (`objectionLinks/{correctionId}`), so two clicks object once.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import {
  AdminError,
  OBJECTION_LINK_READS_PER_HOUR,
  OBJECTIONS_BY_LINK_PER_HOUR,
  type CorrectionByLinkResult,
  type ObjectCorrectionByLinkResult,
} from '../../data/ports/admin-port';
import { CORRECTION_LIMITS } from '../../domain/attendance/corrections';
import { takeAddressLimit } from '../admin/admin-rate-limit';
import { refusal } from '../admin/admin-refusal';
import type { ValidAdminInput } from '../admin/admin-schema';
import type { AdminServiceDeps } from '../admin/server-ports';
import { correctionWords, readCorrection, type StoredCorrection } from './correction-mail';
import { isAuthentic, parseObjectionToken } from './objection-link';

/**
 * The objection's comment when the worker gives no reason, or one shorter than an in-app comment may be
 * (CORRECTION_LIMITS.reasonMin), which then follows it: the stored objection always has a comment, as in the app.
 */
export const LINK_OBJECTION_TEXT = 'Objetada desde el enlace del correo.';

/** The comment stored with an objection by link. */
export function linkObjectionResponse(reason: string | null): string {
  if (reason === null || reason === '') return LINK_OBJECTION_TEXT;
  return reason.length >= CORRECTION_LIMITS.reasonMin ? reason : `${LINK_OBJECTION_TEXT} ${reason}`;
}

async function linkKey(deps: AdminServiceDeps): Promise<CryptoKey> {
  if (deps.objectionLinkKey === undefined)
    throw new AdminError('unavailable', null, 'The objection link key is not configured.');
  return deps.objectionLinkKey();
}

/** The correction the token opens, or the refusal it deserves (see the module's comment). */
async function openLink(deps: AdminServiceDeps, token: string): Promise<StoredCorrection> {
  const parsed = parseObjectionToken(token);
  if (parsed === null) throw refusal('link-invalid');
  const correction = await readCorrection(deps.store, parsed.correctionId);
  if (correction === null || !(await isAuthentic(await linkKey(deps), parsed, correction)))
    throw refusal('link-invalid');
  if ((await deps.store.get('objectionLinks', correction.id)) !== null) throw refusal('link-used');
  const now = deps.now().getTime();
  if (now >= parsed.expiresAt.getTime() || now >= correction.deadline.getTime())
    throw refusal('link-expired');
  if (correction.status !== 'pending') throw refusal('correction-settled');
  return correction;
}

/** Public: what the linked correction changes, for the page the link opens. Reads only. */
export async function correctionByLink(
  deps: AdminServiceDeps,
  input: ValidAdminInput['correctionByLink'],
): Promise<CorrectionByLinkResult> {
  await takeAddressLimit(deps, 'correctionByLink', OBJECTION_LINK_READS_PER_HOUR);
  const correction = await openLink(deps, input.token);
  const words = await correctionWords(deps.store, correction, null);
  return {
    company: words.company,
    change: words.change,
    times: words.times,
    reason: words.reason,
    deadline: words.deadline,
  };
}

/** Public: the worker's objection through the link, once. */
export async function objectCorrectionByLink(
  deps: AdminServiceDeps,
  input: ValidAdminInput['objectCorrectionByLink'],
): Promise<ObjectCorrectionByLinkResult> {
  await takeAddressLimit(deps, 'objectCorrectionByLink', OBJECTIONS_BY_LINK_PER_HOUR);
  const correction = await openLink(deps, input.token);
  const now = deps.now();
  const first = await deps.store.create('objectionLinks', correction.id, {
    tenantId: correction.tenantId,
    userId: correction.userId,
    correctionId: correction.id,
    usedAt: now,
  });
  if (!first) throw refusal('link-used');
  await deps.store.update('corrections', correction.id, {
    status: 'objected',
    respondedAt: now,
    response: linkObjectionResponse(input.reason),
  });
  const words = await correctionWords(deps.store, correction, null);
  return { change: words.change };
}
