import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { useRecentSignIn } from '../../components/recent-sign-in-dialog';
import { StatusChip } from '../../components/status-chip';
import type { StatusTone } from '../../components/status-colors';
import { acceptCorrection, correctionText, objectCorrection } from '../../data/writes/correction-writes';
import type { AttendanceCorrection } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useMember } from '../../data/queries/member';
import { useStore } from '../../data/queries/use-store';
import {
  CORRECTION_LIMITS,
  CORRECTION_STATE_LABEL,
  correctionState,
  hoursLeft,
  type CorrectionState,
} from '../../domain/attendance/corrections';

type Correction = WithId<AttendanceCorrection>;

const TONE: Readonly<Record<CorrectionState, StatusTone>> = {
  pending: 'warning',
  accepted: 'success',
  consolidated: 'success',
  objected: 'error',
  answered: 'neutral',
  withdrawn: 'neutral',
};

/** Pending first (the nearest deadline first), then the rest, newest first. */
function ordered(corrections: readonly Correction[], now: Date): Correction[] {
  const pending = (c: Correction) => correctionState(c, now) === 'pending';
  return [...corrections].sort((a, b) => {
    if (pending(a) !== pending(b)) return pending(a) ? -1 : 1;
    return pending(a)
      ? a.createdAt.getTime() - b.createdAt.getTime()
      : b.createdAt.getTime() - a.createdAt.getTime();
  });
}

export interface MyCorrectionsProps {
  corrections: readonly Correction[];
  timeZone: string;
  now: Date;
  /** After an answer: the corrections are watched, so this only announces it. */
  onAnswered?: () => void;
}

/**
 * The worker's corrections (Res. Ex. N° 38 art. 40): what a manager proposed, why, and until when it can be
 * objected; `Aceptar` or `Objetar` (with a comment) while it is pending. An objected correction never applies:
 * the punch stays as recorded. Nothing shows when there is none.
 */
export function MyCorrections({ corrections, timeZone, now, onAnswered }: MyCorrectionsProps) {
  const store = useStore();
  const member = useMember();
  const headingId = useId();
  const [dialog, setDialog] = useState<{ kind: 'accept' | 'object'; correction: Correction } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // An answer is the worker's own word: it needs a recent sign-in (security review M5).
  const { withRecentSignIn, dialog: passwordDialog } = useRecentSignIn();
  if (corrections.length === 0) return null;

  const accept = async (correction: Correction) => {
    if (!member) throw new Error('Sin sesión');
    await withRecentSignIn(() => acceptCorrection(store, correction));
    setNotice('Aceptaste la corrección.');
    onAnswered?.();
  };
  const object = async (correction: Correction, comment: string) => {
    if (!member) throw new Error('Sin sesión');
    await withRecentSignIn(() => objectCorrection(store, correction, comment));
    setNotice('Objetaste la corrección.');
    onAnswered?.();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Correcciones
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Tu empresa propuso corregir estas marcas. Tus marcas originales no se borran: si objetas, se
        mantienen.
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ordered(corrections, now).map((correction) => {
          const state = correctionState(correction, now);
          const text = correctionText(correction, timeZone);
          return (
            <Box component="li" key={correction.id} aria-label={text}>
              <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
              <Typography variant="body2">Motivo: {correction.reason}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
                <StatusChip label={CORRECTION_STATE_LABEL[state]} tone={TONE[state]} />
                {state === 'pending' && (
                  <>
                    <Typography variant="body2" color="textSecondary">
                      Quedan {hoursLeft(correction, now)} h para responder
                    </Typography>
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => {
                        setNotice(null);
                        setDialog({ kind: 'accept', correction });
                      }}
                      sx={{ minHeight: 40 }}
                    >
                      Aceptar
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => {
                        setNotice(null);
                        setDialog({ kind: 'object', correction });
                      }}
                      sx={{ minHeight: 40 }}
                    >
                      Objetar
                    </Button>
                  </>
                )}
              </Box>
              {correction.response && (
                <Typography variant="body2">Tu comentario: {correction.response}</Typography>
              )}
              {correction.answer && <Typography variant="body2">Respuesta: {correction.answer}</Typography>}
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={dialog?.kind === 'accept'}
        title="Aceptar corrección"
        message={
          dialog ? `${correctionText(dialog.correction, timeZone)}. Motivo: ${dialog.correction.reason}` : ''
        }
        confirmLabel="Aceptar"
        onClose={() => setDialog(null)}
        onConfirm={() => (dialog ? accept(dialog.correction) : Promise.resolve())}
      />
      <ReasonDialog
        open={dialog?.kind === 'object'}
        title="Objetar corrección"
        summary={
          dialog ? `${correctionText(dialog.correction, timeZone)}. Motivo: ${dialog.correction.reason}` : ''
        }
        label="Comentario"
        helperText="Explica por qué no estás de acuerdo. Tu marca original se mantiene."
        submitLabel="Objetar"
        maxLength={CORRECTION_LIMITS.textMax}
        minLength={CORRECTION_LIMITS.reasonMin}
        onClose={() => setDialog(null)}
        onSubmit={(comment) => (dialog ? object(dialog.correction, comment) : Promise.resolve())}
      />
      {passwordDialog}
    </Paper>
  );
}
