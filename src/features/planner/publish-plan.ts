import { PartialWriteError, publishDrafts, type PlannerWriter, type PublishItem } from './planner-repository';

/** The publishes this tab lays over the months' copies until those follow (published-overlay.ts). */
export interface PublishedOverlay {
  rememberPublished: (items: readonly PublishItem[], tenantId: string) => void;
  forgetPublished: (items: readonly PublishItem[]) => void;
}

/**
 * Publishes `items`, shown as published at once: the months' copies follow a moment later. The items a failed
 * batch left unpublished are taken off the overlay again, and the failure is thrown on.
 */
export async function publishPlan(
  writer: PlannerWriter,
  items: readonly PublishItem[],
  overlay: PublishedOverlay,
  reason: string | null,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  overlay.rememberPublished(items, writer.tenantId);
  try {
    await publishDrafts(writer, items, reason, onProgress);
  } catch (error) {
    overlay.forgetPublished(error instanceof PartialWriteError ? items.slice(error.done) : items);
    throw error;
  }
}
