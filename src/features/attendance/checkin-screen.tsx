/**
 * `/checkin`, the employee's home on the phone, without MUI or emotion: plain elements styled by the
 * shared plain sheets and checkin-screen.css, with the look of its MUI version. Its two dialogs stay MUI, in a chunk
 * of their own (checkin-dialogs.tsx).
 */
// The plain sheets first: checkin-screen.css, after them, wins where a selector meets one of theirs.
import '../../components/plain/plain-theme.css';
import '../../components/plain/plain-controls.css';
import './checkin-screen.css';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { Alert } from '../../components/alert';
import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { useMember } from '../../data/queries/member';
import type { PunchAction, Punches } from '../../domain/attendance/punches';
import { slotStatus } from '../../domain/attendance/slot-status';
import { formatInZone, hhmmInZone } from '../../domain/calendar/time-zone';
import type { PunchableSlot } from '../../domain/schedule/punchable-slots';
import { useLatch } from '../../lib/use-latch';
import { useNow } from '../../lib/use-now';
import { whenIdle } from '../../lib/when-idle';
import { receiptButtonId, SlotCard } from './slot-card';
import { cardId, slotKey, useCheckin, type Receipt } from './use-checkin';

/** The dialogs' chunk (MUI, its styling engine and theme, the receipt): off the screen's static imports. */
const loadDialogs = () => import('./checkin-dialogs');
const CheckinDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.CheckinDialogs })));
/** The longest the dialogs' chunk waits for an idle browser once the day is on screen. */
const DIALOGS_IDLE_TIMEOUT_MS = 1_000;

function LiveClock({ timeZone }: { timeZone: string }) {
  const now = useNow(1000);
  return (
    <div>
      <p className="checkin-date">{formatInZone(now, timeZone, "EEEE d 'de' MMMM 'de' yyyy")}</p>
      <p className="checkin-time" aria-label={`Hora actual ${formatInZone(now, timeZone, 'HH:mm')}`}>
        {formatInZone(now, timeZone, 'HH:mm:ss')}
      </p>
    </div>
  );
}

/** The screen's frame: the page's `<h1>`, `Inicio`, and its subtitle. */
function CheckinPage({ subtitle, children }: { subtitle?: string; children: ReactNode }) {
  return (
    <PageLayout width="mobile" title="Inicio" subtitle={subtitle}>
      {children}
    </PageLayout>
  );
}

/** The line under the title of a slot that started yesterday: when it began, and when it ends. */
function slotNote(slot: PunchableSlot, record: Punches | null, timeZone: string): string | null {
  if (!slot.fromYesterday) return null;
  if (slot.bounds) {
    return `Comenzó ayer, ${formatInZone(slot.bounds.start, timeZone, "EEEE d 'de' MMMM")}, y termina a las ${hhmmInZone(slot.bounds.end, timeZone)}.`;
  }
  const checkIn = record?.checkInTime;
  return checkIn
    ? `Entraste ayer a las ${hhmmInZone(checkIn, timeZone)}. Registra tu salida cuando termines.`
    : null;
}

/** What the exit's confirmation says: it is final, and when the slot was meant to end. */
function exitMessage(slot: PunchableSlot, now: Date, timeZone: string): string {
  const parts = [
    `Son las ${hhmmInZone(now, timeZone)}. Después de la salida no podrás registrar más marcas en este turno.`,
  ];
  if (slot.bounds && now.getTime() < slot.bounds.end.getTime()) {
    parts.push(`Tu turno termina a las ${hhmmInZone(slot.bounds.end, timeZone)}.`);
  }
  return parts.join(' ');
}

/**
 * `/checkin`: one card per slot the person may punch now — today's, and yesterday's night slot still going on
 * (domain/schedule/punchable-slots.ts) — each offering only its next valid punch.
 */
