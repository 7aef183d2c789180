import { screen, waitFor, within } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

import type { Session } from '../../data/ports/auth-port';
import type { DemoTools } from '../../data/ports/backend';
import { BackendContext, loadedBackend, useBackend } from '../../lib/backend-context';
import { VALIDATION } from '../../lib/validation-messages';
import { useAuthStore } from '../../stores/auth-store';
import { fakeAuth, TEST_TENANT } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen, type RenderedScreen } from '../../testing/render-screen';
import { CONTACT_FAILED, CONTACT_THANKS } from './contact-form';
import { LandingScreen } from './landing-screen';

const START = new Date('2026-11-18T14:00:00-03:00');
const PERSON = {
  Nombre: '  Rosa Muñoz ',
  // An e-mail input trims what it holds (the HTML value sanitization): the upper case stays.
  'Correo electrónico': 'Rosa@CafeCentral.CL',
  Empresa: 'Café Central',
  Teléfono: '+56 9 1234 5678',
  'Número de empleados': '25',
  Mensaje: 'Tenemos dos locales.',
};
type Label = keyof typeof PERSON;

const field = (label: Label) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const send = () => screen.getByRole('button', { name: 'Enviar' });
const leads = (view: RenderedScreen) => view.store.privileged().all('leads');

/** The backend renderScreen builds, as the Firebase build's (no demo to offer). */
function AsFirebase({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const handle = useMemo(() => loadedBackend({ ...backend, kind: 'firebase' }), [backend]);
  return <BackendContext.Provider value={handle}>{children}</BackendContext.Provider>;
}

let admin = new FakeAdminPort();

async function renderLanding() {
  admin = new FakeAdminPort();
  const view = await renderScreen(
    withAdmin(
      <AsFirebase>
        <LandingScreen />
      </AsFirebase>,
      admin,
    ),
    { role: null },
  );
  // The form is its own chunk: its first import in a test run can take seconds on a busy machine.
  await screen.findByRole('textbox', { name: /^Nombre/ }, { timeout: 20_000 });
  return view;
}

async function fill(view: RenderedScreen, values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values) as [Label, string][]) {
    await view.user.clear(field(label));
    await view.user.paste(value);
  }
}

/** A person takes their time: the clock moves past the form's minimum fill time. */
const later = () => vi.setSystemTime(START.getTime() + 45_000);

