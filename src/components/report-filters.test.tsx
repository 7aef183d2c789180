import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { choiceParam } from '../lib/use-url-view';
import { ReportFilters, useReportView, type ReportPeriod } from './report-filters';
import { ReportPersonFilter } from './report-person-filter';

const MONTH = { range: 'mes', from: '2026-11-01', to: '2026-11-30' };

function period(overrides: Partial<ReportPeriod> = {}): ReportPeriod {
  return { ...MONTH, customOpen: false, setCustomOpen: () => {}, setRange: () => {}, ...overrides };
}

describe('ReportFilters', () => {
  it('shows the named range in a Filtros group, with the screen’s own filters and the person after it', () => {
    render(
      <ReportFilters period={period()}>
        <span>Otro filtro</span>
        <ReportPersonFilter
          people={[{ id: 'ana', name: 'Ana Díaz' }]}
          loading={false}
          value="ana"
          onChange={() => {}}
        />
      </ReportFilters>,
    );
    const group = screen.getByRole('group', { name: 'Filtros' });
    expect(within(group).getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Este mes');
    expect(within(group).getByText('Otro filtro')).toBeInTheDocument();
    expect(within(group).getByRole('combobox', { name: 'Persona' })).toHaveValue('Ana Díaz');
    expect(screen.queryByRole('group', { name: 'Periodo personalizado' })).not.toBeInTheDocument();
  });

  it('opens the day pickers on Personalizado, and sets a named range', async () => {
    const user = userEvent.setup();
    const setCustomOpen = vi.fn();
    const setRange = vi.fn();
    render(<ReportFilters period={period({ setCustomOpen, setRange })} />);
    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Personalizado' }));
    expect(setCustomOpen).toHaveBeenLastCalledWith(true);
    expect(setRange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Esta semana' }));
    expect(setCustomOpen).toHaveBeenLastCalledWith(false);
    expect(setRange).toHaveBeenLastCalledWith('semana');
  });

  it('shows the days of a custom range, and sets a new one as its URL parameter', async () => {
    const user = userEvent.setup();
    const setRange = vi.fn();
    render(
      <ReportFilters
        period={period({ range: '2026-11-03_2026-11-09', from: '2026-11-03', to: '2026-11-09', setRange })}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
    const days = screen.getByRole('group', { name: 'Periodo personalizado' });
    const to = within(days).getByLabelText('Hasta');
    await user.clear(to);
    await user.type(to, '2026-11-12');
    expect(setRange).toHaveBeenLastCalledWith('2026-11-03_2026-11-12');
  });

  it('keeps the day pickers open while the screen says so, though the URL names a range', () => {
    render(<ReportFilters period={period({ customOpen: true })} />);
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
    expect(screen.getByRole('group', { name: 'Periodo personalizado' })).toBeInTheDocument();
  });
});

/** A report's filters bound to the URL, with the URL shown. */
function Bound() {
  const report = useReportView('mes', '2026-11-19', { por: choiceParam(['dia', 'persona'], 'dia') });
  const location = useLocation();
  return (
    <>
      <output aria-label="URL">{location.search}</output>
      {report.periodInvalid && <p>Periodo no válido</p>}
      {report.period && (
        <>
          <p>
            {report.period.from} – {report.period.to} · {report.view.por}
          </p>
          <ReportFilters period={report.period} />
        </>
      )}
    </>
  );
}

describe('useReportView', () => {
  it('restores the period and the filters the URL names', () => {
    render(
      <MemoryRouter initialEntries={['/x?periodo=2026-11-02_2026-11-08&por=persona']}>
        <Bound />
      </MemoryRouter>,
    );
    expect(screen.getByText('2026-11-02 – 2026-11-08 · persona')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
  });

  it('falls back to the default period on a bad one, and leaves the default out of the URL', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/x?periodo=2026-13-01_ayer&por=nadie']}>
        <Bound />
      </MemoryRouter>,
    );
    expect(screen.getByText('Periodo no válido')).toBeInTheDocument();
    expect(screen.getByText('2026-11-01 – 2026-11-30 · dia')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Esta semana' }));
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?periodo=semana&por=nadie');
    expect(screen.getByText('2026-11-16 – 2026-11-22 · dia')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Este mes' }));
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent(/^\?por=nadie$/);
  });
});
