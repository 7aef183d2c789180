import { previredFile } from './previred-file';
import { FONASA_WORKER, OCTOBER_2026, OCTOBER_2026_RATES } from './previred-fixtures';
import { validatePrevired, validatePreviredRows } from './validate-previred';

/** The October rows with field `number` of line `line` (both 1-based) replaced by `value`. */
function withField(line: number, number: number, value: string): string[][] {
  return previredFile(OCTOBER_2026).rows.map((row, index) =>
    index === line - 1 ? row.map((cell, at) => (at === number - 1 ? value : cell)) : row,
  );
}

const where = (problems: { line: number; field: number }[]) =>
  problems.map(({ line, field }) => [line, field]);

describe('validatePrevired', () => {
  it('a RUT whose check digit is wrong is reported on its line, field 2 (DV)', () => {
    const problems = validatePreviredRows(withField(2, 2, '0'));
    expect(where(problems)).toEqual([[2, 2]]);
    expect(problems[0]?.message).toBe(
      'DV trabajador: el RUT 15678234-0 no es válido: su dígito verificador es 3.',
    );
  });

  it('a missing AFP code is reported on its line, field 26', () => {
    const problems = validatePreviredRows(withField(3, 26, '00'));
    expect(where(problems)).toEqual([[3, 26]]);
    expect(problems[0]?.message).toBe('Código de la AFP: falta el código de la AFP.');
  });

  it('a code outside its table: AFP 99, Isapre 42, CCAF 09, mutual 07, movement 09', () => {
    const rows = withField(1, 26, '99').map((row, index) =>
      index === 1 ? row.map((cell, at) => ({ 74: '42', 82: '09', 95: '07', 14: '09' })[at] ?? cell) : row,
    );
    expect(where(validatePreviredRows(rows))).toEqual([
      [1, 26],
      [2, 15],
      [2, 75],
      [2, 83],
      [2, 96],
    ]);
  });

  it('105 campos: a line of 104 fields, or of 860 characters, is reported as a whole (field 0)', () => {
    const rows = previredFile(OCTOBER_2026).rows;
    expect(where(validatePreviredRows([rows[0] ?? [], (rows[1] ?? []).slice(0, 104)]))).toEqual([[2, 0]]);
    const lines = previredFile(OCTOBER_2026).text.split('\r\n');
    const shortened = [lines[0], (lines[1] ?? '').slice(0, 860), lines[2]].join('\r\n');
    const problems = validatePrevired(shortened);
    expect(where(problems)).toEqual([[2, 0]]);
    expect(problems[0]?.message).toContain('860 caracteres');
  });

  it('numbers are digits and fields keep their width', () => {
    expect(where(validatePreviredRows(withField(1, 27, '1149115.')))).toEqual([[1, 27]]);
    expect(where(validatePreviredRows(withField(1, 13, '030')))).toEqual([[1, 13]]);
    expect(where(validatePreviredRows(withField(2, 22, '-01000')))).toEqual([[2, 22]]);
  });

  it('mandatory fields: apellido paterno, nombres, sexo, tipo de jornada (v98)', () => {
    const blank = (width: number) => ' '.repeat(width);
    expect(where(validatePreviredRows(withField(1, 3, blank(30))))).toEqual([[1, 3]]);
    expect(where(validatePreviredRows(withField(1, 5, blank(30))))).toEqual([[1, 5]]);
    expect(where(validatePreviredRows(withField(1, 6, ' ')))).toEqual([[1, 6]]);
    expect(where(validatePreviredRows(withField(1, 93, '00000000')))).toEqual([[1, 93]]);
  });

  it('a movement with dates (7, contratación plazo fijo) needs both; days worked at most 30', () => {
    expect(where(validatePreviredRows(withField(3, 17, ' '.repeat(10))))).toEqual([[3, 17]]);
    expect(where(validatePreviredRows(withField(3, 16, '31-02-2026')))).toEqual([[3, 16]]);
    expect(where(validatePreviredRows(withField(1, 13, '31')))).toEqual([[1, 13]]);
  });

  it('AFP 11,27 % of $1.149.115 + 0,1 % = $130.654: $129.505 (the reform part left out) is off by the rate', () => {
    const rows = withField(1, 28, '00129505');
    expect(where(validatePreviredRows(rows, OCTOBER_2026_RATES))).toEqual([[1, 28]]);
    // Without the month's rates only a cotización outside 10 %–13 % is caught.
    expect(validatePreviredRows(rows)).toEqual([]);
    expect(where(validatePreviredRows(withField(1, 28, '00100000')))).toEqual([[1, 28]]);
  });

  it('salud is 7 % of its imponible: Fonasa $80.438 of $1.149.115; Isapre legal part $126.000 of $1.800.000', () => {
    const fonasa = validatePreviredRows(withField(1, 70, '00080448'));
    expect(where(fonasa)).toEqual([[1, 70]]);
    expect(fonasa[0]?.message).toBe(
      'Cotización Fonasa: dice $80.448 y el 7 % de la renta imponible de salud da $80.438.',
    );
    expect(where(validatePreviredRows(withField(2, 80, '00205286')))).toEqual([[2, 80]]);
    expect(where(validatePreviredRows(withField(2, 79, '00000000')))).toEqual([[2, 79]]);
  });

  it('seguro de cesantía: worker 0,6 % (indefinido, employer 2,4 %) or nothing (employer 3 % or 0,8 %)', () => {
    expect(where(validatePreviredRows(withField(1, 101, '00006000')))).toEqual([[1, 101]]);
    // Plazo fijo: no worker part, so 2,4 % ($15.600 of $650.000) is not the employer's rate; 3 % is $19.500.
    const fixedTerm = validatePreviredRows(withField(3, 102, '00015600'));
    expect(where(fixedTerm)).toEqual([[3, 102]]);
    expect(fixedTerm[0]?.message).toBe(
      'Aporte empleador seguro de cesantía: dice $15.600 y el 3 % u 0,8 % de $650.000 no da eso.',
    );
    // 0,8 % (indefinido with 11 years or more, no worker part) of $1.149.115 = $9.193.
    const senior = withField(1, 101, '00000000').map((row, index) =>
      index === 0 ? row.map((cell, at) => (at === 101 ? '00009193' : cell)) : row,
    );
    expect(validatePreviredRows(senior)).toEqual([]);
    expect(where(validatePreviredRows(withField(1, 102, '00009193')))).toEqual([[1, 102]]);
  });

  it('a type 01 line must follow its worker principal line, and a second principal line is a duplicate', () => {
    const rows = previredFile(OCTOBER_2026).rows;
    const [first, second] = rows;
    if (first === undefined || second === undefined) throw new Error('two rows expected');
    const additional = second.map((cell, at) => (at === 13 ? '01' : cell));
    expect(where(validatePreviredRows([first, additional]))).toEqual([[2, 14]]);
    expect(where(validatePreviredRows([first, first]))).toEqual([[2, 1]]);
  });

  it('campo 92 (RIMA): a licencia médica (movimiento 3) on a type 00 or 01 line needs the month before’s imponible', () => {
    const licencias = [
      { code: 3 as const, from: '2026-10-09', to: '2026-10-11' },
      { code: 3 as const, from: '2026-10-20', to: '2026-10-22' },
    ];
    const withLicencias = (previousMonthTaxable?: number) =>
      previredFile({
        ...OCTOBER_2026,
        workers: [
          {
            ...FONASA_WORKER,
            movements: licencias,
            ...(previousMonthTaxable === undefined ? {} : { previousMonthTaxable }),
          },
        ],
      }).text;
    const problems = validatePrevired(withLicencias());
    expect(where(problems)).toEqual([[1, 92]]);
    expect(problems[0]?.message).toBe(
      'Renta imponible mes anterior a la licencia: falta la renta imponible del mes anterior (RIMA), que Previred exige con una licencia médica (movimiento 3).',
    );
    expect(validatePrevired(withLicencias(1_149_115), OCTOBER_2026_RATES)).toEqual([]);
    // Only the second line (type 01) carries the licencia: the principal line still needs the RIMA.
    const [principal, additional] = previredFile({
      ...OCTOBER_2026,
      workers: [{ ...FONASA_WORKER, hireDate: '2026-10-06', movements: licencias.slice(0, 1) }],
    }).rows;
    if (principal === undefined || additional === undefined) throw new Error('two rows expected');
    expect([principal[14]?.trim(), additional[14]?.trim()]).toEqual(['01', '03']);
    expect(where(validatePreviredRows([principal, additional]))).toEqual([[1, 92]]);
    // Before Aug‑2025 field 92 was "uso futuro": nothing is asked.
    const july2025 = previredFile({
      ...OCTOBER_2026,
      period: '2025-07',
      workers: [{ ...FONASA_WORKER, movements: [{ code: 3, from: '2025-07-09', to: '2025-07-11' }] }],
    });
    expect(validatePrevired(july2025.text).filter((problem) => problem.field === 92)).toEqual([]);
  });

  it('the October file passes with and without the month rates', () => {
    expect(validatePrevired(previredFile(OCTOBER_2026).text, OCTOBER_2026_RATES)).toEqual([]);
  });
});
