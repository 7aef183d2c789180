import { PREVIRED_FIELDS, PREVIRED_FIELD_COUNT, PREVIRED_LINE_WIDTH, splitPreviredLine } from './layout';
import { previredFile, type PreviredWorker } from './previred-file';
import {
  FIXED_TERM_WORKER,
  FONASA_WORKER,
  ISAPRE_WORKER,
  OCTOBER_2026,
  OCTOBER_2026_RATES,
} from './previred-fixtures';
import { validatePrevired } from './validate-previred';
import { splitWorkerName } from './worker-name';

/** Field `number` (1 … 105) of a row, trimmed. */
const field = (row: readonly string[] | undefined, number: number) => (row?.[number - 1] ?? '').trim();

describe('Previred layout', () => {
  it('105 campos whose widths add up to the 861 characters of a line', () => {
    expect(PREVIRED_FIELD_COUNT).toBe(105);
    expect(PREVIRED_LINE_WIDTH).toBe(861);
    // The offsets a real upload was read at: tipo de línea 124, renta imponible AFP 174, cesantía 805.
    const offset = (number: number) =>
      PREVIRED_FIELDS.slice(0, number - 1).reduce((sum, spec) => sum + spec.width, 0);
    expect([offset(14), offset(15), offset(27), offset(28), offset(93), offset(94), offset(100)]).toEqual([
      124, 126, 174, 182, 748, 756, 805,
    ]);
  });
});

