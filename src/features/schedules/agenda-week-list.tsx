import { formatInZone } from '../../domain/calendar/time-zone';
import { AgendaDayDetails } from './agenda-day-details';
import { dayAccessibleName, type AgendaDay } from './agenda-days';

interface AgendaWeekListProps {
  days: readonly AgendaDay[];
  timeZone: string;
  label: string;
}

/** A week as a list of seven days, Monday first; each item is named by its date and what it holds. */
export function AgendaWeekList({ days, timeZone, label }: AgendaWeekListProps) {
  return (
    <ol aria-label={label} className="agenda-week">
      {days.map((day) => (
        <li
          key={day.key}
          aria-label={dayAccessibleName(day, timeZone)}
          aria-current={day.isToday ? 'date' : undefined}
          className={[
            'agenda-week-day',
            day.holiday ? 'agenda-week-day--holiday' : '',
            day.isToday ? 'agenda-week-day--today' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <div className="agenda-week-date">
            <span className="plain-caption agenda-week-weekday">
              {formatInZone(day.start, timeZone, 'EEEE')}
            </span>
            <span className="agenda-week-number">{formatInZone(day.start, timeZone, 'd')}</span>
          </div>
          <div className="agenda-week-details">
            <AgendaDayDetails day={day} />
          </div>
          {day.isToday && (
            <span className="plain-chip plain-chip--small plain-chip--primary">
              <span className="plain-chip-label">Hoy</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
