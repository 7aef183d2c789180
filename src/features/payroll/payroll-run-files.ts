/**
 * The files a closed run downloads: every payslip or one (PDF), the payroll book (XLSX), the LRE (CSV) and the
 * Previred archivo de carga (TXT), the last two only when their validators find no problem (lre-validator.ts,
 * src/domain/payroll/previred/validate-previred.ts). A Previred file with a licencia médica carries the person's
 * imponible of the month before (RIMA, field 92): the previous month's closed payslips are read for it, in one query,
 * only when some line of the run has a licencia (`loadPreviousTaxable`, `usePreviredFiles`).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { PayrollRun, Tenant, UserDoc } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { payrollRunId } from '../../data/policy/payroll-write';
import { queryKeys } from '../../data/queries/keys';
import { listRunPayslips } from '../../data/queries/payroll';
import { useStore } from '../../data/queries/use-store';
import { addMonthsToKey } from '../../domain/calendar/day-keys';
import { dayKey } from '../../domain/calendar/time-zone';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { payslipNotes } from '../../domain/payroll/payslip-provenance';
import type { WorkplaceRef } from '../../domain/workplaces/workplaces';
import { downloadBlob, downloadText } from '../../lib/download';
import { employerLine } from '../../lib/export/employer-line';
import { buildPayslipPdf, buildPayslipsPdf, type PayslipPdfInput } from '../../lib/export/payslip-pdf';
import { lreTable, lreTableCsv, type LrePerson, type LreTable } from './lre-csv';
import { validateLre, type LreProblem } from './lre-validator';
import { buildPayrollBookXlsx, type BookEntry } from './payroll-book';
import { runPrevired, type PreviredIssue, type RunPrevired } from './previred-input';
import type { PayrollRow } from './payroll-rows';

/** What every file of a run is written from. */
export interface RunFiles {
  run: WithId<PayrollRun>;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address'>;
  rows: readonly PayrollRow[];
  byId: ReadonlyMap<string, WithId<UserDoc>>;
  timeZone: string;
  /** The tenant's workplaces: the LRE's región and comuna (1105/1106) are the person's workplace's. */
  workplaces?: readonly WorkplaceRef[];
  /**
   * Each person's imponible of the month before (its closed payslip's `taxableEarnings`), by uid: the Previred
   * RIMA of a person with a licencia (`loadPreviousTaxable`). Absent: not read (no line has a licencia, or not yet).
   */
  previousTaxable?: ReadonlyMap<string, number>;
}

function pdfInput(row: PayrollRow, { run, tenant, byId }: RunFiles): PayslipPdfInput {
  return {
    tenant,
    person: { name: row.person, rut: row.rut, position: byId.get(row.userId)?.position ?? null },
    doc: { period: run.period, input: row.input, basis: row.basis, payslip: row.payslip, extras: row.extras },
    notes: payslipNotes(run.params),
  };
}

/** The person's whole file under the run's name and RUT (what the book and the LRE read). */
function personOf(row: PayrollRow, user: WithId<UserDoc> | undefined): BookEntry['person'] {
  return {
    ...user,
    name: row.person,
    rut: row.rut,
    position: user?.position ?? null,
    hireDate: user?.hireDate ?? null,
  };
}

