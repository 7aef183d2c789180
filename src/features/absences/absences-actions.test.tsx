/**
 * /ausencias over the real demo store: the inbox order and the over-balance flag, the pending badge, recording an
 * absence (with the overlap warning), deleting one, and the export of the filtered rows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { downloadText } from '../../lib/download';
import { buildAbsence, buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { AbsencesScreen } from './absences-screen';

vi.mock('../../lib/download', () => ({ downloadText: vi.fn(), downloadBlob: vi.fn() }));

const TZ = 'America/Santiago';
/** Wednesday 18 November 2026, 10:00 in Santiago: the report opens on November 2026. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const ADMIN = TEST_PEOPLE.admin.uid;
const CAMILA = TEST_PEOPLE.employee.uid;
const CARLOS = 'demo-noche';
const WAIT = { timeout: 10_000 };

function docs() {
  return {
    tenants: [buildTenant()],
    users: [
      buildUserDoc({ id: ADMIN, role: 'admin', displayName: 'Andrés Soto', hireDate: null }),
      // 22 months of service: 27,5 days.
      buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', hireDate: dayKeyToInstant('2025-01-01', TZ) }),
      // 2 months of service: 2,5 days.
      buildUserDoc({
        id: CARLOS,
        displayName: 'Carlos Morales',
        hireDate: dayKeyToInstant('2026-09-01', TZ),
      }),
    ],
    absences: [
      buildAbsence('2026-11-23', '2026-11-27', { id: 'carlos-req', userId: CARLOS, status: 'pendiente' }),
      buildAbsence('2026-11-26', '2026-11-27', { id: 'camila-req', userId: CAMILA, status: 'pendiente' }),
      buildAbsence('2026-11-09', '2026-11-10', { id: 'camila-lic', userId: CAMILA, type: 'licencia médica' }),
      buildAbsence('2026-11-02', '2026-11-02', {
        id: 'legacy',
        userId: CARLOS,
        type: 'permiso',
        note: 'Trámite',
      }),
      // Pending, but in January: outside the month shown, counted by the badge.
      buildAbsence('2027-01-11', '2027-01-11', {
        id: 'future-req',
        userId: CAMILA,
        type: 'permiso con goce',
        status: 'pendiente',
      }),
    ],
  };
}

async function open(): Promise<RenderedScreen> {
  const view = await renderScreen(<AbsencesScreen />, { role: 'admin', docs: docs() });
  // The server logs each act (src/server/audit/audit-absence-acts.ts).
  startServerTriggers(view.store);
  await screen.findByRole('row', { name: /Carlos Morales Vacaciones 23-11-2026 – 27-11-2026/ }, WAIT);
  return view;
}

/** The body rows' texts, in order. */
const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Ausencias' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const rowOf = (name: RegExp) => screen.getByRole('row', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Ausencias: the inbox', { timeout: 60_000 }, () => {
  it('puts pending requests first and flags a vacation request beyond the balance', async () => {
    await open();
    expect(rowTexts()).toEqual([
      expect.stringMatching(/^Camila RojasVacaciones26-11-2026 – 27-11-20262Pendiente/),
      expect.stringMatching(/^Carlos MoralesVacaciones23-11-2026 – 27-11-20265PendienteSupera el saldo/),
      expect.stringMatching(/^Camila RojasLicencia médica09-11-2026 – 10-11-20262Aprobada/),
      // A legacy `permiso` reads as a paid permission.
      expect.stringMatching(/^Carlos MoralesPermiso con goce02-11-20261AprobadaTrámite/),
    ]);
    const carlos = rowOf(/Carlos Morales Vacaciones 23-11-2026/);
    expect(within(carlos).getByText('2,5 días')).toBeInTheDocument();
    expect(within(rowOf(/Camila Rojas Vacaciones 26-11-2026/)).getByText('27,5 días')).toBeInTheDocument();
    expect(within(rowOf(/Camila Rojas Vacaciones 26-11-2026/)).queryByText('Supera el saldo')).toBeNull();
    // Only pending rows can be approved or rejected.
    expect(within(rowOf(/Licencia médica/)).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(within(rowOf(/Licencia médica/)).getByRole('button', { name: 'Anular' })).toBeInTheDocument();
  });

  it('counts every pending request and shows them all, whatever their month', async () => {
    const view = await open();
    await view.user.click(screen.getByRole('button', { name: '3 solicitudes pendientes' }));
    await screen.findByRole('row', { name: /Permiso con goce 11-01-2027/ }, WAIT);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Pendiente');
    expect(rowTexts()).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      /noviembre de 2026 al 11 de enero de 2027/,
    );
  });
});

