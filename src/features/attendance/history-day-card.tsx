import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

import { StatusChip } from '../../components/status-chip';
import { slotLabel } from '../../domain/schedule/slots';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import type { HistoryDay, HistoryRow } from './history-days';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { ALTERED_LABEL, alterationText } from '../../domain/attendance/corrections';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { PUNCH_NAME, PUNCH_SHORT_NAME } from '../../domain/labels';
import { formatHoursMinutes } from '../../domain/format/numbers';
import { DAY_PROBLEM_LABEL, DAY_PROBLEM_TONE } from './history-problems';

/** What a day without a schedule or a punch reads (the data has no "day off": it was not planned). */
export const UNPLANNED_DAY = 'Sin planificar';

interface HistoryDayCardProps {
  day: HistoryDay;
  today: boolean;
  timeZone: string;
  onReceipt: (row: HistoryRow, action: PunchAction) => void;
  /** The day's heading level: 3 in a week, 4 inside a month's week. */
  headingLevel?: 3 | 4;
  /** Today's card takes focus on 'Ir a hoy'. */
  ref?: Ref<HTMLElement>;
}

function PunchCell({
  label,
  time,
  action,
  altered,
  onOpen,
}: {
  label: string;
  time: string | null;
  action: PunchAction;
  /** Set by an accepted correction: what it was before (`Salida alterada: antes sin marca`). */
  altered: string | null;
  onOpen: () => void;
}) {
  const content = (
    <>
      <Typography
        component="span"
        variant="caption"
        color="textSecondary"
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
      {altered !== null && (
        <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
          {ALTERED_LABEL}
        </Typography>
      )}
    </>
  );
  // A corrected value has no receipt of its own: the receipt signs what was punched.
  if (altered !== null) {
    return (
      <Box
        role="group"
        aria-label={`${altered}, ahora ${time ?? 'sin marca'}`}
        sx={{ minHeight: 48, px: 1, py: 0.5, textAlign: 'center' }}
      >
        {content}
      </Box>
    );
  }
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

/** 'h:mm', or '—' when there is nothing to measure: the screen's one duration format. */
function duration(minutes: number | null): string {
  return minutes === null ? '—' : formatHoursMinutes(minutes);
}

function figures(row: HistoryRow): string {
  const { workedMinutes, lateMinutes, earlyMinutes } = row.times;
  const worked = `Trabajado ${duration(workedMinutes)}`;
  if (row.slot === null) return worked;
  return `${worked} · Atraso ${duration(lateMinutes)} · Salida anticipada ${duration(earlyMinutes)}`;
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
  const { record, punches } = row;
  const punched = record !== null || punches.altered.length > 0;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {punched ? (
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
              const value = punches[PUNCH_FIELD[action]];
              const original = punches.originals[action];
              return (
                <PunchCell
                  key={action}
                  label={PUNCH_SHORT_NAME[action]}
                  action={action}
                  time={value ? hhmmInZone(value, timeZone) : null}
                  altered={
                    punches.altered.includes(action) ? alterationText(action, original, timeZone) : null
                  }
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
        <Typography variant="body2" color={row.past ? 'error' : 'textSecondary'}>
          {row.past ? 'Sin marcas' : 'Programado'}
        </Typography>
      )}
    </Box>
  );
}

/**
 * One day of the history: its problems marked in the alerts' words, then each slot's punches (each one opens
 * its receipt) and figures.
 */
export function HistoryDayCard({
  day,
  today,
  timeZone,
  onReceipt,
  headingLevel = 3,
  ref,
}: HistoryDayCardProps) {
  const titleId = `history-day-${day.key}`;
  const free = day.rows.length === 0;
  return (
    <Card
      ref={ref}
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      aria-current={today ? 'date' : undefined}
      tabIndex={today ? -1 : undefined}
      sx={{
        scrollMarginTop: 72,
        ...(today && { borderColor: 'primary.main', borderWidth: 2 }),
        // Reached only by 'Ir a hoy' (tabIndex -1), so a mouse click on the button still shows where focus went.
        '&:focus': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <CardContent sx={{ py: free ? 1.5 : 2, '&:last-child': { pb: free ? 1.5 : 2 } }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component={`h${headingLevel}`}
            sx={{ fontWeight: 700, mr: 'auto', '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {formatDayKey(day.key, "EEEE d 'de' MMMM")}
          </Typography>
          {today && <Chip size="small" color="primary" label="Hoy" />}
          {day.problems.length > 0 && (
            <Stack
              component="ul"
              aria-label="Incidencias del día"
              direction="row"
              useFlexGap
              spacing={0.5}
              sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
            >
              {day.problems.map((problem) => (
                <li key={problem}>
                  <StatusChip label={DAY_PROBLEM_LABEL[problem]} tone={DAY_PROBLEM_TONE[problem]} />
                </li>
              ))}
            </Stack>
          )}
          {free && (
            <Typography variant="body2" color="textSecondary">
              {UNPLANNED_DAY}
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
