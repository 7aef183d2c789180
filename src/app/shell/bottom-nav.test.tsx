/**
 * The employee's bottom bar (plain elements): one link per entry of the employee menu, labels always
 * shown, the page shown marked, and Historial's count, said in words by the link and drawn hidden over its icon.
 * The badge's data is history-badge.ts's (its own queries): here it is set by hand.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import type * as HistoryBadge from './history-badge';
import { useHistoryBadge } from './history-badge';
import { EMPLOYEE_MENU } from './menus';

vi.mock('./history-badge', async (importOriginal) => ({
  ...(await importOriginal<typeof HistoryBadge>()),
  useHistoryBadge: vi.fn(),
}));

function navAt(url: string, badge: { count: number; label: string | null }) {
  vi.mocked(useHistoryBadge).mockReturnValue(badge);
  render(
    <MemoryRouter initialEntries={[url]}>
      <BottomNav />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Navegación inferior' });
}

describe('BottomNav', () => {
  it('links every entry of the employee menu, by its label, and marks the page shown', () => {
    const nav = navAt('/mi-agenda', { count: 0, label: null });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(EMPLOYEE_MENU.map((item) => item.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EMPLOYEE_MENU.map((item) => item.path));
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/mi-agenda');
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(nav).toHaveStyle({ height: `${BOTTOM_NAV_HEIGHT}px` });
  });

  it("marks an entry's other screens too (/mis-horarios is Agenda)", () => {
    const nav = navAt('/mis-horarios', { count: 0, label: null });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/mi-agenda');
  });

  it('marks nothing on a page outside the menu', () => {
    const nav = navAt('/verificar', { count: 0, label: null });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows no count while nothing waits', () => {
    const nav = navAt('/checkin', { count: 0, label: null });
    const history = within(nav).getByRole('link', { name: 'Historial' });
    expect(history).toHaveTextContent(/^Historial$/);
  });

  it('says the count in the link’s name and draws it, hidden, over the icon', () => {
    const label = '1 corrección por responder y 2 semanas por firmar';
    const nav = navAt('/checkin', { count: 3, label });
    const history = within(nav).getByRole('link', { name: `Historial: ${label}` });
    const badge = within(history).getByText('3');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveClass('bottom-nav-badge');
    // Only Historial carries it.
    expect(within(nav).getAllByText('3')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  });
});
