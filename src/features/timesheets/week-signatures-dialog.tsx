import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';

import { DataTable, type DataTableColumn } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-select';
import { StatusChip } from '../../components/status-chip';
import type { StatusTone } from '../../components/status-colors';
import type { UserDoc, WeekSignature } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { personName } from '../../data/queries/people';
import { useStore } from '../../data/queries/use-store';
import { listWeekSignatures } from '../../data/queries/week-signatures';
import { totalsMismatch, weeksToSign, weekTitle } from '../../domain/attendance/week-signoff';
import { formatInZone } from '../../domain/calendar/time-zone';
import { adminErrorMessage } from '../../lib/admin-errors';

type Signature = WithId<WeekSignature>;
type SignoffStatus = 'signed' | 'objected' | 'unsigned';

interface SignoffRow {
  id: string;
  name: string;
  status: SignoffStatus;
  latest: Signature | null;
}

const STATUS: Readonly<Record<SignoffStatus, { label: string; tone: StatusTone }>> = {
  signed: { label: 'Firmada', tone: 'success' },
  objected: { label: 'Objetada', tone: 'warning' },
  unsigned: { label: 'Sin firmar', tone: 'neutral' },
};

/** Each active employee's last answer of the week (the highest `seq`), or none. */
export function signoffRows(
  people: readonly WithId<UserDoc>[],
  signatures: readonly Signature[],
): SignoffRow[] {
  const latest = new Map<string, Signature>();
  for (const signature of signatures) {
    const known = latest.get(signature.userId);
    if (!known || signature.seq > known.seq) latest.set(signature.userId, signature);
  }
  return people
    .filter((person) => person.role === 'employee' && !person.disabled)
    .map((person) => {
      const last = latest.get(person.id) ?? null;
      return {
        id: person.id,
        name: personName(person, person.id),
        status: last === null ? 'unsigned' : last.status,
        latest: last,
      };
    });
}

export interface WeekSignaturesDialogProps {
  open: boolean;
  tenantId: string;
  people: readonly WithId<UserDoc>[];
  today: string;
  timeZone: string;
  onClose: () => void;
  /**
   * `Recordar`: asks the server to e-mail these people to sign the week; resolves to how many were reminded.
   * Without it (no AdminPort) the button is not shown.
   */
  onRemind?: (week: string, uids: string[]) => Promise<number>;
}

/**
 * `Firmas semanales` (managers): for one of the last four ended weeks, who signed its totals (with the server's
 * code), who objected (with the comment) and who has not signed yet — whom `Recordar` e-mails.
 */
export function WeekSignaturesDialog({
  open,
  tenantId,
  people,
  today,
  timeZone,
  onClose,
  onRemind,
}: WeekSignaturesDialogProps) {
  const [remind, setRemind] = useState<
    { state: 'idle' } | { state: 'busy' } | { state: 'done'; text: string; ok: boolean }
  >({ state: 'idle' });
  const store = useStore();
  const titleId = useId();
  const weeks = useMemo(() => weeksToSign(today), [today]);
  const [week, setWeek] = useState(weeks[0] ?? '');
  const signatures = useQuery({
    queryKey: queryKeys.list('weekSignatures', { tenantId, week }),
    queryFn: () => listWeekSignatures(store, tenantId, week),
    enabled: open && week !== '',
  });
  const rows = useMemo(
    () => (signatures.data ? signoffRows(people, signatures.data) : undefined),
    [people, signatures.data],
  );
  const count = (status: SignoffStatus) => rows?.filter((row) => row.status === status).length ?? 0;
  const unsigned = rows?.filter((row) => row.status === 'unsigned').map((row) => row.id) ?? [];
  const sendReminders = async () => {
    if (!onRemind || unsigned.length === 0) return;
    setRemind({ state: 'busy' });
    try {
      const reminded = await onRemind(week, unsigned);
      const text =
        reminded === 1 ? 'Recordatorio enviado a 1 persona.' : `Recordatorio enviado a ${reminded} personas.`;
      setRemind({ state: 'done', text, ok: true });
    } catch (error) {
      setRemind({ state: 'done', text: adminErrorMessage(error), ok: false });
    }
  };
  const columns: DataTableColumn<SignoffRow>[] = [
    { id: 'name', header: 'Persona', cell: (row) => row.name, sortValue: (row) => row.name },
    {
      id: 'status',
      header: 'Estado',
      cell: (row) => (
        <StatusChip
          label={
            row.latest && row.latest.seq > 1
              ? `${STATUS[row.status].label} (adenda)`
              : STATUS[row.status].label
          }
          tone={STATUS[row.status].tone}
        />
      ),
      sortValue: (row) => STATUS[row.status].label,
    },
    {
      id: 'detail',
      header: 'Detalle',
      cell: (row) => {
        if (!row.latest) return '—';
        const when = formatInZone(row.latest.signedAt, timeZone, 'dd-MM-yyyy HH:mm');
        const answer =
          row.latest.status === 'objected'
            ? `${when}. Comentario: ${row.latest.comment ?? ''}`
            : `${when} · Código ${row.latest.code ?? 'en camino…'}`;
        // Security review M3: what was signed is the worker's claim; the server stores beside it what the records say.
        const mismatch = totalsMismatch(row.latest.totals, row.latest.recordedTotals);
        return mismatch === null ? answer : `${answer}. No coincide con el registro: ${mismatch}`;
      },
    },
  ];

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Firmas semanales</DialogTitle>
      <DialogContent>
        <FilterSelect
          label="Semana"
          value={week}
          onChange={(next) => {
            setWeek(next);
            setRemind({ state: 'idle' });
          }}
          options={weeks.map((monday) => [monday, weekTitle(monday)] as const)}
          minWidth={320}
        />
        <Typography aria-live="polite" sx={{ my: 1.5 }}>
          {rows
            ? `Firmaron ${count('signed')} · Objetaron ${count('objected')} · Sin firmar ${count('unsigned')}`
            : ' '}
        </Typography>
        <DataTable<SignoffRow>
          aria-label="Firmas de la semana"
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          loading={signatures.isLoading}
          error={signatures.error}
          onRetry={() => void signatures.refetch()}
          emptyMessage="No hay personas activas."
          initialSort={{ columnId: 'name', direction: 'asc' }}
          pageSize={0}
        />
        {remind.state === 'done' && (
          <Alert
            severity={remind.ok ? 'success' : 'error'}
            role={remind.ok ? 'status' : 'alert'}
            sx={{ mt: 2 }}
          >
            {remind.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {onRemind && (
          <Button
            variant="contained"
            onClick={() => void sendReminders()}
            disabled={unsigned.length === 0 || remind.state === 'busy'}
            sx={{ minHeight: 48 }}
          >
            {remind.state === 'busy'
              ? 'Enviando recordatorios…'
              : `Recordar a quienes no han firmado (${unsigned.length})`}
          </Button>
        )}
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
