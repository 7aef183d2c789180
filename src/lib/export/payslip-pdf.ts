/**
 * The payslip (liquidación de sueldo) as a PDF page: what the page shows is a pure function
 * (`payslipSections`), the drawing is jsPDF's. jsPDF and its table plugin are imported when a PDF is asked for, as
 * in pdf.ts: they are the largest thing the app can download.
 *
 * The page adds up from the payslip's own numbers: haberes imponibles (the discounts that lower the imponible,
 * inasistencias and atrasos, shown negative among them) make `Total imponible` = payslip.taxableEarnings; with the
 * haberes no imponibles they make `Total haberes`; the other discounts make `Total descuentos`; and
 * `Total haberes − Total descuentos = Líquido a pagar` = payslip.netPay. Lines are read generically by kind and
 * taxable, so the run's extras (bono, anticipo, préstamo) land where they belong.
 */
import type { jsPDF } from 'jspdf';
import type { autoTable as autoTableFunction, CellDef, RowInput } from 'jspdf-autotable';

import { periodLabel } from '../../data/texts/payroll-text';
import type { PayslipDoc, Tenant } from '../../data/ports/collections';
import { formatCLP, formatDuration, formatNumber } from '../../domain/format/numbers';
import { AFP_LABEL, CONTRACT_TYPE_LABEL } from '../../domain/labels';
import type { PayslipLine } from '../../domain/payroll/compute-payslip';

export interface PayslipPdfInput {
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address'>;
  person: { name: string; rut: string | null; position?: string | null };
  doc: Pick<PayslipDoc, 'period' | 'input' | 'basis' | 'payslip' | 'extras'>;
  /** What the lines do not say (`payslipNotes`: under art. 47 CT, why there is no monthly gratificación). */
  notes?: readonly string[];
}

/** One line of the page: its words, its signed amount in pesos, and that amount as the page writes it. */
export interface PayslipRow {
  label: string;
  amount: number;
  text: string;
}

export interface PayslipSections {
  /** 'Liquidación de sueldo'. */
  title: string;
  /** 'Noviembre 2026'. */
  period: string;
  /** Razón social, RUT, address. */
  employer: string[];
  /** Name, RUT, position, AFP, health, contract, hours, days worked. */
  person: string[];
  earnings: {
    /** Haberes imponibles, then the discounts that lower the imponible (negative). */
    taxable: PayslipRow[];
    /** `Total imponible` = payslip.taxableEarnings. */
    taxableTotal: PayslipRow;
    nonTaxable: PayslipRow[];
    /** `Total no imponible`. */
    nonTaxableTotal: PayslipRow;
    /** `Total haberes` = imponible + no imponible. */
    total: PayslipRow;
  };
  deductions: {
    /** AFP, salud, cesantía, impuesto, and the month's advances and loan installments. */
    rows: PayslipRow[];
    /** `Total descuentos`. */
    total: PayslipRow;
  };
  /** `Líquido a pagar` = payslip.netPay. */
  netPay: PayslipRow;
  /** Printed under the net pay, one paragraph each. */
  notes: string[];
}

export const PAYSLIP_TITLE = 'Liquidación de sueldo';
const NET_PAY_LABEL = 'Líquido a pagar';

const row = (label: string, amount: number): PayslipRow => ({ label, amount, text: formatCLP(amount) });
const sum = (rows: readonly PayslipRow[]) => rows.reduce((total, r) => total + r.amount, 0);

/** The line's words, with the quantity behind it where the input has one. */
function lineLabel(line: PayslipLine, input: PayslipPdfInput['doc']['input']): string {
  switch (line.code) {
    case 'horas-extras':
      return input.overtimeSeconds > 0
        ? `${line.label} (${formatDuration(input.overtimeSeconds)})`
        : line.label;
    case 'inasistencias':
      return input.unpaidAbsenceDays > 0
        ? `${line.label} (${formatNumber(input.unpaidAbsenceDays)} ${input.unpaidAbsenceDays === 1 ? 'día' : 'días'})`
        : line.label;
    case 'atrasos':
      return input.lateSeconds > 0 ? `${line.label} (${formatDuration(input.lateSeconds)})` : line.label;
    default:
      return line.label;
  }
}

