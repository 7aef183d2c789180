// @vitest-environment jsdom
import { formatCLP } from '../../domain/format/numbers';
import { computePayslip, type PayrollParams, type PayslipInput } from '../../domain/payroll/compute-payslip';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { payslipNotes } from '../../domain/payroll/payslip-provenance';
import {
  buildPayslipPdf,
  buildPayslipsPdf,
  netPayLine,
  payslipSections,
  type PayslipPdfInput,
  type PayslipRow,
} from './payslip-pdf';

/** October 2026 as the worked example states it. */
const PARAMS: PayrollParams = {
  ...payrollParametersFor('2026-10').params,
  uf: 41_057.2,
  utm: 72_151,
  minimumWage: 553_553,
  pensionCapUf: 90,
  unemploymentCapUf: 135.2,
};
PARAMS.afpCommission = { ...PARAMS.afpCommission, habitat: 1.27 };

const WORKED: PayslipInput = {
  baseSalary: 900_000,
  weeklyHours: 42,
  contract: 'indefinido',
  afp: 'habitat',
  health: { kind: 'fonasa' },
  overtimeSeconds: 4 * 3600,
  unpaidAbsenceDays: 0,
  lateSeconds: 0,
  nonTaxableAllowances: 70_000,
};

const TENANT: PayslipPdfInput['tenant'] = {
  name: 'Panadería Norte',
  legalName: 'Panadería Norte SpA',
  taxId: '76.086.428-5',
  address: 'Av. Matta 1234, Santiago',
};

function example(overrides: Partial<PayslipInput> = {}, period = '2026-11'): PayslipPdfInput {
  const input = { ...WORKED, ...overrides };
  return {
    tenant: TENANT,
    person: { name: 'Ana Núñez', rut: '12.345.678-5', position: 'Panadera' },
    doc: {
      period,
      input,
      basis: {
        workedDays: 22,
        overtimeSeconds: 4 * 3600,
        unpaidAbsenceDays: 0,
        lateSeconds: 0,
        recordedLateSeconds: 0,
        sickLeaveDays: 0,
      },
      payslip: computePayslip(input, PARAMS),
      extras: [],
    },
  };
}

const total = (rows: readonly PayslipRow[]) => rows.reduce((sum, r) => sum + r.amount, 0);

describe('the amounts', () => {
  it('writes pesos with dots, a negative with the minus first', () => {
    expect(formatCLP(1_002_277)).toBe('$1.002.277');
    expect(formatCLP(-30_000)).toBe('-$30.000');
    expect(formatCLP(0)).toBe('$0');
  });
});

