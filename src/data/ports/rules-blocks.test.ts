// @vitest-environment node
import { FORMATTED_RUT } from '../../domain/chile/rut';
import { applyRulesBlocks, rulesBlocks, rulesPattern, rulesString } from './rules-blocks';

describe('the generated blocks of firestore.rules', () => {
  it('write the RUT pattern without backslashes, accepting and refusing what FORMATTED_RUT does', () => {
    const inRules = new RegExp(rulesPattern(FORMATTED_RUT));
    expect(rulesPattern(FORMATTED_RUT)).not.toContain('\\');
    const samples = [
      '12.345.678-5',
      '12.345.678-K',
      '1-9',
      '12345678-5',
      '012.345.678-5',
      '12.345.678-k',
      '',
    ];
    for (const sample of samples) expect(inRules.test(sample), sample).toBe(FORMATTED_RUT.test(sample));
  });

  it('refuse a pattern or a string they cannot write as rules text', () => {
    expect(() => rulesPattern(/^\w+$/)).toThrow(/backslashes/);
    expect(() => rulesString("it's")).toThrow(/rules string/);
  });

  it('state every employee-file field of the users block, with its bounds', () => {
    const users = rulesBlocks().users ?? '';
    expect(users).toContain('(d.payAmount is int && d.payAmount >= 0 && d.payAmount <= 100000000)');
    expect(users).toContain('(d.contractWeeklyHours is number && d.contractWeeklyHours >= 1');
    expect(users).toContain("d.get('afp', null) in [null, 'capital', 'cuprum'");
  });

  it('replace what stands between the markers, and fail when a marker is missing', () => {
    const marked = [
      '    // ---- generated: users (npm run rules:generate) ----',
      '    stale',
      '    // ---- end generated: users ----',
      '    // ---- generated: time zones (npm run rules:generate) ----',
      '    // ---- end generated: time zones ----',
    ].join('\n');
    const once = applyRulesBlocks(marked);
    expect(once).not.toContain('stale');
    expect(applyRulesBlocks(once)).toBe(once);
    expect(() => applyRulesBlocks('no markers')).toThrow(/no generated block 'users'/);
  });
});
