import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { dayKey, hhmm, requiredText } from '../../lib/validation/fields';
import { FormDayField } from './form-day-field';
import { FormTextField } from './form-text-field';
import { FormTimeField } from './form-time-field';

const schema = z.object({ name: requiredText(5), start: hhmm(), day: dayKey() });
type Values = z.input<typeof schema>;

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', start: '08:00', day: '2026-11-16' },
    mode: 'onTouched',
  });
  return (
    <form aria-label="Turno" noValidate onSubmit={handleSubmit(onValid)}>
      <FormTextField
        name="name"
        control={control}
        label="Nombre"
        required
        helperText="Como lo verán los empleados"
        inputProps={{ maxLength: 10, autoCapitalize: 'words' }}
      />
      <FormTimeField name="start" control={control} label="Inicio" required />
      <FormDayField name="day" control={control} label="Día" required />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('form fields bound to react-hook-form', { timeout: 20_000 }, () => {
  it('show their help, pass input attributes through, and report values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveAccessibleDescription('Como lo verán los empleados');
    expect(name).toHaveAttribute('maxlength', '10');
    expect(name).toBeRequired();
    await user.type(name, 'Tarde');
    await user.clear(screen.getByLabelText(/^Inicio/));
    await user.type(screen.getByLabelText(/^Inicio/), '14:30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Tarde', start: '14:30', day: '2026-11-16' });
  });

  it('show the error in place of the help, marked invalid, after the field is left', async () => {
    const user = userEvent.setup();
    render(<Form onValid={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.type(name, 'Demasiado');
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Debes introducir un máximo de 5 caracteres');
    await user.clear(screen.getByLabelText(/^Día/));
    await user.tab();
    expect(screen.getByLabelText(/^Día/)).toHaveAccessibleDescription('Este campo es obligatorio');
  });
});
