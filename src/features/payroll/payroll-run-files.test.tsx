import { screen } from '@testing-library/react';

import type { PayslipDoc, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { payrollRunId, payslipId } from '../../data/policy/payroll-write';
import { splitPreviredLine } from '../../domain/payroll/previred/layout';
import { payrollParametersFor } from '../../domain/payroll/parameters';
import { computeLine } from '../../domain/payroll/payroll-draft';
import { buildPayrollRun, buildTenant, buildUserDoc, TEST_TENANT } from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import {
  downloadPrevired,
  loadPreviousTaxable,
  runPreviredFile,
  usePreviredFiles,
  type RunFiles,
} from './payroll-run-files';
import { MARIA, octoberSource, PEDRO } from './previred-fixtures';

/** A closed October 2026 run of `people` as the run panel holds it. */
function runFiles(people = [MARIA, PEDRO]): RunFiles {
  const source = octoberSource(people);
  return {
    run: buildPayrollRun('2026-10', { status: 'cerrado' }),
    tenant: buildTenant({ name: 'Panadería La Espiga', legalName: 'Panadería La Espiga SpA' }),
    rows: source.rows.map((row) => ({ ...row, extras: [], deductions: 0, warnings: [] })),
    byId: new Map(
      [...source.byId].map(([id, file]): [string, WithId<UserDoc>] => [id, buildUserDoc({ ...file, id })]),
    ),
    timeZone: source.timeZone,
  };
}

/** Pedro's September payslip as the closed September run issued it: $750.000, no absence. */
function septemberPayslip(userId = 'pedro', tenantId = TEST_TENANT): WithId<PayslipDoc> {
  const { params, employer } = payrollParametersFor('2026-09');
  const input = { ...PEDRO.input, unpaidAbsenceDays: 0 };
  const runId = payrollRunId(tenantId, '2026-09');
  return {
    id: payslipId(runId, userId),
    tenantId,
    runId,
    period: '2026-09',
    periodEnd: '2026-09-30',
    userId,
    input,
    basis: {
      workedDays: 22,
      overtimeSeconds: 0,
      unpaidAbsenceDays: 0,
      sickLeaveDays: 0,
      lateSeconds: 0,
      recordedLateSeconds: 0,
    },
    extras: [],
    ...computeLine({ input, extras: [] }, params, employer),
    closedBy: 'demo-admin',
    closedAt: new Date('2026-10-05T12:00:00Z'),
  };
}

/** Field `number` of line `index` (0-based) of the run's Previred file, trimmed. */
const fieldOf = (text: string, index: number, number: number) =>
  (splitPreviredLine(text.split('\r\n')[index] ?? '')[number - 1] ?? '').trim();

/** What the run panel shows of the Previred file once its RIMA is read: the problems, or the RIMA written. */
function Harness({ files }: { files: RunFiles }) {
  const previred = usePreviredFiles(files, true);
  if (!previred.ready) return <p>Cargando</p>;
  const { file, problems } = runPreviredFile(previred.files);
  return (
    <p>
      {problems.length === 0 ? `RIMA ${fieldOf(file.text, 1, 92)}` : problems.map((p) => p.field).join(', ')}
    </p>
  );
}

describe('Previred RIMA (campo 92) from the previous month’s closed payslips', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('a run with a licencia reads September’s payslips once and writes Pedro’s imponible in campo 92', async () => {
    const september = septemberPayslip();
    const { store } = await renderScreen(<Harness files={runFiles()} />, {
      role: 'admin',
      // María's September too: read with Pedro's, though only a person with a licencia gets a RIMA.
      docs: { payslips: [september, septemberPayslip('maria')] },
    });
    const taxable = september.payslip.taxableEarnings;
    expect(taxable).toBeGreaterThan(750_000);
    expect(await screen.findByText(`RIMA ${String(taxable).padStart(8, '0')}`)).toBeInTheDocument();
    const reads = store.usage().reads;
    expect(await loadPreviousTaxable(store, runFiles().run, runFiles().rows)).toEqual(
      new Map([
        ['pedro', taxable],
        ['maria', september.payslip.taxableEarnings],
      ]),
    );
    // One query: the two payslips of the September run.
    expect(store.usage().reads - reads).toBe(2);
    // The download reads the RIMA itself when the files lack it.
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:previred'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await downloadPrevired(runFiles(), store);
    expect(names).toEqual(['previred-2026-10.txt']);
  });

  it('a run without a licencia reads no payslip at all', async () => {
    const { store } = await renderScreen(<p />, { role: 'admin', docs: { payslips: [septemberPayslip()] } });
    const reads = store.usage().reads;
    expect(await loadPreviousTaxable(store, runFiles([MARIA]).run, runFiles([MARIA]).rows)).toBeNull();
    expect(store.usage().reads).toBe(reads);
  });

  it('September not closed: campo 92 is named for Pedro, and downloadPrevired refuses the file', async () => {
    const { store } = await renderScreen(<Harness files={runFiles()} />, { role: 'admin' });
    expect(
      await screen.findByText('Renta imponible mes anterior a la licencia (campo 92)'),
    ).toBeInTheDocument();
    await expect(downloadPrevired(runFiles(), store)).rejects.toMatchObject({
      name: 'PreviredInvalidError',
      problems: [
        { person: 'Pedro Alarcón Muñoz', field: 'Renta imponible mes anterior a la licencia (campo 92)' },
      ],
    });
  });
});