function bookEntries({ run, rows, byId }: RunFiles): BookEntry[] {
  return rows.map((row) => ({
    person: personOf(row, byId.get(row.userId)),
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

/**
 * Everyone with a contract in the run's month: the run's people, and every active employee hired by the month's
 * last day whom the run left out (an incomplete file, or excluded with a reason).
 */
export function lreMonthPeople({ run, rows, byId, timeZone }: RunFiles): LrePerson[] {
  const inRun = new Set(rows.map((row) => row.userId));
  return [...byId.values()]
    .filter(
      (user) =>
        !inRun.has(user.id) &&
        (run.exclusions?.[user.id] !== undefined ||
          (user.role === 'employee' &&
            user.disabled !== true &&
            (user.hireDate === null || dayKey(user.hireDate, timeZone) <= run.periodEnd))),
    )
    .map((user) => ({ ...user, name: user.displayName || user.email, rut: user.rut }));
}

/** The run's LRE as a table: a row per payslip and per worker of the month left out of the run. */
export function runLreTable(files: RunFiles): LreTable {
  const { run, timeZone, workplaces } = files;
  // A run drafted before the asignación familiar brackets were stored reads its month's from the table (the tramo).
  const familyAllowance =
    run.params.familyAllowance ?? payrollParametersFor(run.period).params.familyAllowance;
  return lreTable(run.period, bookEntries(files), {
    timeZone,
    params: { ...run.params, familyAllowance },
    monthPeople: lreMonthPeople(files),
    workplaces: workplaces ?? [],
  });
}

/** What keeps the run's LRE from being uploaded, by person and column (empty: it may be downloaded). */
export function lreProblems(files: RunFiles): LreProblem[] {
  return validateLre(runLreTable(files));
}

/** The LRE's validator found problems: nothing was downloaded; `problems` lists them by person and column. */
export class LreInvalidError extends Error {
  constructor(readonly problems: readonly LreProblem[]) {
    super(`El LRE tiene ${problems.length} problema(s): corrígelos antes de descargarlo.`);
    this.name = 'LreInvalidError';
  }
}

/**
 * Downloads the LRE when its validator finds no problem; else downloads nothing and rejects with LreInvalidError,
 * whose `problems` the screen lists by person and column (`lreProblems` gives them before any click).
 */
export async function downloadLre(files: RunFiles): Promise<void> {
  const table = runLreTable(files);
  const problems = validateLre(table);
  if (problems.length > 0) throw new LreInvalidError(problems);
  downloadText(`lre-${files.run.period}.csv`, lreTableCsv(table));
  return Promise.resolve();
}

/** The run's Previred archivo de carga and its problems by person and field (previred-input.ts). */
export function runPreviredFile({
  run,
  tenant,
  rows,
  byId,
  timeZone,
  previousTaxable,
}: RunFiles): RunPrevired {
  return runPrevired({ run, tenant, rows, byId, timeZone, ...(previousTaxable ? { previousTaxable } : {}) });
}

/** Whether some line of the run has a licencia médica with its dates (the Previred file then needs the RIMA). */
export function runHasSickLeave(rows: readonly Pick<PayrollRow, 'basis'>[]): boolean {
  return rows.some((row) => (row.basis.sickLeaves?.length ?? 0) > 0);
}

/** 'yyyy-MM' → the month before it. */
const monthBefore = (period: string) => addMonthsToKey(`${period}-01`, -1).slice(0, 7);

/**
 * The RIMA of the run's people (Previred field 92): each person's `taxableEarnings` on the previous month's closed
 * payslips of the tenant, by uid, read in one query (the previous month's run's payslips: they exist only once it
 * closed). null, with no read, when no line of the run has a licencia.
 */
export async function loadPreviousTaxable(
  store: DocumentStore,
  run: Pick<PayrollRun, 'tenantId' | 'period'>,
  rows: readonly Pick<PayrollRow, 'basis'>[],
): Promise<ReadonlyMap<string, number> | null> {
  if (!runHasSickLeave(rows)) return null;
  const payslips = await listRunPayslips(
    store,
    run.tenantId,
    payrollRunId(run.tenantId, monthBefore(run.period)),
  );
  return new Map(payslips.map((doc) => [doc.userId, doc.payslip.taxableEarnings]));
}

/**
 * The run's files for Previred: `files` with the RIMA read when some line has a licencia (`loadPreviousTaxable`),
 * and `ready` once it is at hand (at once when no line has one). What the Previred button and its problems use.
 */
export function usePreviredFiles(files: RunFiles, ready: boolean): { files: RunFiles; ready: boolean } {
  const store = useStore();
  const { run, rows } = files;
  const needed = ready && runHasSickLeave(rows);
  const previousRunId = payrollRunId(run.tenantId, monthBefore(run.period));
  const previous = useQuery({
    queryKey: queryKeys.list('payslips', {
      tenantId: run.tenantId,
      runId: previousRunId,
      of: 'previred-rima',
    }),
    queryFn: () => loadPreviousTaxable(store, run, rows),
    enabled: needed,
  });
  const taxable = previous.data;
  return useMemo(() => {
    if (!needed) return { files, ready };
    // A failed read leaves the RIMA missing: the validator names each person with a licencia (field 92).
    const loaded = taxable !== undefined || previous.isError;
    return { files: taxable ? { ...files, previousTaxable: taxable } : files, ready: loaded };
  }, [files, ready, needed, taxable, previous.isError]);
}

/** What keeps the run's Previred file from being uploaded (empty: it may be downloaded). */
export function previredProblems(files: RunFiles): PreviredIssue[] {
  return runPreviredFile(files).problems;
}

/** The Previred validator found problems: nothing was downloaded; `problems` lists them by person and field. */
export class PreviredInvalidError extends Error {
  constructor(readonly problems: readonly PreviredIssue[]) {
    super(`El archivo de Previred tiene ${problems.length} problema(s): corrígelos antes de descargarlo.`);
    this.name = 'PreviredInvalidError';
  }
}

/**
 * Downloads `previred-<yyyy-MM>.txt` when its validator finds no problem; else downloads nothing and rejects with
 * PreviredInvalidError. The text is ASCII only (names in upper case without accents, as Previred's fixed-width
 * layout takes them), so it reads the same as ISO-8859-1 or UTF-8; lines end in CR LF, no byte-order mark.
 * Given a `store` and `files` without the RIMA, it reads it first when some line has a licencia
 * (`loadPreviousTaxable`).
 */
export async function downloadPrevired(files: RunFiles, store?: DocumentStore): Promise<void> {
  const previousTaxable =
    files.previousTaxable ?? (store ? await loadPreviousTaxable(store, files.run, files.rows) : null);
  const { file, problems } = runPreviredFile(previousTaxable ? { ...files, previousTaxable } : files);
  if (problems.length > 0) throw new PreviredInvalidError(problems);
  downloadText(file.fileName, file.text, 'text/plain;charset=us-ascii');
}
