import { strFromU8, unzipSync } from 'fflate';

import {
  at,
  buildAttendance,
  buildTenant,
  buildUserDoc,
  TEST_TENANT,
  TEST_ZONE,
} from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { archiveFiles, archiveYears, archiveZip } from './records-archive';

const people = [buildUserDoc({ id: 'u-camila', displayName: 'Camila Rojas', rut: '11.247.798-5' })];

describe('the records archive', () => {
  it('covers this year and the five before it', () => {
    expect(archiveYears('2026-11-27')).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('zips a year of people, punches with codes, corrections and signatures, and nothing of other years', async () => {
    // Read as an inspector would: the archive needs nothing more.
    const store = await seededStore(
      {
        tenants: [buildTenant()],
        users: people,
        attendance: [
          buildAttendance(
            '2025-12-31',
            0,
            { checkIn: '08:57' },
            {
              userId: 'u-camila',
              receipts: { checkIn: { code: 'ABCD-EFGH-JKMN-PQRS', signedAt: at('2025-12-31', '08:57') } },
            },
          ),
          buildAttendance('2026-01-02', 0, { checkIn: '09:10' }, { userId: 'u-camila' }),
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
      employer: 'Panadería La Espiga SpA · RUT 76.543.210-3',
      year: 2025,
      timeZone: TEST_ZONE,
      people,
      now: new Date('2026-11-27T12:00:00.000Z'),
    });
    expect(Object.keys(files).sort()).toEqual([
      'LEAME.txt',
      'correcciones.csv',
      'firmas-semanales.csv',
      'marcas.csv',
      'personas.csv',
    ]);
    expect(files['marcas.csv']).toContain(
      '31-12-2025;Camila Rojas;11.247.798-5;Entrada;08:57;ABCD-EFGH-JKMN-PQRS',
    );
    expect(files['marcas.csv']).not.toContain('02-01-2026');
    expect(files['LEAME.txt']).toContain('Panadería La Espiga SpA · RUT 76.543.210-3');
    expect(files['LEAME.txt']).toContain('marcas.csv: 1 marcas');

    const zipped = unzipSync(await archiveZip(files));
    expect(strFromU8(zipped['personas.csv'] ?? new Uint8Array())).toContain('Camila Rojas;11.247.798-5');
    store.close();
  });
});
