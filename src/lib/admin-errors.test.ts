import { describe, expect, it } from 'vitest';

import { ADMIN_REFUSALS, AdminError } from '../data/ports/admin-port';
import { adminErrorMessage } from './admin-errors';

describe('adminErrorMessage', () => {
  it('gives every refusal its own Spanish message', () => {
    const messages = ADMIN_REFUSALS.map((reason) =>
      adminErrorMessage(new AdminError('permission-denied', reason)),
    );
    expect(new Set(messages).size).toBe(ADMIN_REFUSALS.length);
    expect(adminErrorMessage(new AdminError('already-exists', 'rut-exists'))).toBe(
      'Ya hay otra persona con este RUT en la empresa.',
    );
  });

  it('falls back to the code, then to a generic message', () => {
    expect(adminErrorMessage(new AdminError('unavailable', null))).toMatch(/conexión/);
    expect(adminErrorMessage(new Error('boom'))).toBe('Ocurrió un error inesperado. Inténtalo de nuevo.');
  });
});
