import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { slotLabel } from '../../domain/schedule/slots';
import { ABSENCE_TYPE_LABEL } from '../../domain/labels';
import type { AgendaDay } from './agenda-days';

/** What one day holds: its slots, holiday, absences, or 'Libre'. */
export function AgendaDayDetails({ day }: { day: AgendaDay }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}
    >
      {day.slots.map((slot, index) => (
        <Typography
          key={index}
          component="span"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {slotLabel(slot)}
        </Typography>
      ))}
      {day.holiday && (
        <Chip
          size="small"
          color="secondary"
          label={`Feriado: ${day.holiday.name}`}
          sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      )}
      {day.holiday?.irrenunciable && (
        <Chip size="small" color="secondary" variant="outlined" label="Irrenunciable" />
      )}
      {day.absences.map((absence, index) => (
        <Stack key={index} direction="row" spacing={0.5}>
          <Chip
            size="small"
            color={absence.status === 'aprobada' ? 'info' : 'default'}
            label={ABSENCE_TYPE_LABEL[absence.type]}
          />
          {absence.status === 'pendiente' && (
            <Chip size="small" color="warning" variant="outlined" label="Pendiente" />
          )}
        </Stack>
      ))}
      {day.off && (
        <Typography component="span" color="text.secondary">
          Libre
        </Typography>
      )}
    </Stack>
  );
}