function employerLines(tenant: PayslipPdfInput['tenant']): string[] {
  const lines = [tenant.legalName?.trim() || tenant.name, `RUT ${tenant.taxId?.trim() || 'sin registrar'}`];
  const address = tenant.address?.trim();
  if (address) lines.push(address);
  return lines;
}

function personLines({ person, doc }: Pick<PayslipPdfInput, 'person' | 'doc'>): string[] {
  const { input, basis } = doc;
  const lines = [person.name, `RUT ${person.rut?.trim() || 'sin registrar'}`];
  const position = person.position?.trim();
  if (position) lines.push(`Cargo: ${position}`);
  lines.push(`AFP ${AFP_LABEL[input.afp]}`);
  lines.push(
    input.health.kind === 'isapre'
      ? `Salud: Isapre (plan ${formatNumber(input.health.planUf)} UF)`
      : 'Salud: Fonasa',
  );
  lines.push(`Contrato: ${CONTRACT_TYPE_LABEL[input.contract]}`);
  lines.push(`Jornada: ${formatNumber(input.weeklyHours)} horas semanales`);
  lines.push(`Días trabajados: ${formatNumber(basis.workedDays)}`);
  return lines;
}

/** What the payslip's page shows, in order, every amount already formatted. */
export function payslipSections(input: PayslipPdfInput): PayslipSections {
  const { payslip } = input.doc;
  // A zero line says nothing, except the sueldo base: the page always states the agreed pay.
  const shown = payslip.lines.filter((line) => line.amount !== 0 || line.code === 'sueldo-base');
  const rowOf = (line: PayslipLine, sign: 1 | -1) =>
    row(lineLabel(line, input.doc.input), sign * line.amount);
  const taxable = [
    ...shown.filter((l) => l.kind === 'haber' && l.taxable).map((l) => rowOf(l, 1)),
    ...shown.filter((l) => l.kind === 'descuento' && l.taxable).map((l) => rowOf(l, -1)),
  ];
  const nonTaxable = shown.filter((l) => l.kind === 'haber' && !l.taxable).map((l) => rowOf(l, 1));
  const deductions = shown.filter((l) => l.kind === 'descuento' && !l.taxable).map((l) => rowOf(l, 1));
  const nonTaxableTotal = sum(nonTaxable);
  return {
    title: PAYSLIP_TITLE,
    period: periodLabel(input.doc.period),
    employer: employerLines(input.tenant),
    person: personLines(input),
    earnings: {
      taxable,
      taxableTotal: row('Total imponible', payslip.taxableEarnings),
      nonTaxable,
      nonTaxableTotal: row('Total no imponible', nonTaxableTotal),
      total: row('Total haberes', payslip.taxableEarnings + nonTaxableTotal),
    },
    deductions: { rows: deductions, total: row('Total descuentos', sum(deductions)) },
    netPay: row(NET_PAY_LABEL, payslip.netPay),
    notes: [...(input.notes ?? [])],
  };
}

/** 'Líquido a pagar: $1.002.277', the page's largest words. */
export function netPayLine(sections: Pick<PayslipSections, 'netPay'>): string {
  return `${sections.netPay.label}: ${sections.netPay.text}`;
}

const MARGIN = 40;
const LINE = 12;

type AutoTable = typeof autoTableFunction;

function tableBody(sections: PayslipSections): RowInput[] {
  const heading = (text: string): CellDef[] => [
    { content: text, colSpan: 2, styles: { fontStyle: 'bold', fillColor: [232, 240, 250] } },
  ];
  const plain = (r: PayslipRow): string[] => [r.label, r.text];
  const total = (r: PayslipRow): CellDef[] => [
    { content: r.label, styles: { fontStyle: 'bold' } },
    { content: r.text, styles: { fontStyle: 'bold' } },
  ];
  const { earnings, deductions } = sections;
  return [
    heading('Haberes imponibles'),
    ...earnings.taxable.map(plain),
    total(earnings.taxableTotal),
    heading('Haberes no imponibles'),
    ...earnings.nonTaxable.map(plain),
    total(earnings.nonTaxableTotal),
    total(earnings.total),
    heading('Descuentos'),
    ...deductions.rows.map(plain),
    total(deductions.total),
  ];
}

