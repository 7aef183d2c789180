import { screen, waitFor, within } from '@testing-library/react';

import type { Incident } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { buildTenant, buildUserDoc } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { CompaniesScreen } from './companies-screen';

/** 20 Nov 2026, 12:00 in Santiago (UTC−3). */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const TENANTS = [
  buildTenant(),
  buildTenant({ id: 'ferreteria', tenantId: 'ferreteria', name: 'Ferretería El Clavo' }),
];
const USERS = [
  buildUserDoc({ id: TEST_PEOPLE.superuser.uid, role: 'superuser', email: TEST_PEOPLE.superuser.email }),
];

const incident = (id: string, fields: Partial<Incident>): WithId<Incident> => ({
  id,
  tenantId: null,
  start: new Date('2026-11-18T12:00:00.000Z'),
  end: new Date('2026-11-18T12:45:30.000Z'),
  description: 'Caída del servicio de marcación',
  origin: 'manual',
  createdBy: TEST_PEOPLE.superuser.uid,
  createdAt: new Date('2026-11-18T13:00:00.000Z'),
  ...fields,
});

/** The row holds each text in one of its cells. */
function expectCells(row: HTMLElement, texts: readonly string[]): void {
  const cells = [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );
  for (const text of texts) expect(cells).toContain(text);
}

async function renderIncidents(incidents: WithId<Incident>[]) {
  const view = await renderScreen(withAdmin(<CompaniesScreen />, new FakeAdminPort()), {
    role: 'superuser',
    url: '/admin/empresas',
    now: () => NOW,
    docs: { tenants: TENANTS, users: USERS, incidents },
  });
  const table = await screen.findByRole('table', { name: 'Incidentes técnicos' }, { timeout: 10_000 });
  return { ...view, table };
}

describe('Incidentes técnicos on /admin/empresas (Res. Ex. N° 38 art. 27 f)', { timeout: 60_000 }, () => {
  it('lists the platform’s and each company’s incidents with start, end, duration, scope and origin (Res. Ex. N° 38 art. 27 f)', async () => {
    const { table } = await renderIncidents([
      incident('a', {}),
      incident('b', {
        tenantId: 'ferreteria',
        start: new Date('2026-11-19T13:00:00.000Z'),
        end: null,
        origin: 'sistema',
        createdBy: 'sistema',
        description: 'Firma de comprobantes detenida',
      }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Incidentes técnicos' })).toBeInTheDocument();
    const open = await within(table).findByRole('row', { name: /Firma de comprobantes detenida/ });
    expectCells(open, ['19/11/26 10:00:00', 'En curso', 'Ferretería El Clavo', 'Sistema']);
    const over = within(table).getByRole('row', { name: /Caída del servicio de marcación/ });
    expectCells(over, ['18/11/26 09:00:00', '18/11/26 09:45:30', '0:45:30', 'Toda la plataforma', 'Manual']);
  });

  it('says so when the log is empty', async () => {
    const { table } = await renderIncidents([]);
    expect(await within(table).findByText('Aún no hay incidentes técnicos registrados.')).toBeInTheDocument();
  });

  it('records an incident by hand, refusing a blank description and an end before the start (Res. Ex. N° 38 art. 27 f)', async () => {
    const { user, table, store } = await renderIncidents([]);
    await user.click(screen.getByRole('button', { name: 'Registrar incidente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar incidente' });
    await user.type(within(dialog).getByLabelText(/Fecha de inicio/), '2026-11-19');
    await user.type(within(dialog).getByLabelText(/Hora de inicio/), '08:30');
    await user.type(within(dialog).getByLabelText(/Fecha de término/), '2026-11-19');
    await user.type(within(dialog).getByLabelText(/Hora de término/), '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar incidente' }));
    expect(await within(dialog).findByText('Ingresa una descripción del incidente.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Descripción/ }),
      'Corte del proveedor de internet',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Registrar incidente' }));
    expect(
      await within(dialog).findByText('El término no puede ser anterior al inicio.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Hora de término/));
    await user.type(within(dialog).getByLabelText(/Hora de término/), '09:15');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar incidente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await within(table).findByRole('row', { name: /Corte del proveedor de internet/ });
    expectCells(row, ['19/11/26 08:30:00', '19/11/26 09:15:00', '0:45:00', 'Toda la plataforma', 'Manual']);
    const [stored] = await store.list('incidents');
    expect(stored).toMatchObject({
      tenantId: null,
      origin: 'manual',
      start: new Date('2026-11-19T11:30:00.000Z'),
      end: new Date('2026-11-19T12:15:00.000Z'),
      createdBy: TEST_PEOPLE.superuser.uid,
      updatedBy: TEST_PEOPLE.superuser.uid,
    });
  });

  it('marks the end of an incident still open, at the server’s time, after a confirmation (Res. Ex. N° 38 art. 27 f)', async () => {
    const { user, table, store } = await renderIncidents([incident('open', { end: null })]);
    const row = await within(table).findByRole('row', { name: /Caída del servicio de marcación/ });
    await user.click(within(row).getByRole('button', { name: /^Marcar término/ }));
    const confirm = await screen.findByRole('dialog', { name: '¿Marcar el término del incidente?' });
    await user.click(within(confirm).getByRole('button', { name: 'Marcar término' }));
    await waitFor(async () => expect((await store.get('incidents', 'open'))?.end).toEqual(NOW));
    expect(await screen.findByText('Se marcó el término del incidente.')).toBeInTheDocument();
  });
});
