import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { AsyncState } from '../../components/async-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageLayout } from '../../components/page-layout';
import { useMember } from '../../data/queries/member';
import type { PunchAction, Punches } from '../../domain/attendance/punches';
import { slotStatus } from '../../domain/attendance/slot-status';
import { formatInZone, hhmmInZone } from '../../domain/calendar/time-zone';
import type { PunchableSlot } from '../../domain/schedule/punchable-slots';
import { slotLabel } from '../../domain/schedule/slots';
import { useNow } from '../../lib/use-now';
import { ReceiptDialog } from './receipt-dialog';
import { receiptButtonId, SlotCard } from './slot-card';
import { cardId, slotKey, useCheckin, type Receipt } from './use-checkin';

function LiveClock({ timeZone }: { timeZone: string }) {
  const now = useNow(1000);
  return (
    <Box>
      <Typography
        variant="body1"
        color="text.secondary"
        sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {formatInZone(now, timeZone, "EEEE d 'de' MMMM 'de' yyyy")}
      </Typography>
      <Typography
        variant="h3"
        component="p"
        aria-label={`Hora actual ${formatInZone(now, timeZone, 'HH:mm')}`}
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatInZone(now, timeZone, 'HH:mm:ss')}
      </Typography>
    </Box>
  );
}

/**
 * The card title of a slot: 'Turno 1 · 09:00 – 18:00', 'Turno de ayer · 22:00 – 06:00', 'Turno no programado',
 * 'Turno no programado de ayer'.
 */
function slotTitle(slot: PunchableSlot): string {
  if (!slot.slot) return slot.fromYesterday ? 'Turno no programado de ayer' : 'Turno no programado';
  if (slot.fromYesterday) return `Turno de ayer · ${slotLabel(slot.slot)}`;
  return `Turno ${slot.slotIndex + 1} · ${slotLabel(slot.slot)}`;
}

/** The line under the title of a slot that started yesterday: when it began, and when it ends or closes. */
function slotNote(slot: PunchableSlot, record: Punches | null, timeZone: string): string | null {
  if (!slot.fromYesterday) return null;
  if (slot.bounds) {
    return `Comenzó ayer, ${formatInZone(slot.bounds.start, timeZone, "EEEE d 'de' MMMM")}, y termina a las ${hhmmInZone(slot.bounds.end, timeZone)}.`;
  }
  const checkIn = record?.checkInTime;
  return checkIn && slot.window
    ? `Entraste ayer a las ${hhmmInZone(checkIn, timeZone)}. Puedes marcar tu salida hasta hoy a las ${hhmmInZone(slot.window.closes, timeZone)}.`
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

  if (checkin.load.status !== 'ready' || !checkin.tenant || !checkin.timeZone) {
    return (
      <PageLayout title="Inicio" width="mobile">
        <AsyncState
          loading={checkin.load.status === 'loading'}
          error={checkin.load.status === 'error'}
          errorMessage={checkin.load.status === 'error' ? checkin.load.message : undefined}
          onRetry={checkin.retry}
          loadingLabel="Cargando tu jornada"
        />
      </PageLayout>
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
    <PageLayout title="Inicio" subtitle={`Hola, ${employeeName.split(' ')[0]}`} width="mobile">
      <LiveClock timeZone={timeZone} />
      {checkin.holiday && (
        <Chip sx={{ mt: 1 }} color="secondary" label={`Feriado: ${checkin.holiday.name}`} />
      )}
      {checkin.error && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {checkin.error}
        </Alert>
      )}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {checkin.load.slots.map((slot) => {
          const key = slotKey(slot);
          const record = recordOf(slot);
          return (
            <SlotCard
              key={key}
              id={cardId(slot)}
              title={slotTitle(slot)}
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
      </Stack>
      <ConfirmDialog
        open={confirmExit !== null}
        title="¿Registrar tu salida?"
        message={confirmExit ? exitMessage(confirmExit, now, timeZone) : ''}
        confirmLabel="Registrar salida"
        onConfirm={() => {
          // The punch is not awaited: offline it stays pending, and its failure shows on the screen.
          if (confirmExit) void checkin.punch(confirmExit, 'checkOut');
        }}
        onClose={() => setConfirmExit(null)}
      />
      {shown && (
        <ReceiptDialog
          returnFocusTo={receiptButtonId(shown.cardId, shown.action)}
          open
          onClose={() => {
            checkin.closeReceipt();
            setViewing(null);
          }}
          action={shown.action}
          record={checkin.recordById(shown.recordId)}
          deviceTime={shown.deviceTime}
          employer={tenant}
          employeeName={employeeName}
          employeeRut={checkin.user?.rut ?? null}
          timeZone={timeZone}
        />
      )}
    </PageLayout>
  );
}
