import type { Ref } from 'react';

import { StatusChip } from '../../components/status-chip';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import type { HistoryDay, HistoryRow } from './history-days';
import { formatDayKey } from '../../domain/calendar/day-keys';
import { ALTERED_LABEL, alterationText } from '../../domain/attendance/corrections';
import { PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import { PUNCH_NAME, PUNCH_SHORT_NAME } from '../../domain/labels';
import { formatHms } from '../../domain/format/numbers';
import type { SlotShift } from './checkin-slot-title';
import { DAY_PROBLEM_LABEL, DAY_PROBLEM_TONE } from './history-problems';
import { historySlotTitle } from './history-shift-names';

/** What a day without a schedule or a punch reads (the data has no "day off": it was not planned). */
export const UNPLANNED_DAY = 'Sin planificar';

interface HistoryDayCardProps {
  day: HistoryDay;
  today: boolean;
  timeZone: string;
  onReceipt: (row: HistoryRow, action: PunchAction) => void;
  /** The day's shift (its name titles the slots, `Oficina · 09:00 – 18:00`); none: `Turno 1 · 09:00 – 18:00`. */
  shift?: SlotShift;
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
      <span className="history-punch-name">{label}</span>
      <span className="history-punch-time">{time ?? '—'}</span>
      {altered !== null && <span className="history-punch-altered">{ALTERED_LABEL}</span>}
    </>
  );
  // A corrected value has no receipt of its own: the receipt signs what was punched.
  if (altered !== null) {
    return (
      <div role="group" aria-label={`${altered}, ahora ${time ?? 'sin marca'}`} className="history-punch">
        {content}
      </div>
    );
  }
  if (time === null) {
    return <div className="history-punch">{content}</div>;
  }
  return (
    <button
      type="button"
      className="plain-button plain-button--outlined history-punch history-punch-button"
      onClick={onOpen}
      aria-label={`${PUNCH_NAME[action]} ${time}: ver comprobante`}
    >
      {content}
    </button>
  );
}

/** 'h:mm:ss', or '—' when there is nothing to measure: the screen's one duration format. */
function duration(seconds: number | null): string {
  return seconds === null ? '—' : formatHms(seconds);
}

function figures(row: HistoryRow): string {
  const { workedSeconds, lateSeconds, earlySeconds } = row.times;
  const worked = `Trabajado ${duration(workedSeconds)}`;
  if (row.slot === null) return worked;
  return `${worked} · Atraso ${duration(lateSeconds)} · Salida anticipada ${duration(earlySeconds)}`;
}

function SlotBlock({
  row,
  title,
  timeZone,
  onReceipt,
}: {
  row: HistoryRow;
  title: string;
  timeZone: string;
  onReceipt: HistoryDayCardProps['onReceipt'];
}) {
  const { record, punches } = row;
  const punched = record !== null || punches.altered.length > 0;
  return (
    <div className="history-slot">
      <p className="plain-body2 history-slot-title">{title}</p>
      {punched ? (
        <>
          <div className="history-punches">
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
          </div>
          <p className="plain-body2 history-slot-figures">{figures(row)}</p>
        </>
      ) : (
        <p className={`plain-body2 ${row.past ? 'history-slot-missing' : 'plain-secondary'}`}>
          {row.past ? 'Sin marcas' : 'Programado'}
        </p>
      )}
    </div>
  );
}

/**
 * One day of the history: its problems marked in the alerts' words, then each slot's punches (each one opens
 * its receipt) and figures. Plain elements styled by history-screen.css, with the look of MUI's
 * outlined Card, Typography, Chip and outlined Buttons.
 */
export function HistoryDayCard({
  day,
  today,
  timeZone,
  onReceipt,
  shift,
  headingLevel = 3,
  ref,
}: HistoryDayCardProps) {
  const titleId = `history-day-${day.key}`;
  const free = day.rows.length === 0;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      aria-current={today ? 'date' : undefined}
      tabIndex={today ? -1 : undefined}
      className={`history-card history-day${free ? ' history-day--free' : ''}${today ? ' history-day--today' : ''}`}
    >
      <div className="history-title-row">
        <Heading id={titleId} className="history-heading">
          {formatDayKey(day.key, "EEEE d 'de' MMMM")}
        </Heading>
        {today && (
          <span className="plain-chip plain-chip--small plain-chip--primary">
            <span className="plain-chip-label">Hoy</span>
          </span>
        )}
        {day.problems.length > 0 && (
          <ul aria-label="Incidencias del día" className="history-problems">
            {day.problems.map((problem) => (
              <li key={problem}>
                <StatusChip label={DAY_PROBLEM_LABEL[problem]} tone={DAY_PROBLEM_TONE[problem]} />
              </li>
            ))}
          </ul>
        )}
        {free && <p className="plain-body2 plain-secondary">{UNPLANNED_DAY}</p>}
      </div>
      {day.rows.map((row) => (
        <SlotBlock
          key={row.record ? `r-${row.record.id}` : `s-${row.slotIndex}`}
          row={row}
          title={historySlotTitle(row, day.key, shift, timeZone)}
          timeZone={timeZone}
          onReceipt={onReceipt}
        />
      ))}
    </article>
  );
}
