import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { slotsOf } from '../../domain/schedule/slots';
import { formatInZone } from '../../domain/calendar/time-zone';
import { useNow } from '../../lib/use-now';
import { useClaims } from '../../stores/auth-store';
import { useSessionStore } from '../../stores/session-store';
import type { PunchAction } from '../../domain/attendance/punches';
import { ReceiptDialog } from './receipt-dialog';
import { SlotCard } from './slot-card';
import { useCheckin, type Receipt } from './use-checkin';

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

/** `/checkin`: one card per slot of today's schedule, each offering only its next valid punch. */
export function CheckinScreen() {
  const claims = useClaims();
  const user = useSessionStore((s) => s.user);
  const employee = claims && user ? { uid: user.uid, tenantId: claims.tenantId } : null;
  const checkin = useCheckin(employee);
  const [viewing, setViewing] = useState<Receipt | null>(null);
  const shown = checkin.receipt ?? viewing;

  if (checkin.load.status === 'loading' || (checkin.load.status === 'ready' && checkin.records === null)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Cargando tu jornada" />
      </Box>
    );
  }
  if (checkin.load.status === 'error') {
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={checkin.retry}>
              Reintentar
            </Button>
          }
        >
          {checkin.load.message}
        </Alert>
      </Container>
    );
  }

  const { context } = checkin.load;
  const timeZone = context.tenant.timeZone;
  const slots = context.schedule ? slotsOf(context.schedule) : [null];
  const recordOf = (index: number) => checkin.records?.find((r) => r.slotIndex === index) ?? null;
  const employeeName = user?.displayName ?? context.user?.displayName ?? user?.email ?? '';
  const openReceipt = (slotIndex: number, action: PunchAction) => {
    const deviceTime = recordOf(slotIndex)?.deviceTimes?.[action] ?? new Date();
    setViewing({ slotIndex, action, deviceTime });
  };

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Inicio
      </Typography>
      <Typography variant="h6" component="p">
        Hola, {employeeName.split(' ')[0]}
      </Typography>
      <LiveClock timeZone={timeZone} />
      {context.holiday && (
        <Chip sx={{ mt: 1 }} color="secondary" label={`Feriado: ${context.holiday.name}`} />
      )}
      {checkin.error && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {checkin.error}
        </Alert>
      )}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {slots.map((slot, index) => (
          <SlotCard
            key={index}
            index={index}
            slot={slot}
            record={recordOf(index)}
            timeZone={timeZone}
            pending={checkin.pending[index]}
            onPunch={(action) => void checkin.punch(index, action)}
            onReceipt={(action) => openReceipt(index, action)}
          />
        ))}
      </Stack>
      {shown && (
        <ReceiptDialog
          open
          onClose={() => {
            checkin.closeReceipt();
            setViewing(null);
          }}
          action={shown.action}
          record={recordOf(shown.slotIndex)}
          deviceTime={shown.deviceTime}
          tenantName={context.tenant.name}
          employeeName={employeeName}
          timeZone={timeZone}
        />
      )}
    </Container>
  );
}