/** Draws one payslip on the document's current page. */
function drawPayslip(doc: jsPDF, autoTable: AutoTable, input: PayslipPdfInput): void {
  const sections = payslipSections(input);
  const { width, height } = doc.internal.pageSize;
  let y = MARGIN + 8;
  doc.setTextColor(0);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(sections.title, MARGIN, y);
  doc.setFontSize(12);
  doc.text(sections.period, width - MARGIN, y, { align: 'right' });

  // Employer on the left, worker on the right.
  y += 26;
  const columnX = [MARGIN, width / 2 + 10];
  const blocks: [string, string[]][] = [
    ['Empleador', sections.employer],
    ['Trabajador', sections.person],
  ];
  let bottom = y;
  blocks.forEach(([heading, lines], index) => {
    const x = columnX[index] ?? MARGIN;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(8);
    doc.setTextColor(90);
    doc.text(heading.toUpperCase(), x, y);
    doc.setTextColor(0);
    doc.setFontSize(9);
    lines.forEach((line, lineIndex) => {
      doc.setFont('helvetica', lineIndex === 0 ? 'bold' : 'normal');
      doc.text(line, x, y + (lineIndex + 1) * LINE);
    });
    bottom = Math.max(bottom, y + lines.length * LINE);
  });

  let tableEnd = bottom + 16;
  autoTable(doc, {
    head: [['Concepto', { content: 'Monto', styles: { halign: 'right' } }]],
    body: tableBody(sections),
    startY: bottom + 16,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN },
    styles: { fontSize: 9, cellPadding: 4 },
    // The app's primary (#1976d2) with white text: 4.6:1.
    headStyles: { fillColor: [25, 118, 210], textColor: 255 },
    columnStyles: { 1: { halign: 'right', cellWidth: 120 } },
    theme: 'grid',
    didDrawPage: (data) => {
      tableEnd = data.cursor?.y ?? tableEnd;
    },
  });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(netPayLine(sections), width - MARGIN, tableEnd + 32, { align: 'right' });

  let noteY = tableEnd + 56;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  for (const note of sections.notes) {
    const wrapped = doc.splitTextToSize(note, width - 2 * MARGIN) as string[];
    doc.text(wrapped, MARGIN, noteY);
    noteY += wrapped.length * 10 + 4;
  }

  // Signature at the foot of the page.
  const lineY = height - MARGIN - 40;
  const centre = width / 2;
  doc.setDrawColor(0);
  doc.setLineWidth(0.5);
  doc.line(centre - 110, lineY, centre + 110, lineY);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text('Recibí conforme', centre, lineY + 12, { align: 'center' });
  doc.setFontSize(8);
  doc.setTextColor(90);
  const rut = input.person.rut?.trim();
  doc.text(rut ? `${input.person.name} · RUT ${rut}` : input.person.name, centre, lineY + 24, {
    align: 'center',
  });
  doc.setTextColor(0);
}

async function loadPdf(): Promise<{ doc: jsPDF; autoTable: AutoTable }> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return { doc: new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4' }), autoTable };
}

/** One payslip: an A4 portrait page. */
export async function buildPayslipPdf(input: PayslipPdfInput): Promise<Blob> {
  return buildPayslipsPdf([input]);
}

/** Every payslip of a run in one file, a page each, in the given order. */
export async function buildPayslipsPdf(inputs: readonly PayslipPdfInput[]): Promise<Blob> {
  const [first] = inputs;
  if (first === undefined) throw new RangeError('No payslips to print');
  const { doc, autoTable } = await loadPdf();
  const period = periodLabel(first.doc.period);
  doc.setProperties({
    title:
      inputs.length === 1
        ? `${PAYSLIP_TITLE} ${period} - ${first.person.name}`
        : `Liquidaciones de sueldo ${period}`,
  });
  inputs.forEach((input, index) => {
    if (index > 0) doc.addPage('a4', 'portrait');
    drawPayslip(doc, autoTable, input);
  });
  return doc.output('blob');
}
