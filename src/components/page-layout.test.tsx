import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import { MuiKitProvider, PageHeader } from './mui-kit';
import { PageLayout } from './page-layout';

const Plain = ({ children }: { children: ReactNode }) => <>{children}</>;

/** Where the route shell provides the MUI kit (a screen made of MUI), and where it does not (`ownStyles`). */
const KITS = [
  {
    name: 'MUI',
    wrapper: MuiKitProvider,
    wide: 'MuiContainer-maxWidthLg',
    narrow: 'MuiContainer-maxWidthSm',
  },
  { name: 'plain', wrapper: Plain, wide: 'plain-layout--wide', narrow: 'plain-layout' },
];

describe.each(KITS)('PageLayout ($name)', ({ wrapper, wide, narrow }) => {
  it('gives the page one h1, its subtitle, its actions and then its content', () => {
    render(
      <PageLayout title="Turnos" subtitle="Turnos de la empresa" actions={<Button>Nuevo turno</Button>}>
        <p>Contenido</p>
      </PageLayout>,
      { wrapper },
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Turnos');
    expect(screen.getByText('Turnos de la empresa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo turno' })).toBeInTheDocument();
    // Header first, content after, in reading order.
    const content = screen.getByText('Contenido');
    expect(headings[0]?.compareDocumentPosition(content)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('is a wide container on desktop and a narrow one for phone-first screens', () => {
    const { container, rerender } = render(<PageLayout title="Informe">x</PageLayout>, { wrapper });
    // eslint-disable-next-line testing-library/no-node-access -- the width is a layout class, nothing a user or a screen reader can query
    const root = () => container.firstElementChild;
    expect(root()).toHaveClass(wide);
    rerender(
      <PageLayout title="Marcar" width="mobile">
        x
      </PageLayout>,
    );
    expect(root()).toHaveClass(narrow);
    expect(root()).not.toHaveClass(wide);
  });
});

describe('PageHeader', () => {
  it('renders without subtitle or actions', () => {
    render(<PageHeader title="Alertas" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alertas' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
