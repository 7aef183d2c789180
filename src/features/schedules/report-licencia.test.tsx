/**
 * /mi-agenda's `Informar licencia médica` (issue #47 item 7): the form's checks in Spanish, the document uploaded
 * to the person's own folder and the pending licencia stored with its folio (over the real demo store and policy),
 * and a failed send that keeps everything typed, a closed period named. The document goes through the demo's
 * attachments adapter (storage.rules' policy), whose files the test reads.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DataError } from '../../data/ports/document-store';
import { absenceAttachmentPath } from '../../domain/absences/licencia';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { MyAgendaScreen } from './my-agenda-screen';

const TZ = 'America/Santiago';
const UID = TEST_PEOPLE.employee.uid;
/** Wednesday 18 November 2026, 10:00 in Santiago. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const WAIT = { timeout: 10_000 };

const pdf = (name = 'licencia.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

async function openDialog(closedThrough: string | null = null): Promise<[RenderedScreen, HTMLElement]> {
  const view = await renderScreen(<MyAgendaScreen />, {
    docs: {
      tenants: [buildTenant({ closedThrough })],
      users: [buildUserDoc({ id: UID, role: 'employee', displayName: 'Camila Rojas' })],
    },
  });
  const button = await screen.findByRole('button', { name: 'Informar licencia médica' }, WAIT);
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Informar licencia médica' }, WAIT);
  return [view, dialog];
}

async function retype(view: RenderedScreen, field: HTMLElement, value: string) {
  await view.user.clear(field);
  if (value) await view.user.type(field, value);
}

const send = (view: RenderedScreen, dialog: HTMLElement) =>
  view.user.click(within(dialog).getByRole('button', { name: 'Enviar licencia' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Informar licencia médica', { timeout: 60_000 }, () => {
  it('says in Spanish what is missing or implausible, and sends nothing', async () => {
    const [view, dialog] = await openDialog();
    await send(view, dialog);
    expect(await within(dialog).findByText('Ingresa el folio de la licencia')).toBeInTheDocument();
    expect(within(dialog).getByText('Adjunta la licencia (PDF o foto)')).toBeInTheDocument();
    const file = within(dialog).getByLabelText(/Documento de la licencia/);
    expect(file).toHaveAttribute('aria-invalid', 'true');

    await view.user.type(within(dialog).getByRole('textbox', { name: /Folio de la licencia/ }), '12-34');
    await retype(view, within(dialog).getByLabelText(/Desde/), '2026-09-18');
    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-09-17');
    // A Word file: the picker offers only PDFs and images (`accept`), which userEvent honours; a browser
    // that ignores it (or a drop) still gets the check.
    fireEvent.change(file, {
      target: { files: [new File(['x'], 'licencia.docx', { type: 'application/msword' })] },
    });
    await send(view, dialog);
    expect(await within(dialog).findByText('El folio tiene solo números, hasta 20')).toBeInTheDocument();
    expect(within(dialog).getByText('La licencia no puede empezar hace más de 60 días')).toBeInTheDocument();
    expect(
      within(dialog).getByText('La fecha de término no puede ser anterior a la de inicio'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('El adjunto debe ser un PDF o una imagen JPG, PNG o WebP'),
    ).toBeInTheDocument();

    fireEvent.change(file, { target: { files: [pdf('grande.pdf', 5 * 1024 * 1024 + 1)] } });
    expect(await within(dialog).findByText('El adjunto puede pesar como máximo 5 MB')).toBeInTheDocument();
    expect(await view.files.paths()).toEqual([]);
    expect(view.store.privileged().all('absences')).toHaveLength(0);
  });

  it('uploads the document to the own folder and stores the pending licencia with its folio', async () => {
    const [view, dialog] = await openDialog();
    await retype(view, within(dialog).getByLabelText(/Desde/), '2026-11-16');
    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-11-27');
    await view.user.type(within(dialog).getByRole('textbox', { name: /Folio de la licencia/ }), ' 3349821 ');
    await view.user.upload(within(dialog).getByLabelText(/Documento de la licencia/), pdf());
    expect(within(dialog).getByText('Elegido: licencia.pdf')).toBeInTheDocument();
    await send(view, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(screen.getByRole('status')).toHaveTextContent('Solicitud enviada.');

    const [sent] = view.store.privileged().all('absences');
    if (!sent) throw new Error('the licencia was not stored');
    const path = absenceAttachmentPath({ tenantId: 'demo', uid: UID, fileId: sent.id });
    expect(await view.files.paths()).toEqual([path]);
    expect((await view.files.get(path))?.type).toBe('application/pdf');
    const { id: _id, createdAt, ...fields } = sent;
    expect(createdAt.getTime()).toBe(NOW.getTime());
    expect(fields).toEqual({
      tenantId: 'demo',
      userId: UID,
      type: 'licencia médica',
      from: dayKeyToInstant('2026-11-16', TZ),
      to: dayKeyToInstant('2026-11-27', TZ),
      status: 'pendiente',
      note: null,
      folio: '3349821',
      attachmentPath: path,
      attachmentName: 'licencia.pdf',
      createdBy: UID,
    });
    // The employee sees its state in Mis solicitudes.
    expect(
      await screen.findByRole(
        'listitem',
        { name: 'Licencia médica, 16-11-2026 – 27-11-2026: Pendiente' },
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('keeps everything typed and says why when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [view, dialog] = await openDialog();
    await retype(view, within(dialog).getByLabelText(/Desde/), '2026-11-17');
    await view.user.type(within(dialog).getByRole('textbox', { name: /Folio de la licencia/ }), '778899');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), 'Reposo');
    await view.user.upload(within(dialog).getByLabelText(/Documento de la licencia/), pdf());
    vi.spyOn(view.store, 'set').mockRejectedValueOnce(new DataError('unavailable'));
    await send(view, dialog);
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Sin conexión con el servidor.',
    );
    expect(within(dialog).getByLabelText(/Desde/)).toHaveValue('2026-11-17');
    expect(within(dialog).getByRole('textbox', { name: /Folio de la licencia/ })).toHaveValue('778899');
    expect(within(dialog).getByRole('textbox', { name: 'Comentario' })).toHaveValue('Reposo');
    expect(within(dialog).getByText('Elegido: licencia.pdf')).toBeInTheDocument();

    // Sent again as it stands: the second try is stored.
    await send(view, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(view.store.privileged().all('absences')).toHaveLength(1);
  });

  it('names the closed period, uploading nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [view, dialog] = await openDialog('2026-10-31');
    await retype(view, within(dialog).getByLabelText(/Desde/), '2026-10-28');
    await retype(view, within(dialog).getByLabelText(/Hasta/), '2026-11-03');
    await view.user.type(within(dialog).getByRole('textbox', { name: /Folio de la licencia/ }), '55');
    await view.user.upload(within(dialog).getByLabelText(/Documento de la licencia/), pdf());
    await send(view, dialog);
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(/octubre de 2026.*cerrado/);
    expect(await view.files.paths()).toEqual([]);
    expect(view.store.privileged().all('absences')).toHaveLength(0);
  });
});
