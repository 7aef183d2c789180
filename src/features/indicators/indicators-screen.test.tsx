import { screen, within } from '@testing-library/react';

import type { IndicatorMonth } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { IndicatorsScreen } from './indicators-screen';

/** 20 November 2026, 12:00 in Santiago (UTC−3). */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const SUPER = TEST_PEOPLE.superuser;
const USERS = [buildUserDoc({ id: SUPER.uid, role: 'superuser', email: SUPER.email })];
const SII = 'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm';

const october = (fields: Partial<IndicatorMonth> = {}): WithId<IndicatorMonth> => ({
  id: '2026-10',
  tenantId: null,
  period: '2026-10',
  uf: null,
  utm: { value: 72_151, source: { name: 'SII, UTM 2026', url: SII } },
  minimumWage: null,
  pensionCapUf: null,
  unemploymentCapUf: null,
  sisPercent: null,
  version: 3,
  updatedBy: SUPER.uid,
  updatedAt: new Date('2026-10-02T13:00:00.000Z'),
  ...fields,
});

async function renderIndicators(url: string, indicators: WithId<IndicatorMonth>[] = []) {
  const view = await renderScreen(<IndicatorsScreen />, {
    role: 'superuser',
    url,
    now: () => NOW,
    docs: { users: USERS, indicators },
  });
  const form = await screen.findByRole('form', { name: /^Indicadores de / }, { timeout: 10_000 });
  return { ...view, form };
}

describe(
  '/admin/indicadores (issue #46 item 1: indicators stored by month, with audit)',
  { timeout: 60_000 },
  () => {
    it('the superuser saves November 2026’s UTM with its source: version 0 → 1, and the server logs old and new values', async () => {
      const { user, store, form } = await renderIndicators('/admin/indicadores?mes=2026-11');
      const triggers = startServerTriggers(store, () => NOW);
      try {
        expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent('Noviembre de 2026');
        expect(
          screen.getByText(
            'Aún no hay indicadores guardados para noviembre de 2026: las remuneraciones usan la tabla de Asiste.',
          ),
        ).toBeVisible();
        // Asiste's table has no UTM of its own for November 2026: it says whose it proposes.
        expect(form).toHaveTextContent(
          'Tabla de Asiste: sin valor propio para noviembre de 2026 (propone 72.151, de octubre de 2026).',
        );
        expect(await store.get('indicators', '2026-11')).toBeNull();

        await user.type(within(form).getByRole('textbox', { name: 'UTM ($)' }), '72.400');
        await user.type(within(form).getByRole('textbox', { name: 'Fuente: UTM ($)' }), 'SII, UTM 2026');
        await user.type(within(form).getByRole('textbox', { name: 'Enlace de la fuente: UTM ($)' }), SII);
        await user.click(within(form).getByRole('button', { name: 'Guardar indicadores' }));

        expect(
          await screen.findByText('Indicadores de noviembre de 2026 guardados (versión 1).'),
        ).toBeInTheDocument();
        expect(await store.get('indicators', '2026-11')).toMatchObject({
          tenantId: null,
          period: '2026-11',
          utm: { value: 72_400, source: { name: 'SII, UTM 2026', url: SII } },
          uf: null,
          sisPercent: null,
          version: 1,
          updatedBy: SUPER.uid,
          updatedAt: NOW,
        });
        await triggers.idle();
        const logs = await store.list('logs', {
          where: [{ field: 'tenantId', op: '==', value: USERS[0]?.tenantId }],
        });
        expect(logs.filter((log) => log.action === 'indicators.update')).toEqual([
          expect.objectContaining({
            actorId: SUPER.uid,
            target: '2026-11',
            details:
              'Indicadores de noviembre de 2026 (versión 1): UTM ($): sin valor → 72.400 (SII, UTM 2026)',
          }),
        ]);
        expect(
          await screen.findByText(/^Versión 1 de noviembre de 2026, guardada el 20-11-2026 12:00/),
        ).toBeVisible();
      } finally {
        triggers.stop();
      }
    });

    it('refuses a UTM with decimals and a value without its source, in Spanish, saving nothing', async () => {
      const { user, store, form } = await renderIndicators('/admin/indicadores?mes=2026-11');
      await user.type(within(form).getByRole('textbox', { name: 'UTM ($)' }), '72400,5');
      await user.click(within(form).getByRole('button', { name: 'Guardar indicadores' }));
      expect(await within(form).findByText('Ingresa un número sin decimales.')).toBeVisible();
      expect(
        within(form).getByText('Ingresa la fuente del valor (por ejemplo, «SII, UTM 2026»).'),
      ).toBeVisible();
      expect(await store.get('indicators', '2026-11')).toBeNull();
    });

    it('keeps what was typed when the save fails: someone saved the month meanwhile (version 3 → 4)', async () => {
      const { user, store, form } = await renderIndicators('/admin/indicadores?mes=2026-10', [october()]);
      const utm = within(form).getByRole('textbox', { name: 'UTM ($)' });
      expect(utm).toHaveValue('72151');
      expect(screen.getByText(/^Versión 3 de octubre de 2026/)).toBeVisible();
      // Another superuser's save lands first: the rules refuse a version that is not the stored one plus one.
      await store.seedAll({ tenants: [buildTenant()], users: USERS, indicators: [october({ version: 4 })] });
      await user.clear(utm);
      await user.type(utm, '72.200');
      await user.click(within(form).getByRole('button', { name: 'Guardar indicadores' }));
      expect(
        await screen.findByText(/^Otra persona guardó octubre de 2026 mientras editabas \(versión 4\)/),
      ).toBeVisible();
      expect(within(form).getByRole('textbox', { name: 'UTM ($)' })).toHaveValue('72.200');
      expect((await store.get('indicators', '2026-10'))?.version).toBe(4);
    });

    it('opens on the month of the URL and moves to another from the keyboard', async () => {
      const { user } = await renderIndicators('/admin/indicadores?mes=2026-10', [october()]);
      const picker = screen.getByRole('combobox', { name: 'Mes' });
      picker.focus();
      await user.keyboard('{ArrowDown}');
      await user.click(await screen.findByRole('option', { name: 'Septiembre de 2026' }));
      expect(await screen.findByRole('form', { name: 'Indicadores de septiembre de 2026' })).toBeVisible();
      // September 2026 has its own UTM in Asiste's table, with the SII's link.
      expect(screen.getAllByRole('link', { name: 'SII, UTM 2026' })[0]).toHaveAttribute('href', SII);
    });
  },
);
