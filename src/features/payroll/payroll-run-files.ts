/** The files a closed run downloads: every payslip or one (PDF), the payroll book (XLSX) and the LRE (CSV). */
import type { PayrollRun, Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { downloadBlob, downloadText } from '../../lib/download';
import { employerLine } from '../../lib/export/employer-line';
import { buildPayslipPdf, buildPayslipsPdf, type PayslipPdfInput } from '../../lib/export/payslip-pdf';
import { buildPayrollBookXlsx, lreCsv, type BookEntry } from './payroll-book';
import type { PayrollRow } from './payroll-rows';

/** What every file of a run is written from. */
export interface RunFiles {
  run: WithId<PayrollRun>;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address'>;
  rows: readonly PayrollRow[];
  byId: ReadonlyMap<string, WithId<UserDoc>>;
  timeZone: string;
}

function pdfInput(row: PayrollRow, { run, tenant, byId }: RunFiles): PayslipPdfInput {
  return {
    tenant,
    person: { name: row.person, rut: row.rut, position: byId.get(row.userId)?.position ?? null },
    doc: { period: run.period, input: row.input, basis: row.basis, payslip: row.payslip, extras: row.extras },
  };
}

function bookEntries({ run, rows, byId }: RunFiles): BookEntry[] {
  return rows.map((row) => ({
    person: {
      name: row.person,
      rut: row.rut,
      position: byId.get(row.userId)?.position ?? null,
      hireDate: byId.get(row.userId)?.hireDate ?? null,
    },
    doc: {
      userId: row.userId,
      period: run.period,
      input: row.input,
      basis: row.basis,
      payslip: row.payslip,
      employerCost: row.employerCost,
      extras: row.extras,
    },
  }));
}

export async function downloadPayslips(files: RunFiles): Promise<void> {
  downloadBlob(
    `liquidaciones-${files.run.period}.pdf`,
    await buildPayslipsPdf(files.rows.map((row) => pdfInput(row, files))),
  );
}

export async function downloadPayslip(row: PayrollRow, files: RunFiles): Promise<void> {
  downloadBlob(
    `liquidacion-${files.run.period}-${row.person.replace(/\s+/g, '-').toLowerCase()}.pdf`,
    await buildPayslipPdf(pdfInput(row, files)),
  );
}

export async function downloadPayrollBook(files: RunFiles): Promise<void> {
  const { run, tenant } = files;
  downloadBlob(
    `libro-remuneraciones-${run.period}.xlsx`,
    await buildPayrollBookXlsx(run.period, bookEntries(files), employerLine(tenant)),
  );
}

export async function downloadLre(files: RunFiles): Promise<void> {
  const { run, timeZone } = files;
  downloadText(
    `lre-${run.period}.csv`,
    lreCsv(run.period, bookEntries(files), { timeZone, params: run.params }),
  );
}
