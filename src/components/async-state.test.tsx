import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataError } from '../data/ports/document-store';
import { AsyncState } from './async-state';

const CONTENT = <p>Contenido</p>;

describe('AsyncState', () => {
  it('shows a labelled progress indicator while loading, before an error or emptiness', () => {
    render(
      <AsyncState loading error={new Error('x')} empty>
        {CONTENT}
      </AsyncState>,
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Contenido')).not.toBeInTheDocument();
  });

  it('names the progress indicator after what loads', () => {
    render(<AsyncState loading loadingLabel="Cargando turnos" />);
    expect(screen.getByRole('progressbar', { name: 'Cargando turnos' })).toBeInTheDocument();
  });

  it('shows the load failure and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <AsyncState loading={false} error={new Error('network')} onRetry={onRetry} empty>
        {CONTENT}
      </AsyncState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo cargar la información. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says why when the port names the cause, and offers no retry without onRetry', () => {
    render(<AsyncState loading={false} error={new DataError('permission-denied')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Si cambiaste de cuenta, vuelve a iniciar sesión.',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('uses the screen’s own error message when given', () => {
    render(<AsyncState loading={false} error errorMessage="No se pudieron cargar los turnos." />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los turnos.');
  });

  it('announces emptiness with the default or the given message', () => {
    const { rerender } = render(<AsyncState loading={false} empty />);
    expect(screen.getByRole('status')).toHaveTextContent('No hay datos para mostrar.');
    rerender(<AsyncState loading={false} empty emptyMessage="No hay turnos." />);
    expect(screen.getByRole('status')).toHaveTextContent('No hay turnos.');
  });

  it('shows the children when there is data', () => {
    render(<AsyncState loading={false}>{CONTENT}</AsyncState>);
    expect(screen.getByText('Contenido')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
