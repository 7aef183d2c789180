import { screen, waitFor, within } from '@testing-library/react';

import { downloadBlob } from '../../lib/download';
import { resolveThresholds } from '../../domain/settings/tenant-settings';
import {
  buildAttendance,
  buildSchedule,
  buildShift,
  buildTenant,
  buildUserDoc,
  at,
} from '../../testing/data-builders';
import { buildVerifiedReceipt, fakeReceipts } from '../../testing/fake-receipts';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { NO_MATCH_TEXT } from './dt-reports';
import { DtReportsDialog } from './dt-reports-dialog';

vi.mock('../../lib/download', () => ({ downloadText: vi.fn(), downloadBlob: vi.fn() }));

/** Wednesday 18 November 2026 in Santiago: last month is October. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const TODAY = '2026-11-18';
const DAY = '2026-10-14';
const CAMILA = TEST_PEOPLE.employee.uid;
const LUIS = 'u-luis';
const CODE = 'QYMY-NEWE-V8TX-54JX';
const WAIT = { timeout: 10_000 };

const MORNING = buildShift({
  id: 'shift-manana',
  name: 'Mañana',
  timeSlots: [{ startTime: '08:00', endTime: '16:00' }],
});
const NIGHT = buildShift({
  id: 'shift-noche',
  name: 'Noche',
  timeSlots: [{ startTime: '22:00', endTime: '06:00' }],
});

/** Camila sells full time on the morning shift; Luis bakes 20 hours a week at night. Both worked 14 October. */
const people = [
  buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', position: 'Vendedora', contractWeeklyHours: 42 }),
  buildUserDoc({
    id: LUIS,
    displayName: 'Luis Díaz',
    email: 'luis@x.cl',
    position: 'Panadero',
    contractWeeklyHours: 20,
  }),
];
const options = people.map((person) => ({ id: person.id, name: person.displayName ?? '' }));

