import { EMPLOYEE_FILE_REGISTRY } from '../../data/ports/employee-file-registry';
import { FILE_DAY_RANGES } from './employee-dates';

describe('the employee file’s date ranges', () => {
  it('issue #47 item 7: give every day of the registry a plausible range', () => {
    const days = Object.entries(EMPLOYEE_FILE_REGISTRY)
      .filter(([, spec]) => spec.rule.kind === 'day')
      .map(([field]) => field);
    expect(days.length).toBeGreaterThan(0);
    expect(Object.keys(FILE_DAY_RANGES).sort()).toEqual(days.sort());
  });
});
