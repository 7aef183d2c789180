import type { Tenant } from '../../data/ports/collections';

/** 'Empleador: Panadería Norte SpA · RUT 76.123.456-7': on every page of the DT reports and the payroll files. */
export function employerLine(tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId'>): string {
  const name = tenant.legalName?.trim() || tenant.name;
  return `Empleador: ${name} · RUT ${tenant.taxId?.trim() || 'sin registrar'}`;
}
