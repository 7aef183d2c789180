import { screen, waitFor, within } from '@testing-library/react';

import { DataError } from '../../data/ports/document-store';
import { buildWorkplace } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type DemoSeed, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { WorkplacesSection } from './workplaces-section';

const MATRIZ = buildWorkplace();
const BODEGA = buildWorkplace({
  id: 'wp-bodega',
  name: 'Bodega',
  street: 'Av. Las Torres',
  number: '1200',
  unit: null,
  comuna: 'Quilicura',
  city: 'Santiago',
  region: 13,
});

type View = RenderedScreen;
const stored = (view: View) => view.store.privileged().all('workplaces');
const logs = (view: View) => view.store.privileged().all('logs');
const list = () => screen.getByRole('list', { name: 'Lugares de trabajo de la empresa' });
const items = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function renderWorkplaces(docs: DemoSeed = { workplaces: [MATRIZ] }) {
  const view = await renderScreen(<WorkplacesSection />, { role: 'admin', docs, url: '/configuracion' });
  // The server logs each write (src/server/audit/audit-workplace-acts.ts).
  startServerTriggers(view.store);
  await screen.findByRole('region', { name: 'Lugares de trabajo' });
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  return view;
}

async function openAdd(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Agregar lugar de trabajo' }));
  return screen.findByRole('dialog', { name: 'Agregar lugar de trabajo' });
}

async function fill(view: View, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    const input = within(dialog).getByRole('textbox', { name: label });
    await view.user.clear(input);
    if (text !== '') {
      await view.user.click(input);
      await view.user.paste(text);
    }
  }
}

async function chooseRegion(view: View, dialog: HTMLElement, region: string) {
  await view.user.click(within(dialog).getByRole('combobox', { name: /^Región/ }));
  await view.user.click(await screen.findByRole('option', { name: region }));
}

const BODEGA_TYPED = {
  Nombre: '  Bodega Quilicura ',
  Calle: 'Av. Las Torres',
  Número: '1200',
  'Piso, oficina o local': '   ',
  Comuna: 'Quilicura',
  Ciudad: 'Santiago',
};

