import type { Backend } from '../../ports/backend';
import type { DocumentStore } from '../../ports/document-store';
import { DemoAccounts } from './demo-accounts';
import { DemoAdmin } from './demo-admin';
import { DemoAttachments, memoryFiles, openIdbFiles } from './demo-attachments';
import { DemoAuth } from './demo-auth';
import { DemoDailyReport } from './demo-daily-report';
import { ensureDemoData, seedDemoData } from './demo-data';
import { DemoMonths } from './demo-months';
import { DemoPhotos } from './demo-photos';
import { DemoPublishMail } from './demo-publish-mail';
import { DemoReceipts } from './demo-receipts';
import { DemoRecordTriggers } from './demo-record-triggers';
import { demoServerStore, discardServerOnly, saveServerOnly } from './demo-server-store';
import type { DemoStore } from './demo-store';
import { DEMO_ACCOUNTS } from './demo-tenant';
import { openDemoStore } from './open-demo-store';

/** One e-mail of the demo's outbox, as the Trigger Email extension would send it. */
export interface DemoOutboxMail {
  to: string;
  subject: string;
  text: string;
}

declare global {
  // The demo's console handle (below); the Firebase build never sets it.
  var asiste:
    | { store: DocumentStore; idle: () => Promise<void>; outbox: (to?: string) => Promise<DemoOutboxMail[]> }
    | undefined;
}

/** The demo adapter set: everything in the browser, no Firebase SDK in the bundle. */
export async function createDemoBackend(): Promise<Backend> {
  const now = () => new Date();
  const accounts = new DemoAccounts(now);
  // The auth reads tenant docs through the store, which reads the session through the auth: tied after both exist.
  let store: DemoStore | null = null;
  const auth = new DemoAuth(accounts, {
    isTenantDisabled: (tenantId) => store?.privileged().get('tenants', tenantId)?.disabled === true,
    now,
  });
  store = await openDemoStore({ getCaller: () => auth.caller(), now });
  const opened = store;
  // The absence documents, in IndexedDB beside the store (in memory if it cannot open: they are then lost on reload).
  const files = await openIdbFiles().catch((error: unknown) => {
    console.warn('Demo: absence documents kept in memory only', error);
    return memoryFiles();
  });
  // The demo's server trigger: signs each punch this tab commits, as the signPunches function does.
  const receipts = new DemoReceipts({ store: opened, now });
  // And the mailPlanPublish function: each publish this tab commits queues its e-mails (server-only mail table).
  const mail = new DemoPublishMail({ store: opened, now });
  // And syncAttendanceMonth: each schedule, punch or correction this tab commits is copied into its month.
  const months = new DemoMonths({ store: opened, now });
  // And issuePayslips and the audit triggers: a payroll run this tab closes gets its payslips, and a worker's
  // signature, answer or request its audit entry, from the server side.
  const recordTriggers = new DemoRecordTriggers({ store: opened, now });
  await ensureDemoData(opened, now(), accounts);
  // The seed's open records were punched "in the app": sign them as the trigger would have.
  receipts.signPending();
  // And the dailyReport function (Res. Ex. N° 38 art. 27 e): the demo has no scheduler, so the first open of the
  // day, and the first sign-in after a day ended, queue each company's report of the days that ended (once each).
  const dailyReport = new DemoDailyReport({ store: opened, now });
  void dailyReport.run();
  // A watcher that loses access with the session ends with permission-denied, as in Firestore.
  auth.onSessionChange(() => opened.revalidate());
  auth.onSessionChange((session) => {
    if (session !== null) void dailyReport.run();
  });
  // The store the app uses, with the signed-in person's permissions, for trying the access policy from the
  // browser's console: `await asiste.store.set('attendance', 'x', {...})` is judged like any app write.
  // `await asiste.idle()` resolves once the work this tab does for the server is done and saved: the signing of
  // the seed's open punches (thousands at 2,000 people) and the copies and mail it leads to.
  // scripts/measure-interactions.mjs waits for it: in Firebase that work runs on the server, not in the tab.
  const idle = async () => {
    // Signings write punches, whose month copies start on commit: by the time they are done, every copy has begun.
    await receipts.idle();
    await Promise.all([months.idle(), mail.idle(), recordTriggers.idle(), dailyReport.idle()]);
    // And saved: the server map's save would otherwise come a moment later (a long task at that size).
    saveServerOnly();
  };
  // `await asiste.outbox('persona@empresa.cl')`: the e-mails the demo's server queued (nothing sends them), for
  // whoever tries the demo and for E2E, since links (an inspector's access) go only by e-mail (security review M5).
  const outbox = async (to?: string): Promise<DemoOutboxMail[]> => {
    const queued = await demoServerStore(opened.privileged()).where('mail', to === undefined ? {} : { to });
    return queued.map(({ data }) => {
      const message = (data['message'] ?? {}) as { subject?: unknown; text?: unknown };
      return {
        to: String(data['to']),
        subject: String(message.subject ?? ''),
        text: String(message.text ?? ''),
      };
    });
  };
  globalThis.asiste = { store: opened, idle, outbox };
  return {
    kind: 'demo',
    auth,
    store: opened,
    photos: new DemoPhotos(() => auth.caller()),
    attachments: new DemoAttachments({ caller: () => auth.caller(), files }),
    admin: new DemoAdmin({
      store: opened,
      accounts,
      getCaller: () => auth.verifiedCaller(),
      now,
      refreshSession: () => auth.refreshToken(),
    }),
    receipts,
    demo: {
      accounts: DEMO_ACCOUNTS,
      reset: async () => {
        await auth.signOut();
        accounts.reset();
        discardServerOnly();
        await files.clear();
        await seedDemoData(opened, now(), accounts);
        receipts.signPending();
      },
    },
  };
}
