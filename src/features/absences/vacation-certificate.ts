/**
 * `Certificado de feriado`: the comprobante of an approved vacation (arts. 67–70 CT) the employer and the worker
 * sign, one A4 page. What the page says is a pure function (`vacationCertificateText`), the drawing is jsPDF's,
 * imported when a certificate is asked for (as lib/export/pdf.ts and payslip-pdf.ts do: it is the largest thing
 * the app can download).
 */
import type { Absence, Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { absenceDays } from '../../data/queries/absences';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import {
  balanceAfterVacation,
  vacationDaysLabel,
  vacationExcessText,
  type VacationBalance,
} from '../../domain/planning/vacation';
import { PDF_FONT } from '../../lib/export/pdf';
import { personName, type AbsenceRow } from './absence-rows';

export const CERTIFICATE_TITLE = 'Certificado de feriado';

/** An approved vacation has a certificate; a request, a rejected or voided one, or another type, none. */
export function hasCertificate(row: Pick<AbsenceRow, 'type' | 'status'>): boolean {
  return row.type === 'vacaciones' && row.status === 'aprobada';
}

export interface VacationCertificateInput {
  /** The employer (null while its document loads: the page says `sin registrar`). */
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address'> | null;
  person: { name: string; rut: string | null };
  /** First and last day of the vacation (inclusive), `yyyy-MM-dd`. */
  from: string;
  to: string;
  workingDays: number;
  /** The balance once this vacation is taken (`balanceAfterVacation`); null without a hire date. */
  balanceAfter: VacationBalance | null;
  /** The day the certificate is made, `yyyy-MM-dd`. */
  issued: string;
}

export interface VacationCertificateText {
  title: string;
  /** Razón social, RUT, address. */
  employer: string[];
  /** Name, RUT. */
  worker: string[];
  /** The vacation's figures, label and value. */
  figures: [string, string][];
  /** The statement both sign. */
  statement: string;
  /** Art. 70 CT: the days beyond two periods, when there are some. */
  notes: string[];
  /** Under each signature line: worker's, then employer's. */
  signatures: [string[], string[]];
  issued: string;
}

const day = (key: string) => formatDayKey(key, 'dd-MM-yyyy');
const workingDaysText = (days: number) => `${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`;

/** What the certificate's page says, in order. */
export function vacationCertificateText(input: VacationCertificateInput): VacationCertificateText {
  const employerName = input.tenant?.legalName?.trim() || input.tenant?.name.trim() || 'Empleador';
  const employerRut = `RUT ${input.tenant?.taxId?.trim() || 'sin registrar'}`;
  const address = input.tenant?.address?.trim();
  const workerRut = `RUT ${input.person.rut?.trim() || 'sin registrar'}`;
  const balance = input.balanceAfter;
  const excess = balance ? vacationExcessText(balance.excess) : null;
  return {
    title: CERTIFICATE_TITLE,
    employer: address ? [employerName, employerRut, address] : [employerName, employerRut],
    worker: [input.person.name, workerRut],
    figures: [
      ['Desde', day(input.from)],
      ['Hasta', day(input.to)],
      ['Días hábiles de feriado', workingDaysText(input.workingDays)],
      [
        'Saldo después de este feriado',
        balance ? vacationDaysLabel(balance.available) : 'sin calcular (falta la fecha de ingreso)',
      ],
    ],
    statement:
      `${employerName} deja constancia de que ${input.person.name}, ${workerRut}, hace uso de su feriado ` +
      `legal desde el ${day(input.from)} hasta el ${day(input.to)}, ambos inclusive: ` +
      `${workingDaysText(input.workingDays)} (sin sábados, domingos ni feriados), con remuneración íntegra ` +
      '(arts. 67 a 71 del Código del Trabajo).',
    notes: excess ? [`${excess}.`] : [],
    signatures: [
      ['Firma del trabajador', input.person.name, workerRut],
      ['Firma del empleador', employerName, employerRut],
    ],
    issued: `Emitido el ${day(input.issued)}`,
  };
}

/** `certificado-feriado-camila-rojas-2026-12-14.pdf` */
export function vacationCertificateFileName(
  input: Pick<VacationCertificateInput, 'person' | 'from'>,
): string {
  const slug = input.person.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `certificado-feriado-${slug || 'persona'}-${input.from}.pdf`;
}

/** What the screen knows that a certificate needs. */
export interface CertificateSources {
  tenant: VacationCertificateInput['tenant'];
  people: readonly WithId<UserDoc>[];
  /** Every vacation of the tenant, all time. */
  vacations: readonly Absence[];
  holidays: ReadonlySet<string>;
  today: string;
  timeZone: string;
}

/** The certificate of an approved vacation's row, its balance computed from the person's vacations. */
export function certificateInputOf(
  row: Pick<AbsenceRow, 'userId' | 'person' | 'from' | 'to' | 'workingDays'>,
  sources: CertificateSources,
): VacationCertificateInput {
  const person = sources.people.find((candidate) => candidate.id === row.userId);
  const hire = person?.hireDate;
  const balanceAfter =
    hire instanceof Date && !Number.isNaN(hire.getTime())
      ? balanceAfterVacation(
          {
            hireDate: dayKey(hire, sources.timeZone),
            holidays: sources.holidays,
            absences: sources.vacations
              .filter((vacation) => vacation.userId === row.userId)
              .map((vacation) => ({
                type: vacation.type,
                status: vacation.status,
                ...absenceDays(vacation, sources.timeZone),
              })),
          },
          row,
        )
      : null;
  return {
    tenant: sources.tenant,
    person: { name: person ? personName(person) : row.person, rut: person?.rut ?? null },
    from: row.from,
    to: row.to,
    workingDays: row.workingDays,
    balanceAfter,
    issued: sources.today,
  };
}

const MARGIN = 56;
const LINE = 14;

/** The certificate as a one-page A4 PDF. */
export async function buildVacationCertificatePdf(input: VacationCertificateInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4' });
  const text = vacationCertificateText(input);
  const { width, height } = doc.internal.pageSize;
  doc.setProperties({ title: `${text.title} - ${input.person.name}` });

  let y = MARGIN + 8;
  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(16);
  doc.text(text.title, MARGIN, y);
  doc.setFont(PDF_FONT, 'normal');
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(text.issued, width - MARGIN, y, { align: 'right' });

  // Employer on the left, worker on the right.
  y += 30;
  const blocks: [string, string[], number][] = [
    ['EMPLEADOR', text.employer, MARGIN],
    ['TRABAJADOR', text.worker, width / 2 + 10],
  ];
  let bottom = y;
  for (const [heading, lines, x] of blocks) {
    doc.setFont(PDF_FONT, 'bold');
    doc.setFontSize(8);
    doc.setTextColor(90);
    doc.text(heading, x, y);
    doc.setTextColor(0);
    doc.setFontSize(10);
    lines.forEach((line, index) => {
      doc.setFont(PDF_FONT, index === 0 ? 'bold' : 'normal');
      doc.text(line, x, y + (index + 1) * LINE);
    });
    bottom = Math.max(bottom, y + lines.length * LINE);
  }

  y = bottom + 30;
  doc.setFontSize(10);
  for (const [label, value] of text.figures) {
    doc.setFont(PDF_FONT, 'normal');
    doc.text(`${label}:`, MARGIN, y);
    doc.setFont(PDF_FONT, 'bold');
    doc.text(value, MARGIN + 190, y);
    y += LINE + 2;
  }

  y += 16;
  doc.setFont(PDF_FONT, 'normal');
  for (const paragraph of [text.statement, ...text.notes]) {
    for (const line of doc.splitTextToSize(paragraph, width - 2 * MARGIN) as string[]) {
      doc.text(line, MARGIN, y);
      y += LINE;
    }
    y += 6;
  }

  // Both signatures at the foot of the page.
  const lineY = height - MARGIN - 80;
  const half = (width - 2 * MARGIN) / 2;
  doc.setDrawColor(0);
  doc.setLineWidth(0.5);
  text.signatures.forEach((lines, index) => {
    const centre = MARGIN + half * index + half / 2;
    doc.line(centre - 100, lineY, centre + 100, lineY);
    lines.forEach((line, lineIndex) => {
      doc.setFont(PDF_FONT, lineIndex === 0 ? 'bold' : 'normal');
      doc.setFontSize(lineIndex === 0 ? 10 : 9);
      doc.text(line, centre, lineY + 14 + lineIndex * 12, { align: 'center' });
    });
  });
  return doc.output('blob');
}
