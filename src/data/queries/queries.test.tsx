import { screen, waitFor } from '@testing-library/react';

import { buildShift, buildTenant, buildUserDoc } from '../../testing/data-builders';
import { SERVER_TIME } from '../ports/document-store';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { useMember } from './member';
import { useOwnUser, usePeople } from './people';
import { useShifts } from './shifts';
import { useTenant } from './tenant';

function Probe() {
  const tenant = useTenant();
  const member = useMember();
  const people = usePeople();
  const own = useOwnUser();
  const shifts = useShifts();
  return (
    <dl>
      <dt>empresa</dt>
      <dd>{tenant.status === 'ready' ? `${tenant.tenant?.name} · ${tenant.timeZone}` : tenant.status}</dd>
      <dt>miembro</dt>
      <dd>{member ? `${member.uid} · ${member.role} · ${member.tenantId}` : 'nadie'}</dd>
      <dt>personas</dt>
      <dd>{people.data ? people.data.map((p) => p.displayName).join(', ') : people.fetchStatus}</dd>
      <dt>yo</dt>
      <dd>{own.data?.displayName ?? '—'}</dd>
      <dt>turnos</dt>
      <dd>{shifts.data ? shifts.data.map((s) => s.name).join(', ') : '—'}</dd>
    </dl>
  );
}

const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

const PEOPLE = [
  buildUserDoc({ id: 'demo-admin', displayName: 'Andrés Soto', role: 'admin' }),
  buildUserDoc(),
  buildUserDoc({ id: 'u-ana', displayName: 'Ána Pérez' }),
];
const SHIFTS = [buildShift({ id: 's2', name: 'Tarde' }), buildShift({ id: 's1', name: 'Mañana' })];

describe('shared reads', () => {
  it('give a manager the tenant, themselves, the people and the shifts, each read once', async () => {
    const { store } = await renderScreen(<Probe />, {
      role: 'admin',
      docs: { users: PEOPLE, shifts: SHIFTS },
    });
    await waitFor(() => expect(value('personas')).toBe('Ána Pérez, Andrés Soto, Camila Rojas'));
    await waitFor(() => expect(value('turnos')).toBe('Mañana, Tarde'));
    expect(value('empresa')).toBe('Panadería La Espiga · America/Santiago');
    expect(value('miembro')).toBe('demo-admin · admin · demo');
    await waitFor(() => expect(value('yo')).toBe('Andrés Soto'));
    // Tenant 1 + people 3 + own doc 1 + shifts 2: every read once, whatever asked for it.
    expect(store.usage().reads).toBe(7);
  });

  it('never ask for the people list as an employee (the policy would refuse it)', async () => {
    const { store } = await renderScreen(<Probe />, { docs: { users: PEOPLE, shifts: SHIFTS } });
    await waitFor(() => expect(value('yo')).toBe('Camila Rojas'));
    await waitFor(() => expect(value('turnos')).toBe('Mañana, Tarde'));
    expect(value('personas')).toBe('idle');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.usage().reads).toBe(4);
  });

  it('follow a change of the tenant at once', async () => {
    const { store } = await renderScreen(<Probe />, { role: 'admin', docs: { tenants: [buildTenant()] } });
    await waitFor(() => expect(value('empresa')).toBe('Panadería La Espiga · America/Santiago'));
    // A settings save is signed by its author with the server's time (security review M6).
    await store.update('tenants', 'demo', {
      name: 'Panadería Norte',
      updatedBy: TEST_PEOPLE.admin.uid,
      updatedAt: SERVER_TIME,
    });
    await waitFor(() => expect(value('empresa')).toBe('Panadería Norte · America/Santiago'));
  });
});
