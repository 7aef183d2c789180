import { screen } from '@testing-library/react';

import type { UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { buildPayrollRun, buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import { downloadPrevired, type RunFiles } from './payroll-run-files';
import { PreviredButton, PreviredProblems, usePreviredProblems } from './previred-download';
import { BAKERY_PEOPLE, MARIA, octoberSource } from './previred-fixtures';

/** A closed October 2026 run of `people` as the run panel holds it. */
function runFiles(people = BAKERY_PEOPLE): RunFiles {
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

/** The button and the problems as the run panel places them: the button in the header, the list under it. */
function Harness({ files }: { files: RunFiles }) {
  const problems = usePreviredProblems(files, true);
  return (
    <>
      <PreviredButton problems={problems} onDownload={() => void downloadPrevired(files)} />
      {problems !== null && problems.length > 0 && <PreviredProblems problems={problems} />}
    </>
  );
}

/** Catches what the browser is handed: the file names and their contents. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:previred';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('Previred (TXT)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads previred-2026-10.txt: one 861-character line per payslip, CR LF, ASCII', async () => {
    const downloads = catchDownloads();
    const { user } = await renderScreen(<Harness files={runFiles()} />, { role: 'admin' });
    const button = screen.getByRole('button', { name: 'Previred (TXT)' });
    expect(button).toBeEnabled();
    expect(screen.queryByText(/El archivo de Previred no se puede descargar/)).toBeNull();
    await user.click(button);
    expect(downloads.names).toEqual(['previred-2026-10.txt']);
    const blob = downloads.blobs[0] ?? new Blob();
    expect(blob.type).toBe('text/plain;charset=us-ascii');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text.split('\r\n').map((line) => line.length)).toEqual([861, 861, 861, 861]);
    expect(text.slice(0, 12)).toBe('000123456785');
  });

  it('a person without sexo (campo 6) disables the button and is named with the field, in Spanish', async () => {
    const downloads = catchDownloads();
    const noSex = { ...MARIA, file: { ...MARIA.file, sex: null } };
    const { user } = await renderScreen(<Harness files={runFiles([noSex, ...BAKERY_PEOPLE.slice(1)])} />, {
      role: 'admin',
    });
    const button = screen.getByRole('button', { name: 'Previred (TXT)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/1 problema que Previred rechazaría/);
    expect(
      screen.getByText(
        'María José Pérez González — Sexo (campo 6): Falta el sexo: complétalo en la ficha de la persona.',
      ),
    ).toBeInTheDocument();
    await user.click(button).catch(() => undefined);
    expect(downloads.names).toEqual([]);
    await expect(downloadPrevired(runFiles([noSex]))).rejects.toMatchObject({
      name: 'PreviredInvalidError',
      problems: [{ person: 'María José Pérez González', field: 'Sexo (campo 6)' }],
    });
  });
});
