import { ADMIN_CALLS, ADMIN_REFUSALS } from '../../data/ports/admin-port';
import { AUDIT_ACTIONS } from '../../data/writes/audit';
import { actionFilterOptions, actionLabel } from '../../domain/audit/action-labels';
import { REFUSAL_TEXT } from '../../domain/audit/admin-text';

describe('the labels of /logs against what the app writes', () => {
  it('issue #47 item 6: every catalogue action reads with the catalogue’s own Spanish words', () => {
    for (const [action, label] of Object.entries(AUDIT_ACTIONS)) expect(actionLabel(action)).toBe(label);
  });

  it('issue #47 item 6: every AdminPort call has its own label, done, refused and retried', () => {
    for (const call of ADMIN_CALLS) {
      for (const action of [`admin.${call}`, `admin.${call}.refused`, `admin.${call}.replayed`])
        expect(actionLabel(action)).not.toMatch(/otra acción|sin descripción/);
    }
    expect(actionLabel('admin.createUser.refused')).toBe('Rechazado: crear persona');
  });

  it('issue #47 item 6: every refusal reason has a Spanish sentence', () => {
    expect(ADMIN_REFUSALS.filter((reason) => REFUSAL_TEXT[reason] === undefined)).toEqual([]);
  });

  it('issue #47 item 6: the action filter offers every catalogue action and every call', () => {
    const offered = new Set(actionFilterOptions().map(([action]) => action));
    expect(Object.keys(AUDIT_ACTIONS).filter((action) => !offered.has(action))).toEqual([]);
    expect(ADMIN_CALLS.filter((call) => !offered.has(`admin.${call}`))).toEqual([]);
  });
});
