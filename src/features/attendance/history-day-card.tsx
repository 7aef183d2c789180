import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { slotLabel } from '../../domain/schedule/slots';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import type { HistoryDay, HistoryRow } from './history-days';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { PUNCH_NAME, PUNCH_SHORT_NAME } from '../../domain/labels';
import { formatHoursMinutes } from '../../domain/format/numbers';

interface HistoryDayCardProps {
  day: HistoryDay;
  today: boolean;
  timeZone: string;
  onReceipt: (row: HistoryRow, action: PunchAction) => void;
}

function PunchCell({
  label,
  time,
  action,
  onOpen,
}: {
  label: string;
  time: string | null;
  action: PunchAction;
  onOpen: () => void;
}) {
  const content = (
    <>
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.3 }}
      >
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {time ?? '—'}
      </Typography>
    </>
  );
  if (time === null) {
    return <Box sx={{ minHeight: 48, px: 1, py: 0.5, textAlign: 'center' }}>{content}</Box>;
  }
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={onOpen}
      aria-label={`${PUNCH_NAME[action]} ${time}: ver comprobante`}
      sx={{ minHeight: 48, py: 0.5, flexDirection: 'column', textTransform: 'none', borderColor: 'divider' }}
    >
      {content}
    </Button>
  );
}

function figures(row: HistoryRow): string {
  const { workedMinutes, lateMinutes, earlyMinutes } = row.times;
  const worked = workedMinutes === null ? 'Trabajado —' : `Trabajado ${formatHoursMinutes(workedMinutes)}`;
  if (row.slot === null) return worked;
  const late = lateMinutes === null ? '—' : `${lateMinutes} min`;
  const early = earlyMinutes === null ? '—' : `${earlyMinutes} min`;
  return `${worked} · Atraso ${late} · Salida anticipada ${early}`;
}

function SlotBlock({
  row,
  timeZone,
  onReceipt,
}: {
  row: HistoryRow;
  timeZone: string;
  onReceipt: HistoryDayCardProps['onReceipt'];
}) {
  const title = row.slot ? `Turno ${row.slotIndex + 1} · ${slotLabel(row.slot)}` : 'No programado';
  const { record } = row;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {record ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              gap: 1,
              mt: 1,
            }}
          >
            {PUNCH_ORDER.map((action) => {
              const value = record[PUNCH_FIELD[action]];
              return (
                <PunchCell
                  key={action}
                  label={PUNCH_SHORT_NAME[action]}
                  action={action}
                  time={value ? hhmmInZone(value, timeZone) : null}
                  onOpen={() => onReceipt(row, action)}
                />
              );
            })}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, fontVariantNumeric: 'tabular-nums' }}>
            {figures(row)}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color={row.past ? 'error' : 'text.secondary'}>
          {row.past ? 'Sin marcas' : 'Programado'}
        </Typography>
      )}
    </Box>
  );
}

/** One day of the history: each slot's punches (each one opens its receipt) and figures. */
export function HistoryDayCard({ day, today, timeZone, onReceipt }: HistoryDayCardProps) {
  const titleId = `history-day-${day.key}`;
  const free = day.rows.length === 0;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ py: free ? 1.5 : 2, '&:last-child': { pb: free ? 1.5 : 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, mr: 'auto', '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {formatDayKey(day.key, "EEEE d 'de' MMMM")}
          </Typography>
          {today && <Chip size="small" color="primary" label="Hoy" />}
          {day.absent && <Chip size="small" color="error" label="Ausencia" />}
          {free && (
            <Typography variant="body2" color="text.secondary">
              Libre
            </Typography>
          )}
        </Stack>
        {day.rows.map((row) => (
          <SlotBlock
            key={row.record ? `r-${row.record.id}` : `s-${row.slotIndex}`}
            row={row}
            timeZone={timeZone}
            onReceipt={onReceipt}
          />
        ))}
      </CardContent>
    </Card>
  );
}
