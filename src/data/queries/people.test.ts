import { isActiveStaff } from './people';

describe('isActiveStaff', () => {
  it('counts employees and admins who are not disabled', () => {
    expect(isActiveStaff({ role: 'employee', disabled: false })).toBe(true);
    expect(isActiveStaff({ role: 'admin', disabled: false })).toBe(true);
  });

  it('leaves out superusers and disabled people', () => {
    expect(isActiveStaff({ role: 'superuser', disabled: false })).toBe(false);
    expect(isActiveStaff({ role: 'employee', disabled: true })).toBe(false);
    expect(isActiveStaff({ role: 'admin', disabled: true })).toBe(false);
  });
});
