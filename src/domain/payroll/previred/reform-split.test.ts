import { reformSplitRates, splitReform } from './reform-split';

describe('Ley 21.735 in the Previred file', () => {
  it('Oct-2026 (v98): 3,5 % of $1.149.115 = $40.219 is CCI $1.149 + CRP $10.342 + SIS $20.454 + expectativa $8.274', () => {
    const split = splitReform(40_219, reformSplitRates('2026-10'));
    expect(split).toEqual({
      individualAccount: 1_149,
      protectedReturn: 10_342,
      lifeExpectancy: 8_274,
      sis: 20_454,
    });
  });

  it('Oct-2025 (v84): 1 % of $1.149.115 = $11.491 is CCI $1.149 + expectativa de vida $10.342, no CRP, no SIS', () => {
    expect(splitReform(11_491, reformSplitRates('2025-10'))).toEqual({
      individualAccount: 1_149,
      protectedReturn: 0,
      lifeExpectancy: 10_342,
      sis: 0,
    });
  });

  it('the parts always add up to what the run charged, even a total the table’s rates do not give', () => {
    for (const total of [1, 7, 40_218, 40_220, 123_457]) {
      const split = splitReform(total, reformSplitRates('2026-11'));
      expect(split.individualAccount + split.protectedReturn + split.lifeExpectancy + split.sis).toBe(total);
    }
  });

  it('before Aug-2025 there is no reform; from Aug-2027 the CCI is 0,25 % and the CRP 1,5 %', () => {
    expect(splitReform(10_000, reformSplitRates('2025-07'))).toEqual({
      individualAccount: 0,
      protectedReturn: 0,
      lifeExpectancy: 0,
      sis: 0,
    });
    expect(reformSplitRates('2027-08')).toEqual({
      individualAccount: 0.25,
      protectedReturn: 1.5,
      lifeExpectancy: 0.72,
      sis: 1.78,
    });
  });
});
