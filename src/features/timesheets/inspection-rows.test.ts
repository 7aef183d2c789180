import type { AttendanceCorrection, WeekSignature } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import {
  at,
  buildAttendance,
  buildUserDoc,
  buildWorkplace,
  TEST_TENANT,
  TEST_ZONE,
  buildWeekTotals,
} from '../../testing/data-builders';
import {
  correctionRows,
  directoryOf,
  inspectionMonths,
  peopleTable,
  personRows,
  punchesTable,
  punchRows,
  signatureRows,
} from './inspection-rows';

const people = [
  buildUserDoc({ id: 'u-camila', displayName: 'Camila Rojas', rut: '11.247.798-5', position: 'Cajera' }),
  buildUserDoc({ id: 'u-ana', displayName: 'Ana Díaz', rut: null, disabled: true }),
];
const directory = directoryOf(people);
const NOW = new Date('2026-11-18T12:20:00.000Z');
/** A wall time to the second: `at` of HH:MM plus the seconds. */
const atSeconds = (day: string, hhmm: string, seconds: number) =>
  new Date(at(day, hhmm).getTime() + seconds * 1000);

describe('inspectionMonths', () => {
  it('lists the 60 months of the retention period, newest first, across years', () => {
    const months = inspectionMonths('2026-11-18');
    expect(months).toHaveLength(60);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months.at(-1)).toBe('2021-12');
  });
});

describe('personRows', () => {
  const matriz = buildWorkplace();
  const shop = buildWorkplace({
    id: 'wp-providencia',
    name: 'Local Providencia',
    street: 'Av. Providencia',
    number: '2124',
    unit: 'Local 5',
  });
  const shopLine =
    'Local Providencia — Av. Providencia 2124, Local 5, Providencia, Santiago, Región Metropolitana de Santiago';
  const matrizLine =
    'Casa matriz — Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago';

  it('names every person with RUT, position, place of work and state, in Spanish order (Res. Ex. N° 38 art. 27)', () => {
    // Camila works at the shop; Ana's file names no workplace: the tenant's first active one by name.
    const placed = [{ ...people[0], workplaceId: shop.id }, people[1]] as typeof people;
    const rows = personRows(placed, [shop, matriz]);
    expect(rows).toEqual([
      { id: 'u-ana', name: 'Ana Díaz', rut: '—', position: '—', workplace: matrizLine, state: 'Desactivada' },
      {
        id: 'u-camila',
        name: 'Camila Rojas',
        rut: '11.247.798-5',
        position: 'Cajera',
        workplace: shopLine,
        state: 'Activa',
      },
    ]);
    // The Personas tab's export and the archive's personas.csv carry the column.
    expect(peopleTable(rows)).toEqual({
      title: 'Personas',
      columns: ['Nombre', 'RUT', 'Cargo', 'Lugar de trabajo', 'Estado'],
      rows: [
        ['Ana Díaz', '—', '—', matrizLine, 'Desactivada'],
        ['Camila Rojas', '11.247.798-5', 'Cajera', shopLine, 'Activa'],
      ],
    });
  });

  it('shows no place of work for a tenant that has none yet', () => {
    expect(personRows(people, []).map((row) => row.workplace)).toEqual(['—', '—']);
  });
});

describe('punchRows', () => {
  it('gives one row per punch with its receipt code, the latest day first, in the tenant zone, at HH:MM:SS (Res. Ex. N° 38 art. 44)', () => {
    const checkIn = atSeconds('2026-11-16', '08:57', 13);
    const monday = buildAttendance(
      '2026-11-16',
      0,
      // The milliseconds of a server time are dropped, as the receipt prints it.
      { checkIn, checkOut: new Date(atSeconds('2026-11-16', '18:02', 59).getTime() + 999) },
      {
        userId: 'u-camila',
        receipts: { checkIn: { code: 'ABCD-EFGH-JKMN-PQRS', signedAt: checkIn } },
      },
    );
    const tuesday = buildAttendance('2026-11-17', 0, { checkIn: '09:03' }, { userId: 'u-camila' });
    const rows = punchRows([monday, tuesday], directory, TEST_ZONE);
    expect(rows.map((row) => [row.day, row.name, row.rut, row.punch, row.time, row.code])).toEqual([
      ['17-11-2026', 'Camila Rojas', '11.247.798-5', 'Entrada', '09:03:00', '—'],
      ['16-11-2026', 'Camila Rojas', '11.247.798-5', 'Entrada', '08:57:13', 'ABCD-EFGH-JKMN-PQRS'],
      ['16-11-2026', 'Camila Rojas', '11.247.798-5', 'Salida', '18:02:59', '—'],
    ]);
    expect(punchesTable(rows, 'noviembre de 2026')).toMatchObject({
      title: 'Marcas de noviembre de 2026',
      columns: ['Fecha', 'Persona', 'RUT', 'Marca', 'Hora', 'Código'],
    });
  });
});

