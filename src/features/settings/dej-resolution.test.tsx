// The exceptional-jornada resolution in /configuracion's Empresa section: what every receipt prints as
// `Resolución DEJ` (Res. Ex. N° 38 art. 13).
import { screen, waitFor, within } from '@testing-library/react';

import { DataError } from '../../data/ports/document-store';
import { TENANT_TEXT_LIMITS } from '../../domain/settings/tenant-settings';
import { renderScreen, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { SettingsScreen } from './settings-screen';

const DEJ = 'Res. Ex. N° 1234 del 05/03/2025';
const byTenant = { where: [{ field: 'tenantId' as const, op: '==' as const, value: 'demo' }] };
const company = () => screen.getByRole('region', { name: 'Empresa' });
const dejField = () => within(company()).getByRole('textbox', { name: 'Resolución DEJ' });

async function renderSettings() {
  const view = await renderScreen(<SettingsScreen />, { role: 'admin', url: '/configuracion' });
  // The server logs each save (src/server/audit/audit-tenant-acts.ts).
  startServerTriggers(view.store);
  await screen.findByRole('region', { name: 'Empresa' });
  return view;
}

async function type(view: RenderedScreen, text: string) {
  await view.user.clear(dejField());
  if (text) {
    await view.user.click(dejField());
    await view.user.paste(text);
  }
}

async function save(view: RenderedScreen) {
  await view.user.click(within(company()).getByRole('button', { name: 'Guardar cambios' }));
}

describe('the DEJ resolution in Configuración (Res. Ex. N° 38 art. 13)', { timeout: 20_000 }, () => {
  it('is empty by default, is set and cleared, each save logged with what changed (Res. Ex. N° 38 art. 13)', async () => {
    const view = await renderSettings();
    expect(dejField()).toHaveValue('');
    expect(dejField()).toHaveAccessibleDescription(/distribución excepcional de la jornada/);

    await type(view, `  ${DEJ} `);
    await save(view);
    await within(company()).findByText('Cambios guardados.');
    expect(await view.store.get('tenants', 'demo')).toMatchObject({
      dejResolution: DEJ,
      updatedBy: 'demo-admin',
    });
    await waitFor(() => expect(dejField()).toHaveValue(DEJ));

    await type(view, '');
    await save(view);
    await waitFor(async () => expect((await view.store.get('tenants', 'demo'))?.dejResolution).toBeNull());
    await waitFor(async () => expect(await view.store.list('logs', byTenant)).toHaveLength(2));
    const details = (await view.store.list('logs', byTenant)).map((log) => log.details).sort();
    expect(details).toEqual([`Empresa. Resolución DEJ: ${DEJ} → —`, `Empresa. Resolución DEJ: — → ${DEJ}`]);
  });

  it(`refuses a resolution over ${TENANT_TEXT_LIMITS.dejResolution} characters in Spanish, and writes nothing`, async () => {
    const view = await renderSettings();
    await type(view, 'x'.repeat(TENANT_TEXT_LIMITS.dejResolution + 1));
    await save(view);
    expect(dejField()).toHaveAccessibleDescription(
      `Debes introducir un máximo de ${TENANT_TEXT_LIMITS.dejResolution} caracteres`,
    );
    expect(view.store.usage().writes).toBe(0);
  });

  it('keeps the typed resolution when the save fails, and saves it on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderSettings();
    await type(view, DEJ);
    vi.spyOn(view.store, 'update').mockRejectedValueOnce(new DataError('permission-denied'));
    await save(view);
    expect(await within(company()).findByRole('alert')).toHaveTextContent(
      'No tienes permiso para cambiar la configuración de esta empresa',
    );
    expect(dejField()).toHaveValue(DEJ);
    expect((await view.store.get('tenants', 'demo'))?.dejResolution).toBeUndefined();
    await save(view);
    await within(company()).findByText('Cambios guardados.');
    expect((await view.store.get('tenants', 'demo'))?.dejResolution).toBe(DEJ);
  });
});
