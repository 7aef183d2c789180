import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { StatusChip } from '../../components/status-chip';
import { correctionText } from '../../data/writes/correction-writes';
import type { AttendanceCorrection, WeekSignature } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import {
  CORRECTION_STATE_LABEL,
  correctionState,
  hoursLeft,
  objectionDeadline,
} from '../../domain/attendance/corrections';
import { weekTitle } from '../../domain/attendance/week-signoff';
import { formatInZone } from '../../domain/calendar/time-zone';
import { hasMissingPunch, plannedText, type TimesheetRow } from './timesheet-rows';

export type Correction = WithId<AttendanceCorrection>;

const when = (date: Date, timeZone: string) => formatInZone(date, timeZone, 'dd-MM-yyyy HH:mm');

/** `Quedan 47 h` until the deadline. */
export function countdownText(correction: Correction, now: Date): string {
  const hours = hoursLeft(correction, now);
  return `Quedan ${hours} h`;
}

export interface InboxProps {
  /** The rows of the view (their missing punches are listed first). */
  rows: readonly TimesheetRow[];
  /** Open corrections of the tenant (pending or objected), any day. */
  open: readonly Correction[];
  name: (uid: string) => string;
  timeZone: string;
  now: Date;
  onCorrect: (row: TimesheetRow) => void;
  onClose: (correction: Correction) => void;
  onHistory: (correction: Correction) => void;
  /** Weeks whose worker objected to the totals and signed nothing since (openObjections), oldest first. */
  weekObjections?: readonly WithId<WeekSignature>[];
  /** Opens the person's attendance of that week, where corrections are proposed. */
  onReviewWeek?: (objection: WithId<WeekSignature>) => void;
}

/**
 * The `Correcciones` inbox: the view's missing punches to resolve, proposals waiting for the worker (with their
 * countdown; `Retirar` while the worker may still answer), objections to answer, and the weeks whose totals a
 * worker objected to (`Revisar semana`: a correction accepted there reaches the worker as an addendum to sign).
 */
export function CorrectionsInbox({
  rows,
  open,
  name,
  timeZone,
  now,
  onCorrect,
  onClose,
  onHistory,
  weekObjections = [],
  onReviewWeek,
}: InboxProps) {
  const missing = rows.filter((row) => hasMissingPunch(row) && row.slot.pending.length === 0);
  const waiting = open.filter((c) => correctionState(c, now) === 'pending');
  const objected = open.filter((c) => c.status === 'objected');
  const item = (correction: Correction, actions: React.ReactNode, extra?: React.ReactNode) => (
    <ListItem key={correction.id} divider sx={{ display: 'block' }}>
      <Typography sx={{ fontWeight: 600 }}>{name(correction.userId)}</Typography>
      <Typography variant="body2">
        {correctionText(correction, timeZone)}. Motivo: {correction.reason}
      </Typography>
      {extra}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {actions}
        <Button size="small" onClick={() => onHistory(correction)}>
          Ver historial
        </Button>
      </Box>
    </ListItem>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        Correcciones
      </Typography>
      <Section title="Marcas faltantes" empty="No hay marcas faltantes en este periodo.">
        {missing.map((row) => (
          <ListItem key={row.id} divider sx={{ display: 'block' }}>
            <Typography sx={{ fontWeight: 600 }}>{row.person}</Typography>
            <Typography variant="body2">
              {row.day.split('-').reverse().join('-')} · {plannedText(row.slot)} · {missingText(row)}
            </Typography>
            <Button size="small" sx={{ mt: 0.5 }} onClick={() => onCorrect(row)}>
              Corregir
            </Button>
          </ListItem>
        ))}
      </Section>
      <Section title="Esperando al trabajador" empty="Ninguna corrección espera respuesta.">
        {waiting.map((correction) =>
          item(
            correction,
            <Button size="small" color="warning" onClick={() => onClose(correction)}>
              Retirar
            </Button>,
            <Typography variant="body2" color="textSecondary">
              {countdownText(correction, now)} (hasta el {when(objectionDeadline(correction), timeZone)})
            </Typography>,
          ),
        )}
      </Section>
      <Section title="Objeciones por responder" empty="No hay objeciones por responder.">
        {objected.map((correction) =>
          item(
            correction,
            <Button size="small" onClick={() => onClose(correction)}>
              Responder
            </Button>,
            <Typography variant="body2">Comentario del trabajador: {correction.response}</Typography>,
          ),
        )}
      </Section>
      <Section title="Semanas objetadas" empty="Nadie objetó los totales de una semana.">
        {weekObjections.map((objection) => (
          <ListItem key={objection.id} divider sx={{ display: 'block' }}>
            <Typography sx={{ fontWeight: 600 }}>{name(objection.userId)}</Typography>
            <Typography variant="body2">
              {weekTitle(objection.week)}. Comentario del trabajador: {objection.comment}
            </Typography>
            {onReviewWeek && (
              <Button size="small" sx={{ mt: 0.5 }} onClick={() => onReviewWeek(objection)}>
                Revisar semana
              </Button>
            )}
          </ListItem>
        ))}
      </Section>
    </Box>
  );
}

