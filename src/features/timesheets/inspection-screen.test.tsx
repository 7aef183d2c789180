import { screen, waitFor, within } from '@testing-library/react';

import { at, buildAttendance, buildTenant, buildUserDoc, buildWorkplace } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen } from '../../testing/render-screen';
import { DT_REPORT_LABEL, DT_REPORTS } from './dt-reports';
import { InspectionScreen } from './inspection-screen';

const NOW = new Date('2026-11-18T09:20:00-03:00');
const WAIT = { timeout: 10_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const DOCS = {
  tenants: [buildTenant({ legalName: 'Panadería La Espiga SpA', taxId: '76.543.210-3' })],
  users: [
    buildUserDoc({ id: 'u-camila', displayName: 'Camila Rojas', rut: '11.247.798-5', role: 'employee' }),
    buildUserDoc({ id: 'u-luis', displayName: 'Luis Díaz', rut: '9.876.543-3', role: 'employee' }),
  ],
  workplaces: [buildWorkplace()],
  attendance: [
    buildAttendance(
      '2026-11-17',
      0,
      { checkIn: '08:57' },
      {
        userId: 'u-camila',
        receipts: { checkIn: { code: 'ABCD-EFGH-JKMN-PQRS', signedAt: at('2026-11-17', '08:57') } },
      },
    ),
    buildAttendance('2026-11-17', 0, { checkIn: '09:12' }, { userId: 'u-luis' }),
  ],
};

async function renderInspection(admin = new FakeAdminPort()) {
  admin.inspectionEndsAt = new Date('2026-11-23T12:20:00.000Z');
  const view = await renderScreen(withAdmin(<InspectionScreen />, admin), {
    role: 'inspector',
    url: '/fiscalizacion',
    path: '/fiscalizacion',
    docs: DOCS,
  });
  return { ...view, admin };
}

describe('Fiscalización', { timeout: 60_000 }, () => {
  it('opens one audited session, then shows the employer, the access end, the punches with their codes and the people with their place of work (Res. Ex. N° 38 art. 27)', async () => {
    const { admin, user } = await renderInspection();
    expect(
      await screen.findByText(/Acceso de solo lectura hasta el 23-11-2026 09:20/, {}, WAIT),
    ).toBeVisible();
    expect(screen.getByText('Empleador: Panadería La Espiga SpA · RUT 76.543.210-3')).toBeVisible();
    const punches = await screen.findByRole('table', { name: 'Marcas de noviembre de 2026' }, WAIT);
    await waitFor(() => expect(within(punches).getByText('ABCD-EFGH-JKMN-PQRS')).toBeVisible(), WAIT);
    expect(within(punches).getByText('Luis Díaz')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Personas' }));
    const people = await screen.findByRole('table', { name: 'Personas' }, WAIT);
    expect(within(people).getByText('11.247.798-5')).toBeVisible();
    // Where each works, name and address (Res. Ex. N° 38 art. 27): the tenant's one workplace.
    expect(within(people).getByRole('columnheader', { name: /Lugar de trabajo/ })).toBeVisible();
    expect(
      within(people).getAllByText(
        'Casa matriz — Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago',
      ),
    ).toHaveLength(2);
    expect(admin.callsOf('startInspection')).toHaveLength(1);
    // One company's grant: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Empresa fiscalizada' })).toBeNull();
  });

  it('offers the companies that gave access, and opens the chosen one through the server (security review M4)', async () => {
    const admin = new FakeAdminPort();
    admin.inspectionGrants = [
      { tenantId: 'demo', name: 'Panadería La Espiga', accessUntil: '2026-11-23T12:20:00.000Z' },
      { tenantId: 'otra', name: 'Ferretería El Tornillo', accessUntil: '2026-11-30T12:00:00.000Z' },
    ];
    const { user } = await renderInspection(admin);
    const picker = await screen.findByRole('combobox', { name: 'Empresa fiscalizada' }, WAIT);
    expect(picker).toHaveTextContent('Panadería La Espiga · hasta el 23-11-2026 09:20');
    expect(screen.getByText('Tienes acceso de fiscalización vigente en 2 empresas.')).toBeVisible();

    admin.fail('permission-denied', 'access-expired', { call: 'startInspection', times: 1 });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Ferretería El Tornillo/ }));
    expect(
      await screen.findByText(
        'No se pudo abrir la fiscalización de Ferretería El Tornillo. Tu acceso de fiscalización venció. Pide un nuevo acceso al empleador.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    // Still inspecting the first company.
    expect(screen.getByRole('combobox', { name: 'Empresa fiscalizada' })).toHaveTextContent(
      'Panadería La Espiga',
    );

    admin.hold();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Abriendo la fiscalización de Ferretería El Tornillo…',
    );
    expect(screen.getByRole('combobox', { name: 'Empresa fiscalizada' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    admin.release();
    // The server opened the other company: nothing is shown until the session's claims name it.
    expect(await screen.findByRole('progressbar', { name: 'Abriendo la fiscalización' }, WAIT)).toBeVisible();
    expect(admin.callsOf('startInspection')).toEqual([{}, { tenantId: 'otra' }, { tenantId: 'otra' }]);
  });

  it('shows a DT official with a key the reports menu alone, each report opening on itself (Res. Ex. N° 38 art. 24)', async () => {
    const admin = new FakeAdminPort();
    admin.keyUntil = '2026-11-23T12:20:00.000Z';
    const { user, store } = await renderInspection(admin);
    const menu = await screen.findByRole('list', { name: 'Reportes' }, WAIT);
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(DT_REPORTS.map((kind) => DT_REPORT_LABEL[kind]));
    expect(screen.getByRole('button', { name: 'Buscar otro empleador' })).toBeVisible();
    // No records' tabs nor month of punches: the reports menu and the archive only.
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(store.usage().reads).toBeLessThan(10);

    await user.click(within(menu).getByRole('button', { name: 'Reporte de jornada diaria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
    expect(within(dialog).getByRole('combobox', { name: 'Reporte' })).toHaveTextContent(
      'Reporte de jornada diaria',
    );
  });

  it('filters by person', async () => {
    const { user } = await renderInspection();
    const punches = await screen.findByRole('table', { name: 'Marcas de noviembre de 2026' }, WAIT);
    await waitFor(() => expect(within(punches).getByText('Luis Díaz')).toBeVisible(), WAIT);
    await user.type(screen.getByRole('combobox', { name: 'Persona' }), 'Camila');
    await user.click(await screen.findByRole('option', { name: /Camila Rojas/ }));
    await waitFor(() => expect(within(punches).queryByText('Luis Díaz')).toBeNull(), WAIT);
    expect(within(punches).getByText('Camila Rojas')).toBeVisible();
  });

  it('reads nothing and says so when the access has ended', async () => {
    const admin = new FakeAdminPort().fail('permission-denied', 'access-expired', {
      call: 'startInspection',
    });
    const { store } = await renderInspection(admin);
    expect(
      await screen.findByText(
        'Tu acceso de fiscalización venció. Pide un nuevo acceso al empleador.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // The shell's tenant doc (TenantProvider) is the one read: no person, punch or correction.
    expect(store.usage().reads).toBe(1);
  });
});
