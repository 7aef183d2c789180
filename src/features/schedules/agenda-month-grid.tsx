import { useState } from 'react';

import { formatInZone } from '../../domain/calendar/time-zone';
import { AgendaDayDetails } from './agenda-day-details';
import { dayAccessibleName, dayName, type AgendaDay } from './agenda-days';
import { AbsenceIcon, HolidayIcon } from './agenda-icons';
import { compactSlots, UNPLANNED_MARK } from './agenda-cell-text';
import { AgendaLegend } from './agenda-legend';

const WEEKDAY_INITIALS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'] as const;

interface AgendaMonthGridProps {
  days: readonly AgendaDay[];
  /** Blank cells before the 1st (Monday-first). */
  leadingBlanks: number;
  timeZone: string;
  label: string;
}

/**
 * A Monday-first month: one button per day, named by its date and what it holds; the chosen day's details
 * show below the grid (a cell is too narrow on a phone for '09:00 – 18:00'), then the legend of the cells'
 * marks.
 */
export function AgendaMonthGrid({ days, leadingBlanks, timeZone, label }: AgendaMonthGridProps) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected =
    days.find((d) => d.key === selectedKey) ??
    days.find((d) => d.isToday) ??
    days.find((d) => d.slots.length > 0) ??
    days[0];

  return (
    <div>
      <div aria-hidden className="agenda-month-weekdays">
        {WEEKDAY_INITIALS.map((initial, index) => (
          <span key={index} className="plain-caption plain-secondary">
            {initial}
          </span>
        ))}
      </div>
      <ol aria-label={label} className="agenda-month">
        {days.map((day, index) => {
          const slots = compactSlots(day);
          const isSelected = day.key === selected?.key;
          return (
            <li
              key={day.key}
              className="agenda-month-cell"
              style={index === 0 ? { gridColumnStart: leadingBlanks + 1 } : undefined}
            >
              <button
                type="button"
                aria-label={dayAccessibleName(day, timeZone)}
                aria-current={day.isToday ? 'date' : undefined}
                aria-pressed={isSelected}
                onClick={() => setSelectedKey(day.key)}
                className={day.holiday ? 'agenda-month-day agenda-month-day--holiday' : 'agenda-month-day'}
              >
                <span
                  className={day.isToday ? 'agenda-month-number agenda-today-mark' : 'agenda-month-number'}
                >
                  {formatInZone(day.start, timeZone, 'd')}
                </span>
                {slots && <span className="plain-caption agenda-month-slots">{slots}</span>}
                {day.unplanned && (
                  <span className="plain-caption plain-secondary agenda-month-unplanned">
                    {UNPLANNED_MARK}
                  </span>
                )}
                <span className="agenda-month-icons">
                  {day.holiday && <HolidayIcon />}
                  {day.absences.map((absence, i) => (
                    <AbsenceIcon key={i} absence={absence} />
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {selected && (
        <section aria-live="polite" aria-labelledby="agenda-dia-elegido" className="agenda-selected">
          <h3 id="agenda-dia-elegido" className="agenda-selected-title">
            {dayName(selected, timeZone)}
            {selected.isToday && ' (hoy)'}
          </h3>
          <AgendaDayDetails day={selected} />
        </section>
      )}
      <AgendaLegend />
    </div>
  );
}
