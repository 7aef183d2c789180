import { strFromU8, unzipSync } from 'fflate';

import { resolveThresholds } from '../../domain/settings/tenant-settings';
import {
  at,
  buildAbsence,
  buildAttendance,
  buildTenant,
  buildUserDoc,
  buildWorkplace,
  TEST_TENANT,
  TEST_ZONE,
} from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { archiveFiles, archiveMonths, archiveYears, archiveZip } from './records-archive';

const people = [buildUserDoc({ id: 'u-camila', displayName: 'Camila Rojas', rut: '11.247.798-5' })];
/** A check-in at 08:57:41, the seconds kept to the file (Res. Ex. N° 38 art. 44). */
const CHECK_IN = new Date(at('2025-12-31', '08:57').getTime() + 41_000);

describe('the records archive', () => {
  it('covers this year and the five before it; the DT reports of every month begun', () => {
    expect(archiveYears('2026-11-27')).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(archiveMonths(2025, '2026-11-27')).toHaveLength(12);
    expect(archiveMonths(2026, '2026-11-27').at(-1)).toBe('2026-11');
    expect(archiveMonths(2026, '2026-11-27')).toHaveLength(11);
    expect(archiveMonths(2027, '2026-11-27')).toEqual([]);
  });

  it('zips a year of records as CSV, one XLSX and the monthly DT PDFs, voided ones too, and nothing of other years', async () => {
    // Read as an inspector would: the archive needs nothing more.
    const store = await seededStore(
      {
        tenants: [buildTenant()],
        users: people,
        workplaces: [buildWorkplace()],
        attendance: [
          buildAttendance(
            '2025-12-31',
            0,
            { checkIn: CHECK_IN },
            {
              userId: 'u-camila',
              receipts: { checkIn: { code: 'ABCD-EFGH-JKMN-PQRS', signedAt: CHECK_IN } },
            },
          ),
          buildAttendance('2026-01-02', 0, { checkIn: '09:10' }, { userId: 'u-camila' }),
        ],
        absences: [
          buildAbsence('2025-03-10', '2025-03-11', {
            userId: 'u-camila',
            type: 'licencia médica',
            status: 'anulada',
            decisionNote: 'Registrada por error',
          }),
          buildAbsence('2026-02-02', '2026-02-03', { userId: 'u-camila' }),
        ],
        overtimeAgreements: [
          {
            id: 'pacto-1',
            tenantId: TEST_TENANT,
            userId: 'u-camila',
            from: '2025-11-01',
            to: '2026-01-15',
            note: null,
            createdBy: 'u-camila',
            createdAt: at('2025-11-01', '09:00'),
            voidedBy: 'u-camila',
            voidedAt: at('2025-11-02', '09:00'),
            voidReason: 'Era de otra persona',
          },
        ],
      },
      () => ({
        uid: 'insp-1',
        claims: { role: 'inspector', tenantId: TEST_TENANT, accessUntil: Date.UTC(2099, 0, 1) },
      }),
    );
    const files = await archiveFiles({
      store,
      tenantId: TEST_TENANT,
      tenant: { name: 'La Espiga', legalName: 'Panadería La Espiga SpA', taxId: '76.543.210-3' },
      year: 2025,
      timeZone: TEST_ZONE,
      thresholds: resolveThresholds(undefined),
      people,
      now: new Date('2026-11-27T12:00:00.000Z'),
    });
    const names = Object.keys(files).sort();
    expect(names.filter((name) => !name.startsWith('reportes-dt/'))).toEqual([
      'LEAME.txt',
      'ausencias.csv',
      'correcciones.csv',
      'firmas-semanales.csv',
      'horas-extras.csv',
      'marcas.csv',
      'pactos-horas-extras.csv',
      'personas.csv',
      'registros-2025.xlsx',
    ]);
    const pdfs = names.filter((name) => name.startsWith('reportes-dt/'));
    // Six reports (Res. Ex. N° 38 art. 27 a–f) for each of the 12 months.
    expect(pdfs).toHaveLength(72);
    expect(pdfs).toContain('reportes-dt/2025-12/asistencia.pdf');
    expect(pdfs).toContain('reportes-dt/2025-12/diario.pdf');
    expect(pdfs).toContain('reportes-dt/2025-06/incidentes.pdf');
    expect(pdfs).toContain('reportes-dt/2025-01/modificaciones.pdf');
    const pdf = files['reportes-dt/2025-12/asistencia.pdf'];
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(strFromU8((pdf as Uint8Array).slice(0, 5))).toBe('%PDF-');
    const xlsx = files['registros-2025.xlsx'] as Uint8Array;
    // An XLSX is a zip with one worksheet per table.
    const sheets = Object.keys(unzipSync(xlsx)).filter((name) => name.startsWith('xl/worksheets/sheet'));
    expect(sheets).toHaveLength(7);
    expect(files['ausencias.csv']).toContain(
      'Camila Rojas;11.247.798-5;Licencia médica;10-03-2025;11-03-2025;Anulada;',
    );
    expect(files['ausencias.csv']).toContain('Registrada por error');
    expect(files['ausencias.csv']).not.toContain('02-02-2026');
    expect(files['pactos-horas-extras.csv']).toContain('01-11-2025;15-01-2026');
    expect(files['pactos-horas-extras.csv']).toContain('Era de otra persona');
    expect(files['marcas.csv']).toContain(
      '31-12-2025;Camila Rojas;11.247.798-5;Entrada;08:57:41;ABCD-EFGH-JKMN-PQRS',
    );
    expect(files['marcas.csv']).not.toContain('02-01-2026');
    expect(files['LEAME.txt']).toContain('Panadería La Espiga SpA · RUT 76.543.210-3');
    expect(files['LEAME.txt']).toContain('marcas.csv: 1 marcas');
    expect(files['LEAME.txt']).toContain('de 12 meses');

    const zipped = unzipSync(await archiveZip(files));
    expect(strFromU8(zipped['personas.csv'] ?? new Uint8Array())).toContain('Camila Rojas;11.247.798-5');
    // The place of work of each person (Res. Ex. N° 38 art. 27), read by the inspector with the rest.
    expect(files['personas.csv']).toContain(
      'Nombre;RUT;Cargo;Lugar de trabajo;Estado\r\nCamila Rojas;11.247.798-5;—;Casa matriz — Av. Providencia 1234, Oficina 501, Providencia, Santiago, Región Metropolitana de Santiago;Activa',
    );
    store.close();
  });
});
