import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { statusColors, type StatusTone } from '../../components/status-colors';
import { slotLabel } from '../../domain/schedule/slots';
import { absenceLabel, hasPendingRequest, UNPLANNED_LABEL, type AgendaDay } from './agenda-days';
import { AbsenceIcon, HolidayIcon } from './agenda-icons';

/** A chip that wraps a long holiday name on a phone; its icon takes the label's colour. */
const CHIP = {
  maxWidth: '100%',
  height: 'auto',
  fontWeight: 600,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
  '& .MuiChip-icon': { color: 'inherit' },
} as const;

/**
 * What one day holds: its absences (an approved one alone, as it replaces the shift), its slots (which, while a
 * request is pending, hold only if it is not approved), its holiday, or 'Sin planificar'.
 */
export function AgendaDayDetails({ day }: { day: AgendaDay }) {
  const pending = hasPendingRequest(day);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}
    >
      {day.absences.map((absence, index) => {
        const tone: StatusTone = absence.status === 'aprobada' ? 'info' : 'warning';
        return (
          <Chip
            key={index}
            size="small"
            icon={<AbsenceIcon absence={absence} />}
            label={absenceLabel(absence)}
            sx={(theme) => ({ ...statusColors(theme, tone), ...CHIP })}
          />
        );
      })}
      {day.slots.map((slot, index) => (
        <Typography
          key={index}
          component="span"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {slotLabel(slot)}
          {pending && (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ fontWeight: 400 }}>
              {' (si no se aprueba)'}
            </Typography>
          )}
        </Typography>
      ))}
      {day.holiday && (
        <Chip
          size="small"
          icon={<HolidayIcon />}
          label={`Feriado: ${day.holiday.name}`}
          sx={(theme) => ({ ...statusColors(theme, 'neutral'), ...CHIP })}
        />
      )}
      {day.holiday?.irrenunciable && (
        <Chip size="small" variant="outlined" label="Irrenunciable" sx={{ fontWeight: 600 }} />
      )}
      {day.unplanned && (
        <Typography component="span" color="textSecondary">
          {UNPLANNED_LABEL}
        </Typography>
      )}
    </Stack>
  );
}
