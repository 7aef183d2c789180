import { screen, within } from '@testing-library/react';

import { buildLog, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { LogsScreen } from './logs-screen';

const ADMIN = TEST_PEOPLE.admin.uid;
const CAMILA = TEST_PEOPLE.employee.uid;
const minute = (n: number) => new Date(Date.UTC(2026, 10, 18, 12, n));

const logs = [
  ...Array.from({ length: 54 }, (_, i) =>
    buildLog({
      id: `shift-${i}`,
      actorId: ADMIN,
      action: 'shift.update',
      details: `Turno ${i}`,
      createdAt: minute(i),
    }),
  ),
  buildLog({
    id: 'propose',
    actorId: ADMIN,
    action: 'correction.propose',
    details: 'Salida',
    createdAt: minute(55),
  }),
  buildLog({
    id: 'notify',
    actorId: 'system',
    action: 'correction.notify',
    details: 'Aviso a c@t.cl',
    createdAt: minute(56),
  }),
  buildLog({
    id: 'accept',
    actorId: CAMILA,
    action: 'correction.accept',
    details: 'Salida',
    createdAt: minute(57),
  }),
];

async function renderLogs() {
  const view = await renderScreen(<LogsScreen />, {
    role: 'admin',
    docs: {
      users: [
        buildUserDoc({
          id: ADMIN,
          role: 'admin',
          displayName: 'Andrés Soto',
          email: TEST_PEOPLE.admin.email,
        }),
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email }),
      ],
      logs,
    },
  });
  await screen.findByRole('table', { name: 'Registros' }, { timeout: 10_000 });
  return view;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Registros' }))
    .getAllByRole('row')
    .slice(1);

describe('LogsScreen', () => {
  it('lists the newest 50 in Spanish, with Sistema for the server, and loads the rest on demand', async () => {
    const view = await renderLogs();
    expect(await screen.findByText('50 registros (hay más)')).toBeInTheDocument();
    const [first, second, third] = bodyRows();
    expect(first).toHaveTextContent('Camila RojasCorrección aceptadaSalida');
    expect(second).toHaveTextContent('SistemaAviso de corrección enviadoAviso a c@t.cl');
    expect(third).toHaveTextContent('Andrés SotoCorrección propuesta');
    await view.user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('57 registros')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(bodyRows().at(-1)).toHaveTextContent('Turno 0');
  });

  it('filters by action', async () => {
    const view = await renderLogs();
    await view.user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await view.user.click(await screen.findByRole('option', { name: 'Corrección aceptada' }));
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Camila Rojas');
  });
});
