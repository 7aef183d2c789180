import { screen, waitFor, within } from '@testing-library/react';

import { DataError } from '../../data/ports/document-store';
import type { WriteBatch } from '../../data/ports/document-store';
import { buildLead, buildLeadEvent } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { LeadsScreen } from './leads-screen';

const SUPER = TEST_PEOPLE.superuser;
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000);

const LEADS = [
  buildLead({
    id: 'lead-marcelo',
    name: 'Marcelo Ibáñez',
    company: 'Ferretería El Roble',
    email: 'marcelo@elroble.cl',
    phone: '+56 9 5555 1234',
    employees: 18,
    message: 'Queremos dejar el libro de asistencia en papel.',
    status: 'nuevo',
    createdAt: daysAgo(3),
  }),
  buildLead({
    id: 'lead-carolina',
    name: 'Carolina Peña',
    company: 'Minimarket Los Aromos',
    email: 'carolina@losaromos.cl',
    employees: 9,
    status: 'contactado',
    createdAt: daysAgo(10),
  }),
  buildLead({
    id: 'lead-esteban',
    name: 'Esteban Poblete',
    company: 'Transportes Andes Sur',
    email: 'esteban@andessur.cl',
    employees: 60,
    status: 'propuesta',
    createdAt: daysAgo(20),
  }),
];

const EVENTS = [
  buildLeadEvent({
    id: 'e1',
    leadId: 'lead-carolina',
    from: 'nuevo',
    to: 'contactado',
    actorId: SUPER.uid,
    createdAt: new Date('2026-11-27T13:15:00.000Z'),
  }),
];

async function renderLeads(admin = new FakeAdminPort()) {
  const view = await renderScreen(withAdmin(<LeadsScreen />, admin), {
    role: 'superuser',
    url: '/admin/leads',
    docs: { leads: LEADS, leadEvents: EVENTS },
  });
  await screen.findByRole('article', { name: 'Marcelo Ibáñez' }, { timeout: 10_000 });
  return { ...view, admin };
}

const column = (status: RegExp) => screen.getByRole('region', { name: status });
const stored = (view: RenderedScreen, id: string) => view.store.privileged().get('leads', id);
const eventsOf = (view: RenderedScreen, leadId: string) =>
  view.store
    .privileged()
    .all('leadEvents')
    .filter((event) => event.leadId === leadId);
const logs = (view: RenderedScreen) => view.store.privileged().all('logs');

