import { AdminError } from './admin-port';
import { adminErrorDetails, adminErrorFromWire, encodeAdminInput } from './admin-wire';

describe('AdminPort wire', () => {
  it('sends Dates as ISO strings at any depth and leaves undefined fields out', () => {
    const input = {
      requestId: 'r-12345678',
      password: undefined,
      file: { hireDate: new Date('2025-03-01T03:00:00.000Z'), rut: null, position: undefined },
    };
    const sent = encodeAdminInput(input);
    expect(sent).toEqual({
      requestId: 'r-12345678',
      file: { hireDate: '2025-03-01T03:00:00.000Z', rut: null },
    });
    // What the SDK sends is exactly what JSON carries.
    expect(JSON.parse(JSON.stringify(sent))).toEqual(sent);
  });

  it('sends an invalid Date as a string the schema refuses rather than throwing', () => {
    expect(encodeAdminInput({ file: { hireDate: new Date(Number.NaN) } })).toEqual({
      file: { hireDate: 'Invalid Date' },
    });
  });

  it('reads back the AdminError the server sent: code, reason, fields and message', () => {
    const sent = new AdminError('invalid-argument', 'invalid-input', 'Datos no válidos', ['email']);
    const details = JSON.parse(JSON.stringify(adminErrorDetails(sent))) as unknown;
    const read = adminErrorFromWire('invalid-argument', 'Datos no válidos', details);
    expect(read).toBeInstanceOf(AdminError);
    expect(read).toMatchObject({ code: 'invalid-argument', reason: 'invalid-input', fields: ['email'] });
    expect(read?.message).toBe('Datos no válidos');
    expect(adminErrorFromWire('internal', 'internal', { reason: null, fields: [] })).toMatchObject({
      code: 'internal',
      reason: null,
    });
  });

  it('recognises only its own details: anything else came from elsewhere', () => {
    expect(adminErrorFromWire('internal', 'internal', undefined)).toBeNull();
    expect(adminErrorFromWire('permission-denied', 'x', { reason: 'made-up', fields: [] })).toBeNull();
    expect(adminErrorFromWire('permission-denied', 'x', { reason: 'not-allowed', fields: [1] })).toBeNull();
    expect(adminErrorFromWire('deadline-exceeded', 'x', { reason: null, fields: [] })).toBeNull();
    expect(
      adminErrorFromWire('resource-exhausted', 'x', { reason: 'too-many-requests', fields: [] }),
    ).toEqual(new AdminError('resource-exhausted', 'too-many-requests', 'x'));
  });
});
