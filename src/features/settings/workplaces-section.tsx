/**
 * /configuracion's `Lugares de trabajo` (Res. Ex. N° 38 art. 13.2–13.3): where the tenant's people work, each with
 * the full address the receipt of a marca prints. Listed active first, archived ones marked `Archivado`;
 * `Agregar lugar de trabajo`, and per row `Editar` and `Archivar` or `Restaurar` (a workplace is never deleted). The
 * last active workplace cannot be archived, and a tenant holds at most WORKPLACES_MAX.
 */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { AsyncState } from '../../components/async-state';
import { StatusChip } from '../../components/status-chip';
import type { Workplace } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import { useWorkplaces } from '../../data/queries/workplaces';
import { workplaceAddressLine, type WorkplaceAddress } from '../../domain/workplaces/workplaces';
import type { Confirming } from './workplace-dialogs';
import {
  archiveWorkplace,
  canAddWorkplace,
  createWorkplace,
  isLastActiveWorkplace,
  LAST_ACTIVE_WORKPLACE,
  restoreWorkplace,
  updateWorkplace,
  useRefreshWorkplaces,
  WORKPLACES_FULL,
} from './workplaces-repository';

type Row = WithId<Workplace>;
type Notice = { ok: boolean; text: string };

/**
 * The dialogs (MUI's Dialog, Select and Popover) load apart, once the list shows: /configuracion's first load
 * stays within its budget (bundle-budgets.json).
 */
const loadDialogs = () => import('./workplace-dialogs');
const WorkplaceDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.WorkplaceDialogs })));

/** The section's anchor: `/configuracion#lugares-de-trabajo` (the dashboard's first steps link to it). */
export const WORKPLACES_ANCHOR = 'lugares-de-trabajo';

export const WORKPLACES_EMPTY =
  'Aún no hay lugares de trabajo. Agrega el primero: su dirección se imprime en los comprobantes de marca.';

export function WorkplacesSection() {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement | null>(null);
  const { hash } = useLocation();
  const store = useStore();
  const member = useMember();
  const query = useWorkplaces();
  const refresh = useRefreshWorkplaces();
  const actor = { uid: member?.uid ?? '', tenantId: member?.tenantId ?? '' };
  const all = query.data ?? [];
  const [source, setSource] = useState<Row | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Mounted from the first opening on; fetched once the list shows, so a click rarely waits for it.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  useEffect(() => {
    if (query.isSuccess) loadDialogs().catch(() => undefined);
  }, [query.isSuccess]);
  // Reached through its anchor: the screen renders after the tenant loads, too late for the browser's own jump.
  useEffect(() => {
    if (hash === `#${WORKPLACES_ANCHOR}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const openDialog = (workplace: Row | null) => {
    setNotice(null);
    if (workplace === null && !canAddWorkplace(all)) {
      setNotice({ ok: false, text: WORKPLACES_FULL });
      return;
    }
    setSource(workplace);
    setDialogsWanted(true);
    setDialogOpen(true);
  };
  const ask = (kind: Confirming['kind'], workplace: Row) => {
    setNotice(null);
    if (kind === 'archive' && isLastActiveWorkplace(workplace, all)) {
      setNotice({ ok: false, text: LAST_ACTIVE_WORKPLACE });
      return;
    }
    setConfirming({ kind, workplace });
    setDialogsWanted(true);
    setConfirmOpen(true);
  };

  const save = async (fields: WorkplaceAddress) => {
    if (source) {
      const changed = await updateWorkplace(store, actor, source, fields);
      setNotice({ ok: true, text: changed ? `Se guardó ${fields.name}.` : 'No había cambios que guardar.' });
    } else {
      await createWorkplace(store, actor, fields, all);
      setNotice({ ok: true, text: `Se agregó ${fields.name}.` });
    }
    refresh();
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, workplace } = confirming;
    if (kind === 'restore') {
      await restoreWorkplace(store, actor, workplace);
      setNotice({ ok: true, text: `Se restauró ${workplace.name}.` });
    } else {
      await archiveWorkplace(store, actor, workplace, all);
      setNotice({ ok: true, text: `Se archivó ${workplace.name}.` });
    }
    refresh();
  };

  return (
    <Paper
      ref={sectionRef}
      id={WORKPLACES_ANCHOR}
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        Lugares de trabajo
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Dónde trabaja tu gente. La dirección de cada lugar se imprime en los comprobantes de marca de quienes
        trabajan allí (Res. Ex. N° 38 art. 13).
      </Typography>
      <Stack spacing={2}>
        <AsyncState
          loading={query.isPending && member !== null}
          error={query.isError ? query.error : null}
          onRetry={() => void query.refetch()}
          empty={query.isSuccess && all.length === 0}
          emptyMessage={WORKPLACES_EMPTY}
          loadingLabel="Cargando los lugares de trabajo"
          errorMessage="No se pudieron cargar los lugares de trabajo. Revisa tu conexión e inténtalo de nuevo."
        >
          <WorkplaceList workplaces={all} onEdit={openDialog} onAsk={ask} />
        </AsyncState>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => openDialog(null)}
          disabled={!query.isSuccess}
          sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 48 }}
        >
          Agregar lugar de trabajo
        </Button>
      </Stack>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <WorkplaceDialogs
            editing={{ open: dialogOpen, source, onSave: save, onClose: () => setDialogOpen(false) }}
            confirming={{
              open: confirmOpen,
              confirming,
              onConfirm: confirm,
              onClose: () => setConfirmOpen(false),
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}

interface WorkplaceListProps {
  workplaces: readonly Row[];
  onEdit: (workplace: Row) => void;
  onAsk: (kind: Confirming['kind'], workplace: Row) => void;
}

/** One row per workplace: its name (marked when archived), its address line, and its actions. */
function WorkplaceList({ workplaces, onEdit, onAsk }: WorkplaceListProps) {
  return (
    <Box component="ul" aria-label="Lugares de trabajo de la empresa" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {workplaces.map((workplace) => {
        const archived = workplace.archived === true;
        return (
          <Box
            component="li"
            key={workplace.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {workplace.name}
                </Typography>
                {archived && <StatusChip label="Archivado" tone="neutral" />}
              </Stack>
              <Typography variant="body2" color="textSecondary">
                {workplaceAddressLine(workplace)}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                onClick={() => onEdit(workplace)}
                aria-label={`Editar ${workplace.name}`}
                sx={{ minHeight: 44 }}
              >
                Editar
              </Button>
              <Button
                onClick={() => onAsk(archived ? 'restore' : 'archive', workplace)}
                aria-label={`${archived ? 'Restaurar' : 'Archivar'} ${workplace.name}`}
                sx={{ minHeight: 44 }}
              >
                {archived ? 'Restaurar' : 'Archivar'}
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
