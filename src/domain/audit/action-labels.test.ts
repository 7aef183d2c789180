import { actionFilterOptions, actionLabel, adminCallOf } from './action-labels';

describe('actionLabel', () => {
  it('issue #47 item 6: every family of action has its Spanish label', () => {
    expect(actionLabel('admin.createUser')).toBe('Persona creada');
    expect(actionLabel('tenant.update')).toBe('Configuración de la empresa');
    expect(actionLabel('indicators.update')).toBe('Indicadores previsionales modificados');
    expect(actionLabel('payroll.close')).toBe('Remuneraciones cerradas');
    expect(actionLabel('period.close')).toBe('Periodo cerrado');
    expect(actionLabel('overtime.approve')).toBe('Horas extras aprobadas');
    expect(actionLabel('correction.propose')).toBe('Corrección propuesta');
    expect(actionLabel('admin.startInspection')).toBe('Sesión de fiscalización');
    expect(actionLabel('admin.startInspection.refused')).toBe('Rechazado: iniciar sesión de fiscalización');
    expect(actionLabel('admin.createTenant.replayed')).toBe('Reintento: crear empresa');
    expect(actionLabel('user.create')).toBe('Alta de persona');
  });

  it('issue #47 item 6: an unknown action reads as its family’s, never as the bare key', () => {
    expect(actionLabel('inspection.session')).toBe('Fiscalización: otra acción');
    expect(actionLabel('overtime.decide')).toBe('Horas extras: otra acción');
    expect(actionLabel('admin.unknownCall')).toBe('Administración de cuentas: otra acción');
    expect(actionLabel('zzz')).toBe('Acción sin descripción');
    expect(adminCallOf('admin.unknownCall')).toBeNull();
  });

  it('issue #47 item 6: the filter offers each action once, under a label no other action has', () => {
    const options = actionFilterOptions();
    const labels = options.map(([, label]) => label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(options).toContainEqual(['overtime.approve', 'Horas extras aprobadas']);
    expect(options).toContainEqual(['admin.createUser.refused', 'Rechazado: crear persona']);
    expect(options.some(([action]) => action.endsWith('.replayed'))).toBe(false);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
  });
});
