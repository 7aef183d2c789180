import type { DataError } from '../../data/ports/document-store';
import { WriteRefusedError } from '../../data/policy/verdicts';
import { WORKPLACE_LIMITS, WORKPLACES_MAX } from '../../domain/workplaces/workplaces';
import { buildTenant, buildWorkplace } from '../../testing/data-builders';
import { seededStore } from '../../testing/render-screen';
import { workplaceDefaults, workplaceSchema } from './workplace-schema';
import {
  archiveWorkplace,
  createWorkplace,
  LAST_ACTIVE_WORKPLACE,
  updateWorkplace,
  WORKPLACES_FULL,
} from './workplaces-repository';

const ADMIN = { uid: 'demo-admin', claims: { role: 'admin', tenantId: 'demo' } };
const EMPLOYEE = { uid: 'demo-empleado', claims: { role: 'employee', tenantId: 'demo' } };
const ACTOR = { uid: 'demo-admin', tenantId: 'demo' };
const NOW = new Date('2026-11-18T13:00:00Z');
const MATRIZ = buildWorkplace();
const { id: _id, tenantId: _tenant, ...MATRIZ_FIELDS } = MATRIZ;

const storeAs = (caller: typeof ADMIN) =>
  seededStore(
    { tenants: [buildTenant()], workplaces: [MATRIZ] },
    () => caller,
    () => NOW,
  );

describe('workplaces repository', () => {
  it(`refuses a workplace past ${WORKPLACES_MAX}, archived ones counted, and writes nothing`, async () => {
    const store = await storeAs(ADMIN);
    const full = Array.from({ length: WORKPLACES_MAX }, (_, index) =>
      buildWorkplace({ id: `wp-${index}`, archived: index > 0 }),
    );
    const refusal = createWorkplace(store, ACTOR, MATRIZ_FIELDS, full);
    await expect(refusal).rejects.toThrow(WriteRefusedError);
    await expect(refusal).rejects.toThrow(WORKPLACES_FULL);
    expect(store.privileged().all('workplaces')).toHaveLength(1);
    const id = await createWorkplace(store, ACTOR, MATRIZ_FIELDS, full.slice(1));
    expect(store.privileged().all('workplaces')).toHaveLength(2);
    expect(
      store
        .privileged()
        .all('workplaces')
        .find((workplace) => workplace.id === id),
    ).toEqual({
      id,
      tenantId: 'demo',
      ...MATRIZ_FIELDS,
      updatedBy: 'demo-admin',
      updatedAt: NOW,
    });
  });

  it('refuses to archive the last active workplace (Res. Ex. N° 38 art. 13.2–13.3: receipts print its address)', async () => {
    const store = await storeAs(ADMIN);
    const archived = buildWorkplace({ id: 'wp-old', archived: true });
    await expect(archiveWorkplace(store, ACTOR, MATRIZ, [MATRIZ, archived])).rejects.toThrow(
      LAST_ACTIVE_WORKPLACE,
    );
    expect(store.privileged().all('workplaces')).toEqual([MATRIZ]);
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const store = await storeAs(ADMIN);
    expect(await updateWorkplace(store, ACTOR, MATRIZ, { ...MATRIZ_FIELDS })).toBe(false);
    expect(store.privileged().all('workplaces')).toEqual([MATRIZ]);
  });

  it('is refused by the store for an employee', async () => {
    const store = await storeAs(EMPLOYEE);
    await expect(
      createWorkplace(store, { uid: EMPLOYEE.uid, tenantId: 'demo' }, MATRIZ_FIELDS, [MATRIZ]),
    ).rejects.toEqual(expect.objectContaining<Partial<DataError>>({ code: 'permission-denied' }));
    expect(store.privileged().all('workplaces')).toEqual([MATRIZ]);
    // The same write by a manager goes through: the refusal is the employee's role.
    const admin = await storeAs(ADMIN);
    await createWorkplace(admin, ACTOR, MATRIZ_FIELDS, [MATRIZ]);
    expect(admin.privileged().all('workplaces')).toHaveLength(2);
  });
});

describe('workplaceSchema', () => {
  const typed = { ...workplaceDefaults(MATRIZ) };
  const messages = (values: Partial<typeof typed>) => {
    const result = workplaceSchema.safeParse({ ...typed, ...values });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('gives the stored form: trimmed, an empty unit as null, the region as its CUT code', () => {
    expect(workplaceSchema.parse({ ...typed, name: ' Casa matriz ', unit: '  ', region: '13' })).toEqual({
      ...MATRIZ_FIELDS,
      unit: null,
    });
  });

  it('says in Spanish what is missing, too long or not a region', () => {
    expect(
      messages({
        street: ' ',
        comuna: 'x'.repeat(WORKPLACE_LIMITS.comuna + 1),
        unit: 'x'.repeat(WORKPLACE_LIMITS.unit + 1),
        region: '17',
      }),
    ).toEqual({
      street: 'Este campo es obligatorio',
      comuna: `Debes introducir un máximo de ${WORKPLACE_LIMITS.comuna} caracteres`,
      unit: `Debes introducir un máximo de ${WORKPLACE_LIMITS.unit} caracteres`,
      region: 'Formato inválido',
    });
  });
});
