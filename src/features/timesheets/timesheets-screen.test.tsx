import { screen, within } from '@testing-library/react';

import type { AttendanceCorrection, WeekSignature } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import {
  at,
  buildAttendance,
  buildHoliday,
  buildSchedule,
  buildUserDoc,
  TEST_TENANT,
  buildWeekTotals,
} from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { TimesheetsScreen } from './timesheets-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago: yesterday is Tuesday 17. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;
const ADMIN = TEST_PEOPLE.admin.uid;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

function accepted(): WithId<AttendanceCorrection> {
  return {
    id: 'c-accepted',
    tenantId: TEST_TENANT,
    userId: CAMILA,
    date: dayKeyToInstant('2026-11-16', 'America/Santiago'),
    slotIndex: 0,
    attendanceId: `${CAMILA}_2026-11-16_0`,
    kind: 'punch',
    punch: 'checkOut',
    before: null,
    after: at('2026-11-16', '18:10'),
    reason: 'Olvidó marcar la salida',
    objectionHours: 48,
    status: 'accepted',
    createdBy: ADMIN,
    createdAt: at('2026-11-17', '09:00'),
    respondedAt: at('2026-11-17', '10:00'),
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
  };
}

const objection = (week: string, seq: number, status: 'signed' | 'objected'): WithId<WeekSignature> => ({
  id: `${CAMILA}_${week}_${seq}`,
  tenantId: TEST_TENANT,
  userId: CAMILA,
  week,
  seq,
  status,
  totals: buildWeekTotals(),
  comment: status === 'objected' ? 'Faltan 2 horas del jueves' : null,
  signedAt: at('2026-11-16', '10:00'),
  code: null,
});

/** Friday 13 November: an entry and no exit, two business days before NOW when no holiday falls between. */
const FRIDAY = '2026-11-13';
const fridayDocs = {
  schedulesConfig: [buildSchedule(FRIDAY, undefined, { userId: CAMILA })],
  attendance: [buildAttendance(FRIDAY, 0, { checkIn: '09:00' }, { userId: CAMILA })],
};

async function open(
  url: string,
  signatures: WithId<WeekSignature>[] = [],
  admin: FakeAdminPort | null = null,
  extra: typeof fridayDocs & { holidays?: ReturnType<typeof buildHoliday>[] } = {
    schedulesConfig: [],
    attendance: [],
  },
): Promise<RenderedScreen> {
  return renderScreen(withAdmin(<TimesheetsScreen />, admin), {
    role: 'admin',
    url,
    path: '/asistencias/:type/:range',
    docs: {
      users: [
        buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email }),
        buildUserDoc({
          id: ADMIN,
          displayName: 'Andrés Soto',
          role: 'admin',
          email: TEST_PEOPLE.admin.email,
        }),
      ],
      schedulesConfig: [
        ...['2026-11-16', '2026-11-17', '2026-11-18'].map((day) =>
          buildSchedule(day, undefined, { userId: CAMILA }),
        ),
        ...extra.schedulesConfig,
      ],
      attendance: [
        buildAttendance('2026-11-16', 0, { checkIn: '08:58' }, { userId: CAMILA }),
        buildAttendance('2026-11-17', 0, { checkIn: '09:02' }, { userId: CAMILA }),
        ...extra.attendance,
      ],
      holidays: extra.holidays ?? [],
      corrections: [accepted()],
      weekSignatures: signatures,
    },
  });
}

const row = (name: RegExp) => screen.findByRole('row', { name }, { timeout: 10_000 });

