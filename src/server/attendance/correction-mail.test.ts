import { memoryAdminDeps, testObjectionLinkKey, type MemoryAdminDeps } from '../../testing/memory-admin-deps';
import type { ServerDoc } from '../admin/server-ports';
import {
  CORRECTION_MAIL_SUBJECT,
  correctionMailId,
  queueCorrectionMail,
  type CorrectionMailDeps,
} from './correction-mail';
import { isAuthentic, parseObjectionToken } from './objection-link';

/** Wednesday 18 November 2026, 08:00 in Santiago (UTC−3). */
const NOW = new Date('2026-11-18T11:00:00.000Z');

let memory: MemoryAdminDeps;
let deps: CorrectionMailDeps;

function correction(overrides: ServerDoc = {}): ServerDoc {
  return {
    tenantId: 't1',
    userId: 'emp-1',
    date: new Date('2026-11-17T03:00:00.000Z'),
    slotIndex: 0,
    attendanceId: 'emp-1_2026-11-17_0',
    kind: 'punch',
    punch: 'checkOut',
    before: null,
    after: new Date('2026-11-17T21:05:00.000Z'),
    reason: 'Olvidó marcar la salida',
    objectionHours: 48,
    status: 'pending',
    createdBy: 'admin-1',
    createdAt: NOW,
    ...overrides,
  };
}

const mail = () =>
  memory.docs.get('mail')?.get(correctionMailId('c1'))?.['message'] as
    { subject: string; text: string; html: string } | undefined;
const logs = () => [...(memory.docs.get('logs')?.values() ?? [])];

beforeEach(async () => {
  memory = memoryAdminDeps({ now: NOW });
  deps = {
    store: memory.store,
    appUrl: 'https://asiste.example.cl/',
    now: () => NOW,
    linkKey: await testObjectionLinkKey(),
  };
  await memory.store.set('tenants', 't1', { name: 'Panadería La Espiga', timeZone: 'America/Santiago' });
  await memory.store.set('users', 'emp-1', {
    tenantId: 't1',
    email: 'camila@t1.test',
    displayName: 'Camila Rojas',
  });
});

describe('queueCorrectionMail', () => {
  it('tells the worker the exact date and time of the original and the new marca (art. 40.1), the reason, the deadline and where to answer', async () => {
    await memory.store.set('corrections', 'c1', correction());
    expect(await queueCorrectionMail('c1', deps)).toBe('queued');
    expect(memory.docs.get('mail')?.get('correction-c1')?.['to']).toBe('camila@t1.test');
    expect(mail()?.subject).toBe(CORRECTION_MAIL_SUBJECT);
    expect(mail()?.text).toContain('Panadería La Espiga propuso corregir tu registro de asistencia:');
    expect(mail()?.text).toContain('Salida del martes 17/11/26: sin marca → 18:05:00');
    expect(mail()?.text).toContain('Motivo: Olvidó marcar la salida');
    expect(mail()?.text).toContain('Tienes hasta el viernes 20 de noviembre a las 08:00 para objetarla.');
    expect(mail()?.text).toContain('https://asiste.example.cl/mi-historial');
    expect(mail()?.html).not.toContain('<script');
    expect(logs()).toEqual([
      expect.objectContaining({
        tenantId: 't1',
        actorId: 'system',
        action: 'correction.notify',
        target: 'c1',
        details: 'Aviso a camila@t1.test',
        createdAt: NOW,
      }),
    ]);
  });

  it('Res. Ex. N° 38 art. 40.2: the correction e-mail carries the before and after times and a one-step objection link', async () => {
    await memory.store.set(
      'corrections',
      'c1',
      correction({
        punch: 'checkIn',
        before: new Date('2026-11-17T12:12:37.000Z'),
        after: new Date('2026-11-17T12:00:00.000Z'),
      }),
    );
    await queueCorrectionMail('c1', deps);
    const text = mail()?.text ?? '';
    expect(text).toContain('Hora original: 09:12:37 del 17/11/26');
    expect(text).toContain('Hora nueva: 09:00:00 del 17/11/26');
    expect(text).toContain(
      'Para objetarla en un solo paso, abre este enlace (sirve una sola vez, dentro del plazo):',
    );
    const link = /https:\/\/asiste\.example\.cl\/objetar\?t=(\S+)/.exec(text);
    expect(link).not.toBeNull();
    const token = parseObjectionToken(decodeURIComponent(link?.[1] ?? ''));
    // Signed by the server over this correction, its company and person, until the end of its 48 hours.
    expect(token).toMatchObject({ correctionId: 'c1', expiresAt: new Date('2026-11-20T11:00:00.000Z') });
    expect(token && (await isAuthentic(deps.linkKey, token, { tenantId: 't1', userId: 'emp-1' }))).toBe(true);
    expect(token && (await isAuthentic(deps.linkKey, token, { tenantId: 't1', userId: 'emp-2' }))).toBe(
      false,
    );
    // The HTML carries the same link as a button-like anchor, and the in-app answer is still offered.
    expect(mail()?.html).toContain(`href="https://asiste.example.cl/objetar?t=${link?.[1] ?? ''}"`);
    expect(mail()?.html).toContain('Hora original: 09:12:37 del 17/11/26');
    expect(text).toContain('https://asiste.example.cl/mi-historial');
  });

  it('keeps the seconds of a recorded marca a tolerance moves', async () => {
    await memory.store.set(
      'corrections',
      'c1',
      correction({
        punch: 'checkIn',
        before: new Date('2026-11-17T12:12:37.000Z'),
        after: new Date('2026-11-17T12:00:00.000Z'),
      }),
    );
    await queueCorrectionMail('c1', deps);
    expect(mail()?.text).toContain('Entrada del martes 17/11/26: 09:12:37 → 09:00:00');
  });

  it('sends and logs once, whatever the number of runs', async () => {
    await memory.store.set('corrections', 'c1', correction());
    await queueCorrectionMail('c1', deps);
    expect(await queueCorrectionMail('c1', deps)).toBe('existing');
    expect(logs()).toHaveLength(1);
  });

  it('words a justification, and escapes what the manager typed in the HTML', async () => {
    await memory.store.set(
      'corrections',
      'c1',
      correction({ kind: 'justify', punch: null, after: null, reason: '<b>Licencia</b> entregada tarde' }),
    );
    await queueCorrectionMail('c1', deps);
    expect(mail()?.text).toContain('Justificar la ausencia del martes 17/11/26');
    expect(mail()?.html).toContain('&lt;b&gt;Licencia&lt;/b&gt;');
  });

  it('sends nothing for a missing correction, a person of another tenant, disabled, or without e-mail', async () => {
    expect(await queueCorrectionMail('c1', deps)).toBe('skipped');
    await memory.store.set('corrections', 'c1', correction());
    await memory.store.set('users', 'emp-1', { tenantId: 't2', email: 'camila@t1.test' });
    expect(await queueCorrectionMail('c1', deps)).toBe('skipped');
    await memory.store.set('users', 'emp-1', { tenantId: 't1', email: 'camila@t1.test', disabled: true });
    expect(await queueCorrectionMail('c1', deps)).toBe('skipped');
    await memory.store.set('users', 'emp-1', { tenantId: 't1', email: null });
    expect(await queueCorrectionMail('c1', deps)).toBe('skipped');
    expect(memory.docs.get('mail')?.size ?? 0).toBe(0);
    expect(logs()).toEqual([]);
  });
});
