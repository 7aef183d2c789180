import { screen, waitFor, within } from '@testing-library/react';

import {
  buildShift,
  buildTenant,
  buildUserDoc,
  buildWorkplace,
  TEST_TENANT,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { DashboardScreen } from './dashboard-screen';
import { ONBOARDING_KEY_PREFIX, showsOnboarding } from './onboarding';

/** Wednesday 18 November 2026, 09:20 in Santiago; the company was created the day before. */
const NOW = new Date('2026-11-18T12:20:00.000Z');
const YESTERDAY = new Date('2026-11-17T15:00:00.000Z');
const ADMIN = TEST_PEOPLE.admin.uid;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const admin = buildUserDoc({
  id: ADMIN,
  role: 'admin',
  displayName: 'Dueña Espiga',
  email: TEST_PEOPLE.admin.email,
});

function step(name: string) {
  return screen.getByRole('listitem', { name: new RegExp(`^${name}:`) });
}

describe('onboarding checklist', { timeout: 60_000 }, () => {
  it('shows a new company’s five steps with their real progress, and ticks a person added', async () => {
    const view = await renderScreen(<DashboardScreen />, {
      role: 'admin',
      docs: { tenants: [buildTenant({ createdAt: YESTERDAY })], users: [admin], shifts: [buildShift()] },
    });
    const card = await screen.findByRole('region', { name: 'Primeros pasos' }, { timeout: 10_000 });
    expect(within(card).getByText('1 de 5 listos')).toBeInTheDocument();
    expect(step('Registra tu lugar de trabajo')).toHaveAccessibleName(
      'Registra tu lugar de trabajo: pendiente',
    );
    expect(step('Agrega a tu equipo')).toHaveAccessibleName('Agrega a tu equipo: pendiente');
    expect(step('Crea tus turnos')).toHaveAccessibleName('Crea tus turnos: listo');
    expect(step('Planifica la semana')).toHaveAccessibleName('Planifica la semana: pendiente');
    expect(within(card).getByRole('link', { name: 'Agrega a tu equipo' })).toHaveAttribute(
      'href',
      '/empleados',
    );

    await view.store.privileged().commit([
      {
        kind: 'set',
        collection: 'users',
        id: 'rosa',
        data: { ...buildUserDoc({ id: 'rosa', displayName: 'Rosa Cajera', email: 'rosa@espiga.cl' }) },
        merge: false,
      },
    ]);
    await view.queryClient.invalidateQueries();
    await waitFor(() => expect(step('Agrega a tu equipo')).toHaveAccessibleName('Agrega a tu equipo: listo'));
    expect(within(card).getByText('2 de 5 listos')).toBeInTheDocument();
  });

  it('asks first for the workplace whose address each receipt prints, ticked by an active one (Res. Ex. N° 38 art. 13)', async () => {
    const view = await renderScreen(<DashboardScreen />, {
      role: 'admin',
      docs: {
        tenants: [buildTenant({ createdAt: YESTERDAY })],
        users: [admin],
        workplaces: [buildWorkplace({ id: 'wp-cerrado', name: 'Sucursal cerrada', archived: true })],
      },
    });
    const card = await screen.findByRole('region', { name: 'Primeros pasos' }, { timeout: 10_000 });
    const steps = within(card).getAllByRole('listitem');
    expect(steps[0]).toHaveAccessibleName('Registra tu lugar de trabajo: pendiente');
    expect(steps[0]).toHaveTextContent(
      'Su dirección se imprime en cada comprobante de marca (Res. Ex. N° 38).',
    );
    expect(within(card).getByRole('link', { name: 'Registra tu lugar de trabajo' })).toHaveAttribute(
      'href',
      '/configuracion#lugares-de-trabajo',
    );
    // An archived workplace is nobody's: the step stays pending until an active one exists.
    expect(within(card).getByText('0 de 5 listos')).toBeInTheDocument();

    await view.store.privileged().commit([
      {
        kind: 'set',
        collection: 'workplaces',
        id: 'wp-matriz',
        data: { ...buildWorkplace() },
        merge: false,
      },
    ]);
    await view.queryClient.invalidateQueries();
    await waitFor(() =>
      expect(step('Registra tu lugar de trabajo')).toHaveAccessibleName(
        'Registra tu lugar de trabajo: listo',
      ),
    );
    expect(within(card).getByText('1 de 5 listos')).toBeInTheDocument();
  });

  it('ticks the shared link once copied, and stays hidden once hidden', async () => {
    const view = await renderScreen(<DashboardScreen />, {
      role: 'admin',
      docs: { tenants: [buildTenant({ createdAt: YESTERDAY })], users: [admin] },
    });
    const card = await screen.findByRole('region', { name: 'Primeros pasos' }, { timeout: 10_000 });
    await view.user.click(within(card).getByRole('button', { name: 'Copiar enlace' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Enlace copiado');
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toContain(`${window.location.origin}/login`);
    expect(step('Comparte el enlace de marcación')).toHaveAccessibleName(
      'Comparte el enlace de marcación: listo',
    );

    await view.user.click(within(card).getByRole('button', { name: 'Ocultar' }));
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${ONBOARDING_KEY_PREFIX}${TEST_TENANT}`) ?? '{}')).toEqual({
      shared: true,
      dismissed: true,
    });
  });

  it('is not shown to a company older than 60 days, nor once every step is done', () => {
    const none = { workplace: false, team: false, shifts: false, plan: false, share: false };
    const all = { workplace: true, team: true, shifts: true, plan: true, share: true };
    const fresh = { shared: false, dismissed: false };
    expect(showsOnboarding(YESTERDAY, NOW, fresh, none)).toBe(true);
    expect(showsOnboarding(new Date('2026-09-01T12:00:00Z'), NOW, fresh, none)).toBe(false);
    expect(showsOnboarding(YESTERDAY, NOW, fresh, all)).toBe(false);
    // Everything but the workplace: still shown, the receipts would print no address.
    expect(showsOnboarding(YESTERDAY, NOW, fresh, { ...all, workplace: false })).toBe(true);
    expect(showsOnboarding(YESTERDAY, NOW, { ...fresh, dismissed: true }, none)).toBe(false);
  });
});