export function CheckinScreen() {
  const member = useMember();
  const checkin = useCheckin();
  const [viewing, setViewing] = useState<Receipt | null>(null);
  const [confirmExit, setConfirmExit] = useState<PunchableSlot | null>(null);
  // Statuses move with the clock: lateness by the minute, a missed slot once it ends.
  const now = useNow(15_000);
  const shown = checkin.receipt ?? viewing;
  const dialogsMounted = useLatch(confirmExit !== null || shown !== null);
  const ready = checkin.load.status === 'ready';
  // Once the day is on screen, the dialogs' chunk loads while the browser is idle: the receipt a punch opens does
  // not wait for it. A failed load is ignored here: the first dialog needed asks for the chunk itself.
  useEffect(() => {
    if (ready)
      whenIdle(DIALOGS_IDLE_TIMEOUT_MS)
        .then(loadDialogs)
        .catch(() => undefined);
  }, [ready]);

  if (checkin.load.status !== 'ready' || !checkin.tenant || !checkin.timeZone) {
    return (
      <CheckinPage>
        <AsyncState
          loading={checkin.load.status === 'loading'}
          error={checkin.load.status === 'error'}
          onRetry={checkin.retry}
          loadingLabel="Cargando tu jornada"
          errorMessage={checkin.load.status === 'error' ? checkin.load.message : undefined}
        />
      </CheckinPage>
    );
  }

  const { tenant, timeZone, recordOf } = checkin;
  const employeeName = member?.displayName ?? checkin.user?.displayName ?? member?.email ?? '';
  const openReceipt = (slot: PunchableSlot, action: PunchAction) => {
    const record = recordOf(slot);
    if (!record) return;
    const deviceTime = record.deviceTimes?.[action] ?? new Date();
    setViewing({ recordId: record.id, cardId: cardId(slot), action, deviceTime });
  };

  return (
    <CheckinPage subtitle={`Hola, ${employeeName.split(' ')[0]}`}>
      <LiveClock timeZone={timeZone} />
      {checkin.holiday && (
        <span className="plain-chip plain-chip--secondary checkin-holiday">
          <span className="plain-chip-label">{`Feriado: ${checkin.holiday.name}`}</span>
        </span>
      )}
      {checkin.error && (
        <Alert
          severity={checkin.retryPunch ? 'error' : 'warning'}
          className="checkin-punch-error"
          action={
            checkin.retryPunch && (
              <button
                type="button"
                className="plain-button plain-button--text plain-button--inherit plain-button--small"
                onClick={checkin.retryPunch}
              >
                Reintentar
              </button>
            )
          }
        >
          {checkin.error.message}
        </Alert>
      )}
      <div className="checkin-cards">
        {checkin.load.slots.map((slot) => {
          const key = slotKey(slot);
          const record = recordOf(slot);
          return (
            <SlotCard
              key={key}
              id={cardId(slot)}
              title={checkin.titleOf(slot)}
              slot={slot.slot}
              bounds={slot.bounds}
              status={slotStatus(record, slot.bounds, now, slot.window)}
              note={slotNote(slot, record, timeZone)}
              record={record}
              timeZone={timeZone}
              pending={checkin.pending[key]}
              onPunch={(action) => {
                if (action === 'checkOut') setConfirmExit(slot);
                else void checkin.punch(slot, action);
              }}
              onReceipt={(action) => openReceipt(slot, action)}
            />
          );
        })}
      </div>
      {dialogsMounted && (
        <Suspense fallback={null}>
          <CheckinDialogs
            exit={{
              open: confirmExit !== null,
              message: confirmExit ? exitMessage(confirmExit, now, timeZone) : '',
              onConfirm: () => {
                // The punch is not awaited: offline it stays pending, and its failure shows on the screen.
                if (confirmExit) void checkin.punch(confirmExit, 'checkOut');
              },
              onClose: () => setConfirmExit(null),
            }}
            receipt={
              shown && {
                returnFocusTo: receiptButtonId(shown.cardId, shown.action),
                onClose: () => {
                  checkin.closeReceipt();
                  setViewing(null);
                },
                action: shown.action,
                record: checkin.recordById(shown.recordId),
                deviceTime: shown.deviceTime,
                employer: tenant,
                employeeName,
                employeeRut: checkin.user?.rut ?? null,
                employeeWorkplaceId: checkin.user?.workplaceId ?? null,
                timeZone,
              }
            }
          />
        </Suspense>
      )}
    </CheckinPage>
  );
}
