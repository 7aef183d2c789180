import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataError } from '../../data/ports/document-store';
import { DataTable, type DataTableColumn, type RowAction } from './index';

interface Person {
  id: string;
  name: string;
  hours: number | null;
  since: Date | null;
}

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Óscar Vidal', hours: 45, since: new Date('2024-03-01T00:00:00Z') },
  { id: 'p2', name: 'Ana Núñez', hours: null, since: new Date('2025-01-15T00:00:00Z') },
  { id: 'p3', name: 'Ñuño Pérez', hours: 30, since: null },
  { id: 'p4', name: 'Nora Díaz', hours: 40, since: new Date('2023-07-10T00:00:00Z') },
];

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Nombre', cell: (p) => p.name, sortValue: (p) => p.name },
  { id: 'hours', header: 'Horas', cell: (p) => p.hours ?? '—', sortValue: (p) => p.hours, align: 'right' },
  {
    id: 'since',
    header: 'Desde',
    cell: (p) => p.since?.toISOString().slice(0, 10) ?? '—',
    sortValue: (p) => p.since,
  },
  { id: 'note', header: 'Nota', cell: () => '' },
];

type User = ReturnType<typeof userEvent.setup>;

const table = () => screen.getByRole('table', { name: 'Empleados' });
/** The names in the order shown: each body row's header cell. */
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name });

function renderTable(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return render(
    <DataTable
      aria-label="Empleados"
      rows={PEOPLE}
      columns={COLUMNS}
      getRowId={(p) => p.id}
      rowLabel={(p) => p.name}
      {...props}
    />,
  );
}

