import { SERVER_TIME } from '../ports/document-store';
import { validateIncidentWrite } from './incident-write';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const START = new Date('2026-11-20T12:00:00.000Z');
const created = (fields: Record<string, unknown> = {}) => ({
  tenantId: null,
  start: START,
  end: null,
  description: 'Caída del servicio de marcación',
  origin: 'manual',
  createdBy: 'super-1',
  createdAt: SERVER_TIME,
  updatedBy: 'super-1',
  updatedAt: SERVER_TIME,
  ...fields,
});
const stored = { ...created(), createdAt: START, updatedAt: START };
const write = (before: Record<string, unknown> | null, after: Record<string, unknown>) =>
  validateIncidentWrite(before, after, 'super-1', NOW).allow;

describe('validateIncidentWrite (Res. Ex. N° 38 art. 27 f)', () => {
  it('accepts a superuser’s manual incident of the platform or one company, ongoing or over, signed (Res. Ex. N° 38 art. 27 f)', () => {
    expect(write(null, created())).toBe(true);
    expect(write(null, created({ tenantId: 't2', end: SERVER_TIME }))).toBe(true);
    expect(write(null, created({ end: new Date('2026-11-20T13:00:00.000Z') }))).toBe(true);
  });

  it('refuses the system’s origin, a detector, bad sizes, times out of order and unsigned writes (Res. Ex. N° 38 art. 27 f)', () => {
    expect(write(null, created({ origin: 'sistema' }))).toBe(false);
    expect(write(null, created({ detector: 'firma-de-marcas' }))).toBe(false);
    expect(write(null, created({ description: ' ' }))).toBe(false);
    expect(write(null, created({ description: 'x'.repeat(501) }))).toBe(false);
    expect(write(null, created({ description: 'x'.repeat(500) }))).toBe(true);
    expect(write(null, created({ start: new Date('2026-11-20T15:00:01.000Z') }))).toBe(false);
    expect(write(null, created({ end: new Date('2026-11-20T11:59:59.000Z') }))).toBe(false);
    expect(write(null, created({ tenantId: '' }))).toBe(false);
    expect(write(null, created({ createdBy: 'admin-1' }))).toBe(false);
    expect(write(null, created({ updatedBy: 'admin-1' }))).toBe(false);
    const { end: _end, ...withoutEnd } = created();
    expect(write(null, withoutEnd)).toBe(false);
  });

  it('lets a later write set the end or fix the description only, never reopen or move it (Res. Ex. N° 38 art. 27 f)', () => {
    const signed = (fields: Record<string, unknown>) => ({ ...stored, ...fields, updatedAt: SERVER_TIME });
    expect(write(stored, signed({ end: SERVER_TIME }))).toBe(true);
    expect(write(stored, signed({ description: 'Caída del proveedor de correo' }))).toBe(true);
    const ended = { ...stored, end: NOW };
    expect(write(ended, { ...ended, end: null, updatedAt: SERVER_TIME })).toBe(false);
    expect(write(stored, signed({ start: new Date('2026-11-20T11:00:00.000Z') }))).toBe(false);
    expect(write(stored, signed({ origin: 'sistema' }))).toBe(false);
    expect(write(stored, signed({ tenantId: 't1' }))).toBe(false);
    expect(write(stored, { ...stored, end: SERVER_TIME })).toBe(false);
  });
});
