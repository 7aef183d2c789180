/** `Tabla`: the filtered leads as a sortable table; a lead's name opens its detail. */
import Link from '@mui/material/Link';
import { useMemo } from 'react';

import { DataTable, type DataTableColumn } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { LEAD_STATUSES, LEAD_STATUS_LABEL } from '../../domain/labels';
import { formatNumber } from '../../domain/format/numbers';
import { formatLeadTime } from './lead-timeline';
import { leadStatusTone } from './lead-status-tone';
import type { LeadRow } from './lead-search';

export interface LeadsTableProps {
  leads: readonly LeadRow[];
  timeZone: string;
  onOpen: (lead: LeadRow) => void;
}

export function LeadsTable({ leads, timeZone, onOpen }: LeadsTableProps) {
  const columns = useMemo<DataTableColumn<LeadRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Nombre',
        cell: (lead) => (
          <Link component="button" type="button" onClick={() => onOpen(lead)} sx={{ textAlign: 'left' }}>
            {lead.name}
          </Link>
        ),
        sortValue: (lead) => lead.name,
      },
      { id: 'company', header: 'Empresa', cell: (lead) => lead.company, sortValue: (lead) => lead.company },
      {
        id: 'email',
        header: 'Correo electrónico',
        cell: (lead) => lead.email,
        sortValue: (lead) => lead.email,
      },
      { id: 'phone', header: 'Teléfono', cell: (lead) => lead.phone ?? '—' },
      {
        id: 'employees',
        header: 'Empleados',
        align: 'right',
        cell: (lead) => (lead.employees === null ? '—' : formatNumber(lead.employees)),
        sortValue: (lead) => lead.employees,
      },
      {
        id: 'status',
        header: 'Estado',
        cell: (lead) => (
          <StatusChip label={LEAD_STATUS_LABEL[lead.status]} tone={leadStatusTone(lead.status)} />
        ),
        sortValue: (lead) => LEAD_STATUSES.indexOf(lead.status),
      },
      {
        id: 'createdAt',
        header: 'Creado',
        cell: (lead) => formatLeadTime(lead.createdAt, timeZone),
        sortValue: (lead) => lead.createdAt,
      },
    ],
    [onOpen, timeZone],
  );
  return (
    <DataTable
      aria-label="Leads"
      rows={leads}
      columns={columns}
      getRowId={(lead) => lead.id}
      emptyMessage="Ningún lead coincide con la búsqueda."
      initialSort={{ columnId: 'createdAt', direction: 'desc' }}
    />
  );
}
