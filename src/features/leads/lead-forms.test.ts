import { buildLead } from '../../testing/data-builders';
import { NEW_COMPANY_DEFAULTS } from '../../lib/validation/company-schema';
import { convertDefaults } from './convert-lead-dialog';
import { noteError } from './lead-note-form';

describe('convertDefaults', () => {
  it('fills the company with the lead’s and its first admin with the lead’s contact', () => {
    expect(convertDefaults(buildLead())).toEqual({
      ...NEW_COMPANY_DEFAULTS,
      name: 'Almacén Don Pepe',
      adminName: 'Ana Pérez',
      adminEmail: 'ana@almacen.cl',
      timeZone: 'America/Santiago',
    });
    expect(convertDefaults(null)).toEqual(NEW_COMPANY_DEFAULTS);
  });
});

describe('noteError', () => {
  it('asks for a note of at most 2000 characters', () => {
    expect(noteError('  ')).toBe('Este campo es obligatorio');
    expect(noteError('x'.repeat(2001))).toBe('Debes introducir un máximo de 2000 caracteres');
    expect(noteError(` ${'x'.repeat(2000)} `)).toBeNull();
  });
});
