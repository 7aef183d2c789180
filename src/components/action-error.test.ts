import { DataError } from '../data/ports/document-store';
import { ClosedPeriodError } from '../data/policy/period-write';
import { actionErrorMessage, closedPeriodRefusal, SAVE_FAILED, writeErrorMessage } from './action-error';

const OCTOBER_CLOSED = { days: ['2026-10-13'], closedThrough: '2026-10-31' };

describe('action errors', () => {
  it('says a denied permission, a lost connection, a refusal before sending, else the fallback', () => {
    expect(actionErrorMessage(new DataError('permission-denied'))).toBe(
      'No tienes permiso para hacer este cambio.',
    );
    expect(actionErrorMessage(new DataError('unavailable'))).toBe(
      'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(actionErrorMessage(new ClosedPeriodError('2026-10-13', '2026-10-31'))).toBe(
      'El 13-10-2026 pertenece a un periodo cerrado (cerrado hasta el 31-10-2026). Para cambiarlo, un administrador debe reabrir el periodo.',
    );
    expect(actionErrorMessage(new Error('boom'))).toBe(SAVE_FAILED);
  });

  it('issue #47 item 1: a denied write of a day the screen knows closed names the closed period', () => {
    expect(writeErrorMessage(new DataError('permission-denied'), OCTOBER_CLOSED)).toBe(
      'El periodo de octubre de 2026 está cerrado.',
    );
    expect(closedPeriodRefusal(new ClosedPeriodError('2026-10-13', '2026-10-31'), OCTOBER_CLOSED)).toBe(
      'El periodo de octubre de 2026 está cerrado.',
    );
  });

  it('issue #47 item 1: a denied write of an open day stays a permission, and other failures keep their words', () => {
    const open = { days: ['2026-11-02'], closedThrough: '2026-10-31' };
    expect(writeErrorMessage(new DataError('permission-denied'), open)).toBe(
      'No tienes permiso para hacer este cambio.',
    );
    expect(
      writeErrorMessage(new DataError('permission-denied'), { ...OCTOBER_CLOSED, closedThrough: null }),
    ).toBe('No tienes permiso para hacer este cambio.');
    expect(writeErrorMessage(new DataError('unavailable'), OCTOBER_CLOSED)).toBe(
      'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(closedPeriodRefusal(new Error('boom'), OCTOBER_CLOSED)).toBeNull();
  });
});
