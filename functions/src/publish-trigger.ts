/**
 * `mailPlanPublish`, the Firestore trigger on a write of `planPublishes/{publishId}`: runs the one publish-mail
 * service (src/server/planning/publish-mail.ts), which reads the publish fresh and, once it is `publicada`, queues
 * one e-mail per person it names in `mail` (the Trigger Email extension's queue). Idempotent, so a retried event
 * (or the flip after the create) queues nothing twice.
 */
import {
  queuePublishMails,
  type PublishMailDeps,
  type PublishMailResult,
} from '../../src/server/planning/publish-mail';

const NOTHING: PublishMailResult = { queued: [], existing: [], skipped: [] };

/** A written publish (`exists`: it still exists after the event) gets its mails; anything else ends here unread. */
export async function handlePlanPublished(
  publishId: string,
  exists: boolean,
  deps: () => Promise<PublishMailDeps>,
): Promise<PublishMailResult> {
  if (!exists) return NOTHING;
  return queuePublishMails(publishId, await deps());
}