describe('Ausencias: record and void', { timeout: 60_000 }, () => {
  it('records an approved absence for a person, warning of an overlap, with its audit entry', async () => {
    const view = await open();
    await view.user.click(screen.getByRole('button', { name: 'Registrar ausencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ausencia' });

    // Nothing chosen: the person is required and nothing is written.
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('combobox', { name: /Persona/ }));
    await view.user.click(await screen.findByRole('option', { name: /Camila Rojas/ }));
    await view.user.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Licencia médica' }));
    const from = within(dialog).getByLabelText(/Desde/);
    const to = within(dialog).getByLabelText(/Hasta/);
    await view.user.clear(from);
    await view.user.type(from, '2026-11-10');
    await view.user.clear(to);
    await view.user.type(to, '2026-11-12');
    // 10 November is already an approved licencia of hers: a warning, not a block.
    expect(
      await within(dialog).findByText(/se superponen con otra ausencia aprobada/, {}, WAIT),
    ).toHaveTextContent('Licencia médica (09-11-2026 – 10-11-2026)');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), 'Reposo');
    await view.user.type(
      within(dialog).getByRole('textbox', { name: /Nombre del documento adjunto/ }),
      'licencia-123.pdf',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const known = ['carlos-req', 'camila-req', 'camila-lic', 'legacy', 'future-req'];
    const recorded = view.store
      .privileged()
      .all('absences')
      .find((doc) => !known.includes(doc.id));
    if (!recorded) throw new Error('nothing recorded');
    const { id, createdAt, decidedAt, ...fields } = recorded;
    expect(createdAt).toEqual(NOW);
    expect(decidedAt).toEqual(NOW);
    expect(fields).toEqual({
      tenantId: 'demo',
      userId: CAMILA,
      type: 'licencia médica',
      from: dayKeyToInstant('2026-11-10', TZ),
      to: dayKeyToInstant('2026-11-12', TZ),
      status: 'aprobada',
      note: 'Reposo',
      attachmentName: 'licencia-123.pdf',
      createdBy: ADMIN,
      decidedBy: ADMIN,
      decisionNote: null,
    });
    await waitFor(() =>
      expect(view.store.privileged().all('logs')).toEqual([
        expect.objectContaining({
          actorId: ADMIN,
          action: 'absence.create',
          target: id,
          details: 'Licencia médica de Camila Rojas: 10-11-2026 – 12-11-2026',
        }),
      ]),
    );
    expect(
      await screen.findByRole('row', { name: /Licencia médica 10-11-2026 – 12-11-2026/ }, WAIT),
    ).toHaveTextContent('Adjunto: licencia-123.pdf');
    expect(screen.getByRole('status')).toHaveTextContent('Ausencia registrada.');
  });

  it('voids an absence with a reason, keeps it, and writes its audit entry', async () => {
    const view = await open();
    await view.user.click(
      within(rowOf(/Permiso con goce 02-11-2026/)).getByRole('button', { name: 'Anular' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anular ausencia' });
    expect(dialog).toHaveTextContent('Permiso con goce de Carlos Morales: 02-11-2026 (1 día hábil)');
    expect(dialog).toHaveTextContent('se conserva en los registros (no se elimina)');
    // No reason: nothing is written.
    await view.user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(view.store.privileged().get('absences', 'legacy')).toMatchObject({ type: 'permiso' });
    await view.user.type(
      within(dialog).getByRole('textbox', { name: /Motivo de la anulación/ }),
      'Registrada a la persona equivocada',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await waitFor(() =>
      expect(view.store.privileged().get('absences', 'legacy')).toMatchObject({
        status: 'anulada',
        decidedBy: ADMIN,
        decisionNote: 'Registrada a la persona equivocada',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowOf(/Permiso con goce 02-11-2026/)).toHaveTextContent('Anulada'));
    const row = rowOf(/Permiso con goce 02-11-2026/);
    expect(row).toHaveTextContent('Anulada');
    expect(row).toHaveTextContent('Motivo: Registrada a la persona equivocada');
    expect(within(row).queryByRole('button', { name: 'Anular' })).toBeNull();
    await waitFor(() =>
      expect(view.store.privileged().all('logs')).toEqual([
        expect.objectContaining({
          action: 'absence.void',
          target: 'legacy',
          actorId: ADMIN,
          details:
            'Permiso con goce de Carlos Morales: 02-11-2026 (1 día hábil). Motivo: Registrada a la persona equivocada',
        }),
      ]),
    );
  });
});

describe('Ausencias: export', { timeout: 60_000 }, () => {
  it('exports the rows the filters show, as CSV', async () => {
    const view = await open();
    await view.user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await view.user.click(await screen.findByRole('option', { name: 'Vacaciones' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    await view.user.click(screen.getByRole('button', { name: 'Exportar' }));
    // The menu comes in its own chunk the first time it opens.
    await view.user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledOnce());
    const [fileName, text] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(fileName).toBe('ausencias-2026-11-01_2026-11-30.csv');
    expect(text?.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Persona;Tipo;Desde;Hasta;Días hábiles;Estado;Nota;Documento adjunto;Motivo del rechazo o la anulación;Saldo de vacaciones;Supera el saldo',
      'Camila Rojas;Vacaciones;2026-11-26;2026-11-27;2;Pendiente;;;;27.5;No',
      'Carlos Morales;Vacaciones;2026-11-23;2026-11-27;5;Pendiente;;;;2.5;Sí',
      '',
    ]);
  });
});
