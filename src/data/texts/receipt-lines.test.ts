import type { VerifiedReceipt } from '../ports/receipt-port';
import { DEJ_RESOLUTION_LABEL, NOT_RECORDED, receiptDejResolution, receiptLines } from './receipt-lines';

/** Camila's exit at 18:47:13 on Wednesday 2026-11-18 in Santiago (UTC-3). */
const RECEIPT: VerifiedReceipt = {
  action: 'checkOut',
  time: new Date('2026-11-18T21:47:13.480Z'),
  timeZone: 'America/Santiago',
  personName: 'Camila Rojas',
  personRut: '123456785',
  employerName: 'Panadería La Espiga',
  employerLegalName: 'Panadería La Espiga SpA',
  employerTaxId: '76543210-3',
  workplaceName: 'Planta Recoleta',
  address: 'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago',
  dejResolution: 'Res. Ex. N° 1234 del 05/03/2025',
  code: 'ABCD-EF12-3456-GH78',
};

describe('receiptLines', () => {
  it('prints what Res. Ex. N° 38 art. 13 lists: date dd/mm/aa, time hh:mm:ss unrounded, RUTs with dots and check digit', () => {
    expect(receiptLines(RECEIPT).map(([label]) => label)).toEqual([
      'Acción',
      'Fecha',
      'Hora',
      'Empleado',
      'RUT',
      'Empresa',
      'Razón social',
      'RUT empresa',
      'Lugar de trabajo',
      'Dirección',
      'Resolución DEJ',
      'Código de verificación',
    ]);
    expect(Object.fromEntries(receiptLines(RECEIPT))).toEqual({
      Acción: 'Salida',
      Fecha: '18/11/26',
      Hora: '18:47:13',
      Empleado: 'Camila Rojas',
      RUT: '12.345.678-5',
      Empresa: 'Panadería La Espiga',
      'Razón social': 'Panadería La Espiga SpA',
      'RUT empresa': '76.543.210-3',
      'Lugar de trabajo': 'Planta Recoleta',
      Dirección: 'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago',
      'Resolución DEJ': 'Res. Ex. N° 1234 del 05/03/2025',
      'Código de verificación': 'ABCD-EF12-3456-GH78',
    });
  });

  it('dates a punch by the tenant’s day, not the UTC one: 23:59:59 in Santiago is still that day', () => {
    const late = { ...RECEIPT, time: new Date('2026-11-19T02:59:59Z') };
    const lines = Object.fromEntries(receiptLines(late));
    expect(lines['Fecha']).toBe('18/11/26');
    expect(lines['Hora']).toBe('23:59:59');
  });

  it('says — for what the company never recorded, and prints an invalid RUT as it was stored', () => {
    const lines = Object.fromEntries(
      receiptLines({
        ...RECEIPT,
        personRut: null,
        employerLegalName: null,
        employerTaxId: '76543210-0',
        address: null,
      }),
    );
    expect(lines['RUT']).toBe(NOT_RECORDED);
    expect(lines['Razón social']).toBe(NOT_RECORDED);
    expect(lines['RUT empresa']).toBe('76543210-0');
    expect(lines['Dirección']).toBe(NOT_RECORDED);
  });

  it('omits Lugar de trabajo on a receipt that names none, printing the company’s address (Res. Ex. N° 38 art. 13.3)', () => {
    // A company with no workplace yet, or a receipt signed before workplaces: the line it never printed stays out.
    const lines = receiptLines({ ...RECEIPT, workplaceName: null, address: 'Av. Matta 1234, Santiago' });
    expect(lines.map(([label]) => label)).not.toContain('Lugar de trabajo');
    expect(Object.fromEntries(lines)['Dirección']).toBe('Av. Matta 1234, Santiago');
  });

  it('prints the exceptional-jornada resolution only when the company has one (Res. Ex. N° 38 art. 13)', () => {
    expect(Object.fromEntries(receiptLines(RECEIPT))[DEJ_RESOLUTION_LABEL]).toBe(
      'Res. Ex. N° 1234 del 05/03/2025',
    );
    // No DEJ (the default), or a receipt signed before the setting existed: no line at all, not a `—`.
    const lines = receiptLines({ ...RECEIPT, dejResolution: null });
    expect(lines.map(([label]) => label)).not.toContain(DEJ_RESOLUTION_LABEL);
    expect(lines).toHaveLength(receiptLines(RECEIPT).length - 1);
  });

  it('reads the tenant’s stored resolution trimmed, and a blank or missing one as none (Res. Ex. N° 38 art. 13)', () => {
    expect(receiptDejResolution('  Res. Ex. N° 1234 del 05/03/2025 ')).toBe(
      'Res. Ex. N° 1234 del 05/03/2025',
    );
    for (const none of [undefined, null, '', '   ', 1234]) expect(receiptDejResolution(none)).toBeNull();
  });
});
