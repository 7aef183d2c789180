import { importReceiptKey } from '../../domain/attendance/receipt-code';
import { receiptPeopleDocs, webPunchDoc } from '../../testing/fake-receipts';
import { memoryAdminDeps, testObjectionLinkKey, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import { invitationMail } from '../admin/invitation-mail';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { queueCorrectionMail } from '../attendance/correction-mail';
import { signAttendance } from '../receipts/receipt-service';
import { isSenderAddress, systemSender, withSystemSender } from './system-sender';

const SENDER = 'Asiste <no-responder@asiste.example.cl>';
const NOW = new Date('2026-11-18T12:02:14.000Z');

let memory: MemoryAdminDeps;
let store: ServerStore;

const queued = (): ServerDoc[] => [...(memory.docs.get('mail')?.values() ?? [])];

beforeEach(() => {
  memory = memoryAdminDeps({ now: NOW });
  store = withSystemSender(memory.store, SENDER);
});

describe('the one sender of every e-mail (Res. Ex. N° 38 art. 12)', () => {
  it('sends the receipt, the correction notice and an invitation from the system address, never a person’s (Res. Ex. N° 38 art. 12)', async () => {
    const { tenant, user } = receiptPeopleDocs('t1');
    await store.set('tenants', 't1', tenant);
    await store.set('users', 'emp-1', user);
    // A punch receipt, as the signer queues it.
    await store.set('attendance', 'emp-1_2026-11-18_0', webPunchDoc(new Date('2026-11-18T12:02:13.000Z')));
    const key = await importReceiptKey(new Uint8Array(32).fill(7));
    const deps = { store, key, now: () => NOW, appUrl: 'https://asiste.example.cl', queueMail: true };
    expect(await signAttendance('emp-1_2026-11-18_0', deps)).toHaveLength(1);
    // The worker's notice of a correction (art. 40), written by an admin.
    await store.set('corrections', 'c1', {
      tenantId: 't1',
      userId: 'emp-1',
      date: new Date('2026-11-17T03:00:00.000Z'),
      slotIndex: 0,
      kind: 'punch',
      punch: 'checkOut',
      before: null,
      after: new Date('2026-11-17T21:05:00.000Z'),
      reason: 'Olvidó marcar la salida',
      objectionHours: 48,
      createdBy: 'admin-1',
      createdAt: NOW,
    });
    expect(
      await queueCorrectionMail('c1', {
        store,
        appUrl: 'https://asiste.example.cl',
        now: () => NOW,
        linkKey: await testObjectionLinkKey(),
      }),
    ).toBe('queued');
    // An invitation, added under a new id.
    await store.add('mail', {
      ...invitationMail('ana@t1.test', 'Ana Pérez', 'Panadería', 'https://x.test/l'),
    });

    const mails = queued();
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail['from']).toBe(SENDER);
    // The people the e-mails name (the worker, the invitee, the admin who corrected) are never the sender.
    expect(JSON.stringify(mails.map((mail) => mail['from']))).not.toMatch(/Camila|Ana|admin-1|@t1\.test/);
  });

  it('replaces a sender a builder put in the mail, on every way a mail is written (Res. Ex. N° 38 art. 12)', async () => {
    const personal = { to: 'camila@t1.test', from: 'Ana Pérez <ana@empresa.cl>', message: { subject: 's' } };
    await store.set('mail', 'a', personal);
    expect(await store.create('mail', 'b', personal)).toBe(true);
    const id = await store.add('mail', personal);
    await store.update('mail', 'a', { from: 'Ana Pérez <ana@empresa.cl>' });
    for (const mailId of ['a', 'b', id]) expect((await store.get('mail', mailId))?.['from']).toBe(SENDER);
    // Other collections, and a mail update that names no sender, pass through as written.
    await store.update('mail', 'b', { delivery: { state: 'SUCCESS' } });
    expect(await store.get('mail', 'b')).toMatchObject({ from: SENDER, delivery: { state: 'SUCCESS' } });
    await store.set('logs', 'l1', { from: 'Ana Pérez' });
    expect(await store.get('logs', 'l1')).toEqual({ from: 'Ana Pérez' });
  });
});

describe('systemSender', () => {
  it('is the deployment’s address when set, else Asiste at the app’s own host', () => {
    expect(systemSender('https://asiste.example.cl/')).toBe('Asiste <no-responder@asiste.example.cl>');
    expect(systemSender('http://localhost:5000', '')).toBe('Asiste <no-responder@localhost>');
    expect(systemSender('https://asiste.example.cl', ' Control de asistencia <avisos@empresa.cl> ')).toBe(
      'Control de asistencia <avisos@empresa.cl>',
    );
    expect(systemSender('https://asiste.example.cl', 'no-responder@empresa.cl')).toBe(
      'no-responder@empresa.cl',
    );
  });

  it('refuses a configured value that is not one address: a list, a line break, a bare name', () => {
    for (const bad of [
      'Asiste',
      'a@empresa.cl, b@empresa.cl',
      'Asiste <a@empresa.cl>\r\nBcc: x@evil.test',
      'Asiste <a@empresa>',
      '"Asiste" <a@empresa.cl>',
      '<a@empresa.cl>',
    ]) {
      expect(isSenderAddress(bad)).toBe(false);
      expect(() => systemSender('https://asiste.example.cl', bad)).toThrow(/ASISTE_MAIL_FROM/);
    }
  });
});
