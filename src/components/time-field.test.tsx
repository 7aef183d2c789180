import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { TimeField, toHHMM } from './time-field';

function Controlled({ initial = '', onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeField
      label="Entrada"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('toHHMM', () => {
  it('drops the seconds some browsers add, and leaves the rest alone', () => {
    expect(toHHMM('08:30:00')).toBe('08:30');
    expect(toHHMM('08:30:00.000')).toBe('08:30');
    expect(toHHMM('08:30')).toBe('08:30');
    expect(toHHMM('')).toBe('');
  });
});

describe('TimeField', () => {
  it('is a labelled time input stepping by minutes', () => {
    render(<TimeField value="08:00" onChange={() => {}} />);
    const input = screen.getByLabelText('Hora');
    expect(input).toHaveAttribute('type', 'time');
    expect(input).toHaveAttribute('step', '60');
    expect(input).toHaveValue('08:00');
  });

  it('reports the typed time as HH:MM', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await user.type(screen.getByLabelText('Entrada'), '17:45');
    expect(onValue).toHaveBeenLastCalledWith('17:45');
    expect(screen.getByLabelText('Entrada')).toHaveValue('17:45');
  });

  it('shows its error as the field’s description', () => {
    render(<TimeField label="Salida" value="" onChange={() => {}} error helperText="Formato inválido" />);
    const input = screen.getByLabelText('Salida');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Formato inválido');
  });
});
