/**
 * firestore.rules states the corrections' rules (src/data/ports/correction-write.ts) with literal lists and
 * numbers: the rules cannot import TypeScript. This reads the rules as text and fails the moment one of those copies drifts from what it mirrors.
 */
import {
  CORRECTION_CLOSE_FIELDS,
  CORRECTION_FIELDS,
  CORRECTION_RESPONSE_FIELDS,
  CORRECTION_SLOT_MAX,
} from '../../src/data/ports/correction-write';
import { CORRECTION_LIMITS } from '../../src/domain/attendance/corrections';
import { PUNCH_ORDER } from '../../src/domain/attendance/punches';
import { block, body, listAfter } from './rules-text';

describe('firestore.rules mirrors the corrections rules', () => {
  it('whitelists the fields of a correction and of each answer', () => {
    expect(listAfter(body('validCorrectionCreate'), 'hasOnly(')).toEqual([...CORRECTION_FIELDS]);
    expect(listAfter(body('validCorrectionRespond'), 'hasOnly(')).toEqual([...CORRECTION_RESPONSE_FIELDS]);
    expect(listAfter(body('validCorrectionClose'), 'hasOnly(')).toEqual([...CORRECTION_CLOSE_FIELDS]);
  });

  it('uses the same punches, bounds and window', () => {
    const create = body('validCorrectionCreate');
    expect(listAfter(create, "data.get('punch', null) in")).toEqual([...PUNCH_ORDER]);
    expect(create).toContain(`data.slotIndex <= ${CORRECTION_SLOT_MAX}`);
    expect(create).toContain(
      `data.objectionHours >= ${CORRECTION_LIMITS.objectionHoursMin} && data.objectionHours <= ${CORRECTION_LIMITS.objectionHoursMax}`,
    );
    expect(create).toContain(`correctionText(data.get('reason', null), ${CORRECTION_LIMITS.reasonMin})`);
    expect(body('correctionText')).toContain(`value.size() <= ${CORRECTION_LIMITS.textMax}`);
    expect(body('correctionWindowOpen')).toContain(
      "request.time < resource.data.createdAt + duration.value(resource.data.objectionHours, 'h')",
    );
  });

  it('lets managers only read attendance, and nobody delete a correction', () => {
    const attendance = block('match /attendance/{');
    expect(attendance).toContain('allow create: if isEmployee() && validPunchCreate(');
    expect(attendance).toContain('allow update: if isEmployee() && (');
    expect(attendance).toContain('allow delete: if false;');
    expect(attendance).not.toContain('isManager() && writtenInTenant()');
    const corrections = block('match /corrections/{');
    expect(corrections).toContain('allow delete: if false;');
    expect(corrections).toContain('isManager() && writtenInTenant() && validCorrectionCreate(');
    expect(corrections).toContain(
      'isEmployee() && resource != null && isOwn(resource.data) && validCorrectionRespond()',
    );
  });

  it('accepts the tenant’s objection window within the same bounds', () => {
    const settings = body('validSettings');
    expect(settings).toContain("s.keys().hasOnly(keys.concat(['punchWindow', 'objectionHours']))");
    expect(settings).toContain(
      `s.objectionHours is int && s.objectionHours >= ${CORRECTION_LIMITS.objectionHoursMin} && s.objectionHours <= ${CORRECTION_LIMITS.objectionHoursMax}`,
    );
  });
});
