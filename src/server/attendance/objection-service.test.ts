import { AdminError, OBJECTIONS_BY_LINK_PER_HOUR } from '../../data/ports/admin-port';
import { validateCorrectionRespond } from '../../data/policy/correction-write';
import { ALLOW } from '../../data/policy/verdicts';
import { SERVER_TIME } from '../../data/ports/document-store';
import { memoryAdminDeps, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import { runAdminCall } from '../admin/admin-service';
import type { ServerDoc } from '../admin/server-ports';
import { writeServerAudit } from '../audit/audit-server';
import { correctionMailId, queueCorrectionMail } from './correction-mail';
import { objectionToken } from './objection-link';
import { LINK_OBJECTION_TEXT } from './objection-service';

/** Wednesday 18 November 2026, 08:00 in Santiago (UTC−3): the correction is proposed now. */
const PROPOSED = new Date('2026-11-18T11:00:00.000Z');
const HOUR = 3_600_000;

let memory: MemoryAdminDeps;
let now: Date;

function correction(overrides: ServerDoc = {}): ServerDoc {
  return {
    tenantId: 't1',
    userId: 'emp-1',
    date: new Date('2026-11-17T03:00:00.000Z'),
    slotIndex: 0,
    attendanceId: 'emp-1_2026-11-17_0',
    kind: 'punch',
    punch: 'checkOut',
    before: new Date('2026-11-17T20:47:13.000Z'),
    after: new Date('2026-11-17T21:00:00.000Z'),
    reason: 'Tolerancia por el corte de luz',
    objectionHours: 48,
    status: 'pending',
    createdBy: 'admin-1',
    createdAt: PROPOSED,
    respondedAt: null,
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
    ...overrides,
  };
}

/** The link the worker's e-mail carries, as the server queued it. */
async function mailedToken(id = 'c1'): Promise<string> {
  const key = memory.objectionLinkKey;
  if (key === undefined) throw new Error('no key');
  await queueCorrectionMail(id, {
    store: memory.store,
    appUrl: 'https://asiste.example.cl',
    now: () => now,
    linkKey: await key(),
  });
  const text = (memory.docs.get('mail')?.get(correctionMailId(id))?.['message'] as { text: string }).text;
  const match = /\/objetar\?t=(\S+)/.exec(text);
  if (match?.[1] === undefined) throw new Error('no link in the mail');
  return decodeURIComponent(match[1]);
}

const call = (name: 'correctionByLink' | 'objectCorrectionByLink', input: unknown) =>
  runAdminCall(name, input, null, memory);

/** The refusal's reason (/objetar says it in Spanish: src/lib/admin-errors.ts, objection-link-screen.test.tsx). */
async function refusedWith(promise: Promise<unknown>): Promise<string | null> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AdminError);
  return (error as AdminError).reason;
}

const stored = () => memory.docs.get('corrections')?.get('c1');

beforeEach(async () => {
  now = new Date(PROPOSED.getTime() + HOUR);
  memory = memoryAdminDeps();
  memory.now = () => now;
  await memory.store.set('tenants', 't1', { name: 'Panadería La Espiga', timeZone: 'America/Santiago' });
  await memory.store.set('users', 'emp-1', {
    tenantId: 't1',
    email: 'camila@t1.test',
    displayName: 'Camila Rojas',
  });
  await memory.store.set('corrections', 'c1', correction());
});