async function openDetail(view: RenderedScreen, name: string) {
  await view.user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('Gestión de Leads CRM', { timeout: 60_000 }, () => {
  it('lists every lead in the column of its status', async () => {
    await renderLeads();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Leads CRM' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(6);
    const card = within(column(/^Nuevo/)).getByRole('article', { name: 'Marcelo Ibáñez' });
    expect(card).toHaveTextContent('Ferretería El Roble');
    expect(card).toHaveTextContent('18 empleados · hace 3 días');
    expect(within(column(/^Contactado/)).getByRole('article', { name: 'Carolina Peña' })).toBeInTheDocument();
    expect(
      within(column(/^Propuesta/)).getByRole('article', { name: 'Esteban Poblete' }),
    ).toBeInTheDocument();
    expect(within(column(/^Demostración/)).getByText('Sin leads.')).toBeInTheDocument();
  });

  it('moves a lead from the keyboard, with its timeline entry and audit entry', async () => {
    const view = await renderLeads();
    const card = within(column(/^Nuevo/)).getByRole('article', { name: 'Marcelo Ibáñez' });
    within(card).getByRole('button', { name: 'Mover a…' }).focus();
    await view.user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Contactado', 'Demostración', 'Propuesta', 'Ganado', 'Perdido']);
    await view.user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByText('Lead movido a Demostración.')).toHaveAttribute('role', 'status');
    const moved = await within(column(/^Demostración/)).findByRole('article', { name: 'Marcelo Ibáñez' });
    await waitFor(() => expect(within(moved).getByRole('button', { name: 'Marcelo Ibáñez' })).toHaveFocus());
    expect(stored(view, 'lead-marcelo')).toMatchObject({ status: 'demo', updatedAt: expect.any(Date) });
    expect(eventsOf(view, 'lead-marcelo')).toEqual([
      expect.objectContaining({
        kind: 'status',
        from: 'nuevo',
        to: 'demo',
        tenantId: null,
        actorId: SUPER.uid,
      }),
    ]);
    expect(logs(view)).toEqual([
      expect.objectContaining({
        tenantId: 'demo',
        actorId: SUPER.uid,
        action: 'lead.status',
        target: 'lead-marcelo',
        details: '«Marcelo Ibáñez» (Ferretería El Roble): Nuevo → Demostración',
      }),
    ]);
  });

  it('shows a lead’s detail and timeline, and adds a note, keeping it when the save fails', async () => {
    const view = await renderLeads();
    const dialog = await openDetail(view, 'Carolina Peña');
    expect(within(dialog).getByText('carolina@losaromos.cl')).toHaveAttribute(
      'href',
      'mailto:carolina@losaromos.cl',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Contactado');
    const history = within(dialog).getByRole('list', { name: 'Historial' });
    expect(await within(history).findByText('Nuevo → Contactado')).toBeInTheDocument();
    expect(within(history).getByText('27 nov 2026 10:15 · por Sofía Díaz')).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Agregar nota' }));
    expect(within(dialog).getByLabelText('Nota')).toHaveAccessibleDescription('Este campo es obligatorio');

    const batch = view.store.batch.bind(view.store);
    vi.spyOn(view.store, 'batch').mockImplementationOnce((): WriteBatch => {
      const failing = batch();
      failing.commit = () => Promise.reject(new DataError('unavailable'));
      return failing;
    });
    await view.user.type(within(dialog).getByLabelText('Nota'), 'Llamar el lunes.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Agregar nota' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(within(dialog).getByLabelText('Nota')).toHaveValue('Llamar el lunes.');

    await view.user.click(within(dialog).getByRole('button', { name: 'Agregar nota' }));
    expect(await within(history).findByText('Llamar el lunes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nota agregada.');
    expect(within(dialog).getByLabelText('Nota')).toHaveValue('');
    expect(eventsOf(view, 'lead-carolina').filter((event) => event.kind === 'note')).toEqual([
      expect.objectContaining({ text: 'Llamar el lunes.', actorId: SUPER.uid }),
    ]);
    expect(logs(view)).toEqual([expect.objectContaining({ action: 'lead.note', target: 'lead-carolina' })]);
  });

  it('filters the board and the table by search (accents and case ignored) and by status', async () => {
    const view = await renderLeads();
    await view.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'PENA');
    expect(screen.getByRole('article', { name: 'Carolina Peña' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Marcelo Ibáñez' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Tabla' }));
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Carolina Peña' })).toBeInTheDocument();

    await view.user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'andessur');
    expect(within(table).getByRole('button', { name: 'Esteban Poblete' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await view.user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await view.user.click(await screen.findByRole('option', { name: 'Nuevo' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Marcelo Ibáñez' })).toBeInTheDocument();
  });

  it('converts a lead into a company through AdminPort and links the lead to it', async () => {
    const view = await renderLeads(new FakeAdminPort(true));
    const detail = await openDetail(view, 'Esteban Poblete');
    await view.user.click(within(detail).getByRole('button', { name: 'Convertir en empresa' }));
    const form = await screen.findByRole('dialog', { name: 'Convertir en empresa' });
    expect(within(form).getByLabelText(/^Nombre de la empresa/)).toHaveValue('Transportes Andes Sur');
    expect(within(form).getByLabelText(/^Nombre completo/)).toHaveValue('Esteban Poblete');
    expect(within(form).getByLabelText(/^Correo electrónico/)).toHaveValue('esteban@andessur.cl');
    expect(within(form).getByRole('combobox', { name: /Zona horaria/ })).toHaveTextContent(
      'Chile continental (Santiago)',
    );
    await view.user.click(within(form).getByRole('button', { name: 'Crear empresa' }));
    expect(within(form).getByLabelText(/^Contraseña inicial/)).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    await view.user.type(within(form).getByLabelText(/^Razón social/), 'Transportes Andes Sur SpA');
    await view.user.type(within(form).getByLabelText(/^Contraseña inicial/), 'clave-segura-1');
    await view.user.click(within(form).getByRole('button', { name: 'Crear empresa' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Convertir en empresa' })).not.toBeInTheDocument(),
    );

    expect(view.admin.callsOf('createTenant')).toEqual([
      expect.objectContaining({
        name: 'Transportes Andes Sur',
        legalName: 'Transportes Andes Sur SpA',
        timeZone: 'America/Santiago',
        admin: { displayName: 'Esteban Poblete', email: 'esteban@andessur.cl', password: 'clave-segura-1' },
      }),
    ]);
    const tenantId = 'fake-tenant-1';
    expect(stored(view, 'lead-esteban')).toMatchObject({ status: 'ganado', tenantId });
    expect(eventsOf(view, 'lead-esteban')).toEqual([
      expect.objectContaining({ kind: 'converted', from: 'propuesta', to: 'ganado', tenantId }),
    ]);
    expect(logs(view)).toEqual([expect.objectContaining({ action: 'lead.convert', target: 'lead-esteban' })]);
    const dialog = screen.getByRole('dialog', { name: 'Esteban Poblete' });
    expect(await within(dialog).findByText(tenantId)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Empresa creada. El administrador ya puede iniciar sesión; al entrar deberá cambiar la contraseña inicial.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Convertir en empresa' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Ganado');
  });

  it('says the admin’s invitation went by e-mail, never showing its link, when no password was given (Firebase)', async () => {
    const view = await renderLeads(new FakeAdminPort(false));
    const detail = await openDetail(view, 'Marcelo Ibáñez');
    await view.user.click(within(detail).getByRole('button', { name: 'Convertir en empresa' }));
    const form = await screen.findByRole('dialog', { name: 'Convertir en empresa' });
    await view.user.click(within(form).getByRole('button', { name: 'Crear empresa' }));
    expect(await within(detail).findByRole('status')).toHaveTextContent(
      /^Empresa creada\. Le enviamos la invitación por correo a \S+@\S+\.$/,
    );
    expect(screen.queryByRole('button', { name: /Copiar enlace/ })).not.toBeInTheDocument();
    expect(stored(view, 'lead-marcelo')).toMatchObject({ status: 'ganado', tenantId: 'fake-tenant-1' });
  });

  it('says when there are no leads yet', async () => {
    await renderScreen(<LeadsScreen />, { role: 'superuser', url: '/admin/leads' });
    expect(await screen.findByText('Aún no hay leads.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
