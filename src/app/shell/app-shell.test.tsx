import { screen, within } from '@testing-library/react';

import { buildTenant } from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import { AppShell } from './app-shell';

function renderShell(url: string, tenantName = 'Panadería La Espiga') {
  return renderScreen(
    <AppShell>
      <h1>Pantalla</h1>
    </AppShell>,
    { role: 'superuser', url, docs: { tenants: [buildTenant({ name: tenantName })] } },
  );
}

describe('AppShell', () => {
  it('gives a visitor the screen alone, without the signed-in chrome', async () => {
    await renderScreen(
      <AppShell>
        <h1>Pantalla</h1>
      </AppShell>,
      { role: null, url: '/' },
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Pantalla' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });

  it("shows the company's name next to the product's in the top bar", async () => {
    await renderShell('/alertas', 'Ferretería Los Andes');
    // The signed-in chrome is its own chunk: it arrives after the first render.
    const bar = await screen.findByRole('banner', {}, { timeout: 10_000 });
    expect(within(bar).getByText('Asiste')).toBeInTheDocument();
    expect(await within(bar).findByText('Ferretería Los Andes')).toHaveAttribute(
      'title',
      'Ferretería Los Andes',
    );
  });

  it('opens the drawer with the company under the product, and marks the page shown', async () => {
    const { user } = await renderShell('/alertas');
    await screen.findByText('Panadería La Espiga');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    // The drawer (a modal, the page behind it hidden) names the company above the menu.
    expect(within(screen.getByRole('presentation')).getByText('Panadería La Espiga')).toBeInTheDocument();

    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Alertas');
    expect(current).toHaveClass('Mui-selected');
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    // Every entry is there, down to the superuser's group after Configuración.
    expect(within(nav).getByRole('link', { name: 'Configuración' })).toHaveAttribute(
      'href',
      '/configuracion',
    );
    expect(within(nav).getAllByRole('link').at(-1)).toHaveAccessibleName('Leads CRM');
  });

  it('keeps the menu in its own scrolling box under a fixed header', async () => {
    const { user } = await renderShell('/configuracion');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(nav).toHaveStyle({ overflowY: 'auto' });
    expect(within(nav).getByRole('link', { name: 'Configuración' })).toHaveAttribute('aria-current', 'page');
  });
});