describe('the objection link (Res. Ex. N° 38 art. 40.2)', () => {
  it('shows what the correction changes, the original and the new time, without signing in', async () => {
    const token = await mailedToken();
    expect(await call('correctionByLink', { token })).toEqual({
      company: 'Panadería La Espiga',
      change: 'Salida del martes 17/11/26: 17:47:13 → 18:00:00',
      times: { original: '17:47:13 del 17/11/26', proposed: '18:00:00 del 17/11/26' },
      reason: 'Tolerancia por el corte de luz',
      deadline: 'Tienes hasta el viernes 20 de noviembre a las 08:00 para objetarla.',
    });
    // Reading changes nothing.
    expect(stored()?.['status']).toBe('pending');
  });

  it('Res. Ex. N° 38 art. 40.2: the link objects once; a second use, a forged token and an expired one are refused', async () => {
    const token = await mailedToken();
    expect(
      await call('objectCorrectionByLink', { token, reason: '  Me quedé hasta las 18:00 de verdad ' }),
    ).toEqual({ change: 'Salida del martes 17/11/26: 17:47:13 → 18:00:00' });
    const objected = stored();
    // Exactly the worker's answer in the app: the fields the rules let the worker change, and nothing else.
    expect(objected).toMatchObject({
      status: 'objected',
      respondedAt: now,
      response: 'Me quedé hasta las 18:00 de verdad',
      answeredBy: null,
    });
    expect(validateCorrectionRespond(correction(), { ...objected, respondedAt: SERVER_TIME }, now)).toEqual(
      ALLOW,
    );
    // The server's audit trigger logs it as the worker's objection, as it logs one made in the app.
    await writeServerAudit('corrections', 'c1', objected ?? null, memory, correction());
    expect([...(memory.docs.get('logs')?.values() ?? [])]).toContainEqual(
      expect.objectContaining({
        tenantId: 't1',
        actorId: 'emp-1',
        action: 'correction.object',
        target: 'c1',
        details: expect.stringContaining('Comentario: Me quedé hasta las 18:00 de verdad'),
      }),
    );

    // A second use, to read or to object.
    expect(await refusedWith(call('objectCorrectionByLink', { token, reason: null }))).toBe('link-used');
    expect(await refusedWith(call('correctionByLink', { token }))).toBe('link-used');

    // A forged token: another correction's id with this mac, a mac changed by one character, a made-up one.
    await memory.store.set('corrections', 'c2', correction());
    const [, expiry, mac = ''] = token.split('.');
    const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const forged of [`c2.${expiry}.${mac}`, `c2.${expiry}.${flipped}`, 'c2.zzzz.abc', '']) {
      const reason = await refusedWith(call('objectCorrectionByLink', { token: forged, reason: null }));
      expect(reason).toBe(forged === '' ? 'invalid-input' : 'link-invalid');
    }
    // A token made with another key, for the right correction.
    const { objectionLinkKey } = await import('./objection-link');
    const otherKey = await objectionLinkKey(btoa('another-secret-of-thirty-two-bytes!!'));
    const foreign = await objectionToken(otherKey, {
      correctionId: 'c2',
      tenantId: 't1',
      userId: 'emp-1',
      expiresAt: new Date(PROPOSED.getTime() + 48 * HOUR),
    });
    expect(await refusedWith(call('objectCorrectionByLink', { token: foreign, reason: null }))).toBe(
      'link-invalid',
    );
    expect(memory.docs.get('corrections')?.get('c2')?.['status']).toBe('pending');

    // An expired one: c2's own link, used at the end of its 48 hours.
    const late = await mailedToken('c2');
    now = new Date(PROPOSED.getTime() + 48 * HOUR);
    expect(await refusedWith(call('objectCorrectionByLink', { token: late, reason: null }))).toBe(
      'link-expired',
    );
    expect(memory.docs.get('corrections')?.get('c2')?.['status']).toBe('pending');
  });

  it('stores a comment when the worker gives none, and refuses a correction answered in the app or withdrawn', async () => {
    const token = await mailedToken();
    await call('objectCorrectionByLink', { token, reason: '' });
    expect(stored()?.['response']).toBe(LINK_OBJECTION_TEXT);

    await memory.store.set('corrections', 'c3', correction({ status: 'accepted' }));
    const answered = await mailedToken('c3');
    expect(await refusedWith(call('correctionByLink', { token: answered }))).toBe('correction-settled');
  });

  it('counts the objections of one address in an hour', async () => {
    for (let i = 0; i < OBJECTIONS_BY_LINK_PER_HOUR; i += 1) {
      await call('objectCorrectionByLink', { token: 'x', reason: null }).catch(() => undefined);
    }
    await expect(call('objectCorrectionByLink', { token: 'x', reason: null })).rejects.toMatchObject({
      reason: 'too-many-requests',
    });
  });
});
