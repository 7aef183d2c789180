/**
 * /ausencias and issue #47: a licencia the employee reported shows its folio and `Ver documento` (item 7); a
 * decision on an absence that starts in a closed period names the period, and the admin gets the link to reopen
 * it (item 1).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildAbsence, buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { AbsencesScreen } from './absences-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago: the report opens on November 2026. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const ADMIN = TEST_PEOPLE.admin.uid;
const CAMILA = TEST_PEOPLE.employee.uid;
const WAIT = { timeout: 10_000 };
const PATH = `tenants/demo/users/${CAMILA}/absences/camila-lic`;

async function open(closedThrough: string | null) {
  const view = await renderScreen(<AbsencesScreen />, {
    role: 'admin',
    // Camila's document, as her upload left it (the demo attachments adapter judges the admin's read).
    files: { [PATH]: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    docs: {
      tenants: [buildTenant({ closedThrough })],
      users: [
        buildUserDoc({ id: ADMIN, role: 'admin', displayName: 'Andrés Soto', hireDate: null }),
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', hireDate: null }),
      ],
      absences: [
        buildAbsence('2026-10-30', '2026-11-06', {
          id: 'camila-lic',
          userId: CAMILA,
          type: 'licencia médica',
          status: 'pendiente',
          createdBy: CAMILA,
          attachmentName: 'licencia.pdf',
          folio: '3349821',
          attachmentPath: PATH,
        }),
      ],
    },
  });
  const row = await screen.findByRole('row', { name: /Camila Rojas Licencia médica/ }, WAIT);
  return { view, row };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/ausencias, a reported licencia', { timeout: 60_000 }, () => {
  it('shows the folio and opens the document in a new tab', async () => {
    const { view, row } = await open(null);
    expect(within(row).getByText('Folio: 3349821')).toBeInTheDocument();
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await view.user.click(within(row).getByRole('button', { name: 'Ver documento' }));
    // render-screen's object URL of the stored file names its path (jsdom has no URL.createObjectURL).
    await waitFor(() => expect(tab.location.href).toBe(`blob:${PATH}`));
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('says an approval in a closed period is refused, naming it, with the link to reopen for an admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { view, row } = await open('2026-10-31');
    await view.user.click(within(row).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar solicitud' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'El periodo de octubre de 2026 está cerrado.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('El periodo de octubre de 2026 está cerrado.');
    expect(within(note).getByRole('link', { name: 'Reabrir en Asistencias' })).toHaveAttribute(
      'href',
      '/asistencias',
    );
    const stored = view.store.privileged().all('absences');
    expect(stored.map((doc) => doc.status)).toEqual(['pendiente']);
  });
});
