import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonDialogOnDemand } from '../../components/reason-dialog-on-demand';
import { useRecentSignIn } from '../../components/recent-sign-in-dialog';
import { SIGNOFF_LIMITS, weekTitle, type WeekTotals as Totals } from '../../domain/attendance/week-signoff';
import { WeekTotals } from './week-totals';

export interface WeekSignoffDialogsProps {
  /** The week being signed or objected to, or null. */
  dialog: { kind: 'sign' | 'object'; week: string; totals: Totals } | null;
  /** Signs (`null`) or objects with a comment; rejects when the write failed (the dialog says so and stays). */
  onAnswer: (objection: string | null) => Promise<void>;
  onClose: () => void;
}

/**
 * `Semanas por firmar`'s two dialogs, `Firmar semana` and `Objetar semana`, and the password check before either
 * answer (useRecentSignIn): MUI, in a chunk of their own with the
 * theme (lazyThemed), loaded the first time one opens. The list they come from is made without MUI.
 */
export function WeekSignoffDialogs({ dialog, onAnswer, onClose }: WeekSignoffDialogsProps) {
  // A signature or an objection is the worker's own word: it needs a recent sign-in (security review M5).
  const { withRecentSignIn, dialog: passwordDialog } = useRecentSignIn();
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'sign'}
        title="Firmar semana"
        message={
          dialog ? (
            <>
              <Typography sx={{ mb: 1 }}>{weekTitle(dialog.week)}</Typography>
              {/* The totals' plain list, in the dialog's body2 type, the labels secondary. */}
              <Box sx={{ '& dt, & dd': { typography: 'body2' }, '& dt': { color: 'text.secondary' } }}>
                <WeekTotals totals={dialog.totals} />
              </Box>
              <Typography sx={{ mt: 1 }}>
                Con tu firma confirmas estos totales. Queda registrada con la hora del servidor y un código.
              </Typography>
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Firmar"
        onConfirm={() => withRecentSignIn(() => onAnswer(null))}
        onClose={onClose}
      />
      {dialog?.kind === 'object' && (
        <ReasonDialogOnDemand
          open
          title="Objetar semana"
          summary={`${weekTitle(dialog.week)}: explica qué no corresponde.`}
          label="Comentario"
          helperText="Tu empresa lo verá y revisará tus marcas."
          submitLabel="Objetar"
          minLength={SIGNOFF_LIMITS.commentMin}
          maxLength={SIGNOFF_LIMITS.commentMax}
          onClose={onClose}
          onSubmit={(comment) => withRecentSignIn(() => onAnswer(comment))}
        />
      )}
      {passwordDialog}
    </>
  );
}
