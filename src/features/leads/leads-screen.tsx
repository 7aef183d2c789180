/**
 * `/admin/leads` (superusers): the CRM of the contacts the landing page collects. A board by status
 * (drag a card, or `Mover a…` from the keyboard) or a table, both filtered by `Buscar` and the status; a lead's
 * detail holds its status, notes, timeline and `Convertir en empresa` (AdminPort). Every change is written with
 * its timeline entry and audit entry (lead-writes.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { AsyncState } from '../../components/async-state';
import { ExportButton } from '../../components/export-button';
import { FilterSelect } from '../../components/filter-select';
import { PageLayout } from '../../components/page-layout';
import type { CreateTenantResult } from '../../data/ports/admin-port';
import { useTenant } from '../../data/queries/tenant';
import { dayKey } from '../../domain/calendar/time-zone';
import { LEAD_STATUSES, LEAD_STATUS_LABEL, type LeadStatus } from '../../domain/labels';
import { useBackend } from '../../lib/backend-context';
import { DEFAULT_TIME_ZONE } from '../../lib/validation/company-schema';
import { ConvertLeadDialog } from './convert-lead-dialog';
import { LeadDetailDialog } from './lead-detail-dialog';
import { leadsTable } from './lead-export';
import { filterLeads, NO_FILTERS, type LeadFilters, type LeadRow } from './lead-search';
import { LeadsBoard } from './leads-board';
import { useLeads } from './leads-repository';
import { LeadsTable } from './leads-table';
import { useCrm } from './use-crm';

export const MOVE_FAILED_BOARD = 'No se pudo mover el lead. Inténtalo de nuevo.';
export const CONVERTED_NOTICE =
  'Empresa creada. El administrador ya puede iniciar sesión; al entrar deberá cambiar la contraseña inicial.';
/** The notice when the first admin was invited by e-mail (security review M5: the link goes only there). */
export function invitedNotice(email: string): string {
  return `Empresa creada. Le enviamos la invitación por correo a ${email}.`;
}

type View = 'board' | 'table';

const STATUS_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Todos'],
  ...LEAD_STATUSES.map((status) => [status, LEAD_STATUS_LABEL[status]] as const),
];

export function LeadsScreen() {
  const leads = useLeads();
  const tenant = useTenant();
  const timeZone = tenant.timeZone ?? DEFAULT_TIME_ZONE;
  const { admin } = useBackend();
  const crm = useCrm();
  const [view, setView] = useState<View>('board');
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const [converting, setConverting] = useState<LeadRow | null>(null);
  const [notice, setNotice] = useState<{ leadId: string; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [moveError, setMoveError] = useState<string | null>(null);
  const [moving, setMoving] = useState<ReadonlySet<string>>(new Set());

  const shown = useMemo(
    () => (leads.data ? filterLeads(leads.data, filters) : undefined),
    [leads.data, filters],
  );
  const opened = leads.data?.find((lead) => lead.id === openId) ?? null;

  const move = async (lead: LeadRow, to: LeadStatus) => {
    setMoveError(null);
    setMoving((ids) => new Set(ids).add(lead.id));
    try {
      await crm.move(lead, to);
      setAnnouncement(`Lead movido a ${LEAD_STATUS_LABEL[to]}.`);
    } catch (error) {
      console.error('Mover lead: no se pudo guardar', error);
      setMoveError(actionErrorMessage(error, MOVE_FAILED_BOARD));
      throw error;
    } finally {
      setMoving((ids) => new Set([...ids].filter((id) => id !== lead.id)));
    }
  };

  const onConverted = (lead: LeadRow, _company: string, result: CreateTenantResult) => {
    setNotice({
      leadId: lead.id,
      text: result.invitationSentTo ? invitedNotice(result.invitationSentTo) : CONVERTED_NOTICE,
    });
  };

  const filtering = filters.search.trim() !== '' || filters.status !== '';

  return (
    <PageLayout
      title="Gestión de Leads CRM"
      subtitle="Los contactos que llegan desde la página de inicio: muévelos por etapa, anota cada conversación y conviértelos en empresas."
      actions={
        <>
          {(['csv', 'xlsx'] as const).map((format) => (
            <ExportButton
              key={format}
              fileName={`leads-${dayKey(new Date(), timeZone)}`}
              formats={[format]}
              getTable={() => leadsTable(shown ?? [], timeZone)}
              disabled={!shown || shown.length === 0}
              timeZone={timeZone}
            />
          ))}
        </>
      }
    >
      <Box
        role="group"
        aria-label="Filtros"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      >
        <TextField
          type="search"
          size="small"
          label="Buscar"
          placeholder="Nombre, empresa o correo"
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          sx={{ flex: '1 1 16rem', maxWidth: 360 }}
        />
        <FilterSelect
          label="Estado"
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status: status as LeadStatus | '' })}
          options={STATUS_OPTIONS}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Vista"
          value={view}
          onChange={(_event, next: View | null) => {
            if (next !== null) setView(next);
          }}
        >
          <ToggleButton value="board" sx={{ minHeight: 40, px: 2 }}>
            Tablero
          </ToggleButton>
          <ToggleButton value="table" sx={{ minHeight: 40, px: 2 }}>
            Tabla
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography role="status" variant="body2" color="textSecondary" sx={{ mb: 1, minHeight: '1.5em' }}>
        {announcement}
      </Typography>
      {moveError && (
        <Alert severity="error" role="alert" onClose={() => setMoveError(null)} sx={{ mb: 2 }}>
          {moveError}
        </Alert>
      )}
      <AsyncState
        loading={leads.isPending}
        loadingLabel="Cargando leads"
        error={leads.isError ? leads.error : undefined}
        onRetry={() => void leads.refetch()}
        empty={leads.data?.length === 0}
        emptyMessage="Aún no hay leads."
      >
        {shown && view === 'board' && (
          <>
            {filtering && shown.length === 0 && (
              <Typography sx={{ mb: 2 }}>Ningún lead coincide con la búsqueda.</Typography>
            )}
            <LeadsBoard leads={shown} onOpen={(lead) => setOpenId(lead.id)} onMove={move} moving={moving} />
          </>
        )}
        {shown && view === 'table' && (
          <LeadsTable leads={shown} timeZone={timeZone} onOpen={(lead) => setOpenId(lead.id)} />
        )}
      </AsyncState>
      <LeadDetailDialog
        lead={opened}
        timeZone={timeZone}
        onClose={() => setOpenId(null)}
        onMove={move}
        onAddNote={crm.addNote}
        onConvert={admin ? setConverting : undefined}
        notice={notice !== null && notice.leadId === openId ? notice.text : null}
      />
      {admin && (
        <ConvertLeadDialog
          lead={converting}
          open={converting !== null}
          onClose={() => setConverting(null)}
          admin={admin}
          link={crm.link}
          onConverted={onConverted}
        />
      )}
    </PageLayout>
  );
}