function missingText(row: TimesheetRow): string {
  if (row.dayInfo.absent) return 'Sin marcas';
  const { punches } = row.slot;
  if (punches.lunchStartTime && !punches.lunchEndTime) return 'Falta el fin de colación';
  return 'Falta la salida';
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h3" variant="h6">
        {title} ({children.length})
      </Typography>
      {children.length === 0 ? (
        <Typography color="textSecondary">{empty}</Typography>
      ) : (
        <List dense>{children}</List>
      )}
    </Paper>
  );
}

export interface HistoryDialogProps {
  correction: Correction | null;
  /** The record's recorded value of the corrected punch, as it is stored (never changed). */
  name: (uid: string) => string;
  timeZone: string;
  now: Date;
  onClose: () => void;
}

/**
 * `Historial de la corrección`: the recorded punch (never changed), the proposal, the worker's answer or the
 * deadline that consolidated it, and the manager's answer.
 */
export function CorrectionHistoryDialog({ correction, name, timeZone, now, onClose }: HistoryDialogProps) {
  const titleId = useId();
  const steps: string[] = [];
  if (correction) {
    const recorded = correction.before ? when(correction.before, timeZone) : 'sin marca';
    steps.push(
      correction.kind === 'punch' ? `Marca registrada: ${recorded} (no se modifica)` : 'Ausencia sin marcas',
      `${when(correction.createdAt, timeZone)} — ${name(correction.createdBy)} propuso: ${correctionText(correction, timeZone)}. Motivo: ${correction.reason}`,
    );
    const state = correctionState(correction, now);
    if (correction.respondedAt) {
      const verb = correction.status === 'accepted' ? 'aceptó' : 'objetó';
      const comment = correction.response ? `: ${correction.response}` : '';
      steps.push(`${when(correction.respondedAt, timeZone)} — ${name(correction.userId)} ${verb}${comment}`);
    } else if (state === 'consolidated') {
      steps.push(`${when(objectionDeadline(correction), timeZone)} — Aceptada por plazo (sin objeción)`);
    }
    if (correction.answeredAt) {
      const verb = correction.status === 'withdrawn' ? 'retiró la corrección' : 'respondió';
      steps.push(
        `${when(correction.answeredAt, timeZone)} — ${name(correction.answeredBy ?? '')} ${verb}: ${correction.answer ?? ''}`,
      );
    }
  }
  return (
    <Dialog open={correction !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Historial de la corrección</DialogTitle>
      <DialogContent>
        {correction && (
          <Box sx={{ mb: 1 }}>
            <StatusChip label={CORRECTION_STATE_LABEL[correctionState(correction, now)]} tone="info" />
          </Box>
        )}
        <List component="ol" dense>
          {steps.map((step) => (
            <ListItem key={step} sx={{ display: 'list-item' }}>
              {step}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
