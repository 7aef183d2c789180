/**
 * The demo's punch signer and receipt verifier: the one receipt service (src/server/receipts/receipt-service.ts)
 * run in the browser, as Cloud Functions run it on the server.
 *
 * - The key is the demo's own: 32 random bytes kept in localStorage (`asiste.demo.receiptKey`, created on first
 *   use), never in a punch document and never readable through the store, the demo's stand-in for the
 *   functions' secret.
 * - Signing works like the Firestore trigger: after every attendance write this tab commits (the store's
 *   commit hook), a short delay later, the record's unsigned punches are signed through the demo's server
 *   store (the privileged writer; the receipts themselves in its server-only tables). The signer's own write of
 *   `receipts.<kind>` has nothing left to sign, so it schedules nothing. One record is signed at a time.
 * - The seed's open records (thousands in a company of 2,000 people) are signed one by one when the browser is
 *   idle (`signPending`), so the backlog never competes with what the person is doing.
 * - Weekly signatures (`weekSignatures`) get their code the same way (src/server/receipts/week-signing.ts).
 * - The verifier counts this browser's checks like the callable counts an address's, and sends no e-mail.
 */
import { whenIdle } from '../../../lib/when-idle';
import type { ReceiptServiceDeps } from '../../../server/receipts/receipt-service';
import {
  decodeReceiptSecret,
  newReceiptSecret,
  receiptKeyFromSecret,
} from '../../../server/receipts/receipt-key';
import { unsignedPunches } from '../../../server/receipts/unsigned-punches';
import { DataError } from '../../ports/document-store';
import type { ReceiptVerification, ReceiptVerifier } from '../../ports/receipt-port';
import { demoServerStore } from './demo-server-store';
import type { DemoStore } from './demo-store';

export const RECEIPT_KEY_STORAGE = 'asiste.demo.receiptKey';

/** How long after a punch its code arrives: about what a Firestore trigger takes (docs/performance.md). */
export const DEMO_SIGNING_DELAY_MS = 1_000;

/** The rate limit's caller key: the demo has one caller, this browser. */
const DEMO_CALLER = 'this-browser';

/**
 * The demo's secret: the kept one, or a new one kept from now on (a damaged value is replaced). The objection
 * links' key derives from it too (src/server/attendance/objection-link.ts), as from RECEIPT_SIGNING_KEY in Firebase.
 */
export function demoSecret(): string {
  const kept = localStorage.getItem(RECEIPT_KEY_STORAGE);
  if (kept !== null) {
    try {
      decodeReceiptSecret(kept);
      return kept;
    } catch {
      // Replaced below: receipts signed with the damaged key stop verifying, as they would on a server.
    }
  }
  const secret = newReceiptSecret();
  localStorage.setItem(RECEIPT_KEY_STORAGE, secret);
  return secret;
}

export interface DemoReceiptsOptions {
  store: DemoStore;
  /** The store's clock: `signedAt` and the rate limit's minute. */
  now?: () => Date;
  delayMs?: number;
  /** The key's secret (base64); by default the demo's own (see above). */
  secret?: string;
}

export class DemoReceipts implements ReceiptVerifier {
  private readonly store: DemoStore;
  private readonly now: () => Date;
  private readonly delayMs: number;
  private readonly secret: string | undefined;
  private deps: Promise<ReceiptServiceDeps> | null = null;
  /** The last signing of each record: the next one waits for it. */
  private readonly byRecord = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private readonly stopListening: () => void;
  /** The seed's records left to sign, in order, and whether they are being worked through. */
  private readonly backlog: string[] = [];
  private draining = false;

  constructor(options: DemoReceiptsOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.delayMs = options.delayMs ?? DEMO_SIGNING_DELAY_MS;
    this.secret = options.secret;
    this.stopListening = this.store.onCommit((changes) => {
      for (const { collection, id, data } of changes) {
        if (collection === 'attendance' && unsignedPunches(data).length > 0) this.schedule(id);
        if (collection === 'weekSignatures' && data !== null && data.code === null) this.scheduleWeek(id);
      }
    });
  }

