/**
 * The demo's publish e-mails: the one service (src/data/planning/publish-mail.ts) run in the browser, as the
 * `mailPlanPublish` Cloud Function runs it on the server. Like the Firestore trigger, every `planPublishes` doc
 * this tab creates (the store's commit hook; the history is append-only, so any write of one is its creation)
 * queues one mail per person into the demo's server store — the server-only `mail` table, which no client read
 * reaches and no browser sends. Each queued mail expires after DEMO_MAIL_TTL_MS, so the table stays small.
 * The service is its own chunk, loaded on the first publish.
 */
import type { PublishMailDeps, PublishMailResult } from '../planning/publish-mail';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

/** How long a queued mail stays in the demo's server store (nothing sends it). */
export const DEMO_MAIL_TTL_MS = 2 * 86_400_000;

export interface DemoPublishMailOptions {
  store: DemoStore;
  now?: () => Date;
  /** The link's address: this page's origin by default. */
  appUrl?: string;
}

export class DemoPublishMail {
  private readonly store: DemoStore;
  private readonly now: () => Date;
  private readonly appUrl: string | undefined;
  private readonly running = new Set<Promise<unknown>>();
  private readonly stopListening: () => void;

  constructor(options: DemoPublishMailOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.appUrl = options.appUrl;
    this.stopListening = this.store.onCommit((changes) => {
      for (const { collection, id, data } of changes) {
        if (collection === 'planPublishes' && data !== null) this.queue(id);
      }
    });
  }

  private deps(): PublishMailDeps {
    return {
      store: demoServerStore(this.store.privileged()),
      appUrl: this.appUrl ?? window.location.origin,
      now: this.now,
      expiresAfterMs: DEMO_MAIL_TTL_MS,
    };
  }

  private queue(publishId: string): void {
    const run: Promise<PublishMailResult | null> = import('../planning/publish-mail')
      .then(({ queuePublishMails }) => queuePublishMails(publishId, this.deps()))
      .catch((error: unknown) => {
        console.error(`No se pudieron preparar los correos de la publicación ${publishId}`, error);
        return null;
      });
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves once every queued publish has its mails (tests, measurements). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  stop(): void {
    this.stopListening();
  }
}
