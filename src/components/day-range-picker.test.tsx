import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DayField, DayRangePicker } from './day-range-picker';

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('DayField', () => {
  it('is a labelled date input whose value is the day key itself', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DayField label="Fecha" value="2026-11-16" onChange={onChange} min="2026-01-01" />);
    const input = screen.getByLabelText('Fecha');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-11-16');
    expect(input).toHaveAttribute('min', '2026-01-01');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('DayRangePicker', () => {
  it('shows the range in two fields, Desde and Hasta, in a named group', () => {
    render(<DayRangePicker from="2026-11-01" to="2026-11-15" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Rango de fechas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-15');
  });

  it('reports a valid range as typed, with no time zone in between', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DayRangePicker from="2026-11-01" to="2026-11-15" onChange={onChange} />);
    await retype(user, screen.getByLabelText('Hasta'), '2026-11-30');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('keeps a range that ends before it starts to itself and says why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DayRangePicker from="2026-11-10" to="2026-11-15" onChange={onChange} />);
    await retype(user, screen.getByLabelText('Hasta'), '2026-11-05');
    expect(onChange).not.toHaveBeenCalled();
    const to = screen.getByLabelText('Hasta');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('La fecha de término debe ser igual o posterior a la de inicio');
  });

  it('asks for a day that is missing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DayRangePicker from="2026-11-10" to="2026-11-15" onChange={onChange} />);
    await user.clear(screen.getByLabelText('Desde'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Desde')).toHaveAccessibleDescription('Este campo es obligatorio');
  });

  it('keeps to min and max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DayRangePicker
        from="2026-11-10"
        to="2026-11-15"
        min="2026-11-01"
        max="2026-11-30"
        onChange={onChange}
      />,
    );
    await retype(user, screen.getByLabelText('Hasta'), '2026-12-02');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'La fecha no puede ser posterior al 30-11-2026',
    );
  });

  it('takes a new range from its parent', () => {
    const { rerender } = render(<DayRangePicker from="2026-11-01" to="2026-11-07" onChange={() => {}} />);
    rerender(<DayRangePicker from="2026-11-08" to="2026-11-14" onChange={() => {}} />);
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-08');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-14');
  });
});
