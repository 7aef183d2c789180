import { screen, waitFor, within } from '@testing-library/react';

import { DataError, SERVER_TIME } from '../../data/ports/document-store';
import { buildTenant } from '../../testing/data-builders';
import { renderScreen, type RenderedScreen } from '../../testing/render-screen';
import { startServerTriggers } from '../../testing/server-triggers';
import { SettingsScreen } from './settings-screen';

const byTenant = { where: [{ field: 'tenantId' as const, op: '==' as const, value: 'demo' }] };
const section = (name: string) => screen.getByRole('region', { name });
const field = (region: HTMLElement, name: string | RegExp) => within(region).getByRole('textbox', { name });

async function renderSettings(role: 'admin' | 'superuser' = 'admin') {
  const view = await renderScreen(<SettingsScreen />, { role, url: '/configuracion' });
  // The server logs each save (src/server/audit/audit-tenant-acts.ts).
  startServerTriggers(view.store);
  await screen.findByRole('region', { name: 'Empresa' });
  return view;
}

async function replace(view: RenderedScreen, input: HTMLElement, text: string) {
  await view.user.clear(input);
  if (text) {
    await view.user.click(input);
    await view.user.paste(text);
  }
}

async function save(view: RenderedScreen, region: HTMLElement) {
  await view.user.click(within(region).getByRole('button', { name: 'Guardar cambios' }));
}

