// @vitest-environment jsdom
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { vacationBalance } from '../../domain/planning/vacation';
import { buildAbsence, buildUserDoc } from '../../testing/data-builders';
import {
  buildVacationCertificatePdf,
  certificateInputOf,
  hasCertificate,
  vacationCertificateFileName,
  vacationCertificateText,
  type VacationCertificateInput,
} from './vacation-certificate';

const TZ = 'America/Santiago';
const TENANT = {
  name: 'Panadería Norte',
  legalName: 'Panadería Norte SpA',
  taxId: '76.086.428-5',
  address: 'Av. Matta 1234, Santiago',
};

/** Camila Rojas, hired 1 January 2025, takes Monday 14 to Friday 18 December 2026. */
const INPUT: VacationCertificateInput = {
  tenant: TENANT,
  person: { name: 'Camila Rojas Núñez', rut: '12.345.678-5' },
  from: '2026-12-14',
  to: '2026-12-18',
  workingDays: 5,
  balanceAfter: vacationBalance({
    hireDate: '2025-01-01',
    asOf: '2026-12-14',
    holidays: new Set(),
    absences: [{ type: 'vacaciones', status: 'aprobada', from: '2026-12-14', to: '2026-12-18' }],
  }),
  issued: '2026-11-18',
};

/** jsdom's Blob has no arrayBuffer() or text(); its FileReader reads one. */
function text(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (result instanceof ArrayBuffer) resolve(new TextDecoder('latin1').decode(result));
      else reject(new Error('Expected an ArrayBuffer'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('vacationCertificateText', () => {
  it('art. 67 CT comprobante: employer, worker with RUT, days dd-MM-yyyy, días hábiles and the balance left', () => {
    const page = vacationCertificateText(INPUT);
    expect(page.title).toBe('Certificado de feriado');
    expect(page.employer).toEqual(['Panadería Norte SpA', 'RUT 76.086.428-5', 'Av. Matta 1234, Santiago']);
    expect(page.worker).toEqual(['Camila Rojas Núñez', 'RUT 12.345.678-5']);
    // 23 months of service on 14 December 2026: 28,75 días, less these 5.
    expect(page.figures).toEqual([
      ['Desde', '14-12-2026'],
      ['Hasta', '18-12-2026'],
      ['Días hábiles de feriado', '5 días hábiles'],
      ['Saldo después de este feriado', '23,75 días'],
    ]);
    expect(page.statement).toBe(
      'Panadería Norte SpA deja constancia de que Camila Rojas Núñez, RUT 12.345.678-5, hace uso de su feriado ' +
        'legal desde el 14-12-2026 hasta el 18-12-2026, ambos inclusive: 5 días hábiles (sin sábados, domingos ' +
        'ni feriados), con remuneración íntegra (arts. 67 a 71 del Código del Trabajo).',
    );
    expect(page.notes).toEqual([]);
    expect(page.signatures).toEqual([
      ['Firma del trabajador', 'Camila Rojas Núñez', 'RUT 12.345.678-5'],
      ['Firma del empleador', 'Panadería Norte SpA', 'RUT 76.086.428-5'],
    ]);
    expect(page.issued).toBe('Emitido el 18-11-2026');
  });

  it('says what is missing: no RUT, no razón social, no hire date; one día hábil in the singular', () => {
    const page = vacationCertificateText({
      ...INPUT,
      tenant: { name: 'Panadería Norte', legalName: null, taxId: null, address: null },
      person: { name: 'José Peña', rut: null },
      to: '2026-12-14',
      workingDays: 1,
      balanceAfter: null,
    });
    expect(page.employer).toEqual(['Panadería Norte', 'RUT sin registrar']);
    expect(page.worker).toEqual(['José Peña', 'RUT sin registrar']);
    expect(page.figures.slice(2)).toEqual([
      ['Días hábiles de feriado', '1 día hábil'],
      ['Saldo después de este feriado', 'sin calcular (falta la fecha de ingreso)'],
    ]);
  });

  it('art. 70 CT: notes the days beyond two periods that do not accumulate', () => {
    const balanceAfter = vacationBalance({
      hireDate: '2020-11-18',
      asOf: '2026-12-14',
      holidays: new Set(),
      absences: [{ type: 'vacaciones', status: 'aprobada', from: '2026-12-14', to: '2026-12-18' }],
    });
    const page = vacationCertificateText({ ...INPUT, balanceAfter });
    expect(page.figures[3]).toEqual(['Saldo después de este feriado', '25 días']);
    expect(page.notes).toEqual(['Excede el máximo de dos periodos (art. 70 CT): 60 días no se acumulan.']);
  });
});

describe('certificateInputOf', () => {
  const camila = buildUserDoc({
    id: 'camila',
    displayName: 'Camila Rojas Núñez',
    rut: '12.345.678-5',
    hireDate: dayKeyToInstant('2025-01-01', TZ),
  });
  const vacation = buildAbsence('2026-12-14', '2026-12-18', { id: 'dec', userId: 'camila' });
  const row = {
    userId: 'camila',
    person: 'Camila Rojas Núñez',
    from: '2026-12-14',
    to: '2026-12-18',
    workingDays: 5,
  };

  it('art. 70 CT: the balance after it counts the earlier approved vacations, not later ones or others’', () => {
    const input = certificateInputOf(row, {
      tenant: TENANT,
      people: [camila],
      vacations: [
        vacation,
        buildAbsence('2026-02-02', '2026-02-06', { id: 'feb', userId: 'camila' }),
        buildAbsence('2027-01-04', '2027-01-08', { id: 'jan', userId: 'camila' }),
        buildAbsence('2026-03-02', '2026-03-06', { id: 'other', userId: 'someone-else' }),
      ],
      holidays: new Set(),
      today: '2026-11-18',
      timeZone: TZ,
    });
    expect(input.person).toEqual({ name: 'Camila Rojas Núñez', rut: '12.345.678-5' });
    expect(input.balanceAfter).toMatchObject({ accrued: 28.75, taken: 10, available: 18.75 });
    expect(input.issued).toBe('2026-11-18');
    expect(vacationCertificateFileName(input)).toBe('certificado-feriado-camila-rojas-nunez-2026-12-14.pdf');
  });

  it('only an approved vacation has one', () => {
    expect(hasCertificate({ type: 'vacaciones', status: 'aprobada' })).toBe(true);
    expect(hasCertificate({ type: 'vacaciones', status: 'pendiente' })).toBe(false);
    expect(hasCertificate({ type: 'vacaciones', status: 'anulada' })).toBe(false);
    expect(hasCertificate({ type: 'licencia médica', status: 'aprobada' })).toBe(false);
  });
});

describe('buildVacationCertificatePdf (jsPDF under jsdom)', () => {
  it('makes one A4 page with the person’s name, RUT, the dates and both signature lines', async () => {
    const blob = await buildVacationCertificatePdf(INPUT);
    expect(blob.type).toBe('application/pdf');
    const pdf = await text(blob);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // Standard fonts are WinAnsi: Spanish letters survive as single Latin-1 bytes.
    for (const piece of [
      'Certificado de feriado',
      'Camila Rojas Núñez',
      'RUT 12.345.678-5',
      'Panadería Norte SpA',
      'RUT 76.086.428-5',
      '14-12-2026',
      '18-12-2026',
      '5 días hábiles',
      '23,75 días',
      'Firma del trabajador',
      'Firma del empleador',
    ]) {
      expect(pdf).toContain(piece);
    }
  });
});
