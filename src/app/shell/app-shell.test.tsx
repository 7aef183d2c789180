import { screen, within } from '@testing-library/react';

import { buildTenant } from '../../testing/data-builders';
import { withEmotionStyles } from '../../testing/emotion-styles';
import { renderScreen } from '../../testing/render-screen';
import { AppShell } from './app-shell';
import { WIDE_CHROME } from './signed-in-shell-loader';

function renderShell(url: string, tenantName = 'Panadería La Espiga') {
  return renderScreen(
    <AppShell>
      <h1>Pantalla</h1>
    </AppShell>,
    { role: 'superuser', url, docs: { tenants: [buildTenant({ name: tenantName })] } },
  );
}

// The layout tests read the shell's CSS (a fixed header, the menu's own scrolling box).
withEmotionStyles();

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

  it('gives an employee on a phone the plain bottom bar, no top bar, inside the plain theme', async () => {
    await renderScreen(
      <AppShell>
        <h1>Pantalla</h1>
      </AppShell>,
      { role: 'employee', url: '/checkin' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Navegación inferior' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/checkin');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Pantalla' }));
    // eslint-disable-next-line testing-library/no-node-access -- the chrome's root has no role: its theme is a class
    const root = main.parentElement;
    expect(root).toHaveClass('plain-page');
    expect(root).toHaveAttribute('data-mode', 'light');
  });

  it('gives an employee on a phone Mis avisos above the screen, in the plain theme (Res. Ex. N° 38 art. 45)', async () => {
    await renderScreen(
      <AppShell>
        <h1>Pantalla</h1>
      </AppShell>,
      { role: 'employee', url: '/checkin' },
    );
    // Its own chunk, after the screen: the button, with no notice yet, named without a count.
    const bell = await screen.findByRole('button', { name: /^Mis avisos/ }, { timeout: 10_000 });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('main')).not.toContainElement(bell);
    // eslint-disable-next-line testing-library/no-node-access -- the chrome's root has no role: its theme is a class
    expect(bell.closest('.plain-page')).toBe(screen.getByRole('main').parentElement);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('gives an employee on a wide screen the top bar instead, also inside the plain theme', async () => {
    // jsdom has no matchMedia (the chrome then takes the screen for a phone): this one says it is wide.
    const wideScreen = (query: string): MediaQueryList => ({
      matches: query === WIDE_CHROME,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: wideScreen });
    try {
      await renderScreen(
        <AppShell>
          <h1>Pantalla</h1>
        </AppShell>,
        { role: 'employee', url: '/checkin' },
      );
      const bar = await screen.findByRole('banner', {}, { timeout: 10_000 });
      expect(within(bar).getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Navegación inferior' })).not.toBeInTheDocument();
      // eslint-disable-next-line testing-library/no-node-access -- the chrome's root has no role: its theme is a class
      expect(screen.getByRole('main').parentElement).toHaveClass('plain-page');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