describe('payslipSections', () => {
  it('lays out the worked example, and its totals add up to the net pay', () => {
    const sections = payslipSections(example());
    expect(sections.title).toBe('Liquidación de sueldo');
    expect(sections.period).toBe('Noviembre 2026');
    expect(sections.employer).toEqual([
      'Panadería Norte SpA',
      'RUT 76.086.428-5',
      'Av. Matta 1234, Santiago',
    ]);
    expect(sections.person).toEqual([
      'Ana Núñez',
      'RUT 12.345.678-5',
      'Cargo: Panadera',
      'AFP Habitat',
      'Salud: Fonasa',
      'Contrato: Indefinido',
      'Jornada: 42 horas semanales',
      'Días trabajados: 22',
    ]);
    const { earnings, deductions, netPay } = sections;
    expect(earnings.taxable.map((r) => [r.label, r.text])).toEqual([
      ['Sueldo base', '$900.000'],
      ['Horas extras (4 h)', '$30.000'],
      ['Gratificación legal (art. 50)', '$219.115'],
    ]);
    expect(earnings.taxableTotal).toEqual({
      label: 'Total imponible',
      amount: 1_149_115,
      text: '$1.149.115',
    });
    expect(earnings.nonTaxable.map((r) => [r.label, r.text])).toEqual([
      ['Colación y movilización', '$70.000'],
    ]);
    expect(earnings.nonTaxableTotal.text).toBe('$70.000');
    expect(earnings.total).toEqual({ label: 'Total haberes', amount: 1_219_115, text: '$1.219.115' });
    // The zero income tax is left off the page.
    expect(deductions.rows.map((r) => [r.label, r.text])).toEqual([
      ['AFP Habitat (11,27 %)', '$129.505'],
      ['Fonasa (7 %)', '$80.438'],
      ['Seguro de cesantía (0,6 %)', '$6.895'],
    ]);
    expect(deductions.total).toEqual({ label: 'Total descuentos', amount: 216_838, text: '$216.838' });
    expect(netPay).toEqual({ label: 'Líquido a pagar', amount: 1_002_277, text: '$1.002.277' });
    expect(netPayLine(sections)).toBe('Líquido a pagar: $1.002.277');

    expect(total(earnings.taxable)).toBe(earnings.taxableTotal.amount);
    expect(total(earnings.nonTaxable)).toBe(earnings.nonTaxableTotal.amount);
    expect(total(deductions.rows)).toBe(deductions.total.amount);
    expect(earnings.total.amount - deductions.total.amount).toBe(netPay.amount);
  });

  it('shows inasistencias and atrasos as negative imponible rows, and still adds up', () => {
    const sections = payslipSections(example({ unpaidAbsenceDays: 1, lateSeconds: 30 * 60 }));
    const { earnings, deductions, netPay } = sections;
    expect(earnings.taxable.slice(-2).map((r) => [r.label, r.text])).toEqual([
      ['Inasistencias (1 día)', '-$30.000'],
      ['Atrasos (30 min)', '-$2.500'],
    ]);
    expect(total(earnings.taxable)).toBe(earnings.taxableTotal.amount);
    expect(earnings.total.amount - deductions.total.amount).toBe(netPay.amount);
  });

  it('names the overtime and the lateness to the second (Res. Ex. N° 38 art. 44)', () => {
    const sections = payslipSections(example({ overtimeSeconds: 3600 + 5, lateSeconds: 12 * 60 + 30 }));
    const labels = sections.earnings.taxable.map((r) => r.label);
    expect(labels).toContain('Horas extras (1 h 5 s)');
    expect(labels).toContain('Atrasos (12 min 30 s)');
  });

  it('names an Isapre plan, a fixed-term contract, and keeps the sueldo base even at zero', () => {
    const sections = payslipSections(
      example({ health: { kind: 'isapre', planUf: 2.5 }, contract: 'plazo-fijo', baseSalary: 0 }),
    );
    expect(sections.person).toContain('Salud: Isapre (plan 2,5 UF)');
    expect(sections.person).toContain('Contrato: Plazo fijo');
    expect(sections.earnings.taxable[0]).toEqual({ label: 'Sueldo base', amount: 0, text: '$0' });
  });

  it('says when a RUT is missing, and falls back to the tenant name without razón social or address', () => {
    const input = example();
    const sections = payslipSections({
      ...input,
      tenant: { name: 'Panadería Norte', legalName: null, taxId: '  ', address: null },
      person: { name: 'José Peña', rut: null },
    });
    expect(sections.employer).toEqual(['Panadería Norte', 'RUT sin registrar']);
    expect(sections.person.slice(0, 3)).toEqual(['José Peña', 'RUT sin registrar', 'AFP Habitat']);
  });

  it('places the lines of the run’s extras by kind, whatever their code', () => {
    const input = example();
    const { payslip } = input.doc;
    const withExtras = {
      ...payslip,
      lines: [
        ...payslip.lines,
        { code: 'bono', label: 'Bono: metas', kind: 'haber' as const, taxable: true, amount: 50_000 },
        {
          code: 'anticipo',
          label: 'Anticipo: día 15',
          kind: 'descuento' as const,
          taxable: false,
          amount: 100_000,
        },
      ],
    };
    const sections = payslipSections({ ...input, doc: { ...input.doc, payslip: withExtras } });
    expect(sections.earnings.taxable.map((r) => r.label)).toContain('Bono: metas');
    expect(sections.deductions.rows.at(-1)).toEqual({
      label: 'Anticipo: día 15',
      amount: 100_000,
      text: '$100.000',
    });
  });
});

describe('buildPayslipPdf (jsPDF and jspdf-autotable under jsdom)', () => {
  /** jsdom's Blob has no arrayBuffer() or text(); its FileReader reads one. */
  function text(blob: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        const { result } = reader;
        if (result instanceof ArrayBuffer) resolve(new TextDecoder('latin1').decode(result));
        else reject(new Error('Expected an ArrayBuffer'));
      };
      reader.onerror = () => reject(reader.error ?? new Error('Unreadable blob'));
      reader.readAsArrayBuffer(blob);
    });
  }

  it('makes one A4 portrait page with the net pay in words and the signature line', async () => {
    const blob = await buildPayslipPdf(example());
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBeGreaterThan(0);
    const pdf = await text(blob);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // Standard fonts are WinAnsi: Spanish letters survive as single Latin-1 bytes.
    for (const piece of [
      'Líquido a pagar: $1.002.277',
      'Recibí conforme',
      'Liquidación de sueldo',
      'Noviembre 2026',
      'Ana Núñez',
      'Total imponible',
      '$1.149.115',
    ]) {
      expect(pdf).toContain(piece);
    }
  });

  it('prints the art. 47 CT note under the net pay, and none under art. 50', async () => {
    const notes = payslipNotes({ gratificationRegime: 'art47' });
    expect(notes).toHaveLength(1);
    const pdf = await text(await buildPayslipPdf({ ...example(), notes }));
    // jsPDF wraps the note: its first words are on the page as written.
    expect(pdf).toContain('Gratificación art. 47: se paga al cierre del ejercicio');
    expect(payslipSections({ ...example(), notes }).notes).toEqual(notes);
    const art50 = await text(await buildPayslipPdf({ ...example(), notes: payslipNotes({}) }));
    expect(art50).not.toContain('Gratificación art. 47');
  });

  it('puts every payslip of a run on a page of its own', async () => {
    const pdf = await text(
      await buildPayslipsPdf([
        example(),
        { ...example({ baseSalary: 1_800_000 }), person: { name: 'José Peña', rut: null } },
      ]),
    );
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(pdf).toContain('Ana Núñez');
    expect(pdf).toContain('José Peña');
  });

  it('refuses an empty run', async () => {
    await expect(buildPayslipsPdf([])).rejects.toThrow(RangeError);
  });
});