  /** The service and the key, loaded on first use (the service is its own chunk, off the startup path). */
  private service(): Promise<ReceiptServiceDeps> {
    this.deps ??= Promise.all([
      import('../../../server/receipts/receipt-service'),
      receiptKeyFromSecret(this.secret ?? demoSecret()),
    ]).then(([, key]) => ({
      // It signs the seed's records too: its writes alone do not make a record one a new day's seed keeps.
      store: demoServerStore(this.store.privileged({ byServer: true })),
      key,
      now: this.now,
      appUrl: window.location.origin,
      queueMail: false,
    }));
    return this.deps;
  }

  /**
   * Signs every record with punches still unsigned (the seed's open records, at start and after a reset), one
   * at a time, each when the browser is idle.
   */
  signPending(): void {
    const open = this.store.privileged().all('attendance', [{ field: 'source', op: '==', value: 'web' }]);
    for (const record of open) if (unsignedPunches(record).length > 0) this.backlog.push(record.id);
    if (this.draining || this.backlog.length === 0) return;
    this.draining = true;
    const drain = (async () => {
      const [{ signAttendance }, deps] = await Promise.all([
        import('../../../server/receipts/receipt-service'),
        this.service(),
      ]);
      for (let id = this.backlog.shift(); id !== undefined; id = this.backlog.shift()) {
        await whenIdle(2_000);
        // A signing of the same record scheduled by a write goes first; this one then finds nothing left.
        await this.byRecord.get(id);
        await signAttendance(id, deps).catch((error: unknown) =>
          console.error(`No se pudo firmar la marca ${id}`, error),
        );
      }
    })()
      .catch((error: unknown) => console.error('No se pudieron firmar las marcas abiertas', error))
      .finally(() => {
        this.draining = false;
      });
    this.running.add(drain);
    void drain.finally(() => this.running.delete(drain));
  }

  private schedule(recordId: string): void {
    const previous = this.byRecord.get(recordId) ?? Promise.resolve();
    const next = previous
      .then(() => new Promise((resolve) => setTimeout(resolve, this.delayMs)))
      .then(async () => {
        const [{ signAttendance }, deps] = await Promise.all([
          import('../../../server/receipts/receipt-service'),
          this.service(),
        ]);
        await signAttendance(recordId, deps);
      })
      .catch((error: unknown) => console.error(`No se pudo firmar la marca ${recordId}`, error));
    this.byRecord.set(recordId, next);
    this.running.add(next);
    void next.finally(() => {
      this.running.delete(next);
      if (this.byRecord.get(recordId) === next) this.byRecord.delete(recordId);
    });
  }

  /** Signs a weekly signature a short delay after it lands, as the trigger on `weekSignatures/{id}` does. */
  private scheduleWeek(id: string): void {
    const next = new Promise((resolve) => setTimeout(resolve, this.delayMs))
      .then(async () => {
        const [{ signWeekSignature }, deps] = await Promise.all([
          import('../../../server/receipts/week-signing'),
          this.service(),
        ]);
        await signWeekSignature(id, deps);
      })
      .catch((error: unknown) => console.error(`No se pudo firmar la semana ${id}`, error));
    this.running.add(next);
    void next.finally(() => this.running.delete(next));
  }

  async verify(code: string): Promise<ReceiptVerification> {
    const [{ takeRateLimit, verifyReceipt }, deps] = await Promise.all([
      import('../../../server/receipts/receipt-service'),
      this.service(),
    ]);
    if (!(await takeRateLimit(DEMO_CALLER, deps))) {
      throw new DataError('resource-exhausted', 'Too many verifications from this browser: wait a minute.');
    }
    return verifyReceipt(code, deps);
  }

  /** Resolves once every scheduled signing has finished (tests, measurements). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  stop(): void {
    this.stopListening();
  }
}