beforeEach(() => {
  // Only Date: the clock stands still unless a test moves it, so "too fast" is the default.
  vi.useFakeTimers({ toFake: ['Date'], now: START });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Landing page', { timeout: 60_000 }, () => {
  it('presents the product, the plans and the answers under landmarks and ordered headings', async () => {
    await renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Control de asistencia más simple');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tres cosas que Asiste hace mejor',
      'Planes y precios',
      'Preguntas frecuentes',
      'Contáctanos',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Funciones', '#funciones'],
      ['Planes', '#planes'],
      ['Preguntas', '#preguntas'],
      ['Contacto', '#contacto'],
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Iniciar sesión' })) {
      expect(link).toHaveAttribute('href', '/login');
    }

    // Each mock-up is one described image, not a grid of numbers.
    expect(screen.getByRole('img', { name: /Registrar entrada/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /límite semanal de 42 horas/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /líquido a pagar de \$1\.002\.277/ })).toBeInTheDocument();

    const plans = screen.getByRole('region', { name: 'Planes y precios' });
    expect(plans).toHaveAttribute('id', 'planes');
    const plan = (name: string) => within(plans).getByRole('article', { name });
    expect(plan('Gratis')).toHaveTextContent('$0');
    expect(plan('Gratis')).toHaveTextContent('Hasta 10 personas');
    expect(plan('Pyme')).toHaveTextContent('$1.990por persona al mes + IVA');
    expect(plan('Pyme')).toHaveTextContent('De 11 a 100 personas');
    expect(plan('Empresa')).toHaveTextContent('Conversemos');
    expect(within(plan('Gratis')).getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute(
      'href',
      '/crear',
    );
    expect(within(plan('Pyme')).getByRole('link', { name: 'Empezar' })).toHaveAttribute('href', '/crear');
    expect(within(plan('Empresa')).getByRole('link', { name: 'Contactar ventas' })).toHaveAttribute(
      'href',
      '#contacto',
    );
    expect(screen.getByRole('region', { name: 'Contáctanos' })).toHaveAttribute('id', 'contacto');
  });

  it('opens an answer of the FAQ from its question', async () => {
    const view = await renderLanding();
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const questions = within(faq).getAllByRole('heading', { level: 3 });
    expect(questions.map((q) => q.textContent)).toEqual([
      '¿Es válido ante la Dirección del Trabajo?',
      '¿Necesito instalar algo?',
      '¿Qué pasa si no hay señal?',
      '¿Puedo probar sin tarjeta?',
      '¿Cómo se calculan las horas extra?',
      '¿Mis datos están seguros?',
    ]);
    const question = within(faq).getByRole('button', { name: '¿Qué pasa si no hay señal?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: '¿Qué pasa si no hay señal?' })).toHaveTextContent(
      /se envía sola al volver la conexión/,
    );
  });

  it('sends the visitor to /crear to create an account', async () => {
    await renderLanding();
    const links = screen.getAllByRole('link', { name: 'Crear cuenta gratis' });
    expect(links.length).toBeGreaterThanOrEqual(2); // the hero's and the free plan's
    for (const link of links) expect(link).toHaveAttribute('href', '/crear');
    // The Firebase build has no demo to offer.
    expect(screen.queryByRole('button', { name: 'Probar la demostración' })).not.toBeInTheDocument();
  });

  it('labels the contact fields in Spanish and marks the three required ones', async () => {
    await renderLanding();
    for (const label of Object.keys(PERSON) as Label[]) expect(field(label)).toBeInTheDocument();
    expect(field('Nombre')).toBeRequired();
    expect(field('Correo electrónico')).toBeRequired();
    expect(field('Empresa')).toBeRequired();
    expect(field('Teléfono')).not.toBeRequired();
    expect(field('Número de empleados')).not.toBeRequired();
    expect(field('Mensaje')).not.toBeRequired();
  });

  it('says what is wrong under each invalid field, focuses the first one and keeps what was typed', async () => {
    const view = await renderLanding();
    later();
    await fill(view, {
      'Correo electrónico': 'rosa@cafe',
      Teléfono: '+56 9 abc',
      'Número de empleados': '0',
    });
    await view.user.click(send());

    expect(field('Nombre')).toHaveAccessibleDescription(VALIDATION.required);
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre')).toHaveFocus();
    expect(field('Correo electrónico')).toHaveAccessibleDescription(VALIDATION.email);
    expect(field('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Empresa')).toHaveAccessibleDescription(VALIDATION.required);
    expect(field('Teléfono')).toHaveAccessibleDescription('Usa solo números, espacios y los signos + ( ) -');
    expect(field('Número de empleados')).toHaveAccessibleDescription('Debe estar entre 1 y 1000000');
    expect(field('Mensaje')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Correo electrónico')).toHaveValue('rosa@cafe');
    expect(field('Teléfono')).toHaveValue('+56 9 abc');

    // After the first submit every change is checked again: the message goes as soon as the field is right.
    await fill(view, { 'Correo electrónico': 'rosa@cafe.cl' });
    expect(field('Correo electrónico')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Correo electrónico')).not.toHaveAccessibleDescription(VALIDATION.email);
    expect(leads(view)).toEqual([]);
  });

  it('saves one lead with exactly the lead fields and thanks the visitor', async () => {
    const view = await renderLanding();
    await fill(view, PERSON);
    later();
    await view.user.click(send());

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_THANKS, {
      normalizeWhitespace: true,
    });
    expect(screen.getByRole('status').textContent).toBe(CONTACT_THANKS);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    const saved = leads(view);
    expect(saved).toHaveLength(1);
    const { id, ...lead } = saved[0] ?? { id: '' };
    expect(id).not.toBe('');
    expect(lead).toEqual({
      tenantId: null,
      name: 'Rosa Muñoz',
      email: 'rosa@cafecentral.cl',
      company: 'Café Central',
      phone: '+56 9 1234 5678',
      employees: 25,
      message: 'Tenemos dos locales.',
      status: 'nuevo',
      createdAt: new Date(START.getTime() + 45_000),
    });
  });

  it('stores null for the optional fields left empty', async () => {
    const view = await renderLanding();
    await fill(view, { Nombre: 'Ana', 'Correo electrónico': 'ana@empresa.cl', Empresa: 'Ferretería' });
    later();
    await view.user.click(send());
    await screen.findByText(CONTACT_THANKS);
    expect(leads(view)).toEqual([
      expect.objectContaining({ phone: null, employees: null, message: null, email: 'ana@empresa.cl' }),
    ]);
  });

  it('thanks a bot that filled the hidden field, and writes nothing', async () => {
    const view = await renderLanding();
    await fill(view, PERSON);
    await view.user.type(screen.getByLabelText('Sitio web'), 'https://ofertas.example');
    later();
    await view.user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_THANKS);
    expect(leads(view)).toEqual([]);
    expect(view.store.usage().writes).toBe(0);
  });

  it('thanks a form sent faster than a person can fill it, and writes nothing', async () => {
    const view = await renderLanding();
    await fill(view, PERSON);
    vi.setSystemTime(START.getTime() + 2_000);
    await view.user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_THANKS);
    expect(leads(view)).toEqual([]);
  });

  it('says so when the lead cannot be saved, keeps every value, and saves on the next try', async () => {
    const view = await renderLanding();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    admin.fail('unavailable', null, { call: 'sendLead' });
    await fill(view, PERSON);
    later();
    await view.user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILED);
    expect(logged).toHaveBeenCalled();
    expect(leads(view)).toEqual([]);
    for (const [label, value] of Object.entries(PERSON) as [Label, string][]) {
      expect(field(label)).toHaveValue(value);
    }
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await view.user.click(send());
    expect(await screen.findByText(CONTACT_THANKS)).toBeInTheDocument();
    expect(admin.callsOf('sendLead')).toHaveLength(2);
    expect(leads(view)).toHaveLength(1);
  });
});