describe('DataTable', { timeout: 20_000 }, () => {
  it('shows a named table with its headers and rows in the given order', () => {
    renderTable();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nombre', 'Horas', 'Desde', 'Nota']);
    expect(names()).toEqual(['Óscar Vidal', 'Ana Núñez', 'Ñuño Pérez', 'Nora Díaz']);
  });

  describe('sorting', () => {
    it('sorts text in Spanish order and flips on a second click, with aria-sort on the header', async () => {
      const user = userEvent.setup();
      renderTable();
      expect(header('Nombre')).not.toHaveAttribute('aria-sort');
      await user.click(within(header('Nombre')).getByRole('button', { name: 'Nombre' }));
      expect(names()).toEqual(['Ana Núñez', 'Nora Díaz', 'Ñuño Pérez', 'Óscar Vidal']);
      expect(header('Nombre')).toHaveAttribute('aria-sort', 'ascending');
      await user.click(within(header('Nombre')).getByRole('button', { name: 'Nombre' }));
      expect(names()).toEqual(['Óscar Vidal', 'Ñuño Pérez', 'Nora Díaz', 'Ana Núñez']);
      expect(header('Nombre')).toHaveAttribute('aria-sort', 'descending');
    });

    it('keeps rows without a value last in both directions', async () => {
      const user = userEvent.setup();
      renderTable({ initialSort: { columnId: 'hours', direction: 'asc' } });
      expect(names()).toEqual(['Ñuño Pérez', 'Nora Díaz', 'Óscar Vidal', 'Ana Núñez']);
      expect(header('Horas')).toHaveAttribute('aria-sort', 'ascending');
      await user.click(screen.getByRole('button', { name: 'Horas' }));
      expect(names()).toEqual(['Óscar Vidal', 'Nora Díaz', 'Ñuño Pérez', 'Ana Núñez']);
    });

    it('sorts dates by time', () => {
      renderTable({ initialSort: { columnId: 'since', direction: 'desc' } });
      expect(names()).toEqual(['Ana Núñez', 'Óscar Vidal', 'Nora Díaz', 'Ñuño Pérez']);
    });

    it('offers no sort button on a column without sortValue', () => {
      renderTable();
      expect(within(header('Nota')).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('row actions', () => {
    it('gives one action as a text button named with its row', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      renderTable({ rowActions: [{ label: 'Editar', onClick }] });
      expect(header('Acciones')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Editar Nora Díaz' }));
      expect(onClick).toHaveBeenCalledWith(PEOPLE[3]);
    });

    it('gives several actions as a menu per row, with disabled ones shown as such', async () => {
      const user = userEvent.setup();
      const onEdit = vi.fn();
      const onDelete = vi.fn();
      const actions: RowAction<Person>[] = [
        { label: 'Editar', onClick: onEdit },
        { label: 'Eliminar', onClick: onDelete, disabled: (p) => p.hours === null },
      ];
      renderTable({ rowActions: actions });
      const menuButton = screen.getByRole('button', { name: 'Acciones de Ana Núñez' });
      expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
      await user.click(menuButton);
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Eliminar' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await user.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
      expect(onEdit).toHaveBeenCalledWith(PEOPLE[1]);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('states in the body, under the kept header', () => {
    it('shows loading', () => {
      renderTable({ rows: undefined, loading: true });
      expect(header('Nombre')).toBeInTheDocument();
      expect(within(table()).getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
      expect(table()).toHaveAttribute('aria-busy', 'true');
    });

    it('shows a failure with Reintentar', async () => {
      const user = userEvent.setup();
      const onRetry = vi.fn();
      renderTable({ rows: undefined, error: new DataError('unavailable'), onRetry });
      expect(within(table()).getByRole('cell')).toHaveAttribute('colspan', '4');
      expect(within(table()).getByRole('alert')).toHaveTextContent(
        'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
      );
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });

    it('shows emptiness, spanning the actions column too', () => {
      renderTable({
        rows: [],
        emptyMessage: 'No hay empleados.',
        rowActions: [{ label: 'Editar', onClick: () => {} }],
      });
      const status = within(table()).getByRole('status');
      expect(status).toHaveTextContent('No hay empleados.');
      expect(within(table()).getByRole('cell')).toHaveAttribute('colspan', '5');
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    });
  });

  describe('client pagination', () => {
    const many: Person[] = Array.from({ length: 30 }, (_, i) => ({
      id: `m${i}`,
      name: `Persona ${String(i + 1).padStart(2, '0')}`,
      hours: i,
      since: null,
    }));

    async function next(user: User) {
      await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    }

    it('shows 25 rows a page by default, in Spanish', async () => {
      const user = userEvent.setup();
      renderTable({ rows: many });
      expect(names()).toHaveLength(25);
      expect(screen.getByText('1–25 de 30')).toBeInTheDocument();
      expect(screen.getByText('Filas por página')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
      await next(user);
      expect(names()).toEqual(['Persona 26', 'Persona 27', 'Persona 28', 'Persona 29', 'Persona 30']);
      expect(screen.getByText('26–30 de 30')).toBeInTheDocument();
    });

    it('goes back to the first page when the order changes', async () => {
      const user = userEvent.setup();
      renderTable({ rows: many, pageSize: 10 });
      await next(user);
      expect(names()[0]).toBe('Persona 11');
      await user.click(screen.getByRole('button', { name: 'Horas' }));
      expect(screen.getByText('1–10 de 30')).toBeInTheDocument();
      expect(names()[0]).toBe('Persona 01');
    });

    it('stays on a page that still exists when rows go away', async () => {
      const user = userEvent.setup();
      const { rerender } = renderTable({ rows: many, pageSize: 10 });
      await next(user);
      await next(user);
      expect(screen.getByText('21–30 de 30')).toBeInTheDocument();
      rerender(
        <DataTable
          aria-label="Empleados"
          rows={many.slice(0, 15)}
          columns={COLUMNS}
          getRowId={(p) => p.id}
          pageSize={10}
        />,
      );
      expect(screen.getByText('11–15 de 15')).toBeInTheDocument();
      expect(names()).toHaveLength(5);
    });

    it('shows every row with pageSize 0', () => {
      renderTable({ rows: many, pageSize: 0 });
      expect(names()).toHaveLength(30);
      expect(screen.queryByText('Filas por página')).not.toBeInTheDocument();
    });
  });

  describe('cursor pagination', () => {
    it('shows the rows given, previous / next and the label', async () => {
      const user = userEvent.setup();
      const onNext = vi.fn();
      const many = Array.from(
        { length: 30 },
        (_, i) => ({ ...PEOPLE[0], id: `c${i}`, name: `Fila ${i}` }) as Person,
      );
      renderTable({
        rows: many,
        cursor: { hasPrevious: false, hasNext: true, onPrevious: () => {}, onNext, label: 'Página 1' },
      });
      expect(names()).toHaveLength(30);
      const nav = screen.getByRole('navigation', { name: 'Paginación' });
      expect(within(nav).getByText('Página 1')).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
      await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
      expect(onNext).toHaveBeenCalledOnce();
      expect(screen.queryByText('Filas por página')).not.toBeInTheDocument();
    });
  });
});
