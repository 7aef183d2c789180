/**
 * firestore.rules states the weekly sign-off rule (src/data/ports/signoff-write.ts) with literal lists and
 * numbers: read as text here, a quick check beside the emulator suites (until rules-blocks.ts generates them).
 */
import { WEEK_SIGNATURE_FIELDS } from '../../src/data/ports/signoff-write';
import { SIGNOFF_LIMITS, WEEK_TOTAL_KEYS, WEEK_TOTAL_MAX } from '../../src/domain/attendance/week-signoff';
import { block, listAfter } from './rules-text';

describe('firestore.rules mirrors the weekly sign-off rule', () => {
  const body = block('function validWeekSignature(');

  it('whitelists the same fields and totals, each with its bound', () => {
    expect(listAfter(body, 'let keys =')).toEqual([...WEEK_SIGNATURE_FIELDS]);
    expect(listAfter(body, 'let totalKeys =')).toEqual([...WEEK_TOTAL_KEYS]);
    for (const key of WEEK_TOTAL_KEYS)
      expect(body).toContain(`weekTotal(totals, '${key}', ${WEEK_TOTAL_MAX[key]})`);
  });

  it('uses the same seq bound, comment length, ended week and server-only code', () => {
    expect(body).toContain(`data.seq >= 1 && data.seq <= ${SIGNOFF_LIMITS.seqMax}`);
    expect(body).toContain(`correctionText(data.comment, ${SIGNOFF_LIMITS.commentMin})`);
    expect(body).toContain("+ duration.value(7, 'd') <= request.time");
    expect(body).toContain('data.code == null');
    expect(block('function correctionText(')).toContain(`value.size() <= ${SIGNOFF_LIMITS.commentMax}`);
  });

  it('lets only the worker create, and nobody change or delete, a signature', () => {
    const match = block('match /weekSignatures/{');
    expect(match).toContain('allow create: if isEmployee() && isOwn(request.resource.data)');
    expect(match).toContain('allow update, delete: if false;');
  });
});
