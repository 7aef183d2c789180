import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { PersonPicker, type PersonOption } from './person-picker';

const PEOPLE: readonly PersonOption[] = [
  { id: 'u3', name: 'Óscar Vidal' },
  { id: 'u6', name: 'Nora Díaz' },
  { id: 'u1', name: 'José Peña', detail: 'Sucursal Centro' },
  { id: 'u4', name: 'Ñuño Pérez' },
  { id: 'u2', name: 'Ana Núñez', detail: 'Sucursal Norte' },
  { id: 'u5', name: 'Jose Lagos' },
];

function Harness({ onId = () => {} }: { onId?: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PersonPicker
      people={PEOPLE}
      value={value}
      onChange={(id) => {
        setValue(id);
        onId(id);
      }}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Persona' });
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => PEOPLE.find((person) => option.textContent?.startsWith(person.name))?.name);

describe('PersonPicker', { timeout: 20_000 }, () => {
  it('lists the people in Spanish alphabetical order: Ñ between N and O, accents with their letter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(optionNames()).toEqual([
      'Ana Núñez',
      'Jose Lagos',
      'José Peña',
      'Nora Díaz',
      'Ñuño Pérez',
      'Óscar Vidal',
    ]);
    // The detail line tells namesakes apart.
    expect(screen.getByRole('option', { name: /José Peña/ })).toHaveTextContent('Sucursal Centro');
  });

  it('finds names without their accents and by their detail', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'jose');
    expect(optionNames()).toEqual(['Jose Lagos', 'José Peña']);
    await user.clear(field());
    await user.type(field(), 'nunez');
    expect(optionNames()).toEqual(['Ana Núñez']);
    await user.clear(field());
    await user.type(field(), 'norte');
    expect(optionNames()).toEqual(['Ana Núñez']);
  });

  it('says so when nobody matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'xyz');
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
  });

  it('reports the chosen id, and null when cleared', async () => {
    const user = userEvent.setup();
    const onId = vi.fn();
    render(<Harness onId={onId} />);
    await user.type(field(), 'peña');
    await user.click(screen.getByRole('option', { name: /José Peña/ }));
    expect(onId).toHaveBeenLastCalledWith('u1');
    expect(field()).toHaveValue('José Peña');
    // The clear button shows on hover only (MUI's CSS), and is out of the tab order: the keyboard clears the text.
    await user.click(field());
    expect(screen.getByTitle('Borrar')).toHaveAttribute('aria-label', 'Borrar');
    await user.clear(field());
    expect(onId).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue('');
  });

  it('can be used from the keyboard alone', async () => {
    const user = userEvent.setup();
    const onId = vi.fn();
    render(<Harness onId={onId} />);
    await user.tab();
    expect(field()).toHaveFocus();
    // The first ArrowDown opens the list, the next ones move through it.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onId).toHaveBeenLastCalledWith('u5');
  });

  it('shows the chosen person from the value, and says it is loading', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <PersonPicker people={PEOPLE} value="u2" onChange={() => {}} label="Empleado" />,
    );
    expect(screen.getByRole('combobox', { name: 'Empleado' })).toHaveValue('Ana Núñez');
    rerender(<PersonPicker people={[]} value={null} onChange={() => {}} loading />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
  });
});
