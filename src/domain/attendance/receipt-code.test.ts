import {
  canonicalPunch,
  importReceiptKey,
  normalizeReceiptCode,
  receiptCode,
  receiptId,
  type SignedPunch,
} from './receipt-code';

/** Bytes 0, 1, …, 31: the known answers below were computed apart from this code (Python's hmac + base32). */
const KEY_BYTES = Uint8Array.from({ length: 32 }, (_, i) => i);

const punch: SignedPunch = {
  tenantId: 't1',
  userId: 'u1',
  day: '2026-11-18',
  slot: 0,
  action: 'checkIn',
  time: new Date('2026-11-18T12:02:13.456Z'),
};

describe('the canonical text a code signs', () => {
  it('is the version and the fields, |-separated, the time in ISO with milliseconds (UTC)', () => {
    expect(canonicalPunch(punch)).toBe(
      'asiste-receipt-v1|t1|u1|2026-11-18|0|checkIn|2026-11-18T12:02:13.456Z',
    );
    expect(canonicalPunch({ ...punch, slot: 'np', action: 'checkOut' })).toBe(
      'asiste-receipt-v1|t1|u1|2026-11-18|np|checkOut|2026-11-18T12:02:13.456Z',
    );
  });
});

describe('receiptCode', () => {
  it('gives the known answers: HMAC-SHA-256, first 80 bits in Crockford base32, grouped by four', async () => {
    const key = await importReceiptKey(KEY_BYTES);
    expect(await receiptCode(key, punch)).toBe('QYMY-NEWE-V8TX-54JX');
    expect(
      await receiptCode(key, {
        tenantId: 'demo',
        userId: 'emp-camila-rojas',
        day: '2026-11-17',
        slot: 'np',
        action: 'checkOut',
        time: new Date('2026-11-18T05:59:59.000Z'),
      }),
    ).toBe('F69W-E1Q6-YWSN-07G1');
    // A 48-byte key is used whole (HMAC hashes no key of up to 64 bytes).
    expect(await receiptCode(await importReceiptKey(new Uint8Array(48).fill(0xa5)), punch)).toBe(
      '6JFP-SMXK-JYE0-HAAM',
    );
  });

  it('is deterministic, and another key gives another code', async () => {
    const key = await importReceiptKey(KEY_BYTES);
    expect(await receiptCode(key, { ...punch })).toBe(await receiptCode(key, punch));
    const other = await importReceiptKey(KEY_BYTES.map((byte) => byte ^ 1));
    expect(await receiptCode(other, punch)).not.toBe(await receiptCode(key, punch));
  });

  it('changes when any canonical field changes by one character or one millisecond', async () => {
    const key = await importReceiptKey(KEY_BYTES);
    const original = await receiptCode(key, punch);
    const changed: SignedPunch[] = [
      { ...punch, tenantId: 't2' },
      { ...punch, userId: 'u2' },
      { ...punch, day: '2026-11-19' },
      { ...punch, slot: 1 },
      { ...punch, slot: 'np' },
      { ...punch, action: 'checkOut' },
      { ...punch, time: new Date(punch.time.getTime() + 1) },
    ];
    const codes = await Promise.all(changed.map((variant) => receiptCode(key, variant)));
    for (const code of codes) expect(code).not.toBe(original);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses a key shorter than 32 bytes', async () => {
    await expect(importReceiptKey(new Uint8Array(31))).rejects.toThrow(/32 bytes/);
  });
});

describe('normalizeReceiptCode', () => {
  it('reads a code as a person may type it: upper or lower case, spaces or dashes, O for 0, I or L for 1', () => {
    expect(normalizeReceiptCode('QYMY-NEWE-V8TX-54JX')).toBe('QYMY-NEWE-V8TX-54JX');
    expect(normalizeReceiptCode('qymy newe v8tx 54jx')).toBe('QYMY-NEWE-V8TX-54JX');
    expect(normalizeReceiptCode('  qymyNEWEv8tx54jx\n')).toBe('QYMY-NEWE-V8TX-54JX');
    expect(normalizeReceiptCode('F69W-E1Q6-YWSN-O7G1')).toBe('F69W-E1Q6-YWSN-07G1');
    expect(normalizeReceiptCode('f69w-eiq6-ywsn-07gl')).toBe('F69W-E1Q6-YWSN-07G1');
    expect(normalizeReceiptCode('F69W-ELQ6-YWSN-07G1')).toBe('F69W-E1Q6-YWSN-07G1');
  });

  it('is null for anything that cannot be a code', () => {
    for (const input of [
      '',
      'QYMY-NEWE-V8TX-54J', // 15 characters
      'QYMY-NEWE-V8TX-54JXX', // 17
      'QYMY-NEWE-V8TX-54JU', // U is not in the alphabet
      'QYMY_NEWE_V8TX_54JX', // underscores are not separators
      'QYMY-NEWE-V8TX-54J!',
      'QYMY-NEWE-V8TX-54JÑ',
      '<script>alert(1)</script>',
    ]) {
      expect(normalizeReceiptCode(input)).toBeNull();
    }
  });
});

describe('receiptId', () => {
  it('is the code without dashes: the server record of the receipt', () => {
    expect(receiptId('QYMY-NEWE-V8TX-54JX')).toBe('QYMYNEWEV8TX54JX');
  });
});
