import { memoryAdminDeps, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import type { ServerDoc } from '../admin/server-ports';
import {
  DAY_OFF,
  myAgendaUrl,
  planOfDay,
  PUBLISH_MAIL_MAX_DAYS,
  PUBLISH_MAIL_SUBJECT,
  publishDays,
  publishMailId,
  queuePublishMails,
  type PublishMailDeps,
} from './publish-mail';

const NOW = new Date('2026-06-01T20:00:00.000Z');
/** Start of a June 2026 day in Santiago (UTC−4). */
const dayStart = (day: number) => new Date(Date.UTC(2026, 5, day, 4));

let memory: MemoryAdminDeps;
let deps: PublishMailDeps;

const mailOf = (uid: string, publishId = 'pub-1') =>
  memory.docs.get('mail')?.get(publishMailId(publishId, uid));
const messageOf = (uid: string) =>
  (mailOf(uid)?.['message'] ?? { subject: '', text: '', html: '' }) as {
    subject: string;
    text: string;
    html: string;
  };

function publish(overrides: ServerDoc = {}): ServerDoc {
  return {
    tenantId: 't1',
    publishedBy: 'admin-1',
    publishedAt: NOW,
    count: 3,
    userIds: ['emp-1', 'emp-2'],
    from: '2026-06-02',
    to: '2026-06-04',
    reason: null,
    ...overrides,
  };
}

const schedule = (uid: string, day: number, overrides: ServerDoc = {}): ServerDoc => ({
  tenantId: 't1',
  userId: uid,
  date: dayStart(day),
  timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
  shiftId: 'noche',
  lunchMinutes: 30,
  ...overrides,
});

beforeEach(async () => {
  memory = memoryAdminDeps({ now: NOW });
  deps = { store: memory.store, appUrl: 'https://asiste.example.cl/', now: () => NOW };
  const { store } = memory;
  await store.set('tenants', 't1', { tenantId: 't1', name: 'Panadería La Espiga' });
  await store.set('users', 'emp-1', { tenantId: 't1', email: 'camila@t1.test', displayName: 'Camila Rojas' });
  await store.set('users', 'emp-2', { tenantId: 't1', email: 'pedro@t1.test', displayName: null });
  await store.set('shifts', 'noche', { tenantId: 't1', name: 'Noche' });
  await store.set('schedulesConfig', 'emp-1_2026-06-02', schedule('emp-1', 2));
  await store.set(
    'schedulesConfig',
    'emp-1_2026-06-04',
    schedule('emp-1', 4, {
      timeSlots: [{ startTime: '09:00', endTime: '13:00' }],
      shiftId: null,
      lunchMinutes: 0,
    }),
  );
  await store.set('planPublishes', 'pub-1', publish());
});

describe('queuePublishMails', () => {
  it('queues one mail per person with the published days of the range, free days as Libre, and the link', async () => {
    const result = await queuePublishMails('pub-1', deps);
    expect(result).toEqual({ queued: ['emp-1', 'emp-2'], existing: [], skipped: [] });
    expect(mailOf('emp-1')?.['to']).toBe('camila@t1.test');
    const { subject, text, html } = messageOf('emp-1');
    expect(subject).toBe(PUBLISH_MAIL_SUBJECT);
    expect(text).toBe(
      [
        'Hola, Camila Rojas:',
        '',
        'Panadería La Espiga publicó cambios en tu agenda del 2 de junio al 4 de junio:',
        '',
        'martes 2 de junio: 22:00 – 06:00 (Noche, colación 30 min)',
        `miércoles 3 de junio: ${DAY_OFF}`,
        'jueves 4 de junio: 09:00 – 13:00',
        '',
        'Revisa tu agenda en:',
        'https://asiste.example.cl/mi-agenda',
      ].join('\n'),
    );
    expect(html).toContain('<th align="left">miércoles 3 de junio</th><td>Libre</td>');
    expect(html).toContain('<a href="https://asiste.example.cl/mi-agenda">Ver mi agenda</a>');
    // No name: greeted by the e-mail; no schedules: every day free.
    expect(messageOf('emp-2').text).toContain('Hola, pedro@t1.test:');
    expect(messageOf('emp-2').text.match(/: Libre$/gm)).toHaveLength(3);
    expect(mailOf('emp-1')).not.toHaveProperty('expiresAt');
  });

  it('is idempotent: a second run queues nothing and leaves the first mails as they were', async () => {
    await queuePublishMails('pub-1', deps);
    const first = mailOf('emp-1');
    await memory.store.set('schedulesConfig', 'emp-1_2026-06-03', schedule('emp-1', 3));
    expect(await queuePublishMails('pub-1', deps)).toEqual({
      queued: [],
      existing: ['emp-1', 'emp-2'],
      skipped: [],
    });
    expect(mailOf('emp-1')).toEqual(first);
    expect(memory.docs.get('mail')?.size).toBe(2);
  });

  it('mails nobody outside the tenant, disabled or without an e-mail, and each person once', async () => {
    const { store } = memory;
    await store.set('users', 'other', { tenantId: 't2', email: 'x@t2.test' });
    await store.set('users', 'gone', { tenantId: 't1', email: 'gone@t1.test', disabled: true });
    await store.set('users', 'no-mail', { tenantId: 't1', email: '' });
    await store.set(
      'planPublishes',
      'pub-2',
      publish({ userIds: ['emp-1', 'emp-1', 'other', 'gone', 'no-mail', 'missing', 42, ''] }),
    );
    expect(await queuePublishMails('pub-2', deps)).toEqual({
      queued: ['emp-1'],
      existing: [],
      skipped: ['other', 'gone', 'no-mail', 'missing'],
    });
    expect(memory.docs.get('mail')?.size).toBe(1);
  });

  it('never shows another tenant’s schedule or shift under the person’s id', async () => {
    const { store } = memory;
    await store.set('schedulesConfig', 'emp-2_2026-06-02', schedule('emp-2', 2, { tenantId: 't2' }));
    await store.set('shifts', 'noche', { tenantId: 't2', name: 'Ajeno' });
    await queuePublishMails('pub-1', deps);
    expect(messageOf('emp-2').text).toContain('martes 2 de junio: Libre');
    expect(messageOf('emp-1').text).toContain('martes 2 de junio: 22:00 – 06:00 (colación 30 min)');
  });

  it('queues nothing while a publish is in progress, and mails once its last batch finishes it', async () => {
    const { store } = memory;
    await store.set('planPublishes', 'long', publish({ status: 'en curso' }));
    expect(await queuePublishMails('long', deps)).toEqual({ queued: [], existing: [], skipped: [] });
    expect(memory.docs.get('mail')).toBeUndefined();
    await store.update('planPublishes', 'long', { status: 'publicada' });
    expect((await queuePublishMails('long', deps)).queued).toEqual(['emp-1', 'emp-2']);
  });

  it('queues nothing for a missing or malformed publish', async () => {
    const { store } = memory;
    await store.set('planPublishes', 'bad-range', publish({ from: '2026-06-05', to: '2026-06-01' }));
    await store.set('planPublishes', 'bad-day', publish({ from: 'ayer' }));
    await store.set('planPublishes', 'no-people', publish({ userIds: 'emp-1' }));
    for (const id of ['missing', 'bad-range', 'bad-day', 'no-people']) {
      expect(await queuePublishMails(id, deps)).toEqual({ queued: [], existing: [], skipped: [] });
    }
    expect(memory.docs.get('mail')).toBeUndefined();
  });

  it('lists at most PUBLISH_MAIL_MAX_DAYS days and says how many more there are', async () => {
    await memory.store.set('planPublishes', 'long', publish({ userIds: ['emp-1'], to: '2026-07-31' }));
    await queuePublishMails('long', deps);
    const mail = mailOf('emp-1', 'long')?.['message'] as { text: string };
    expect(mail.text.split('\n').filter((line) => /^\S+ \d+ de \S+: /.test(line))).toHaveLength(
      PUBLISH_MAIL_MAX_DAYS,
    );
    expect(mail.text).toContain('Y 29 días más: revisa tu agenda.');
    expect(mail.text).toContain('del 2 de junio al 2 de julio:');
  });

  it('stamps an expiry when asked to (the demo’s server tables)', async () => {
    await queuePublishMails('pub-1', { ...deps, expiresAfterMs: 3_600_000 });
    expect(mailOf('emp-1')?.['expiresAt']).toEqual(new Date(NOW.getTime() + 3_600_000));
  });
});

describe('the parts of a publish mail', () => {
  it('names the days of the range, capped', () => {
    expect(publishDays('2026-06-30', '2026-07-01')).toEqual({
      days: ['2026-06-30', '2026-07-01'],
      omitted: 0,
    });
    expect(publishDays('2026-06-02', '2026-06-02')).toEqual({ days: ['2026-06-02'], omitted: 0 });
    const long = publishDays('2026-01-01', '2026-12-31');
    expect(long.days).toHaveLength(PUBLISH_MAIL_MAX_DAYS);
    expect(long.omitted).toBe(365 - PUBLISH_MAIL_MAX_DAYS);
  });

  it('describes a day: slots, shift, colación; none is Libre', () => {
    const split = {
      timeSlots: [
        { startTime: '08:00', endTime: '12:00' },
        { startTime: '16:00', endTime: '20:00' },
      ],
    };
    expect(planOfDay(split, 'Cortado')).toBe('08:00 – 12:00 y 16:00 – 20:00 (Cortado)');
    expect(planOfDay(null, null)).toBe(DAY_OFF);
    expect(planOfDay({ timeSlots: [] }, 'x')).toBe(DAY_OFF);
    expect(planOfDay({ timeSlots: 'junk' }, null)).toBe(DAY_OFF);
  });

  it('links to /mi-agenda whatever the trailing slashes', () => {
    expect(myAgendaUrl('https://a.cl')).toBe('https://a.cl/mi-agenda');
    expect(myAgendaUrl('https://a.cl/app//')).toBe('https://a.cl/app/mi-agenda');
  });

  it('escapes the names it prints in HTML', async () => {
    await memory.store.set('tenants', 't1', { tenantId: 't1', name: 'A & <b>B</b>' });
    await queuePublishMails('pub-1', deps);
    expect(messageOf('emp-1').html).toContain('A &amp; &lt;b&gt;B&lt;/b&gt; publicó');
  });
});