describe('correctionRows', () => {
  const correction = (overrides: Partial<AttendanceCorrection>): WithId<AttendanceCorrection> => ({
    id: 'c1',
    tenantId: TEST_TENANT,
    userId: 'u-camila',
    date: at('2026-11-09', '00:00'),
    slotIndex: 0,
    attendanceId: 'a1',
    kind: 'punch',
    punch: 'checkOut',
    before: at('2026-11-09', '18:00'),
    after: atSeconds('2026-11-09', '18:41', 27),
    reason: 'Se quedó cerrando la caja',
    objectionHours: 48,
    status: 'objected',
    createdBy: 'admin',
    createdAt: at('2026-11-10', '10:00'),
    respondedAt: at('2026-11-10', '12:00'),
    response: 'Salí a las 18:20',
    answeredBy: null,
    answeredAt: null,
    answer: null,
    ...overrides,
  });

  it('shows before and after at HH:MM:SS (Res. Ex. N° 38 art. 44), the reason, where it stands and both answers', () => {
    const [row] = correctionRows([correction({})], directory, TEST_ZONE, NOW);
    expect(row).toMatchObject({
      day: '09-11-2026',
      name: 'Camila Rojas',
      what: 'Salida',
      before: '18:00:00',
      after: '18:41:27',
      state: 'Objetada',
      response: 'Salí a las 18:20',
      answer: '—',
    });
    const [missing] = correctionRows(
      [correction({ before: null, status: 'pending', response: null, createdAt: at('2026-11-01', '10:00') })],
      directory,
      TEST_ZONE,
      NOW,
    );
    expect(missing).toMatchObject({ before: 'Sin marca', state: 'Aceptada por plazo', response: '—' });
    const [justified] = correctionRows(
      [correction({ kind: 'justify', punch: null, before: null, after: null, status: 'accepted' })],
      directory,
      TEST_ZONE,
      NOW,
    );
    expect(justified).toMatchObject({ what: 'Justificación', before: '—', after: 'Ausencia justificada' });
  });
});

describe('signatureRows', () => {
  it('shows each signature with its totals, an addendum as such, and the server code', () => {
    const base: WithId<WeekSignature> = {
      id: 's1',
      tenantId: TEST_TENANT,
      userId: 'u-camila',
      week: '2026-11-09',
      seq: 1,
      status: 'signed',
      totals: buildWeekTotals({
        ordinarySeconds: 40 * 3600,
        overtimeSeconds: 41 * 60 + 7,
        lateSeconds: 3 * 60,
      }),
      comment: null,
      signedAt: at('2026-11-16', '10:00'),
      code: 'WXYZ-2345-6789-ABCD',
    };
    const rows = signatureRows(
      [{ ...base, id: 's2', seq: 2, status: 'objected', comment: 'Faltan horas', code: null }, base],
      directory,
      TEST_ZONE,
    );
    expect(rows.map((row) => [row.week, row.state, row.signedAt, row.code])).toEqual([
      ['Semana del 9 al 15 de noviembre de 2026', 'Firmada', '16-11-2026 10:00', 'WXYZ-2345-6789-ABCD'],
      ['Semana del 9 al 15 de noviembre de 2026', 'Objetada (adenda 1)', '16-11-2026 10:00', '—'],
    ]);
    // The totals in h:mm:ss, to the second (Res. Ex. N° 38 art. 44).
    expect(rows[0]?.totals).toContain(
      'Horas ordinarias: 40:00:00 · Horas extras: 0:41:07 · Atrasos: 0:03:00',
    );
    expect(rows[1]?.totals).toContain('Comentario: Faltan horas');
  });
});
