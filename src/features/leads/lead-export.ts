/** `Exportar CSV` / `Exportar Excel` of /admin/leads: the leads the filters show, with the table's columns. */
import { LEAD_STATUS_LABEL } from '../../domain/labels';
import { formatInZone } from '../../domain/calendar/time-zone';
import type { ExportTable } from '../../lib/export/table';
import type { LeadRow } from './lead-search';

export const LEAD_EXPORT_COLUMNS = [
  'Nombre',
  'Empresa',
  'Correo electrónico',
  'Teléfono',
  'Empleados',
  'Estado',
  'Creado',
  'Mensaje',
  'Empresa creada',
];

/** One row per lead; `Creado` in `timeZone` ('27-11-2026 10:15'), an empty cell for what is missing. */
export function leadsTable(leads: readonly LeadRow[], timeZone: string): ExportTable {
  return {
    title: 'Leads',
    columns: LEAD_EXPORT_COLUMNS,
    rows: leads.map((lead) => [
      lead.name,
      lead.company,
      lead.email,
      lead.phone,
      lead.employees,
      LEAD_STATUS_LABEL[lead.status],
      formatInZone(lead.createdAt, timeZone, 'dd-MM-yyyy HH:mm'),
      lead.message,
      lead.tenantId,
    ]),
  };
}
