import { punchChain, punchHash, verificationCode } from './punch-integrity';

const base = { tenantId: 'demo', userId: 'u1', day: '2026-11-18', slotIndex: 0 };
const t = (iso: string) => new Date(iso);

describe('punch integrity', () => {
  it('is deterministic and sensitive to every fact', async () => {
    const facts = { ...base, action: 'checkIn' as const, deviceTime: t('2026-11-18T12:20:00Z') };
    const hash = await punchHash(facts, null);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await punchHash(facts, null)).toBe(hash);
    expect(await punchHash({ ...facts, deviceTime: t('2026-11-18T12:20:01Z') }, null)).not.toBe(hash);
    expect(await punchHash({ ...facts, slotIndex: 1 }, null)).not.toBe(hash);
    expect(await punchHash({ ...facts, userId: 'u2' }, null)).not.toBe(hash);
    expect(await punchHash(facts, 'x')).not.toBe(hash);
  });

  it('chains the punches of a record in order', async () => {
    const times = { checkIn: t('2026-11-18T12:20:00Z'), checkOut: t('2026-11-18T20:30:00Z') };
    const chain = await punchChain(base, times);
    const first = await punchHash({ ...base, action: 'checkIn', deviceTime: times.checkIn }, null);
    expect(chain.checkIn).toBe(first);
    expect(chain.checkOut).toBe(
      await punchHash({ ...base, action: 'checkOut', deviceTime: times.checkOut }, first),
    );
    expect(chain.lunchStart).toBeUndefined();
  });

  it('prints a short grouped code', () => {
    expect(verificationCode('abcdef0123456789')).toBe('ABCD-EF01-2345');
  });
});
