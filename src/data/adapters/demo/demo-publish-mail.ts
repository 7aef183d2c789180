/**
 * The demo's e-mail triggers: the one services (src/server/planning/publish-mail.ts, src/server/attendance/
 * correction-mail.ts) run in the browser, as the `mailPlanPublish` and `mailCorrection` Cloud Functions run them
 * on the server. Like the Firestore triggers, every `planPublishes` doc this tab writes runs the publish's service,
 * which queues one mail per person once the publish is `publicada` (created so, or finished by its last batch), and every `corrections` doc it
 * writes queues the worker's mail once (the service is idempotent: an answer to a correction whose mail is
 * queued sends nothing) — into the demo's server store, the server-only `mail` table, which no client read reaches
 * and no browser sends. Each queued mail expires after DEMO_MAIL_TTL_MS, so the table stays small. Each service
 * is its own chunk, loaded on its first event.
 */
import type { CorrectionMailDeps } from '../../../server/attendance/correction-mail';
import type { PublishMailDeps } from '../../../server/planning/publish-mail';
import { BackgroundWork } from './background-work';
import { demoSecret } from './demo-receipts';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

/** How long a queued mail stays in the demo's server store (nothing sends it). */
export const DEMO_MAIL_TTL_MS = 2 * 86_400_000;

export interface DemoPublishMailOptions {
  store: DemoStore;
  now?: () => Date;
  /** The link's address: this page's origin by default. */
  appUrl?: string;
  /** The secret the objection links' key derives from (base64); by default the demo's own (demo-receipts.ts). */
  secret?: string;
}

export class DemoPublishMail {
  private readonly store: DemoStore;
  private readonly now: () => Date;
  private readonly appUrl: string | undefined;
  private readonly secret: string | undefined;
  private readonly work = new BackgroundWork();
  private readonly stopListening: () => void;

  constructor(options: DemoPublishMailOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.appUrl = options.appUrl;
    this.secret = options.secret;
    this.stopListening = this.store.onCommit((changes) => {
      for (const { collection, id, data } of changes) {
        if (data === null) continue;
        if (collection === 'planPublishes') this.queue(id);
        if (collection === 'corrections') this.queueCorrection(id);
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

  /** The objection links' key, from the demo's secret (demo-receipts.ts), made once. */
  private linkKey: Promise<CryptoKey> | undefined;

  private correctionDeps(): Promise<CorrectionMailDeps> {
    this.linkKey ??= import('../../../server/attendance/objection-link').then(({ objectionLinkKey }) =>
      objectionLinkKey(this.secret ?? demoSecret()),
    );
    return this.linkKey.then((linkKey) => ({ ...this.deps(), linkKey }));
  }

  private queue(publishId: string): void {
    this.work.run(
      import('../../../server/planning/publish-mail').then(({ queuePublishMails }) =>
        queuePublishMails(publishId, this.deps()),
      ),
      `No se pudieron preparar los correos de la publicación ${publishId}`,
    );
  }

  private queueCorrection(correctionId: string): void {
    this.work.run(
      Promise.all([import('../../../server/attendance/correction-mail'), this.correctionDeps()]).then(
        ([{ queueCorrectionMail }, deps]) => queueCorrectionMail(correctionId, deps),
      ),
      `No se pudo preparar el aviso de la corrección ${correctionId}`,
    );
  }

  /** Resolves once every queued publish has its mails (tests, measurements). */
  idle(): Promise<void> {
    return this.work.idle();
  }

  stop(): void {
    this.stopListening();
  }
}
