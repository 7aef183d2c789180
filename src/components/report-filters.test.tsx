import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ReportFilters } from './report-filters';

const MONTH = { range: 'mes', from: '2026-11-01', to: '2026-11-30' };

describe('ReportFilters', () => {
  it('shows the named range in a Filtros group, with the screen’s own filters after it', () => {
    render(
      <ReportFilters view={MONTH} customOpen={false} onCustomOpenChange={() => {}} onRangeChange={() => {}}>
        <span>Otro filtro</span>
      </ReportFilters>,
    );
    const group = screen.getByRole('group', { name: 'Filtros' });
    expect(within(group).getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Este mes');
    expect(within(group).getByText('Otro filtro')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Periodo personalizado' })).not.toBeInTheDocument();
  });

  it('opens the day pickers on Personalizado, and puts a named range in the URL', async () => {
    const user = userEvent.setup();
    const onCustomOpenChange = vi.fn();
    const onRangeChange = vi.fn();
    render(
      <ReportFilters
        view={MONTH}
        customOpen={false}
        onCustomOpenChange={onCustomOpenChange}
        onRangeChange={onRangeChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Personalizado' }));
    expect(onCustomOpenChange).toHaveBeenLastCalledWith(true);
    expect(onRangeChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Esta semana' }));
    expect(onCustomOpenChange).toHaveBeenLastCalledWith(false);
    expect(onRangeChange).toHaveBeenLastCalledWith('semana');
  });

  it('shows the days of a custom range, and writes a new one as its URL parameter', async () => {
    const user = userEvent.setup();
    const onRangeChange = vi.fn();
    render(
      <ReportFilters
        view={{ range: '2026-11-03_2026-11-09', from: '2026-11-03', to: '2026-11-09' }}
        customOpen={false}
        onCustomOpenChange={() => {}}
        onRangeChange={onRangeChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
    const days = screen.getByRole('group', { name: 'Periodo personalizado' });
    const to = within(days).getByLabelText('Hasta');
    await user.clear(to);
    await user.type(to, '2026-11-12');
    expect(onRangeChange).toHaveBeenLastCalledWith('2026-11-03_2026-11-12');
  });

  it('keeps the day pickers open while the screen says so, though the URL names a range', () => {
    render(<ReportFilters view={MONTH} customOpen onCustomOpenChange={() => {}} onRangeChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Personalizado');
    expect(screen.getByRole('group', { name: 'Periodo personalizado' })).toBeInTheDocument();
  });
});