describe('Probar la demostración (demo build)', { timeout: 60_000 }, () => {
  const ADMIN = { email: 'admin@asiste.demo', password: 'demo-clave', role: 'admin', displayName: 'Admin' };
  const DEMO: DemoTools = {
    accounts: [{ ...ADMIN, email: 'super@asiste.demo', role: 'superuser', displayName: 'Super' }, ADMIN],
    reset: async () => undefined,
  };

  /** The backend renderScreen builds, plus the demo's tools. */
  function WithDemo({ children }: { children: ReactNode }) {
    const backend = useBackend();
    const handle = useMemo(() => loadedBackend({ ...backend, demo: DEMO }), [backend]);
    return <BackendContext.Provider value={handle}>{children}</BackendContext.Provider>;
  }

  const page = (
    <WithDemo>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        <Route path="/dashboard" element={<h1>Inicio</h1>} />
      </Routes>
    </WithDemo>
  );

  it('signs the visitor in as the demo admin and opens /dashboard', async () => {
    const session: Session = {
      user: {
        uid: 'demo-admin',
        email: ADMIN.email,
        displayName: 'Admin',
        photoURL: null,
        providers: ['password'],
      },
      claims: { role: 'admin', tenantId: TEST_TENANT },
    };
    const signIn = vi.fn(async () => session);
    const view = await renderScreen(page, { role: null, auth: fakeAuth({ signInWithPassword: signIn }) });
    await view.user.click(await screen.findByRole('button', { name: 'Probar la demostración' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith(ADMIN.email, ADMIN.password);
    expect(useAuthStore.getState().auth).toEqual(session.claims);
  });

  it('says so when the demo cannot be opened, and stays on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signIn = vi.fn(async (): Promise<Session> => Promise.reject(new Error('offline')));
    const view = await renderScreen(page, { role: null, auth: fakeAuth({ signInWithPassword: signIn }) });
    const button = await screen.findByRole('button', { name: 'Probar la demostración' });
    await view.user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos abrir la demostración. Inténtalo de nuevo.',
    );
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Control de asistencia más simple');
  });
});