async function open() {
  const tenant = buildTenant();
  const view = await renderScreen(
    <DtReportsDialog
      open
      onClose={() => undefined}
      tenantId={tenant.id}
      tenant={tenant}
      people={people}
      options={options}
      today={TODAY}
      timeZone="America/Santiago"
      thresholds={resolveThresholds(null)}
    />,
    {
      role: 'admin',
      docs: {
        users: people,
        shifts: [MORNING, NIGHT],
        schedulesConfig: [
          buildSchedule(DAY, MORNING.timeSlots, { userId: CAMILA, shiftId: MORNING.id }),
          buildSchedule(DAY, [{ startTime: '22:00', endTime: '23:59' }], { userId: LUIS, shiftId: NIGHT.id }),
        ],
        attendance: [
          buildAttendance(
            DAY,
            0,
            { checkIn: '08:00', checkOut: '16:00' },
            { userId: CAMILA, receipts: { checkIn: { code: CODE, signedAt: at(DAY, '08:00') } } },
          ),
          buildAttendance(DAY, 0, { checkIn: '22:00', checkOut: '23:59' }, { userId: LUIS }),
        ],
      },
      receipts: fakeReceipts({
        receipts: [buildVerifiedReceipt({ code: CODE, time: at(DAY, '08:00') })],
      }),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
  return { ...view, dialog };
}

const from = (dialog: HTMLElement) => within(dialog).getByLabelText('Desde');
const to = (dialog: HTMLElement) => within(dialog).getByLabelText('Hasta');

/** Shows the preview and returns its table's body rows' texts. */
async function preview(view: Awaited<ReturnType<typeof open>>): Promise<string[]> {
  await view.user.click(within(view.dialog).getByRole('button', { name: 'Ver vista previa' }));
  const table = await within(view.dialog).findByRole('table', {}, WAIT);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

async function choose(view: Awaited<ReturnType<typeof open>>, label: string, option: string) {
  await view.user.click(within(view.dialog).getByRole('combobox', { name: label }));
  await view.user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(downloadBlob).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DtReportsDialog', { timeout: 30_000 }, () => {
  it('fills the range with the last whole week, fortnight or month (Res. Ex. N° 38 art. 25)', async () => {
    const { dialog, user } = await open();
    const presets = within(dialog).getByRole('group', { name: 'Periodo predefinido' });
    // Last month by default: the `Mes` preset.
    expect(within(presets).getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
    expect(from(dialog)).toHaveValue('2026-10-01');
    await user.click(within(presets).getByRole('button', { name: 'Semana' }));
    expect(from(dialog)).toHaveValue('2026-11-09');
    expect(to(dialog)).toHaveValue('2026-11-15');
    expect(within(presets).getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(presets).getByRole('button', { name: 'Quincena' }));
    expect(from(dialog)).toHaveValue('2026-11-01');
    expect(to(dialog)).toHaveValue('2026-11-15');
    // A range of its own presses none.
    await user.clear(to(dialog));
    await user.type(to(dialog), '2026-11-16');
    for (const name of ['Semana', 'Quincena', 'Mes']) {
      expect(within(presets).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('takes a range of 5 years and refuses a longer one with its message (Res. Ex. N° 38 art. 25.1 d)', async () => {
    const { dialog, user } = await open();
    await user.clear(from(dialog));
    await user.type(from(dialog), '2021-11-01');
    expect(from(dialog)).toHaveValue('2021-11-01');
    await user.clear(to(dialog));
    await user.type(to(dialog), '2026-10-31');
    expect(within(dialog).queryByText('Elige un periodo de hasta 5 años.')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Ver vista previa' })).toBeEnabled();

    await user.clear(from(dialog));
    await user.type(from(dialog), '2021-10-31');
    expect(within(dialog).getByText('Elige un periodo de hasta 5 años.')).toBeInTheDocument();
    for (const name of ['Ver vista previa', 'Descargar Word', 'Descargar Excel', 'Descargar PDF']) {
      expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    }
  });

  it('previews the report the files write: header, scope, columns, rows and legend, then downloads that one (art. 28)', async () => {
    const view = await open();
    const rows = await preview(view);
    const { dialog } = view;
    expect(
      within(dialog).getByRole('heading', { name: 'Vista previa: Reporte de asistencia' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Empleador: Panadería La Espiga');
    expect(dialog).toHaveTextContent('Periodo: 01-10-2026 al 31-10-2026');
    const headers = within(within(dialog).getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Trabajador',
      'RUT',
      'Fecha',
      'Asistencia',
      'Ausencia',
      'Observaciones',
    ]);
    // Every day of October for each of the two, each closing with their totals (art. 28; the table scrolls in its
    // own region).
    expect(rows).toHaveLength(64);
    expect(rows.filter((row) => row.includes('Total del periodo'))).toHaveLength(2);
    expect(
      rows.some((row) => row.startsWith('Camila Rojas') && row.includes('14-10-2026') && row.includes('Sí')),
    ).toBe(true);
    expect(rows.some((row) => row.startsWith('Luis Díaz'))).toBe(true);
    expect(within(dialog).getByRole('region', { name: 'Tabla del reporte' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('A.I.: ausencia injustificada');

    await view.user.click(within(dialog).getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1), WAIT);
    expect(vi.mocked(downloadBlob).mock.calls[0]?.[0]).toBe(
      'reporte-dt-asistencia-2026-10-01-2026-10-31.xlsx',
    );
  });

  it('previews the literal of art. 28 when nothing matches', async () => {
    const view = await open();
    await view.user.clear(from(view.dialog));
    await view.user.type(from(view.dialog), '2024-01-01');
    await view.user.clear(to(view.dialog));
    await view.user.type(to(view.dialog), '2024-01-31');
    const rows = await preview(view);
    expect(rows).toEqual([NO_MATCH_TEXT]);
    expect(within(view.dialog).getByRole('status')).toHaveTextContent(NO_MATCH_TEXT);
  });

  it('narrows the report by Cargo, Jornada and Turno, and names each filter in its header (Res. Ex. N° 38 art. 25)', async () => {
    const view = await open();
    await choose(view, 'Cargo', 'Panadero');
    let rows = await preview(view);
    expect(rows.every((row) => row.startsWith('Luis Díaz'))).toBe(true);
    expect(view.dialog).toHaveTextContent('Cargo: Panadero');

    await choose(view, 'Cargo', 'Todos los cargos');
    await choose(view, 'Jornada', 'Jornada completa');
    rows = await preview(view);
    expect(rows.every((row) => row.startsWith('Camila Rojas'))).toBe(true);
    expect(view.dialog).toHaveTextContent('Jornada: Jornada completa');

    await choose(view, 'Jornada', 'Todas las jornadas');
    await choose(view, 'Turno', 'Noche (22:00 – 06:00)');
    rows = await preview(view);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.startsWith('Luis Díaz'))).toBe(true);
    expect(view.dialog).toHaveTextContent('Turno: Noche (22:00 – 06:00)');

    // Filters add up: the night shift's full-time people are nobody.
    await choose(view, 'Jornada', 'Jornada completa');
    expect(await preview(view)).toEqual([NO_MATCH_TEXT]);
  });

  it('finds the marca of a verification code: its person and its day, or says no marca has it (Res. Ex. N° 38 art. 25.1)', async () => {
    const view = await open();
    const field = within(view.dialog).getByRole('textbox', { name: 'Código de verificación' });
    await view.user.type(field, 'qymy newe v8tx 54jx');
    const rows = await preview(view);
    // The day and Camila's total line (art. 28).
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^Camila Rojas.*14-10-2026Sí/);
    expect(rows[1]).toMatch(/^Camila Rojas.*Total del periodoSí: 1; No: 0/);
    expect(view.dialog).toHaveTextContent('Periodo: 14-10-2026 al 14-10-2026');
    expect(view.dialog).toHaveTextContent(`Código de verificación: ${CODE}`);

    await view.user.clear(field);
    await view.user.type(field, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Ver vista previa' }));
    expect(
      await within(view.dialog).findByText(
        'Ninguna marca de esta empresa tiene el código de verificación ZZZZ-ZZZZ-ZZZZ-ZZZZ.',
      ),
    ).toBeInTheDocument();
    expect(within(view.dialog).queryByRole('table')).toBeNull();

    await view.user.clear(field);
    await view.user.type(field, 'abc');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Ver vista previa' }));
    expect(
      await within(view.dialog).findByText(
        'El código de verificación tiene 16 letras y números, como ABCD-EF12-3456-GH78.',
      ),
    ).toBeInTheDocument();
  });
});
