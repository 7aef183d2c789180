// @vitest-environment node
/**
 * firestore.rules states the overtime rules (src/data/ports/overtime-write.ts) with literal lists and numbers:
 * the rules cannot import TypeScript.
 * This reads the rules as text and fails the moment one of those copies drifts from what it mirrors.
 */
import {
  AGREEMENT_FIELDS,
  AGREEMENT_VOID_FIELDS,
  DECISION_FIELDS,
  DECISION_STATUSES,
} from '../../src/data/ports/overtime-write';
import { AGREEMENT_MAX_MONTHS, OVERTIME_LIMITS } from '../../src/domain/attendance/overtime';
import { block, body, quoted } from './rules-text';

const keysOf = (text: string) => {
  const open = text.indexOf('let keys = [');
  return quoted(text.slice(open, text.indexOf(']', open)));
};

describe('firestore.rules mirrors the overtime rules', () => {
  it('whitelists exactly the fields of an agreement and of a decision', () => {
    expect(keysOf(body('validOvertimeAgreement'))).toEqual([...AGREEMENT_FIELDS]);
    expect(keysOf(body('validOvertimeDecision'))).toEqual([...DECISION_FIELDS]);
    expect(body('validOvertimeAgreement')).toContain('data.keys().hasOnly(keys) && data.keys().hasAll(keys)');
    expect(body('validOvertimeDecision')).toContain('data.keys().hasOnly(keys) && data.keys().hasAll(keys)');
  });

  it('uses the same span, statuses and bounds', () => {
    expect(body('agreementBound')).toContain(`int(from[5:7]) + ${AGREEMENT_MAX_MONTHS}`);
    expect(body('validOvertimeAgreement')).toContain('data.to < agreementBound(data.from)');
    const decision = body('validOvertimeDecision');
    for (const status of DECISION_STATUSES) expect(decision).toContain(`data.status == '${status}'`);
    expect(decision).toContain(`data.minutes <= ${OVERTIME_LIMITS.minutesMax}`);
    expect(decision).toContain(`data.computedMinutes <= ${OVERTIME_LIMITS.minutesMax}`);
    expect(decision).toContain("decisionId == data.userId + '_' + data.day");
    expect(body('overtimeNote')).toContain(`text(data.note, ${OVERTIME_LIMITS.noteMax})`);
  });

  it('updates an agreement only to void it, once, and deletes neither an agreement nor a decision', () => {
    const agreements = block('match /overtimeAgreements/{');
    expect(agreements).toContain(
      'allow update: if isManager() && resource != null && updateInTenant() && validAgreementVoid()',
    );
    expect(agreements).toContain('allow delete: if false;');
    expect(block('match /overtimeDecisions/{')).toContain('allow delete: if false;');
    const voiding = body('validAgreementVoid');
    const fields = `[${AGREEMENT_VOID_FIELDS.map((field) => `'${field}'`).join(', ')}]`;
    expect(voiding).toContain(`changed().hasOnly(${fields})`);
    expect(voiding).toContain(`changed().hasAll(${fields})`);
    expect(voiding).toContain("!('voidedAt' in resource.data)");
    expect(voiding).toContain('data.voidedBy == request.auth.uid');
    expect(voiding).toContain('data.voidedAt == request.time');
    expect(voiding).toContain(`text(data.voidReason, ${OVERTIME_LIMITS.noteMax})`);
  });
});
