/**
 * A lead's detail: everything the person wrote, its status (changed at once), `Agregar nota`, the company it
 * became (or `Convertir en empresa`) and its timeline. Saves are announced inside the dialog, which hides the
 * rest of the page from a screen reader while open.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

import { actionErrorMessage } from '../../components/action-error';
import { LEAD_STATUSES, LEAD_STATUS_LABEL, type LeadStatus } from '../../domain/labels';
import { employeesText } from './lead-card';
import { LeadNoteForm } from './lead-note-form';
import type { LeadRow } from './lead-search';
import { formatLeadTime } from './lead-timeline';
import { LeadTimelineList } from './lead-timeline-list';

export const MOVE_FAILED = 'No se pudo cambiar el estado. Inténtalo de nuevo.';

export interface LeadDetailDialogProps {
  /** The lead shown (live), or null when closed. */
  lead: LeadRow | null;
  timeZone: string;
  onClose: () => void;
  onMove: (lead: LeadRow, to: LeadStatus) => Promise<void>;
  onAddNote: (lead: LeadRow, text: string) => Promise<void>;
  /** Opens `Convertir en empresa`; undefined when the backend has no AdminPort. */
  onConvert?: (lead: LeadRow) => void;
  /** What the last conversion said (the admin can sign in; or the invitation link was shown). */
  notice: string | null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

export function LeadDetailDialog(props: LeadDetailDialogProps) {
  const titleId = useId();
  const { lead, onClose } = props;
  return (
    <Dialog
      open={lead !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      {lead && <DetailBody key={lead.id} {...props} lead={lead} titleId={titleId} />}
    </Dialog>
  );
}

function DetailBody({
  lead,
  timeZone,
  onClose,
  onMove,
  onAddNote,
  onConvert,
  notice,
  titleId,
}: LeadDetailDialogProps & { lead: LeadRow; titleId: string }) {
  const historyId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [moveError, setMoveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A conversion's outcome is announced too: it arrives as `notice` once the company exists.
  const [heardNotice, setHeardNotice] = useState(notice);
  if (notice !== heardNotice) {
    setHeardNotice(notice);
    if (notice !== null) setAnnouncement(notice);
  }

  const changeStatus = async (to: LeadStatus) => {
    setMoveError(null);
    setSaving(true);
    try {
      await onMove(lead, to);
      setAnnouncement(`Lead movido a ${LEAD_STATUS_LABEL[to]}.`);
    } catch (error) {
      console.error('Cambiar estado del lead: no se pudo guardar', error);
      setMoveError(actionErrorMessage(error, MOVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId}>{lead.name}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(7rem, auto) 1fr',
            columnGap: 2,
            rowGap: 0.75,
          }}
        >
          <Field label="Empresa">{lead.company}</Field>
          <Field label="Correo electrónico">
            <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
          </Field>
          <Field label="Teléfono">
            {lead.phone ? <Link href={`tel:${lead.phone}`}>{lead.phone}</Link> : '—'}
          </Field>
          <Field label="Empleados">{employeesText(lead.employees) ?? '—'}</Field>
          <Field label="Creado">{formatLeadTime(lead.createdAt, timeZone)}</Field>
          <Field label="Mensaje">{lead.message ?? '—'}</Field>
        </Box>

        <TextField
          select
          label="Estado"
          value={lead.status}
          onChange={(event) => void changeStatus(event.target.value as LeadStatus)}
          disabled={saving}
          sx={{ maxWidth: 280 }}
        >
          {LEAD_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {LEAD_STATUS_LABEL[status]}
            </MenuItem>
          ))}
        </TextField>
        {moveError && (
          <Alert severity="error" role="alert">
            {moveError}
          </Alert>
        )}

        {lead.tenantId !== null ? (
          <Alert severity="success">
            Empresa creada: <strong>{lead.tenantId}</strong>
            {notice && (
              <>
                <br />
                {notice}
              </>
            )}
          </Alert>
        ) : (
          onConvert && (
            <Box>
              <Button variant="contained" onClick={() => onConvert(lead)} sx={{ minHeight: 44 }}>
                Convertir en empresa
              </Button>
            </Box>
          )
        )}

        <Box component="section" aria-label="Agregar nota">
          <LeadNoteForm
            onSave={(text) => onAddNote(lead, text)}
            onSaved={() => setAnnouncement('Nota agregada.')}
          />
        </Box>

        <Box component="section" aria-labelledby={historyId}>
          <Typography id={historyId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Historial
          </Typography>
          <LeadTimelineList leadId={lead.id} timeZone={timeZone} headingId={historyId} />
        </Box>
        <Typography role="status" variant="body2" color="textSecondary" sx={{ minHeight: '1.5em' }}>
          {announcement}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Cerrar
        </Button>
      </DialogActions>
    </>
  );
}
