import type { StatusTone } from '../../components/status-colors';
import { slotLabel } from '../../domain/schedule/slots';
import { absenceLabel, hasPendingRequest, UNPLANNED_LABEL, type AgendaDay } from './agenda-days';
import { AbsenceIcon, HolidayIcon } from './agenda-icons';

/**
 * What one day holds: its absences (an approved one alone, as it replaces the shift), its slots (which, while a
 * request is pending, hold only if it is not approved), its holiday, or 'Sin planificar'. Its chips are MUI's small
 * Chip by hand (my-agenda-screen.css), in StatusChip's tones, wrapping a long holiday name on a phone.
 */
export function AgendaDayDetails({ day }: { day: AgendaDay }) {
  const pending = hasPendingRequest(day);
  return (
    <div className="agenda-details">
      {day.absences.map((absence, index) => {
        const tone: StatusTone = absence.status === 'aprobada' ? 'info' : 'warning';
        return (
          <span key={index} className={`agenda-chip plain-status--${tone}`}>
            <AbsenceIcon absence={absence} />
            <span className="agenda-chip-label">{absenceLabel(absence)}</span>
          </span>
        );
      })}
      {day.slots.map((slot, index) => (
        <span key={index} className="agenda-slot">
          {slotLabel(slot)}
          {pending && (
            <span className="plain-body2 plain-secondary agenda-slot-note">{' (si no se aprueba)'}</span>
          )}
        </span>
      ))}
      {day.holiday && (
        <span className="agenda-chip plain-status--neutral">
          <HolidayIcon />
          <span className="agenda-chip-label">{`Feriado: ${day.holiday.name}`}</span>
        </span>
      )}
      {day.holiday?.irrenunciable && (
        <span className="agenda-chip agenda-chip--outlined">
          <span className="agenda-chip-label">Irrenunciable</span>
        </span>
      )}
      {day.unplanned && <span className="plain-secondary">{UNPLANNED_LABEL}</span>}
    </div>
  );
}
