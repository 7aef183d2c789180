import { EMPLOYEE_FILE_REGISTRY } from '../../data/ports/employee-file-registry';
import { buildUserDoc, buildWorkplace, TEST_ZONE } from '../../testing/data-builders';
import { specValueText } from './employee-file-values';
import { fileValueText, workplaceNames, workplaceText } from './employee-labels';
import { describeFileChange } from './employees-repository';

const PLANT = buildWorkplace({ id: 'wp-recoleta', name: 'Planta Recoleta' });
const SHOP = buildWorkplace({ id: 'wp-providencia', name: 'Local Providencia' });
const OLD = buildWorkplace({ id: 'wp-antigua', name: 'Antigua sucursal', archived: true });
const WORKPLACES = [SHOP, PLANT, OLD];
const NAMES = workplaceNames(WORKPLACES);

describe('the Lugar de trabajo as /empleados reads it', () => {
  it('reads a stored workplaceId as the workplace’s name, not its id (Res. Ex. N° 38 art. 13)', () => {
    expect(fileValueText('workplaceId', 'wp-providencia', TEST_ZONE, NAMES)).toBe('Local Providencia');
    expect(specValueText(EMPLOYEE_FILE_REGISTRY.workplaceId, 'wp-antigua', TEST_ZONE, NAMES)).toBe(
      'Antigua sucursal',
    );
  });

  it('reads a file that names none as Predeterminado, and an id no workplace has as the id', () => {
    expect(fileValueText('workplaceId', null, TEST_ZONE, NAMES)).toBe('Predeterminado');
    expect(fileValueText('workplaceId', undefined, TEST_ZONE, NAMES)).toBe('Predeterminado');
    expect(fileValueText('workplaceId', 'wp-borrado', TEST_ZONE, NAMES)).toBe('wp-borrado');
    // Without the names (not loaded), the id is all there is.
    expect(fileValueText('workplaceId', 'wp-providencia', TEST_ZONE)).toBe('wp-providencia');
    // A name that happens to be a property of every object is still an unknown id.
    expect(fileValueText('workplaceId', 'constructor', TEST_ZONE, NAMES)).toBe('constructor');
    // The other fields read as before.
    expect(fileValueText('position', null, TEST_ZONE, NAMES)).toBe('—');
  });

  it('lists a person’s workplace by name, the default one as Predeterminado (first by name) (Res. Ex. N° 38 art. 13)', () => {
    expect(workplaceText('wp-providencia', WORKPLACES)).toBe('Local Providencia');
    expect(workplaceText(null, WORKPLACES)).toBe('Predeterminado (Local Providencia)');
    expect(workplaceText(undefined, [PLANT, OLD])).toBe('Predeterminado (Planta Recoleta)');
    expect(workplaceText('wp-antigua', WORKPLACES)).toBe('Antigua sucursal (archivado)');
    expect(workplaceText('wp-borrado', WORKPLACES)).toBe('wp-borrado');
    expect(workplaceText(null, [])).toBe('Predeterminado');
    expect(workplaceText('wp-providencia', undefined)).toBe('—');
  });

  it('writes a change of workplace in the audit entry by name (Res. Ex. N° 38 art. 13)', () => {
    const person = buildUserDoc({ id: 'rosa', workplaceId: 'wp-recoleta' });
    expect(describeFileChange(person, { workplaceId: 'wp-providencia' }, TEST_ZONE, NAMES)).toEqual({
      patch: { workplaceId: 'wp-providencia' },
      lines: ['Lugar de trabajo: Planta Recoleta → Local Providencia'],
    });
    expect(describeFileChange(person, { workplaceId: null }, TEST_ZONE, NAMES).lines).toEqual([
      'Lugar de trabajo: Planta Recoleta → Predeterminado',
    ]);
    // A file that named none and still names none: nothing changes.
    expect(
      describeFileChange(buildUserDoc({ id: 'ana' }), { workplaceId: null }, TEST_ZONE, NAMES).lines,
    ).toEqual([]);
  });
});
