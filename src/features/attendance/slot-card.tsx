import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

import type { AttendanceRecord, TimeSlot } from '../../data/ports/collections';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { offeredActions, type SlotStatus } from '../../domain/attendance/slot-status';
import { PUNCH_BUTTON, PUNCH_NAME } from '../../domain/labels';
import type { Interval } from '../../domain/schedule/slots';
import { useNow } from '../../lib/use-now';
import { statusText } from './slot-status-text';

interface SlotCardProps {
  /** Unique in the page: names the card's heading and its receipt buttons (`receiptButtonId`). */
  id: string;
  title: string;
  /** Null for an unscheduled shift. */
  slot: TimeSlot | null;
  bounds: Interval | null;
  status: SlotStatus;
  /** A line under the title (e.g. a night slot that started yesterday). */
  note?: string | null;
  record: AttendanceRecord | null;
  timeZone: string;
  pending: PunchAction | undefined;
  onPunch: (action: PunchAction) => void;
  onReceipt: (action: PunchAction) => void;
}

/** The id of the button that reopens the receipt of `action` in the card `cardId`. */
export function receiptButtonId(cardId: string, action: PunchAction): string {
  return `${cardId}-receipt-${action}`;
}

/** 'mm:ss', or 'h:mm:ss' past an hour. */
function elapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const mmss = `${String(Math.floor(total / 60) % 60).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** The running time of a lunch break, every second. Not a live region: a screen reader reads it when asked. */
function LunchTimer({ since }: { since: Date }) {
  const now = useNow(1000);
  const value = elapsed(now.getTime() - since.getTime());
  return (
    <Typography
      role="timer"
      aria-label={`Tiempo en colación ${value}`}
      variant="h4"
      component="p"
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', mt: 1 }}
    >
      {value}
    </Typography>
  );
}

export function SlotCard({
  id,
  title,
  slot,
  bounds,
  status,
  note,
  record,
  timeZone,
  pending,
  onPunch,
  onReceipt,
}: SlotCardProps) {
  const titleId = `${id}-title`;
  const actions = offeredActions(record, status);
  // The exit closes the slot for good: it stands apart from the punches that can follow one another.
  const others = actions.filter((a) => a !== 'checkOut');
  const exit = actions.includes('checkOut');
  const time = (action: PunchAction) => {
    const value = record?.[PUNCH_FIELD[action]];
    return value ? hhmmInZone(value, timeZone) : null;
  };
  const punches = PUNCH_ORDER.filter((a) => time(a) !== null);
  const text = statusText(status, bounds, timeZone);

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        {!slot && punches.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Hoy no tienes turno programado. Si trabajas igual, registra tu entrada: tu jefatura lo verá como
            un turno no programado.
          </Typography>
        )}
        {text && (
          <Alert severity={text.tone} role="note" sx={{ mt: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{text.title}</Typography>
            {text.detail && <Typography variant="body2">{text.detail}</Typography>}
            {status.kind === 'lunch' && <LunchTimer since={status.since} />}
          </Alert>
        )}
        {punches.length > 0 && (
          <Box
            component="ul"
            aria-label="Comprobantes"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, mt: 1.5, mb: 0, listStyle: 'none' }}
          >
            {punches.map((action) => (
              <li key={action}>
                <Button
                  id={receiptButtonId(id, action)}
                  variant="outlined"
                  color="inherit"
                  startIcon={<ReceiptLongIcon />}
                  onClick={() => onReceipt(action)}
                  aria-label={`${PUNCH_NAME[action]} ${time(action)}: ver comprobante`}
                  sx={{ minHeight: 48, textTransform: 'none' }}
                >
                  {`${PUNCH_NAME[action]} ${time(action)}`}
                </Button>
              </li>
            ))}
          </Box>
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
        {others.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {others.map((action) => (
              <Button
                key={action}
                variant="contained"
                size="large"
                disabled={pending !== undefined}
                onClick={() => onPunch(action)}
                sx={{ minHeight: 48, flex: '1 1 auto' }}
              >
                {PUNCH_BUTTON[action]}
              </Button>
            ))}
          </Stack>
        )}
        {exit && (
          <Box sx={{ mt: others.length > 0 ? 4 : 2 }}>
            {others.length > 0 && <Divider sx={{ mb: 2 }} />}
            <Button
              variant={others.length > 0 ? 'outlined' : 'contained'}
              size="large"
              fullWidth
              disabled={pending !== undefined}
              onClick={() => onPunch('checkOut')}
              sx={{ minHeight: 48 }}
            >
              {PUNCH_BUTTON.checkOut}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
