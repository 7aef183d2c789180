import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

import { DataError } from '../data/ports/document-store';
import { AsyncState } from './async-state';
import { MuiKitProvider } from './mui-kit';

const CONTENT = <p>Contenido</p>;

const Plain = ({ children }: { children: ReactNode }) => <>{children}</>;

/** Where the route shell provides the MUI kit (a screen made of MUI), and where it does not (`ownStyles`). */
const KITS = [
  { name: 'MUI', wrapper: MuiKitProvider, alert: 'MuiAlert-root' },
  { name: 'plain', wrapper: Plain, alert: 'plain-alert' },
];

describe.each(KITS)('AsyncState ($name)', ({ wrapper, alert }) => {
  const show = (ui: ReactElement) => render(ui, { wrapper });
  it('renders its own kit’s elements', () => {
    show(<AsyncState loading={false} error />);
    expect(screen.getByRole('alert')).toHaveClass(alert);
  });

  it('shows a labelled progress indicator while loading, before an error or emptiness', () => {
    show(
      <AsyncState loading error={new Error('x')} empty>
        {CONTENT}
      </AsyncState>,
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Contenido')).not.toBeInTheDocument();
  });

  it('names the progress indicator after what loads', () => {
    show(<AsyncState loading loadingLabel="Cargando turnos" />);
    expect(screen.getByRole('progressbar', { name: 'Cargando turnos' })).toBeInTheDocument();
  });

  it('shows the load failure and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    show(
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
    show(<AsyncState loading={false} error={new DataError('permission-denied')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Si cambiaste de cuenta, vuelve a iniciar sesión.',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('uses the screen’s own error message when given', () => {
    show(<AsyncState loading={false} error errorMessage="No se pudieron cargar los turnos." />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los turnos.');
  });

  it('announces emptiness with the default or the given message', () => {
    const { rerender } = show(<AsyncState loading={false} empty />);
    expect(screen.getByRole('status')).toHaveTextContent('No hay datos para mostrar.');
    rerender(<AsyncState loading={false} empty emptyMessage="No hay turnos." />);
    expect(screen.getByRole('status')).toHaveTextContent('No hay turnos.');
  });

  it('shows the children when there is data', () => {
    show(<AsyncState loading={false}>{CONTENT}</AsyncState>);
    expect(screen.getByText('Contenido')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
