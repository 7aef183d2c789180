import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { parametersWithStored, payrollParametersFor } from '../../domain/payroll/parameters';
import type { StoredIndicatorValues } from '../../domain/payroll/stored-indicators';
import { ParamsDialog } from './payroll-params-dialog';

function openDialog(
  period: string,
  edit?: (params: ReturnType<typeof payrollParametersFor>) => void,
  stored: StoredIndicatorValues | null = null,
  run = payrollParametersFor(period),
) {
  const table = run;
  edit?.(table);
  const onSubmit = vi.fn(() => Promise.resolve());
  render(
    <ParamsDialog
      open
      period={period}
      params={table.params}
      employer={table.employer}
      stored={stored}
      onClose={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Parámetros del periodo' }), onSubmit };
}

describe('Parámetros del periodo (issue #46: indicators by month)', () => {
  it('names the missing UTM and UF of November 2026, never “por confirmar” nor an internal file', () => {
    const { dialog } = openDialog('2026-11');
    expect(
      within(dialog).getAllByText(/Falta la UTM de noviembre de 2026: ingrésala para esta remuneración\./),
    ).not.toHaveLength(0);
    expect(
      within(dialog).getByText('Falta la UF del 30 de noviembre de 2026: ingrésala para esta remuneración.'),
    ).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain(
      'Faltan valores de noviembre de 2026: UF del 30 de noviembre de 2026, UTM de noviembre de 2026. ' +
        'Ingrésalos para esta remuneración.',
    );
    expect(dialog).not.toHaveTextContent(/por confirmar|chile-payroll|§/);
    // The proposal says whose value it is: October's UTM.
    expect(within(dialog).getByRole('textbox', { name: /^UTM/ })).toHaveValue('72151');
    expect(dialog).toHaveTextContent('Propuesto: el valor de octubre de 2026 (SII, UTM 2026)');
  });

  it('links each source that has a page: the SII UTM table, Ley 21.830, the asignación familiar tramos', () => {
    const { dialog } = openDialog('2026-10');
    expect(within(dialog).getByRole('link', { name: 'SII, UTM 2026' })).toHaveAttribute(
      'href',
      'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm',
    );
    expect(within(dialog).getAllByRole('link', { name: 'Ley 21.830' })[0]).toHaveAttribute(
      'href',
      'https://www.bcn.cl/leychile/navegar?idNorma=1225354',
    );
    const tramos = within(dialog).getByRole('table', { name: 'Tramos de asignación familiar' });
    expect(within(tramos).getAllByRole('row')[1]).toHaveTextContent('A$649.039$22.601');
    // October has its own UTM; only the UF (of 31 October) is missing.
    expect(dialog).not.toHaveTextContent('Falta la UTM');
    expect(dialog).toHaveTextContent(
      'Falta la UF del 31 de octubre de 2026: ingrésala para esta remuneración.',
    );
  });

  it('a value the manager entered for the run clears its warning, not the others', () => {
    const { dialog } = openDialog('2026-11', (table) => {
      table.params.utm = 72_400;
    });
    expect(dialog).not.toHaveTextContent('Falta la UTM');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('Falta la UF del 30 de noviembre de 2026: ingrésala para esta remuneración.');
  });

  it('a month with every value of its own warns of nothing and saves the table’s values', async () => {
    const { dialog, onSubmit } = openDialog('2026-09');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(dialog).not.toHaveTextContent(/Falta/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar parámetros' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ params: expect.objectContaining({ utm: 71_721, uf: 41_057.2 }) }),
    );
  });

  describe('with the values stored for the whole platform (/admin/indicadores)', () => {
    const SII = 'https://www.sii.cl/valores_y_fechas/utm/utm2026.htm';
    const NOVEMBER: StoredIndicatorValues = {
      utm: { value: 72_400, source: { name: 'SII, UTM 2026', url: SII } },
    };

    it('shows the platform’s UTM of November 2026 with its linked source, and no UTM warning', () => {
      const { dialog } = openDialog(
        '2026-11',
        undefined,
        NOVEMBER,
        parametersWithStored('2026-11', NOVEMBER),
      );
      const utm = within(dialog).getByRole('textbox', { name: /^UTM/ });
      expect(utm).toHaveValue('72400');
      expect(utm).toHaveAccessibleDescription('Valor de la plataforma: 72.400 (SII, UTM 2026).');
      expect(within(dialog).getByRole('link', { name: 'SII, UTM 2026' })).toHaveAttribute('href', SII);
      expect(dialog).not.toHaveTextContent('Falta la UTM');
      expect(dialog).toHaveTextContent('Falta la UF del 30 de noviembre de 2026');
    });

    it('says when the run’s own value replaces the platform’s', () => {
      const run = parametersWithStored('2026-11', NOVEMBER);
      const { dialog } = openDialog('2026-11', (table) => void (table.params.utm = 72_500), NOVEMBER, run);
      expect(within(dialog).getByRole('textbox', { name: /^UTM/ })).toHaveAccessibleDescription(
        'Valor de la plataforma: 72.400 (SII, UTM 2026); esta remuneración usa otro valor.',
      );
    });

    it('a run drafted before the UTM was stored gets the platform’s proposed, and saving takes it', async () => {
      const { dialog, onSubmit } = openDialog('2026-11', undefined, NOVEMBER);
      expect(dialog).toHaveTextContent(
        'Falta la UTM de noviembre de 2026: ingrésala para esta remuneración.',
      );
      expect(dialog).toHaveTextContent(
        'Se propone el valor de la plataforma: guarda los parámetros para usarlo.',
      );
      expect(within(dialog).getByRole('textbox', { name: /^UTM/ })).toHaveValue('72400');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar parámetros' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ params: expect.objectContaining({ utm: 72_400, uf: 41_057.2 }) }),
      );
    });
  });
});
