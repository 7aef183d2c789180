import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import type { AttendanceRecord, Tenant } from '../../data/ports/collections';
import { dayKey, formatInZone } from '../../domain/calendar/time-zone';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { PUNCH_NAME } from '../../domain/labels';
import { punchChain, verificationCode } from '../../domain/attendance/punch-integrity';

export interface ReceiptDialogProps {
  open: boolean;
  onClose: () => void;
  action: PunchAction;
  record: AttendanceRecord | null;
  /** Shown while the punch is not yet confirmed by the server. */
  deviceTime: Date;
  /** The employer as the receipt names it (Res. Ex. N° 38: name, razón social, RUT and address). */
  employer: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address'>;
  employeeName: string;
  timeZone: string;
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        sx={{
          fontWeight: 600,
          textAlign: 'right',
          ...(mono ? { fontFamily: 'monospace', whiteSpace: 'nowrap' } : {}),
        }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** The receipt (comprobante) of one punch: what, when, where, who, and a verification code. */
export function ReceiptDialog(props: ReceiptDialogProps) {
  const { open, onClose, action, record, deviceTime, employer, employeeName, timeZone } = props;
  const serverTime = record?.[PUNCH_FIELD[action]] ?? null;
  const time = serverTime ?? deviceTime;
  const [code, setCode] = useState<{ code: string; verified: boolean } | null>(null);
  // Punches made in the app carry device times and a hash chain; imported or corrected ones may not.
  const hashed = Boolean(record?.integrityHash && record.deviceTimes?.[action]) || !record;

  useEffect(() => {
    if (!record?.deviceTimes?.[action]) return;
    let cancelled = false;
    const base = {
      tenantId: record.tenantId,
      userId: record.userId,
      day: dayKey(record.date, timeZone),
      slotIndex: record.slotIndex,
    };
    void punchChain(base, record.deviceTimes).then((chain) => {
      const hash = chain[action];
      const hashes = Object.values(chain);
      if (!cancelled && hash) {
        setCode({
          code: verificationCode(hash),
          verified: hashes[hashes.length - 1] === record.integrityHash,
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [record, action, timeZone]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">Comprobante de marca</DialogTitle>
      <DialogContent>
        <Stack spacing={1.25} role="group" aria-label="Detalle del comprobante">
          <Row label="Acción" value={PUNCH_NAME[action]} />
          <Row label="Fecha" value={formatInZone(time, timeZone, "EEEE d 'de' MMMM 'de' yyyy")} />
          <Row label="Hora" value={formatInZone(time, timeZone, 'HH:mm:ss')} />
          <Row label="Empresa" value={employer.name} />
          {employer.legalName && <Row label="Razón social" value={employer.legalName} />}
          {employer.taxId && <Row label="RUT empresa" value={employer.taxId} />}
          {employer.address && <Row label="Dirección" value={employer.address} />}
          <Row label="Empleado" value={employeeName} />
          <Row label="Código de verificación" value={hashed ? (code?.code ?? '…') : 'No disponible'} mono />
          {!serverTime && <Chip color="warning" label="Pendiente de sincronizar: hora del dispositivo" />}
          {serverTime && !hashed && (
            <Typography variant="body2" color="text.secondary">
              {record?.source === 'web'
                ? 'Marca sin código de verificación del dispositivo.'
                : 'Marca registrada por la empresa, sin código de verificación del dispositivo.'}
            </Typography>
          )}
          {serverTime && hashed && code && (
            <Typography variant="body2" color={code.verified ? 'success.main' : 'error'}>
              {code.verified
                ? 'Hora del servidor. Integridad verificada.'
                : 'La integridad de esta marca no coincide.'}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48, minWidth: 96 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