describe('previredFile', () => {
  it('105 campos: a three-worker month (Fonasa, Isapre, plazo fijo) is three lines that pass the validator', () => {
    const file = previredFile(OCTOBER_2026);
    const lines = file.text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.length)).toEqual([861, 861, 861]);
    expect(file.rows.map((row) => row.length)).toEqual([105, 105, 105]);
    expect(lines.map(splitPreviredLine)).toEqual(file.rows);
    expect(validatePrevired(file.text)).toEqual([]);
    expect(validatePrevired(file.text, OCTOBER_2026_RATES)).toEqual([]);
    expect(file.fileName).toBe('previred-2026-10.txt');
    expect(file.layout).toBe('reforma-2026');
  });

  it('writes the worker, the period and the AFP line: 11,27 % + the 0,1 % individual account in field 28', () => {
    const [row] = previredFile(OCTOBER_2026).rows;
    expect(row?.slice(0, 5)).toEqual([
      '00012345678',
      '5',
      'PEREZ'.padEnd(30),
      'GONZALEZ'.padEnd(30),
      'MARIA JOSE'.padEnd(30),
    ]);
    expect([6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => field(row, n))).toEqual([
      'F',
      '0',
      '01',
      '102026',
      '102026',
      'AFP',
      '0',
      '30',
      '00',
      '00',
    ]);
    expect([26, 27, 28, 29].map((n) => field(row, n))).toEqual(['05', '01149115', '00130654', '00020454']);
    // Fonasa: code 07, the imponible in 64, the 7 % in 70; no CCAF; mutual ACHS 0,93 %.
    expect([64, 70, 75, 77, 83, 90].map((n) => field(row, n))).toEqual([
      '01149115',
      '00080438',
      '07',
      '00000000',
      '00',
      '00000000',
    ]);
    expect([96, 97, 98, 100, 101, 102].map((n) => field(row, n))).toEqual([
      '01',
      '01149115',
      '00010687',
      '01149115',
      '00006895',
      '00027579',
    ]);
    // Ley 21.735 (v98): jornada completa, expectativa de vida 0,72 %, rentabilidad protegida 0,9 %.
    expect([93, 94, 95].map((n) => field(row, n))).toEqual(['00000001', '00008274', '00000000000000010342']);
  });

  it('Isapre: the legal 7 % in field 80 and the rest of the 5 UF plan in field 81', () => {
    const row = previredFile(OCTOBER_2026).rows[1];
    expect([3, 4, 5].map((n) => field(row, n))).toEqual(['DE LA FUENTE', 'SOTO', 'JUAN']);
    expect([26, 28, 64, 70, 75, 76].map((n) => field(row, n))).toEqual([
      '34',
      '00192240',
      '00000000',
      '00000000',
      '04',
      '123456',
    ]);
    expect([77, 78, 79, 80, 81].map((n) => field(row, n))).toEqual([
      '01800000',
      '1',
      '00205286',
      '00126000',
      '00079286',
    ]);
  });

  it('plazo fijo hired on the 6th: movement 7 from the 6th to the month end, no AFC worker part, 3 % employer', () => {
    const row = previredFile(OCTOBER_2026).rows[2];
    expect([13, 15, 16, 17].map((n) => field(row, n))).toEqual(['25', '07', '06-10-2026', '31-10-2026']);
    expect([100, 101, 102].map((n) => field(row, n))).toEqual(['00650000', '00000000', '00019500']);
    expect(field(row, 93)).toBe('00000002');
  });

  it('one line per worker and movement: hired and let go in the month is a 00 line and a 01 line', () => {
    const shortStay: PreviredWorker = {
      ...FIXED_TERM_WORKER,
      hireDate: '2026-10-06',
      endDate: '2026-10-20',
      daysWorked: 15,
    };
    const file = previredFile({ ...OCTOBER_2026, workers: [FONASA_WORKER, shortStay, ISAPRE_WORKER] });
    expect(file.rows).toHaveLength(4);
    const [, principal, additional] = file.rows;
    expect([14, 15, 16, 17].map((n) => field(principal, n))).toEqual([
      '00',
      '07',
      '06-10-2026',
      '20-10-2026',
    ]);
    expect([14, 15, 16, 17].map((n) => field(additional, n))).toEqual([
      '01',
      '02',
      '06-10-2026',
      '20-10-2026',
    ]);
    // The amounts travel on the principal line only.
    expect([27, 28, 70, 102].map((n) => field(additional, n))).toEqual([
      '00000000',
      '00000000',
      '00000000',
      '00000000',
    ]);
    expect(field(additional, 1)).toBe(field(principal, 1));
    expect(validatePrevired(file.text, OCTOBER_2026_RATES)).toEqual([]);
  });

  it('v84 (remuneraciones Aug-2025 to Jul-2026): field 95 is blank, 92–94 carry the reform', () => {
    const file = previredFile({ ...OCTOBER_2026, period: '2025-10', workers: [FONASA_WORKER] });
    const [row] = file.rows;
    expect(file.layout).toBe('reforma-2025');
    expect(row?.[94]).toBe(' '.repeat(20));
    expect([9, 93, 94].map((n) => field(row, n))).toEqual(['102025', '00000001', '00008274']);
    expect(validatePrevired(file.text)).toEqual([]);
  });

  it('before Aug-2025 fields 92–95 stay "uso futuro": zeros and a blank 95', () => {
    const [row] = previredFile({ ...OCTOBER_2026, period: '2025-06', workers: [FONASA_WORKER] }).rows;
    expect([92, 93, 94, 95].map((n) => field(row, n))).toEqual(['00000000', '00000000', '00000000', '']);
  });

  it('Fonasa with a CCAF: the 7 % splits between fields 70 and 90 and the CCAF imponible is written', () => {
    const withCcaf: PreviredWorker = {
      ...FONASA_WORKER,
      health: { kind: 'fonasa', taxable: 1_149_115, amount: 80_438, ccafPart: 48_263 },
    };
    const file = previredFile({
      ...OCTOBER_2026,
      company: { ...OCTOBER_2026.company, ccaf: '01' },
      workers: [withCcaf],
    });
    expect([70, 83, 84, 90].map((n) => field(file.rows[0], n))).toEqual([
      '00032175',
      '01',
      '01149115',
      '00048263',
    ]);
    expect(validatePrevired(file.text)).toEqual([]);
  });

  it('no mutual: the accident insurance goes to the ISL (field 71), not to 97–98', () => {
    const file = previredFile({ ...OCTOBER_2026, company: { ...OCTOBER_2026.company, mutual: '00' } });
    const row = file.rows[1];
    expect([64, 71, 96, 97, 98].map((n) => field(row, n))).toEqual([
      '01800000',
      '00016740',
      '00',
      '00000000',
      '00000000',
    ]);
    expect(validatePrevired(file.text)).toEqual([]);
  });

  it('campos 83 and 96: a worker’s own CCAF and mutual over the company’s (the file keeps them per person)', () => {
    const file = previredFile({
      ...OCTOBER_2026,
      workers: [
        {
          ...FONASA_WORKER,
          ccaf: '01',
          mutual: '00',
          health: { kind: 'fonasa', taxable: 1_149_115, amount: 80_438, ccafPart: 48_263 },
        },
        ISAPRE_WORKER,
      ],
    });
    const [own, company] = file.rows;
    // Los Andes and the ISL: the CCAF imponible in 84, the accident insurance in 71, nothing in 97–98.
    expect([70, 71, 83, 84, 90, 96, 97, 98].map((n) => field(own, n))).toEqual([
      '00032175',
      '00010687',
      '01',
      '01149115',
      '00048263',
      '00',
      '00000000',
      '00000000',
    ]);
    expect([83, 96, 98].map((n) => field(company, n))).toEqual(['00', '01', '00016740']);
    expect(validatePrevired(file.text, OCTOBER_2026_RATES)).toEqual([]);
  });

  it('campos 19–21: cargas simples, maternales and por invalidez', () => {
    const withCharges: PreviredWorker = {
      ...FONASA_WORKER,
      familyAllowance: { tramo: 'A', charges: 2, maternal: 1, invalid: 1, amount: 88_404 },
    };
    const [row] = previredFile({ ...OCTOBER_2026, workers: [withCharges] }).rows;
    expect([18, 19, 20, 21, 22].map((n) => field(row, n))).toEqual(['A', '02', '1', '1', '088404']);
  });

  it('what the app does not record (sex, which Isapre) is left blank for the validator to name', () => {
    const unknown: PreviredWorker = {
      ...ISAPRE_WORKER,
      sex: null,
      health: { ...ISAPRE_WORKER.health, kind: 'isapre', institution: null, agreedPlan: 205_286 },
    };
    const file = previredFile({ ...OCTOBER_2026, workers: [unknown] });
    expect(validatePrevired(file.text).map(({ line, field: number }) => [line, number])).toEqual([
      [1, 6],
      [1, 75],
    ]);
  });
});

describe('splitWorkerName', () => {
  it('given names first, then apellido paterno and materno; particles stay with their surname', () => {
    expect(splitWorkerName('María José Pérez González')).toEqual({
      given: 'María José',
      paternal: 'Pérez',
      maternal: 'González',
    });
    expect(splitWorkerName('Pedro Soto de la Fuente')).toEqual({
      given: 'Pedro',
      paternal: 'Soto',
      maternal: 'de la Fuente',
    });
    expect(splitWorkerName('Ana del Río')).toEqual({ given: 'Ana', paternal: 'del Río', maternal: '' });
    expect(splitWorkerName('Camila Rojas')).toEqual({ given: 'Camila', paternal: 'Rojas', maternal: '' });
    expect(splitWorkerName('Cher')).toEqual({ given: 'Cher', paternal: '', maternal: '' });
  });
});