describe('Lugares de trabajo', { timeout: 60_000 }, () => {
  it('lists each workplace with its name and full address, archived ones marked (Res. Ex. N° 38 art. 13.2–13.3)', async () => {
    await renderWorkplaces({ workplaces: [MATRIZ, buildWorkplace({ ...BODEGA, archived: true })] });
    expect(items()).toEqual([
      'Casa matrizAv. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de SantiagoEditarArchivar',
      'BodegaArchivadoAv. Las Torres 1200, Quilicura, Santiago, Región Metropolitana de SantiagoEditarRestaurar',
    ]);
    expect(screen.getByRole('button', { name: 'Editar Casa matriz' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Archivar Casa matriz' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Restaurar Bodega' })).toBeEnabled();
  });

  it('adds a workplace: trimmed, empty unit as null, region as its code, signed by the caller (Res. Ex. N° 38 art. 13.2–13.3)', async () => {
    const view = await renderWorkplaces();
    const dialog = await openAdd(view);
    expect(within(dialog).getByRole('textbox', { name: /^Número/ })).toHaveAccessibleDescription(
      'Número o S/N',
    );
    await fill(view, dialog, BODEGA_TYPED);
    await chooseRegion(view, dialog, 'Región Metropolitana de Santiago');
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = stored(view).find((workplace) => workplace.id !== MATRIZ.id);
    expect(created).toEqual({
      id: expect.any(String),
      tenantId: 'demo',
      name: 'Bodega Quilicura',
      street: 'Av. Las Torres',
      number: '1200',
      unit: null,
      comuna: 'Quilicura',
      city: 'Santiago',
      region: 13,
      updatedBy: TEST_PEOPLE.admin.uid,
      updatedAt: expect.any(Date),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Se agregó Bodega Quilicura.');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]).toContain(
      'Bodega QuilicuraAv. Las Torres 1200, Quilicura, Santiago, Región Metropolitana de Santiago',
    );
    await waitFor(() =>
      expect(logs(view)).toEqual([
        expect.objectContaining({ action: 'workplace.create', actorId: TEST_PEOPLE.admin.uid }),
      ]),
    );
  });

  it('says in Spanish which field is missing and writes nothing', async () => {
    const view = await renderWorkplaces();
    const dialog = await openAdd(view);
    await fill(view, dialog, { ...BODEGA_TYPED, Calle: '' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByRole('textbox', { name: /^Calle/ })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Región/ })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Comuna/ })).not.toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(screen.getByRole('dialog', { name: 'Agregar lugar de trabajo' })).toBeInTheDocument();
    expect(stored(view)).toEqual([MATRIZ]);
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderWorkplaces();
    const dialog = await openAdd(view);
    await fill(view, dialog, BODEGA_TYPED);
    await chooseRegion(view, dialog, 'Región de Valparaíso');
    vi.spyOn(view.store, 'set').mockRejectedValueOnce(new DataError('unavailable'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sin conexión con el servidor');
    expect(within(dialog).getByRole('textbox', { name: /^Calle/ })).toHaveValue('Av. Las Torres');
    expect(within(dialog).getByRole('combobox', { name: /^Región/ })).toHaveTextContent(
      'Región de Valparaíso',
    );
    expect(stored(view)).toHaveLength(1);

    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored(view).find((workplace) => workplace.id !== MATRIZ.id)).toMatchObject({
      name: 'Bodega Quilicura',
      region: 5,
    });
  });

  it('edits a workplace with the stored values in the form, signed by the caller', async () => {
    const view = await renderWorkplaces();
    await view.user.click(screen.getByRole('button', { name: 'Editar Casa matriz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar lugar de trabajo' });
    expect(within(dialog).getByRole('textbox', { name: /^Piso, oficina o local/ })).toHaveValue(
      'Oficina 501',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Región/ })).toHaveTextContent(
      'Región Metropolitana de Santiago',
    );
    await fill(view, dialog, { 'Piso, oficina o local': 'Piso 7', Número: 'S/N' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored(view)).toEqual([
      {
        ...MATRIZ,
        number: 'S/N',
        unit: 'Piso 7',
        updatedBy: TEST_PEOPLE.admin.uid,
        updatedAt: expect.any(Date),
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Se guardó Casa matriz.');
    await waitFor(() => expect(items()[0]).toContain('Av. Providencia S/N, Piso 7, Providencia, Santiago'));
    await waitFor(() =>
      expect(logs(view)).toEqual([expect.objectContaining({ action: 'workplace.update' })]),
    );
  });

  it('archives a workplace and restores it, never deleting it', async () => {
    const view = await renderWorkplaces({ workplaces: [MATRIZ, BODEGA] });
    await view.user.click(screen.getByRole('button', { name: 'Archivar Bodega' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archivar lugar de trabajo' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored(view).find((workplace) => workplace.id === BODEGA.id)).toMatchObject({
      archived: true,
      updatedBy: TEST_PEOPLE.admin.uid,
    });
    expect(await screen.findByRole('button', { name: 'Restaurar Bodega' })).toBeInTheDocument();
    expect(items()[1]).toContain('BodegaArchivado');

    await view.user.click(screen.getByRole('button', { name: 'Restaurar Bodega' }));
    const restore = await screen.findByRole('dialog', { name: 'Restaurar lugar de trabajo' });
    await view.user.click(within(restore).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByRole('button', { name: 'Archivar Bodega' })).toBeInTheDocument();
    expect(stored(view).find((workplace) => workplace.id === BODEGA.id)?.archived).toBe(false);
    expect(stored(view)).toHaveLength(2);
    await waitFor(() =>
      expect(logs(view).map((log) => log.action)).toEqual(['workplace.archive', 'workplace.update']),
    );
  });

  it('refuses to archive the last active workplace, so receipts keep an address (Res. Ex. N° 38 art. 13.2–13.3)', async () => {
    const view = await renderWorkplaces({
      workplaces: [MATRIZ, buildWorkplace({ ...BODEGA, archived: true })],
    });
    await view.user.click(screen.getByRole('button', { name: 'Archivar Casa matriz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Debe quedar al menos un lugar de trabajo activo.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored(view).find((workplace) => workplace.id === MATRIZ.id)?.archived).toBeUndefined();
  });

  it('shows the empty state and adds the first workplace', async () => {
    const view = await renderWorkplaces({});
    expect(
      screen.getByText(
        'Aún no hay lugares de trabajo. Agrega el primero: su dirección se imprime en los comprobantes de marca.',
      ),
    ).toBeInTheDocument();
    const dialog = await openAdd(view);
    await fill(view, dialog, BODEGA_TYPED);
    await chooseRegion(view, dialog, 'Región Metropolitana de Santiago');
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Editar Bodega Quilicura' })).toBeInTheDocument();
  });

  it('is the target of /configuracion#lugares-de-trabajo, the dashboard first step', async () => {
    const scrolled = vi.fn();
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scrolled;
    try {
      await renderScreen(<WorkplacesSection />, { role: 'admin', url: '/configuracion#lugares-de-trabajo' });
      const region = await screen.findByRole('region', { name: 'Lugares de trabajo' });
      expect(region).toHaveAttribute('id', 'lugares-de-trabajo');
      await waitFor(() => expect(scrolled.mock.contexts).toContain(region));
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('says when the workplaces cannot be loaded, and loads them on Reintentar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderWorkplaces();
    // The first read already ran: make the retry's read the one that works after a failing refetch.
    vi.spyOn(view.store, 'list').mockRejectedValueOnce(new DataError('unavailable'));
    await view.queryClient.resetQueries({ queryKey: ['workplaces'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudieron cargar los lugares de trabajo. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Agregar lugar de trabajo' })).toBeDisabled();
    await view.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Editar Casa matriz' })).toBeInTheDocument();
  });
});
