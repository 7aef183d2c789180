import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { DataError } from '../data/ports/document-store';
import { ConfirmDialog } from './confirm-dialog';

/** Dialogs close after their transition; a busy machine needs more than waitFor's default second. */
const WAIT = { timeout: 5000 };

function Harness({ onConfirm }: { onConfirm: () => Promise<void> | void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <ConfirmDialog
        open={open}
        title="Eliminar turno"
        message="El turno Mañana se eliminará. Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
        destructive
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ConfirmDialog', { timeout: 20_000 }, () => {
  it('is named by its title and described by its message', () => {
    render(<Harness onConfirm={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Eliminar turno' });
    expect(dialog).toHaveAccessibleDescription(
      'El turno Mañana se eliminará. Esta acción no se puede deshacer.',
    );
  });

  it('waits for the action, then closes', async () => {
    const user = userEvent.setup();
    const action = deferred();
    render(<Harness onConfirm={() => action.promise} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    action.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
  });

  it('stays open and says why when the action fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness onConfirm={() => Promise.reject(new DataError('permission-denied'))} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer este cambio.');
    expect(screen.getByRole('dialog', { name: 'Eliminar turno' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });

  it('gives a general message for other failures, and forgets it on the next opening', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness onConfirm={() => Promise.reject(new Error('boom'))} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo completar la acción. Inténtalo de nuevo.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Eliminar turno' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with Escape when nothing is pending', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
