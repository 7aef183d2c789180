import { RequestIds } from './request-id';

describe('RequestIds', () => {
  it('keeps the id across retries of the same values and changes it with new values or after a success', () => {
    let n = 0;
    const ids = new RequestIds(() => `id-${++n}`);
    expect(ids.idFor({ email: 'a@b.cl' })).toBe('id-1');
    expect(ids.idFor({ email: 'a@b.cl' })).toBe('id-1');
    expect(ids.idFor({ email: 'c@b.cl' })).toBe('id-2');
    ids.reset();
    expect(ids.idFor({ email: 'c@b.cl' })).toBe('id-3');
  });

  it('uses random UUIDs by default', () => {
    const id = new RequestIds().idFor({});
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
