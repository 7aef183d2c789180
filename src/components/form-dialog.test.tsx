import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';

import { DataError } from '../data/ports/document-store';
import { integer, optionalText, requiredText, rut } from '../lib/validation/fields';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form/form-text-field';

/** Dialogs close after their transition; a busy machine needs more than waitFor's default second. */
const WAIT = { timeout: 5000 };

const schema = z.object({
  name: requiredText(40),
  rut: rut(),
  hours: integer({ min: 1, max: 45 }),
  notes: optionalText(200),
});

type Saved = z.output<typeof schema>;

const DEFAULTS = { name: '', rut: '', hours: '45', notes: '' };

function Harness({
  onSave,
  saveErrorMessage,
}: {
  onSave: (values: Saved) => Promise<void>;
  saveErrorMessage?: (error: unknown) => string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Nuevo empleado
      </button>
      <FormDialog
        open={open}
        title="Nuevo empleado"
        schema={schema}
        defaultValues={DEFAULTS}
        onSubmit={onSave}
        onClose={() => setOpen(false)}
        submitLabel="Crear"
        saveErrorMessage={saveErrorMessage}
      >
        {({ control }) => (
          <>
            <FormTextField name="name" control={control} label="Nombre" required />
            <FormTextField name="rut" control={control} label="RUT" required helperText="Ej.: 12.345.678-5" />
            <FormTextField
              name="hours"
              control={control}
              label="Horas semanales"
              inputProps={{ inputMode: 'numeric' }}
            />
            <FormTextField name="notes" control={control} label="Notas" multiline />
          </>
        )}
      </FormDialog>
    </>
  );
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const nameField = () => screen.getByRole('textbox', { name: 'Nombre' });
const rutField = () => screen.getByRole('textbox', { name: 'RUT' });

type User = ReturnType<typeof userEvent.setup>;

/** Puts text in a field in one input event (typing it key by key is slow on a busy machine). */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fill(user: User) {
  await enter(user, nameField(), ' Ana Núñez ');
  await enter(user, rutField(), '123456785');
}

describe('FormDialog', { timeout: 30_000 }, () => {
  it('is a dialog named by its title', () => {
    render(<Harness onSave={() => Promise.resolve()} />);
    expect(screen.getByRole('dialog', { name: 'Nuevo empleado' })).toBeInTheDocument();
  });

  it('shows the schema’s messages on the fields and saves nothing while they stand', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<Harness onSave={onSave} />);
    await enter(user, rutField(), '12.345.678-9');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(rutField()).toHaveAccessibleDescription('RUT inválido');
    expect(onSave).not.toHaveBeenCalled();
    // The field's own help comes back once it is valid.
    await user.clear(rutField());
    await user.paste('12345678-5');
    await waitFor(() => expect(rutField()).toHaveAccessibleDescription('Ej.: 12.345.678-5'));
  });

  it('saves what the schema outputs, shows it is saving, and closes', async () => {
    const user = userEvent.setup();
    const save = deferred();
    const onSave = vi.fn(() => save.promise);
    render(<Harness onSave={onSave} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith({ name: 'Ana Núñez', rut: '12.345.678-5', hours: 45, notes: null });
    save.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
  });

  it('stays open with everything typed when saving fails, and says why', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSave = vi.fn(() => Promise.reject(new DataError('unavailable')));
    render(<Harness onSave={onSave} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.getByRole('dialog', { name: 'Nuevo empleado' })).toBeInTheDocument();
    expect(nameField()).toHaveValue(' Ana Núñez ');
    expect(rutField()).toHaveValue('123456785');
    expect(screen.getByRole('button', { name: 'Crear' })).toBeEnabled();
  });

  it('names a refused permission, else a general failure, or the screen’s own words', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSave = vi
      .fn<(values: Saved) => Promise<void>>()
      .mockRejectedValueOnce(new DataError('permission-denied'))
      .mockRejectedValueOnce(new Error('boom'));
    const { unmount } = render(<Harness onSave={onSave} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer este cambio.');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar. Inténtalo de nuevo.'),
    );
    unmount();

    render(
      <Harness
        onSave={() => Promise.reject(new DataError('already-exists'))}
        saveErrorMessage={() => 'Ya existe un empleado con ese RUT.'}
      />,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un empleado con ese RUT.');
  });

  it('starts again from the defaults when reopened, and Cancelar closes without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<Harness onSave={onSave} />);
    await enter(user, nameField(), 'Borrador');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    expect(nameField()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Horas semanales' })).toHaveValue('45');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('submits with Enter from a field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<Harness onSave={onSave} />);
    await fill(user);
    await user.type(rutField(), '{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });
});
