import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import type { AuditView, CorrectionView, PersonDayView, PunchView } from '../../domain/attendance/person-day';
import { PUNCH_SHORT_NAME } from '../../domain/labels';
import { StatusChip, type StatusTone } from '../status-chip';

/** A section of the day, named by its heading. */
export function DaySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A slot's four marcas as a definition list: 'Entrada 09:05:13' with its receipt's code, 'Salida Sin registro'. */
function Punches({ punches }: { punches: PunchView[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}
    >
      {punches.map(({ action, time, code }) => (
        <div key={action}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {PUNCH_SHORT_NAME[action]}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: time ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}
          >
            {time ?? 'Sin registro'}
            {code && (
              <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                Código {code}
              </Typography>
            )}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** One slot's marcas, a group named by its heading ('Oficina · 09:00 – 18:00'). */
function SlotPunches({ title, punches }: { title: string; punches: PunchView[] }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Punches punches={punches} />
    </div>
  );
}

/** The schedule's slots under the shift's name, each with its marcas, then the marcas of no slot. */
export function ScheduleAndPunches({ view }: { view: PersonDayView }) {
  return (
    <Stack spacing={2}>
      {!view.scheduled && (
        <Typography color="textSecondary">Sin horario programado para este día.</Typography>
      )}
      {view.slots.map((slot) => (
        <SlotPunches key={slot.index} title={slot.title} punches={slot.punches} />
      ))}
      {view.unmatched.map((punches, i) => (
        <SlotPunches key={i} title="Marcas sin turno programado" punches={punches} />
      ))}
    </Stack>
  );
}

const CORRECTION_TONE: Readonly<Record<CorrectionView['state'], StatusTone>> = {
  pending: 'info',
  accepted: 'success',
  consolidated: 'success',
  objected: 'warning',
  answered: 'neutral',
  withdrawn: 'neutral',
};

export function DayCorrections({ corrections, name }: { corrections: CorrectionView[]; name: string }) {
  if (corrections.length === 0)
    return <Typography color="textSecondary">Sin correcciones este día.</Typography>;
  return (
    <Box component="ul" aria-label={`Correcciones de ${name}`} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {corrections.map((correction) => (
        <Box component="li" key={correction.id} sx={{ py: 0.5 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {correction.text}
            </Typography>
            <StatusChip label={correction.stateLabel} tone={CORRECTION_TONE[correction.state]} />
          </Stack>
          <Typography variant="body2" color="textSecondary">
            Motivo: {correction.reason}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function DayAudit({ audit, name }: { audit: AuditView[]; name: string }) {
  if (audit.length === 0)
    return <Typography color="textSecondary">Sin registros de auditoría este día.</Typography>;
  return (
    <Box component="ul" aria-label={`Auditoría de ${name}`} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {audit.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 0.5 }}>
          <Typography variant="body2" color="textSecondary">
            {entry.when} · {entry.who} · {entry.action}
          </Typography>
          {entry.sentence && <Typography variant="body2">{entry.sentence}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
