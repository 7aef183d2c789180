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

/** One bulk approval of 120 lines, 100 ms apart (three query pages), after a close and an inspector access. */
const bulk = [
  ...Array.from({ length: 120 }, (_, i) =>
    buildLog({
      id: `ot-${String(i).padStart(3, '0')}`,
      actorId: ADMIN,
      action: 'overtime.approve',
      target: null,
      details: `${CAMILA}, ${String((i % 28) + 1).padStart(2, '0')}-10-2026: aprobada 5 min de 5 min`,
      createdAt: new Date(Date.UTC(2026, 10, 18, 14, 0, 30) - i * 100),
    }),
  ),
  buildLog({
    id: 'close',
    actorId: ADMIN,
    action: 'period.close',
    details: 'Periodo octubre de 2026 cerrado (01-10-2026 al 31-10-2026).',
    createdAt: new Date(Date.UTC(2026, 10, 18, 14, 5)),
  }),
  buildLog({
    id: 'inspector',
    actorId: ADMIN,
    action: 'admin.createInspectorAccess',
    target: 'Zt8qLmN2vB4xC6yD0wEr',
    details: JSON.stringify({
      after: {
        email: 'pedro.inspector@dt.gob.cl',
        role: 'inspector',
        days: 17,
        accessUntil: '2026-12-05T13:49:00.000Z',
      },
    }),
    createdAt: new Date(Date.UTC(2026, 10, 18, 14, 10)),
  }),
  buildLog({
    id: 'gone',
    actorId: 'Xy7Wq2Lm9Pz4Kd8Rt1Vb',
    action: 'correction.accept',
    details: 'Entrada 08:00 → 08:15',
    createdAt: new Date(Date.UTC(2026, 10, 18, 13, 0)),
  }),
];

async function renderLogs(entries = logs) {
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
      logs: entries,
    },
  });
  await screen.findByRole('table', { name: 'Registros' }, { timeout: 10_000 });
  return view;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Registros' }))
    .getAllByRole('row')
    .slice(1);

describe('LogsScreen', { timeout: 30_000 }, () => {
  it('lists the newest 50 in Spanish, with Sistema for the server, and loads the rest on demand', async () => {
    const view = await renderLogs();
    expect(await screen.findByText('50 registros (hay más)')).toBeInTheDocument();
    const [first, second, third] = bodyRows();
    expect(first).toHaveTextContent('18-11-2026 09:57Camila RojasCorrección aceptadaSalida');
    expect(second).toHaveTextContent('SistemaAviso de corrección enviadoAviso a c@t.cl');
    expect(third).toHaveTextContent('Andrés SotoCorrección propuesta');
    await view.user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('57 registros')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(bodyRows().at(-1)).toHaveTextContent('Turno 0');
  });

  it('filters by action, by its Spanish label', async () => {
    const view = await renderLogs();
    await view.user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await view.user.click(await screen.findByRole('option', { name: 'Corrección aceptada' }));
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Camila Rojas');
  });

  it('filters by person, and says so when nothing matches the filters', async () => {
    const view = await renderLogs();
    await view.user.type(screen.getByRole('combobox', { name: 'Persona' }), 'Camila');
    await view.user.click(await screen.findByRole('option', { name: /Camila Rojas/ }));
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Corrección aceptada');
    await view.user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await view.user.click(await screen.findByRole('option', { name: 'Periodo cerrado' }));
    expect(await screen.findByText('Ningún registro coincide con los filtros.')).toBeInTheDocument();
    expect(screen.getByText('0 registros')).toBeInTheDocument();
  });

  it('issue #47 item 6: a bulk approval is one row that opens to its 120 lines', async () => {
    const view = await renderLogs(bulk);
    // 123 entries make 4 rows: the bulk spans three query pages, read on their own.
    expect(await screen.findByText('4 registros', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Acceso de fiscalización otorgado',
      'Periodo cerrado',
      'Horas extras aprobadas',
      'Corrección aceptada',
    ]);
    expect(rows[2]).toHaveTextContent(
      '18-11-2026 11:00Andrés SotoHoras extras aprobadasAprobó 120 líneas de horas extras',
    );
    const open = within(rows[2] as HTMLElement).getByRole('button', { name: 'Ver los 120 registros' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(open);
    expect(bodyRows()).toHaveLength(124);
    expect(bodyRows()[3]).toHaveTextContent(
      'Andrés SotoHoras extras aprobadasCamila Rojas, 01-10-2026: aprobada 5 min de 5 min',
    );
    expect(screen.getByRole('button', { name: 'Ocultar los 120 registros' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await view.user.click(screen.getByRole('button', { name: 'Ocultar los 120 registros' }));
    expect(bodyRows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('issue #47 item 6: details read as sentences in local time, the stored text a click away', async () => {
    const view = await renderLogs(bulk);
    await screen.findByText('4 registros', undefined, { timeout: 10_000 });
    const [access, , , gone] = bodyRows();
    expect(access).toHaveTextContent(
      '18-11-2026 11:10Andrés SotoAcceso de fiscalización otorgadoAcceso de fiscalización para pedro.inspector@dt.gob.cl hasta el 05-12-2026 10:49',
    );
    expect(gone).toHaveTextContent('Persona eliminada o externa (ref. Xy7Wq2)Corrección aceptada');
    // A closed <details>: its implicit role is group.
    const details = within(access as HTMLElement).getByRole('group');
    expect(details).not.toHaveAttribute('open');
    await view.user.click(within(access as HTMLElement).getByText('Ver detalle técnico'));
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Acción: admin.createInspectorAccess');
    expect(details).toHaveTextContent('"accessUntil":"2026-12-05T13:49:00.000Z"');
  });
});