describe('TimesheetsScreen', { timeout: 30_000 }, () => {
  it('flags for review a punch recorded outside the window and one synced late (Res. Ex. N° 38, M10)', async () => {
    await renderScreen(<TimesheetsScreen />, {
      role: 'admin',
      url: '/asistencias/todas/ayer',
      path: '/asistencias/:type/:range',
      docs: {
        users: [buildUserDoc({ id: CAMILA, displayName: 'Camila Rojas', email: TEST_PEOPLE.employee.email })],
        schedulesConfig: [buildSchedule('2026-11-17', undefined, { userId: CAMILA })],
        attendance: [
          // The default window of a 09:00 slot opens at 07:00; the device made the entry 2 h before the server.
          buildAttendance(
            '2026-11-17',
            0,
            { checkIn: '06:40' },
            { userId: CAMILA, deviceTimes: { checkIn: at('2026-11-17', '04:40') } },
          ),
        ],
      },
    });
    const tuesday = await row(/Camila Rojas mar 17-11/);
    expect(within(tuesday).getByText('Marca fuera de horario')).toBeInTheDocument();
    expect(within(tuesday).getByText('Marca sincronizada tarde')).toBeInTheDocument();
  });

  it('proposes a missing check-out with a reason, leaving the punch as recorded, with its audit entry', async () => {
    const view = await open('/asistencias/incompletas/ayer');
    const tuesday = await row(/Camila Rojas mar 17-11/);
    expect(within(tuesday).getByText('Incompleta')).toBeInTheDocument();
    await view.user.click(within(tuesday).getByRole('button', { name: /^Corregir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Proponer corrección' });
    expect(
      within(dialog).getByText('Registrado: sin marca. Falta esta marca: puedes agregarla.'),
    ).toBeInTheDocument();
    const time = within(dialog).getByLabelText(/^Hora/);
    await view.user.clear(time);
    await view.user.type(time, '18:05');
    await view.user.click(within(dialog).getByRole('button', { name: 'Proponer' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await view.user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Olvidó marcar la salida');
    await view.user.click(within(dialog).getByRole('button', { name: 'Proponer' }));
    expect(
      await screen.findByText('Corrección propuesta: Camila Rojas tiene 48 horas para objetarla.'),
    ).toBeInTheDocument();

    const db = view.store.privileged();
    const [correction] = db.all('corrections').filter((c) => c.id !== 'c-accepted');
    expect(correction).toMatchObject({
      userId: CAMILA,
      attendanceId: `${CAMILA}_2026-11-17_0`,
      kind: 'punch',
      punch: 'checkOut',
      before: null,
      after: at('2026-11-17', '18:05'),
      status: 'pending',
      createdBy: ADMIN,
      objectionHours: 48,
    });
    expect(db.all('attendance').find((r) => r.id === `${CAMILA}_2026-11-17_0`)?.checkOutTime).toBeNull();
    expect(db.all('logs').map((log) => [log.action, log.target, log.details])).toEqual([
      [
        'correction.propose',
        correction?.id,
        'Camila Rojas. Salida del 17-11-2026: sin marca → 18:05. Motivo: Olvidó marcar la salida',
      ],
    ]);
    // The row now waits for the worker.
    expect(within(await row(/Camila Rojas mar 17-11/)).getByText('Corrección pendiente')).toBeInTheDocument();
  });

  /** Proposes Friday's exit at 18:00 with a reason; resolves to the open dialog. */
  async function proposeFridayExit(view: RenderedScreen): Promise<HTMLElement> {
    const friday = await row(/Camila Rojas vie 13-11/);
    await view.user.click(within(friday).getByRole('button', { name: /^Corregir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Proponer corrección' });
    const time = within(dialog).getByLabelText(/^Hora/);
    await view.user.clear(time);
    await view.user.type(time, '18:00');
    await view.user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Olvidó marcar la salida');
    await view.user.click(within(dialog).getByRole('button', { name: 'Proponer' }));
    return dialog;
  }

  it('refuses, with the reason, a correction of a marca after its next business day (Res. Ex. N° 38 art. 41)', async () => {
    const view = await open(`/asistencias/incompletas/${FRIDAY}_${FRIDAY}`, [], null, fridayDocs);
    const dialog = await proposeFridayExit(view);
    expect(
      await within(dialog).findByText(
        'La marca del 13-11-2026 ya no se puede corregir: una marca se corrige hasta el día hábil siguiente ' +
          '(lunes 16-11-2026), según el art. 41 de la Res. Ex. N° 38.',
      ),
    ).toBeInTheDocument();
    // Nothing was written, and what was typed stays for another try.
    expect(within(dialog).getByRole('textbox', { name: /^Motivo/ })).toHaveValue('Olvidó marcar la salida');
    const db = view.store.privileged();
    expect(db.all('corrections').map((c) => c.id)).toEqual(['c-accepted']);
    expect(db.all('logs')).toEqual([]);
  });

  it('takes a correction of Friday’s marca on Wednesday when Monday and Tuesday are holidays (art. 41)', async () => {
    const view = await open(`/asistencias/incompletas/${FRIDAY}_${FRIDAY}`, [], null, {
      ...fridayDocs,
      holidays: [buildHoliday('2026-11-16', 'Feriado uno'), buildHoliday('2026-11-17', 'Feriado dos')],
    });
    await proposeFridayExit(view);
    expect(
      await screen.findByText('Corrección propuesta: Camila Rojas tiene 48 horas para objetarla.'),
    ).toBeInTheDocument();
    const db = view.store.privileged();
    expect(db.all('corrections').find((c) => c.id !== 'c-accepted')).toMatchObject({
      attendanceId: `${CAMILA}_${FRIDAY}_0`,
      after: at(FRIDAY, '18:00'),
    });
  });

  it('moves a late entry to the slot’s start as a tolerance, never before it (Res. Ex. N° 38 art. 39)', async () => {
    const view = await open('/asistencias/todas/ayer');
    const tuesday = await row(/Camila Rojas mar 17-11/);
    await view.user.click(within(tuesday).getByRole('button', { name: /^Corregir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Proponer corrección' });
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Marca' }));
    await view.user.click(await screen.findByRole('option', { name: 'Entrada' }));
    expect(
      within(dialog).getByText('Registrado: 09:02. Como tolerancia, puedes adelantarla hasta las 09:00.'),
    ).toBeInTheDocument();
    const time = within(dialog).getByLabelText(/^Hora/);
    await view.user.clear(time);
    await view.user.type(time, '08:30');
    await view.user.type(
      within(dialog).getByRole('textbox', { name: /^Motivo/ }),
      'Tolerancia de la empresa',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Proponer' }));
    expect(
      await within(dialog).findByText(
        'Una corrección solo agrega una marca que falta o, como tolerancia, adelanta la entrada hasta el inicio ' +
          'del turno o atrasa la salida hasta su término (art. 39 de la Res. Ex. N° 38).',
      ),
    ).toBeInTheDocument();
    expect(
      view.store
        .privileged()
        .all('corrections')
        .map((c) => c.id),
    ).toEqual(['c-accepted']);

    await view.user.clear(time);
    await view.user.type(time, '09:00');
    await view.user.click(within(dialog).getByRole('button', { name: 'Proponer' }));
    expect(
      await screen.findByText('Corrección propuesta: Camila Rojas tiene 48 horas para objetarla.'),
    ).toBeInTheDocument();
    expect(
      view.store
        .privileged()
        .all('corrections')
        .find((c) => c.id !== 'c-accepted'),
    ).toMatchObject({
      punch: 'checkIn',
      before: at('2026-11-17', '09:02'),
      after: at('2026-11-17', '09:00'),
    });
  });

  it('shows an accepted correction as the time, marked alterado, with the recorded value in its history', async () => {
    const view = await open('/asistencias/todas/semana');
    const monday = await row(/Camila Rojas lun 16-11/);
    expect(within(monday).getByText('18:10:00')).toBeInTheDocument();
    expect(within(monday).getByRole('img', { name: 'Salida alterada: antes sin marca' })).toBeInTheDocument();
    expect(within(monday).getByText('Completa')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Ver historial' }));
    const history = await screen.findByRole('dialog', { name: 'Historial de la corrección' });
    expect(within(history).getByText('Marca registrada: sin marca (no se modifica)')).toBeInTheDocument();
    expect(
      within(history).getByText(/Andrés Soto propuso: Salida del 16-11-2026: sin marca → 18:10/),
    ).toBeInTheDocument();
    expect(within(history).getByText(/Camila Rojas aceptó/)).toBeInTheDocument();
  });

  it('falls back to all of today with a notice on an invalid address, and lists the inbox', async () => {
    await open('/asistencias/entradas/manana');
    expect(
      await screen.findByText('La dirección no es válida: se muestran todas las asistencias de hoy.'),
    ).toBeInTheDocument();
    expect(await row(/Camila Rojas mié 18-11/)).toBeInTheDocument();
  });

  it('lists missing punches in the Correcciones inbox', async () => {
    await open('/asistencias/correcciones/semana');
    const missing = await screen.findByRole('region', { name: /Marcas faltantes/ }, { timeout: 10_000 });
    expect(
      within(missing)
        .getAllByText('Camila Rojas')
        .map((n) => n.nextSibling?.textContent),
    ).toEqual(['17-11-2026 · 09:00 – 18:00 · Falta la salida']);
    expect(screen.getByRole('region', { name: /Esperando al trabajador \(0\)/ })).toBeInTheDocument();
  });

  it('lists the weeks a worker objected to and signed nothing since, and opens the week to correct it', async () => {
    const view = await open('/asistencias/correcciones/semana', [
      objection('2026-11-09', 1, 'objected'),
      // Objected, then signed an addendum: settled.
      objection('2026-11-02', 1, 'objected'),
      objection('2026-11-02', 2, 'signed'),
    ]);
    const weeks = await screen.findByRole('region', { name: /Semanas objetadas \(1\)/ }, { timeout: 10_000 });
    expect(
      within(weeks).getByText(
        'Semana del 9 al 15 de noviembre de 2026. Comentario del trabajador: Faltan 2 horas del jueves',
      ),
    ).toBeVisible();
    await view.user.click(within(weeks).getByRole('button', { name: 'Revisar semana' }));
    // The week's attendance of the person, where a correction is proposed.
    expect(await screen.findByRole('table', { name: 'Asistencias' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Semanas objetadas/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Persona' })).toHaveValue('Camila Rojas');
  });

  it('reminds, in Firmas semanales, everyone who has not signed the week, through AdminPort', async () => {
    const admin = new FakeAdminPort();
    const view = await open('/asistencias/todas/hoy', [objection('2026-11-09', 1, 'objected')], admin);
    await view.user.click(
      await screen.findByRole('button', { name: 'Firmas semanales' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Firmas semanales' });
    // Camila, the one employee, objected to the week of the 9th and has not answered the week of the 2nd.
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Semana' }));
    await view.user.click(await screen.findByRole('option', { name: /Semana del 2 al 8 de noviembre/ }));
    const remind = await within(dialog).findByRole(
      'button',
      { name: 'Recordar a quienes no han firmado (1)' },
      { timeout: 10_000 },
    );
    await view.user.click(remind);
    expect(await within(dialog).findByText('Recordatorio enviado a 1 persona.')).toBeVisible();
    expect(admin.callsOf('remindWeekSignatures')).toEqual([{ week: '2026-11-02', uids: [CAMILA] }]);
  });

  it('shows, in Firmas semanales, where a signed week differs from what the records say (security review M3)', async () => {
    const signed = {
      ...objection('2026-11-09', 1, 'signed'),
      code: 'ABCD-EFGH-JKLM',
      totals: buildWeekTotals({ overtimeSeconds: 604_800 }),
      recordedTotals: buildWeekTotals({ overtimeSeconds: 30 * 60 + 5 }),
    };
    const view = await open('/asistencias/todas/hoy', [signed]);
    await view.user.click(
      await screen.findByRole('button', { name: 'Firmas semanales' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Firmas semanales' });
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Semana' }));
    await view.user.click(await screen.findByRole('option', { name: /Semana del 9 al 15 de noviembre/ }));
    expect(
      await within(dialog).findByText(
        '16-11-2026 10:00 · Código ABCD-EFGH-JKLM. No coincide con el registro: Horas extras 168:00:00 (registro 0:30:05)',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });
});
