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
import type { PunchAction } from '../../domain/attendance/punches';
import { slotStatus } from '../../domain/attendance/slot-status';
import { formatInZone, hhmmInZone } from '../../domain/calendar/time-zone';
import type { PunchableSlot } from '../../domain/schedule/punchable-slots';
import { slotLabel } from '../../domain/schedule/slots';
import { useNow } from '../../lib/use-now';
import { ReceiptDialog } from './receipt-dialog';
import { receiptButtonId, SlotCard } from './slot-card';
import { slotKey, useCheckin, type Receipt } from './use-checkin';

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

/** The card title of a slot: 'Turno 1 · 09:00 – 18:00', 'Turno de ayer · 22:00 – 06:00', 'Turno no programado'. */
function slotTitle(slot: PunchableSlot): string {
  if (!slot.slot) return 'Turno no programado';
  if (slot.fromYesterday) return `Turno de ayer · ${slotLabel(slot.slot)}`;
  return `Turno ${slot.slotIndex + 1} · ${slotLabel(slot.slot)}`;
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

/** The id of a slot's card in the page. */
function cardId(slot: Pick<PunchableSlot, 'day' | 'slotIndex'>): string {
  return `slot-${slot.day}-${slot.slotIndex}`;
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
    const deviceTime = recordOf(slot.day, slot.slotIndex)?.deviceTimes?.[action] ?? new Date();
    setViewing({ day: slot.day, slotIndex: slot.slotIndex, action, deviceTime });
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
          const key = slotKey(slot.day, slot.slotIndex);
          const record = recordOf(slot.day, slot.slotIndex);
          return (
            <SlotCard
              key={key}
              id={cardId(slot)}
              title={slotTitle(slot)}
              slot={slot.slot}
              bounds={slot.bounds}
              status={slotStatus(record, slot.bounds, now)}
              note={
                slot.fromYesterday && slot.bounds
                  ? `Comenzó ayer, ${formatInZone(slot.bounds.start, timeZone, "EEEE d 'de' MMMM")}, y termina a las ${hhmmInZone(slot.bounds.end, timeZone)}.`
                  : null
              }
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
          returnFocusTo={receiptButtonId(cardId(shown), shown.action)}
          open
          onClose={() => {
            checkin.closeReceipt();
            setViewing(null);
          }}
          action={shown.action}
          record={recordOf(shown.day, shown.slotIndex)}
          deviceTime={shown.deviceTime}
          employer={tenant}
          employeeName={employeeName}
          timeZone={timeZone}
        />
      )}
    </PageLayout>
  );
}
