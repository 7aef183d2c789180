import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { downloadText } from '../lib/download';
import { exportPdf } from '../lib/export/pdf';
import type { ExportTable } from '../lib/export/table';
import { exportXlsx } from '../lib/export/xlsx';
import { ExportButton } from './export-button';

vi.mock('../lib/download', () => ({ downloadText: vi.fn(), downloadBlob: vi.fn() }));
vi.mock('../lib/export/xlsx', () => ({ exportXlsx: vi.fn(() => Promise.resolve()) }));
vi.mock('../lib/export/pdf', () => ({ exportPdf: vi.fn(() => Promise.resolve()) }));

const TABLE: ExportTable = {
  title: 'Asistencia',
  columns: ['Persona', 'Minutos'],
  rows: [
    ['=cmd|calc', 480],
    ['Ana; Núñez', null],
  ],
};

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, format: string) {
  await user.click(screen.getByRole('button', { name: 'Exportar' }));
  // The menu comes in its own chunk the first time it opens.
  await user.click(await screen.findByRole('menuitem', { name: format }));
}

describe('ExportButton', { timeout: 20_000 }, () => {
  // The module mocks outlive each test; their calls must not.
  beforeEach(() => vi.clearAllMocks());

  it('offers the three formats in a menu', async () => {
    const user = userEvent.setup();
    render(<ExportButton fileName="asistencia" getTable={() => TABLE} />);
    const button = screen.getByRole('button', { name: 'Exportar' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'CSV',
      'Excel (.xlsx)',
      'PDF',
    ]);
  });

  it('is outlined by default, and a text button when it is a secondary action', () => {
    const { unmount } = render(<ExportButton fileName="a" getTable={() => TABLE} />);
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveClass('plain-button--outlined');
    unmount();
    render(<ExportButton fileName="a" getTable={() => TABLE} variant="text" formats={['csv']} />);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveClass('plain-button--text');
  });

  it('downloads CSV for Excel in Chile, formulas made inert', async () => {
    const user = userEvent.setup();
    render(<ExportButton fileName="asistencia-2026-11" getTable={() => TABLE} />);
    await choose(user, 'CSV');
    await waitFor(() => expect(downloadText).toHaveBeenCalledOnce());
    expect(downloadText).toHaveBeenCalledWith(
      'asistencia-2026-11.csv',
      '\uFEFFPersona;Minutos\r\n\'=cmd|calc;480\r\n"Ana; Núñez";\r\n',
    );
  });

  it('hands XLSX and PDF to their on-demand writers, with the table read at that moment', async () => {
    const user = userEvent.setup();
    const getTable = vi.fn(() => Promise.resolve(TABLE));
    render(<ExportButton fileName="informe" getTable={getTable} timeZone="America/Santiago" />);
    expect(getTable).not.toHaveBeenCalled();
    await choose(user, 'Excel (.xlsx)');
    await waitFor(() => expect(exportXlsx).toHaveBeenCalledWith(TABLE, 'informe'));
    await choose(user, 'PDF');
    await waitFor(() =>
      expect(exportPdf).toHaveBeenCalledWith(TABLE, 'informe', { timeZone: 'America/Santiago' }),
    );
    expect(downloadText).not.toHaveBeenCalled();
  });

  it('is one plain button when there is one format', async () => {
    const user = userEvent.setup();
    render(<ExportButton fileName="informe" getTable={() => TABLE} formats={['pdf']} />);
    const button = screen.getByRole('button', { name: 'Exportar PDF' });
    expect(button).not.toHaveAttribute('aria-haspopup');
    await user.click(button);
    await waitFor(() => expect(exportPdf).toHaveBeenCalledOnce());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows it is busy while the file is made', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    vi.mocked(exportXlsx).mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<ExportButton fileName="informe" getTable={() => TABLE} formats={['xlsx']} />);
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Exportar Excel/ })).toBeDisabled());
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled());
  });

  it('says so when the file cannot be made, until dismissed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(exportPdf).mockRejectedValueOnce(new Error('chunk load failed'));
    render(<ExportButton fileName="informe" getTable={() => TABLE} />);
    await choose(user, 'PDF');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo generar el archivo. Inténtalo de nuevo.',
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
