import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { AttendanceRecord, TimeSlot } from '../../data/ports/collections';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import { PUNCH_FIELD, PUNCH_ORDER, nextActions, type PunchAction } from '../../domain/attendance/punches';
import { PUNCH_BUTTON, PUNCH_NAME } from '../../domain/labels';

interface SlotCardProps {
  /** Unique in the page: names the card's heading. */
  id: string;
  title: string;
  /** Null for an unscheduled shift. */
  slot: TimeSlot | null;
  /** A line under the title (e.g. a night slot that started yesterday). */
  note?: string | null;
  record: AttendanceRecord | null;
  timeZone: string;
  pending: PunchAction | undefined;
  onPunch: (action: PunchAction) => void;
  onReceipt: (action: PunchAction) => void;
}

export function SlotCard({
  id,
  title,
  slot,
  note,
  record,
  timeZone,
  pending,
  onPunch,
  onReceipt,
}: SlotCardProps) {
  const titleId = `${id}-title`;
  const actions = nextActions(record);
  const time = (action: PunchAction) => {
    const value = record?.[PUNCH_FIELD[action]];
    return value ? hhmmInZone(value, timeZone) : null;
  };
  const punches = PUNCH_ORDER.filter((a) => time(a) !== null);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        {!slot && (
          <Typography variant="body2" color="text.secondary">
            Hoy no tienes turno programado. Si trabajas igual, registra tu entrada: tu jefatura lo verá como
            un turno no programado.
          </Typography>
        )}
        {punches.length > 0 && (
          <Stack
            component="ul"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', p: 0, mt: 1.5, listStyle: 'none' }}
          >
            {punches.map((action) => (
              <li key={action}>
                <Chip
                  variant="outlined"
                  label={`${PUNCH_NAME[action]} ${time(action)}`}
                  onClick={() => onReceipt(action)}
                  aria-label={`${PUNCH_NAME[action]} ${time(action)}: ver comprobante`}
                  sx={{ minHeight: 48, borderRadius: 6 }}
                />
              </li>
            ))}
          </Stack>
        )}
        {pending && (
          <Chip
            sx={{ mt: 1.5 }}
            color="warning"
            size="small"
            label="Pendiente de sincronizar"
            role="status"
          />
        )}
        {actions.length === 0 && (
          <Typography sx={{ mt: 1.5 }} color="success.main">
            Turno completo.
          </Typography>
        )}
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action, i) => (
            <Button
              key={action}
              variant={i === 0 ? 'contained' : 'outlined'}
              size="large"
              disabled={pending !== undefined}
              onClick={() => onPunch(action)}
              sx={{ minHeight: 48, flex: '1 1 auto', m: '0 !important' }}
            >
              {PUNCH_BUTTON[action]}
            </Button>
          ))}
        </CardActions>
      )}
    </Card>
  );
}