describe('Configuración', { timeout: 20_000 }, () => {
  it('shows the stored values in nine sections, each with its own save', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(field(section('Empresa'), 'Nombre')).toHaveValue('Panadería La Espiga');
    expect(
      within(section('Zona horaria y semana laboral')).getByRole('combobox', { name: 'Zona horaria' }),
    ).toHaveTextContent('Chile continental (Santiago)');
    expect(
      within(section('Zona horaria y semana laboral')).getByRole('checkbox', { name: 'Lunes' }),
    ).toBeChecked();
    expect(
      within(section('Zona horaria y semana laboral')).getByRole('checkbox', { name: 'Sábado' }),
    ).not.toBeChecked();
    expect(field(section('Jornada y horas extras'), /Jornada semanal máxima/)).toHaveValue('42');
    expect(field(section('Umbrales de alertas'), /Llegada Tardía/)).toHaveValue('15');
    // A tenant stored without a punch window shows the documented defaults.
    expect(field(section('Marcas fuera de horario'), /^A tiempo desde/)).toHaveValue('120');
    expect(field(section('Marcas fuera de horario'), /^A tiempo hasta/)).toHaveValue('240');
    // No objection window to set: Res. Ex. N° 38 art. 40 fixes it at 48 hours.
    expect(screen.queryByRole('region', { name: 'Correcciones de marcas' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Plazo para objetar/ })).toBeNull();
    // A tenant stored without payroll settings: no cut-off (the month's last day) and art. 50.
    expect(field(section('Remuneraciones'), 'Día de corte')).toHaveValue('');
    expect(
      within(section('Remuneraciones')).getByRole('combobox', { name: /Gratificación legal/ }),
    ).toHaveTextContent('Art. 50: 25 % del sueldo, tope 4,75 IMM al año');
    expect(screen.getAllByRole('button', { name: 'Guardar cambios' })).toHaveLength(8);
    // Lugares de trabajo is a list of its own (workplaces-section.test.tsx): this tenant has none yet.
    expect(
      await within(section('Lugares de trabajo')).findByText(/^Aún no hay lugares de trabajo\./),
    ).toBeInTheDocument();
  });

  it('saves a threshold with an audit entry, and says so', async () => {
    const view = await renderSettings();
    const thresholds = section('Umbrales de alertas');
    await replace(view, field(thresholds, /Llegada Tardía/), '30');
    await save(view, thresholds);
    expect(await within(thresholds).findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await view.store.get('tenants', 'demo'))?.settings.alertThresholds.noCheckInMinutes).toBe(30);
    await waitFor(async () => expect(await view.store.list('logs', byTenant)).toHaveLength(1));
    expect(await view.store.list('logs', byTenant)).toEqual([
      expect.objectContaining({
        actorId: 'demo-admin',
        action: 'tenant.update',
        details: 'Umbrales de alertas. Llegada Tardía (min): 15 → 30',
      }),
    ]);
  });

  it('saves the punch window with an audit entry, and refuses minutes outside its limits', async () => {
    const view = await renderSettings();
    const window = section('Marcas fuera de horario');
    expect(window).toHaveTextContent(
      'Ninguna marca se rechaza (Res. Ex. N° 38): fuera de esta ventana queda registrada y tu jefatura la ve como «Marca fuera de horario».',
    );
    await replace(view, field(window, /^A tiempo desde/), '721');
    await replace(view, field(window, /^A tiempo hasta/), '');
    await save(view, window);
    expect(field(window, /^A tiempo desde/)).toHaveAccessibleDescription('Debe estar entre 0 y 720');
    expect(field(window, /^A tiempo hasta/)).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(view.store.usage().writes).toBe(0);
    await replace(view, field(window, /^A tiempo desde/), '30');
    await replace(view, field(window, /^A tiempo hasta/), '90');
    await save(view, window);
    expect(await within(window).findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await view.store.get('tenants', 'demo'))?.settings.punchWindow).toEqual({
      openBeforeMinutes: 30,
      closeAfterMinutes: 90,
    });
    await waitFor(async () => expect(await view.store.list('logs', byTenant)).toHaveLength(1));
    expect(await view.store.list('logs', byTenant)).toEqual([
      expect.objectContaining({
        action: 'tenant.update',
        details:
          'Marcas fuera de horario. A tiempo desde (min antes del inicio): 120 → 30; ' +
          'A tiempo hasta (min después del término): 240 → 90',
      }),
    ]);
  });

  it('issue #46: saves the Día de corte (1–28) and the art. 47 gratificación, refusing a day some month lacks', async () => {
    const view = await renderSettings();
    const payroll = section('Remuneraciones');
    expect(field(payroll, 'Día de corte')).toHaveAccessibleDescription(
      /^Día del mes hasta el que se cuenta la asistencia al pagar el mes en curso;/,
    );
    await replace(view, field(payroll, 'Día de corte'), '29');
    await save(view, payroll);
    expect(field(payroll, 'Día de corte')).toHaveAccessibleDescription('Debe estar entre 1 y 28');
    expect(view.store.usage().writes).toBe(0);
    await replace(view, field(payroll, 'Día de corte'), '25');
    await view.user.click(within(payroll).getByRole('combobox', { name: /Gratificación legal/ }));
    await view.user.click(screen.getByRole('option', { name: 'Art. 47: 30 % de la utilidad, pago anual' }));
    await save(view, payroll);
    expect(await within(payroll).findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await view.store.get('tenants', 'demo'))?.settings).toMatchObject({
      payrollCutoffDay: 25,
      gratificationRegime: 'art47',
    });
    // Emptied: the month's last day again.
    await replace(view, field(payroll, 'Día de corte'), '');
    await save(view, payroll);
    await waitFor(async () =>
      expect((await view.store.get('tenants', 'demo'))?.settings.payrollCutoffDay).toBeNull(),
    );
  });

  it('issue #47: overtime rounds only up, with the reason; saves the rounding and the pre-approval with an audit entry', async () => {
    const view = await renderSettings();
    const workday = section('Jornada y horas extras');
    const rounding = within(workday).getByRole('combobox', { name: /Redondeo de horas extras/ });
    expect(rounding).toHaveTextContent('Sin redondeo');
    expect(workday).toHaveTextContent(
      'Las horas extras solo se redondean hacia arriba, a favor de la persona: la Res. Ex. N° 38 de la Dirección del Trabajo (art. 44) exige calcularlas al segundo',
    );
    await view.user.click(rounding);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sin redondeo',
      'Hacia arriba, a 15 minutos',
      'Hacia arriba, a 30 minutos',
    ]);
    await view.user.click(screen.getByRole('option', { name: 'Hacia arriba, a 15 minutos' }));
    const preApproval = within(workday).getByRole('checkbox', { name: 'Aprobación previa de horas extras' });
    expect(preApproval).not.toBeChecked();
    expect(preApproval).toHaveAccessibleDescription(
      /^Activada, un día preautorizado con pacto vigente cuenta/,
    );
    await view.user.click(preApproval);
    await save(view, workday);
    expect(await within(workday).findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await view.store.get('tenants', 'demo'))?.settings).toMatchObject({
      overtimeRounding: 'up-15',
      overtimePreApproval: true,
    });
    await waitFor(async () => expect(await view.store.list('logs', byTenant)).toHaveLength(1));
    expect((await view.store.list('logs', byTenant))[0]?.details).toBe(
      'Jornada y horas extras. Redondeo de horas extras: Sin redondeo → Hacia arriba, a 15 minutos; ' +
        'Aprobación previa de horas extras: No → Sí',
    );
  });

  it('issue #47: saves art. 39’s tolerances (0–30 min) and which close checks block, refusing 31', async () => {
    const view = await renderSettings();
    const tolerances = section('Tolerancias y atrasos');
    expect(tolerances).toHaveTextContent('Tolerancias voluntarias de la empresa (Res. Ex. N° 38 art. 39)');
    await replace(view, field(tolerances, /^Tolerancia de entrada/), '31');
    await save(view, tolerances);
    expect(field(tolerances, /^Tolerancia de entrada/)).toHaveAccessibleDescription(
      'Debe estar entre 0 y 30',
    );
    expect(view.store.usage().writes).toBe(0);
    await replace(view, field(tolerances, /^Tolerancia de entrada/), '10');
    await replace(view, field(tolerances, /^Tolerancia de salida/), '5');
    await save(view, tolerances);
    expect(await within(tolerances).findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await view.store.get('tenants', 'demo'))?.settings).toMatchObject({
      entryToleranceMinutes: 10,
      exitToleranceMinutes: 5,
      latenessRounding: 'none',
    });

    const close = section('Cierre de periodo');
    expect(close).toHaveTextContent('Las correcciones sin resolver siempre lo impiden');
    const overtime = within(close).getByRole('combobox', { name: /Horas extras por decidir/ });
    expect(overtime).toHaveTextContent('Solo avisa');
    await view.user.click(overtime);
    await view.user.click(screen.getByRole('option', { name: 'Impide cerrar' }));
    await save(view, close);
    expect(await within(close).findByText('Cambios guardados.')).toBeInTheDocument();
    expect((await view.store.get('tenants', 'demo'))?.settings.closeChecks).toEqual({
      overtime: 'block',
      missingMarcas: 'warn',
      absences: 'warn',
      unsignedWeeks: 'warn',
      objectedWeeks: 'warn',
    });
    await waitFor(async () => expect(await view.store.list('logs', byTenant)).toHaveLength(2));
    expect((await view.store.list('logs', byTenant)).map((log) => log.details)).toEqual(
      expect.arrayContaining([
        'Tolerancias y atrasos. Tolerancia de entrada (min): 0 → 10; Tolerancia de salida (min): 0 → 5',
        'Cierre de periodo. Horas extras por decidir: Solo avisa → Impide cerrar',
      ]),
    );
  });

  it('saves the company identification with a normalised RUT', async () => {
    const view = await renderSettings('superuser');
    const company = section('Empresa');
    await replace(view, field(company, 'Razón social'), 'Panadería La Espiga SpA');
    await replace(view, field(company, /RUT empresa/), '765432103');
    await save(view, company);
    await within(company).findByText('Cambios guardados.');
    expect(await view.store.get('tenants', 'demo')).toMatchObject({
      legalName: 'Panadería La Espiga SpA',
      taxId: '76.543.210-3',
    });
    await waitFor(() => expect(field(company, /RUT empresa/)).toHaveValue('76.543.210-3'));
  });

  it('says what is wrong in Spanish and writes nothing', async () => {
    const view = await renderSettings();
    const company = section('Empresa');
    await replace(view, field(company, 'Nombre'), '');
    await replace(view, field(company, /RUT empresa/), '76.543.210-4');
    await save(view, company);
    expect(field(company, 'Nombre')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(field(company, /RUT empresa/)).toHaveAccessibleDescription('RUT inválido');
    const workday = section('Jornada y horas extras');
    await replace(view, field(workday, /Recargo/), '40');
    await save(view, workday);
    expect(field(workday, /Recargo/)).toHaveAccessibleDescription('Debe estar entre 50 y 200');
    const calendar = section('Zona horaria y semana laboral');
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'])
      await view.user.click(within(calendar).getByRole('checkbox', { name: day }));
    await save(view, calendar);
    expect(await within(calendar).findByText('Por favor, elige al menos un valor')).toBeInTheDocument();
    expect(view.store.usage().writes).toBe(0);
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderSettings();
    const workday = section('Jornada y horas extras');
    await replace(view, field(workday, /Jornada semanal máxima/), '40');
    vi.spyOn(view.store, 'update').mockRejectedValueOnce(new DataError('unavailable'));
    await save(view, workday);
    expect(await within(workday).findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor: no se guardó.',
    );
    expect(field(workday, /Jornada semanal máxima/)).toHaveValue('40');
    await save(view, workday);
    await within(workday).findByText('Cambios guardados.');
    expect((await view.store.get('tenants', 'demo'))?.settings.weeklyHourLimit).toBe(40);
  });

  it('shows a change saved elsewhere at once', async () => {
    const view = await renderSettings();
    const tenant = buildTenant();
    await view.store.update('tenants', 'demo', {
      settings: { ...tenant.settings, overtimeSurchargePercent: 75 },
      updatedBy: 'demo-admin',
      updatedAt: SERVER_TIME,
    });
    await waitFor(() => expect(field(section('Jornada y horas extras'), /Recargo/)).toHaveValue('75'));
  });

  it('says so when the company cannot be loaded, with Reintentar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderScreen(<SettingsScreen />, { role: 'admin', docs: { tenants: [] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la configuración de la empresa.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
