import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import { useEffect, useState } from 'react';

import type { AttendanceRecord, Tenant } from '../../data/ports/collections';
import { dayKey, formatInZone } from '../../domain/calendar/time-zone';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { PUNCH_NAME } from '../../domain/labels';
import { punchChain, verificationCode } from '../../domain/attendance/punch-integrity';
import { shareOrCopy, type ShareOutcome } from '../../lib/share';

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
  /** The id of the element to focus when the dialog closes; default MUI's (the element focused before). */
  returnFocusTo?: string;
}

const TITLE = 'Comprobante de marca';

/** The receipt's lines, the same on screen, in the shared text and in the PDF. */
export function receiptRows(
  props: Pick<ReceiptDialogProps, 'action' | 'employer' | 'employeeName' | 'timeZone'> & {
    time: Date;
    code: string;
  },
): [label: string, value: string][] {
  const { action, employer, employeeName, timeZone, time, code } = props;
  const rows: [string, string | null | undefined][] = [
    ['Acción', PUNCH_NAME[action]],
    ['Fecha', formatInZone(time, timeZone, "EEEE d 'de' MMMM 'de' yyyy")],
    ['Hora', formatInZone(time, timeZone, 'HH:mm:ss')],
    ['Empresa', employer.name],
    ['Razón social', employer.legalName],
    ['RUT empresa', employer.taxId],
    ['Dirección', employer.address],
    ['Empleado', employeeName],
    ['Código de verificación', code],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The receipt's lines as plain text, to share or copy (the title travels apart). */
export function receiptText(rows: readonly [string, string][], pending: boolean): string {
  return [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(pending ? ['Pendiente de sincronizar: hora del dispositivo'] : []),
  ].join('\n');
}

/** The punch in the PDF's file name, without accents or spaces. */
const FILE_WORD: Record<PunchAction, string> = {
  checkIn: 'entrada',
  lunchStart: 'inicio-colacion',
  lunchEnd: 'fin-colacion',
  checkOut: 'salida',
};

const SHARE_MESSAGE: Record<ShareOutcome, string | null> = {
  shared: null,
  cancelled: null,
  copied: 'Comprobante copiado. Puedes pegarlo donde quieras.',
  failed: 'No se pudo compartir ni copiar el comprobante.',
};

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
  const { open, action, record, deviceTime, employer, employeeName, timeZone, returnFocusTo } = props;
  // Focus goes back to the control that reopens this receipt: the one that opened it, or — after a punch,
  // whose button is gone — the new receipt button. Without it focus falls to the page body.
  const onClose = () => {
    props.onClose();
    if (returnFocusTo) requestAnimationFrame(() => document.getElementById(returnFocusTo)?.focus());
  };
  const serverTime = record?.[PUNCH_FIELD[action]] ?? null;
  const time = serverTime ?? deviceTime;
  const [code, setCode] = useState<{ code: string; verified: boolean } | null>(null);
  // Punches made in the app carry device times and a hash chain; imported or corrected ones may not.
  const hashed = Boolean(record?.integrityHash && record.deviceTimes?.[action]) || !record;
  const [message, setMessage] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const codeText = hashed ? (code?.code ?? '…') : 'No disponible';
  const rows = receiptRows({ action, employer, employeeName, timeZone, time, code: codeText });
  const ready = !hashed || code !== null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    setMessage(null);
    const outcome = await shareOrCopy({ title: TITLE, text: receiptText(rows, !serverTime) });
    setMessage(SHARE_MESSAGE[outcome]);
  };

  const download = async () => {
    setMessage(null);
    setDownloading(true);
    try {
      const { exportPdf } = await import('../../lib/export/pdf');
      const stamp = formatInZone(time, timeZone, 'yyyy-MM-dd-HHmm');
      await exportPdf(
        { title: TITLE, columns: ['Campo', 'Valor'], rows },
        `comprobante-${FILE_WORD[action]}-${stamp}`,
        { timeZone },
      );
      setMessage('Comprobante descargado.');
    } catch (error) {
      console.error('Comprobante: no se pudo generar el PDF', error);
      setMessage('No se pudo descargar el comprobante. Inténtalo de nuevo.');
    } finally {
      setDownloading(false);
    }
  };

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
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="receipt-title"
      disableRestoreFocus={returnFocusTo !== undefined}
    >
      <DialogTitle id="receipt-title">{TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.25} role="group" aria-label="Detalle del comprobante">
          {rows.map(([label, value]) => (
            <Row key={label} label={label} value={value} mono={label === 'Código de verificación'} />
          ))}
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
      <Typography role="status" variant="body2" sx={{ px: 3, minHeight: '1.5em' }}>
        {message}
      </Typography>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<ShareIcon />}
          onClick={() => void share()}
          disabled={!ready}
          sx={{ minHeight: 48 }}
        >
          {canShare ? 'Compartir' : 'Copiar'}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={!ready || downloading}
          sx={{ minHeight: 48 }}
        >
          Descargar PDF
        </Button>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 48, minWidth: 96 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
