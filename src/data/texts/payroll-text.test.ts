import { payrollParametersFor } from '../../domain/payroll/parameters';
import { extraAddedText, extraRemovedText, paramChanges, periodLabel } from './payroll-text';

describe('the texts of /remuneraciones and of the entries the server logs (M6)', () => {
  it('names the month in Spanish, capitalised', () => {
    expect(periodLabel('2026-11')).toBe('Noviembre 2026');
    expect(periodLabel('2027-01')).toBe('Enero 2027');
    expect(() => periodLabel('2026-13')).toThrow(RangeError);
  });

  it('tells a one-off line added or taken away', () => {
    const extra = { kind: 'prestamo' as const, amount: 120_000, reason: 'Cuota 3 de 6' };
    expect(extraAddedText(extra, 'Camila Rojas')).toBe(
      'Cuota de préstamo de $120.000 para Camila Rojas: Cuota 3 de 6',
    );
    expect(extraRemovedText(extra, 'Camila Rojas')).toBe(
      'Quitado cuota de préstamo de $120.000 de Camila Rojas: Cuota 3 de 6',
    );
  });

  it('tells each parameter changed, before and after, and nothing else', () => {
    const before = payrollParametersFor('2026-10');
    const after = {
      params: {
        ...before.params,
        utm: 70_000,
        afpCommission: { ...before.params.afpCommission, modelo: 0.5 },
      },
      employer: { ...before.employer, sisPercent: 1.5 },
    };
    expect(paramChanges(before, before)).toEqual([]);
    expect(paramChanges(before, after)).toEqual([
      'UTM ($): 72.151 → 70.000',
      'Comisión AFP Modelo (%): 0,58 → 0,5',
      'SIS (%): 0 → 1,5',
    ]);
  });
});
