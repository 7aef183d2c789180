import { Alert } from '../../components/alert';
import { ReceiptLongIcon } from '../../components/icon';
import type { AttendanceRecord, TimeSlot } from '../../data/ports/collections';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import { nextActions, PUNCH_FIELD, PUNCH_ORDER, type PunchAction } from '../../domain/attendance/punches';
import type { SlotStatus } from '../../domain/attendance/slot-status';
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
    <p role="timer" aria-label={`Tiempo en colación ${value}`} className="checkin-lunch-timer">
      {value}
    </p>
  );
}

/**
 * A slot's card on `/checkin`, without MUI: plain elements styled by checkin-screen.css and the plain
 * sheets, with the look of MUI's outlined Card, Alert, Buttons and Chip.
 */
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
  // Every next punch, whatever the hour: Res. Ex. N° 38 (arts. 38, 58) forbids blocking a marca.
  const actions = nextActions(record);
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
    <section aria-labelledby={titleId} className="checkin-card">
      <h2 id={titleId} className="plain-h6">
        {title}
      </h2>
      {note && <p className="plain-body2 plain-secondary">{note}</p>}
      {!slot && punches.length === 0 && (
        <p className="plain-body2 plain-secondary">
          Hoy no tienes turno programado. Si trabajas igual, registra tu entrada: tu jefatura lo verá como un
          turno no programado.
        </p>
      )}
      {text && (
        <Alert severity={text.tone} role="note" className="checkin-status">
          <p className="checkin-status-title">{text.title}</p>
          {text.detail && <p className="checkin-status-detail">{text.detail}</p>}
          {status.kind === 'lunch' && <LunchTimer since={status.since} />}
        </Alert>
      )}
      {punches.length > 0 && (
        <ul aria-label="Comprobantes" className="checkin-receipts">
          {punches.map((action) => (
            <li key={action}>
              <button
                type="button"
                id={receiptButtonId(id, action)}
                className="plain-button plain-button--outlined plain-button--inherit checkin-receipt"
                onClick={() => onReceipt(action)}
                aria-label={`${PUNCH_NAME[action]} ${time(action)}: ver comprobante`}
              >
                <span className="plain-button-start-icon">
                  <ReceiptLongIcon />
                </span>
                {`${PUNCH_NAME[action]} ${time(action)}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <span role="status" className="plain-chip plain-chip--small plain-chip--warning checkin-pending">
          <span className="plain-chip-label">Pendiente de sincronizar</span>
        </span>
      )}
      {others.length > 0 && (
        <div className="checkin-punches">
          {others.map((action) => (
            <button
              key={action}
              type="button"
              className="plain-button plain-button--contained plain-button--large checkin-punch"
              disabled={pending !== undefined}
              onClick={() => onPunch(action)}
            >
              {PUNCH_BUTTON[action]}
            </button>
          ))}
        </div>
      )}
      {exit && (
        <div className={others.length > 0 ? 'checkin-exit checkin-exit--apart' : 'checkin-exit'}>
          {others.length > 0 && <hr className="checkin-divider" />}
          <button
            type="button"
            className={`plain-button plain-button--${others.length > 0 ? 'outlined' : 'contained'} plain-button--large checkin-punch checkin-exit-button`}
            disabled={pending !== undefined}
            onClick={() => onPunch('checkOut')}
          >
            {PUNCH_BUTTON.checkOut}
          </button>
        </div>
      )}
    </section>
  );
}
