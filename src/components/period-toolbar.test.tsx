import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { periodContaining, type Period, type PeriodKind } from '../domain/calendar/periods';
import { PeriodToolbar } from './period-toolbar';

const TODAY = '2026-11-18';
const ALL_KINDS: readonly PeriodKind[] = ['week', 'month', 'year', 'custom'];

/** The toolbar with a parent that keeps the period, as a screen does. */
function Harness({
  initial = periodContaining('week', TODAY),
  kinds = ALL_KINDS,
  onPeriod = () => {},
}: {
  initial?: Period;
  kinds?: readonly PeriodKind[];
  onPeriod?: (period: Period) => void;
}) {
  const [period, setPeriod] = useState(initial);
  return (
    <PeriodToolbar
      period={period}
      today={TODAY}
      kinds={kinds}
      onChange={(next) => {
        setPeriod(next);
        onPeriod(next);
      }}
    />
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });

// Clicks and typing are slow on a busy machine; the default 5 s is not enough for a few of them.
describe('PeriodToolbar', { timeout: 20_000 }, () => {
  it('offers the given kinds, the three moves and the period’s heading', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Ver por' });
    expect(group).toBeInTheDocument();
    for (const name of ['Semana', 'Mes', 'Año', 'Rango']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Anterior', 'Hoy', 'Siguiente']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(heading()).toHaveTextContent('Semana del 16 al 22 de noviembre de 2026');
    expect(heading()).toHaveAttribute('aria-live', 'polite');
  });

  it('moves by whole periods and comes back to today', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(heading()).toHaveTextContent('Semana del 23 al 29 de noviembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(heading()).toHaveTextContent('Semana del 9 al 15 de noviembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(heading()).toHaveTextContent('Semana del 16 al 22 de noviembre de 2026');
  });

  it('switches kind around today, and around the shown period when today is elsewhere', async () => {
    const user = userEvent.setup();
    const onPeriod = vi.fn();
    render(<Harness onPeriod={onPeriod} />);
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    expect(onPeriod).toHaveBeenLastCalledWith({ kind: 'month', from: '2026-11-01', to: '2026-11-30' });
    expect(heading()).toHaveTextContent('Noviembre de 2026');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Año' }));
    expect(heading()).toHaveTextContent('Año 2026');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Semana' }));
    // Today is not in 2027: the week of the year's first day.
    expect(heading()).toHaveTextContent('Semana del 28 de diciembre de 2026 al 3 de enero de 2027');
  });

  it('turns the shown days into a range that can be edited', async () => {
    const user = userEvent.setup();
    const onPeriod = vi.fn();
    render(<Harness onPeriod={onPeriod} />);
    await user.click(screen.getByRole('button', { name: 'Rango' }));
    expect(onPeriod).toHaveBeenLastCalledWith({ kind: 'custom', from: '2026-11-16', to: '2026-11-22' });
    // The range inputs load on demand, the first time a range is chosen.
    expect(await screen.findByLabelText('Desde')).toHaveValue('2026-11-16');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-22');

    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-11-25');
    expect(onPeriod).toHaveBeenLastCalledWith({ kind: 'custom', from: '2026-11-16', to: '2026-11-25' });
    expect(heading()).toHaveTextContent('Del 16 al 25 de noviembre de 2026');
  });

  it('steps a range by its length, and Hoy gives the same number of days up to today', async () => {
    const user = userEvent.setup();
    const onPeriod = vi.fn();
    render(
      <Harness onPeriod={onPeriod} initial={{ kind: 'custom', from: '2026-11-16', to: '2026-11-25' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(heading()).toHaveTextContent('Del 26 de noviembre al 5 de diciembre de 2026');
    expect(await screen.findByLabelText('Desde')).toHaveValue('2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(onPeriod).toHaveBeenLastCalledWith({ kind: 'custom', from: '2026-11-09', to: '2026-11-18' });
  });

  it('hides the kind toggle when there is only one kind', () => {
    render(<Harness kinds={['month']} initial={periodContaining('month', TODAY)} />);
    expect(screen.queryByRole('group', { name: 'Ver por' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoy' })).toBeInTheDocument();
  });

  it('puts the heading at the level the page needs', () => {
    render(
      <PeriodToolbar
        period={periodContaining('year', TODAY)}
        today={TODAY}
        kinds={['year']}
        onChange={() => {}}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Año 2026' })).toBeInTheDocument();
  });
});
