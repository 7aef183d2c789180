/**
 * `Incidentes técnicos` on /admin/empresas (superusers): the technical-incident log of Res. Ex. N° 38 art. 27 f,
 * every incident of the platform and of each company, newest first, the system's and the hand-recorded ones.
 * `Registrar incidente` records one by hand (whole platform or one company, start, optional end, description);
 * `Marcar término` ends an incident still open at the server's time, behind a confirmation. Nobody deletes one.
 */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { Incident } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useAllIncidents } from '../../data/queries/incidents';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { formatInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import {
  INCIDENT_ORIGIN_LABEL,
  incidentScopeLabel,
  incidentSeconds,
  PLATFORM_TIME_ZONE,
} from '../../domain/incidents/incidents';
import type { Company } from './companies-repository';
import { endIncident, useRefreshIncidents } from './incidents-repository';
import { IncidentDialog } from './incident-dialog';

type Row = WithId<Incident>;

const when = (instant: Date) => formatInZone(instant, PLATFORM_TIME_ZONE, 'dd/MM/yy HH:mm:ss');

export function IncidentsSection({ companies }: { companies: readonly Company[] }) {
  const headingId = useId();
  const incidents = useAllIncidents();
  const store = useStore();
  const member = useMember();
  const refresh = useRefreshIncidents();
  const [recording, setRecording] = useState(false);
  const [ending, setEnding] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const names = useMemo(() => new Map(companies.map((c) => [c.id, c.name])), [companies]);
  const now = new Date();

  const columns: DataTableColumn<Row>[] = [
    { id: 'start', header: 'Inicio', cell: (i) => when(i.start), sortValue: (i) => i.start },
    {
      id: 'end',
      header: 'Término',
      cell: (i) => (i.end === null ? 'En curso' : when(i.end)),
      sortValue: (i) => i.end,
    },
    { id: 'duration', header: 'Duración', align: 'right', cell: (i) => formatHms(incidentSeconds(i, now)) },
    {
      id: 'scope',
      header: 'Alcance',
      cell: (i) => incidentScopeLabel(i.tenantId, i.tenantId === null ? null : names.get(i.tenantId)),
    },
    { id: 'description', header: 'Descripción', cell: (i) => i.description },
    { id: 'origin', header: 'Origen', cell: (i) => INCIDENT_ORIGIN_LABEL[i.origin] },
  ];

  const end = async () => {
    if (!ending || !member) return;
    await endIncident(store, member.uid, ending.id);
    refresh();
    setNotice('Se marcó el término del incidente.');
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          Incidentes técnicos
        </Typography>
        <Button
          variant="outlined"
          startIcon={<ReportProblemIcon />}
          onClick={() => setRecording(true)}
          sx={{ minHeight: 44 }}
          disabled={!member}
        >
          Registrar incidente
        </Button>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Cada detención total o parcial del sistema, con su inicio, término y descripción (Res. Ex. N° 38, art.
        27 letra f). Los de toda la plataforma los ven todas las empresas y la fiscalización. Horas de Chile
        continental.
      </Typography>
      {notice && (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {notice}
        </Typography>
      )}
      <DataTable
        aria-label="Incidentes técnicos"
        rows={incidents.data}
        columns={columns}
        getRowId={(i) => i.id}
        rowLabel={(i) => `Incidente del ${when(i.start)}`}
        loading={incidents.isPending}
        error={incidents.isError ? incidents.error : undefined}
        onRetry={() => void incidents.refetch()}
        emptyMessage="Aún no hay incidentes técnicos registrados."
        initialSort={{ columnId: 'start', direction: 'desc' }}
        rowActions={[{ label: 'Marcar término', onClick: setEnding, disabled: (i) => i.end !== null }]}
      />
      {member && (
        <IncidentDialog
          open={recording}
          onClose={() => setRecording(false)}
          companies={companies}
          uid={member.uid}
          onRecorded={() => {
            refresh();
            setNotice('Se registró el incidente.');
          }}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title="¿Marcar el término del incidente?"
        message={
          ending
            ? `El incidente del ${when(ending.start)} («${ending.description}») quedará terminado a esta hora.`
            : ''
        }
        confirmLabel="Marcar término"
        onConfirm={end}
        onClose={() => setEnding(null)}
      />
    </Box>
  );
}
