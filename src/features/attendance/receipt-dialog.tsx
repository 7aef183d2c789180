import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { AttendanceRecord, Tenant } from '../../data/ports/collections';
import { useWorkplaces } from '../../data/queries/workplaces';
import type { VerifiedReceipt } from '../../data/ports/receipt-port';
import {
  receiptDejResolution,
  receiptLines,
  verificationUrl as verificationAt,
} from '../../data/texts/receipt-lines';
import { formatInZone } from '../../domain/calendar/time-zone';
import { PUNCH_FIELD, type PunchAction } from '../../domain/attendance/punches';
import { receiptPlace, workplaceOf } from '../../domain/workplaces/workplaces';
import { shareOrCopy, type ShareOutcome } from '../../lib/share';

// The QR encoder is its own chunk: loaded only once a receipt has a code to draw.
const ReceiptQr = lazy(() => import('./receipt-qr').then((m) => ({ default: m.ReceiptQr })));

export interface ReceiptDialogProps {
  open: boolean;
  onClose: () => void;
  action: PunchAction;
  /** The punch's record, live: the server's time and then its code arrive in it. */
  record: AttendanceRecord | null;
  /** Shown while the punch is not yet confirmed by the server. */
  deviceTime: Date;
  /**
   * The employer as the receipt names it (Res. Ex. N° 38 art. 13: name, razón social, RUT, the exceptional-jornada
   * resolution when it has one); its `address` is printed only while the company has no Lugar de trabajo.
   */
  employer: Pick<Tenant, 'name' | 'legalName' | 'taxId' | 'address' | 'dejResolution'>;
  employeeName: string;
  /** The person's RUT (own users document); null when the company has not recorded it. */
  employeeRut: string | null;
  /** The person's `workplaceId` (own users document); null or unknown: the company's first workplace. */
  employeeWorkplaceId: string | null;
  timeZone: string;
  /** The id of the element to focus when the dialog closes; default MUI's (the element focused before). */
  returnFocusTo?: string;
}

const TITLE = 'Comprobante de marca';
/** The label of the code's line (data/texts/receipt-lines.ts). */
const CODE_LABEL = 'Código de verificación';
/** The code's line until the server signs the punch. */
export const PENDING_SIGNATURE = 'Pendiente de firma';
/** The code's line of a punch the company recorded (a correction, an import): the server signs only the app's. */
export const NO_CODE = 'Sin código';
const PENDING_SYNC = 'Pendiente de sincronizar: hora del dispositivo';
/** The address's line while the workplaces load, and when they could not be read. */
export const WORKPLACE_LOADING = 'Cargando…';
export const WORKPLACE_FAILED = 'No se pudo cargar el lugar de trabajo';
const QR_SIZE = 168;

/** Where the punch's code stands: signed, waiting for the server, or never (a company's punch). */
export type CodeState = { kind: 'signed'; code: string } | { kind: 'pending' } | { kind: 'none' };

export function codeState(record: AttendanceRecord | null, action: PunchAction): CodeState {
  const code = record?.receipts?.[action]?.code;
  if (code) return { kind: 'signed', code };
  return record && record.source !== 'web' ? { kind: 'none' } : { kind: 'pending' };
}

function codeText(state: CodeState): string {
  if (state.kind === 'signed') return state.code;
  return state.kind === 'pending' ? PENDING_SIGNATURE : NO_CODE;
}

/** The path that verifies a code on this app: `/verificar/XXXX-XXXX-XXXX-XXXX`. */
function verificationPath(code: string): string {
  return verificationAt('', code);
}

/** The absolute URL that verifies a code, on this app's origin (the QR code and the shared text). */
export function verificationUrl(code: string): string {
  return verificationAt(window.location.origin, code);
}

/** The receipt as plain text, to share or copy (the title travels apart): its lines, then how to verify it. */
export function receiptText(rows: readonly [string, string][], state: CodeState, synced: boolean): string {
  return [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(state.kind === 'signed' ? [`Verificar en: ${verificationUrl(state.code)}`] : []),
    ...(state.kind === 'pending' ? ['El código llegará cuando el servidor firme la marca.'] : []),
    ...(synced ? [] : [PENDING_SYNC]),
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

function Row({ label, value, state }: { label: string; value: string; state: CodeState | null }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography color="textSecondary">{label}</Typography>
      {state?.kind === 'pending' ? (
        <Chip color="warning" size="small" label={value} />
      ) : (
        <Typography
          sx={{
            fontWeight: 600,
            textAlign: 'right',
            overflowWrap: 'anywhere',
            minWidth: 0,
            // A code may break at its dashes on a narrow phone rather than overflow the dialog.
            ...(state?.kind === 'signed' ? { fontFamily: 'monospace' } : {}),
          }}
        >
          {value}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Where the receipt says the person works, as the server signs it (src/server/receipts/receipt-service.ts): the
 * person's Lugar de trabajo and its full address (Res. Ex. N° 38 art. 13.2–13.3), else the company's address.
 */
function useReceiptPlace(
  workplaceId: string | null,
  employerAddress: string | null,
): Pick<VerifiedReceipt, 'workplaceName' | 'address'> {
  const workplaces = useWorkplaces();
  if (workplaces.isPending) return { workplaceName: null, address: WORKPLACE_LOADING };
  if (workplaces.isError) return { workplaceName: null, address: WORKPLACE_FAILED };
  return receiptPlace(workplaceOf(workplaceId, workplaces.data), employerAddress);
}

/**
 * The receipt (comprobante) of one punch: what, when, who, the employer, and the verification code the server
 * signs (`Pendiente de firma` until it arrives in the live record), with a QR code and a link to /verificar.
 */
export function ReceiptDialog(props: ReceiptDialogProps) {
  const { open, action, record, deviceTime, employer, timeZone, returnFocusTo } = props;
  // Focus goes back to the control that reopens this receipt: the one that opened it, or — after a punch,
  // whose button is gone — the new receipt button. Without it focus falls to the page body.
  const onClose = () => {
    props.onClose();
    if (returnFocusTo) requestAnimationFrame(() => document.getElementById(returnFocusTo)?.focus());
  };
  const serverTime = record?.[PUNCH_FIELD[action]] ?? null;
  const time = serverTime ?? deviceTime;
  const state = codeState(record, action);
  const [message, setMessage] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const place = useReceiptPlace(props.employeeWorkplaceId, employer.address ?? null);
  // The lines the e-mail and /verificar print too, the code's line saying where the code stands.
  const printed: VerifiedReceipt = {
    code: codeText(state),
    action,
    time,
    timeZone,
    personName: props.employeeName,
    personRut: props.employeeRut,
    employerName: employer.name,
    employerLegalName: employer.legalName ?? null,
    employerTaxId: employer.taxId ?? null,
    ...place,
    dejResolution: receiptDejResolution(employer.dejResolution),
  };
  const rows = receiptLines(printed);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    setMessage(null);
    const outcome = await shareOrCopy({ title: TITLE, text: receiptText(rows, state, serverTime !== null) });
    setMessage(SHARE_MESSAGE[outcome]);
  };

  const download = async () => {
    setMessage(null);
    setDownloading(true);
    try {
      const { exportPdf } = await import('../../lib/export/pdf');
      const stamp = formatInZone(time, timeZone, 'yyyy-MM-dd-HHmm');
      const verify: [string, string][] =
        state.kind === 'signed' ? [['Verificar en', verificationUrl(state.code)]] : [];
      await exportPdf(
        { title: TITLE, columns: ['Campo', 'Valor'], rows: [...rows, ...verify] },
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
            <Row key={label} label={label} value={value} state={label === CODE_LABEL ? state : null} />
          ))}
        </Stack>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {!serverTime && <Chip color="warning" label={PENDING_SYNC} />}
          {state.kind === 'pending' && (
            <Typography variant="body2" color="textSecondary">
              El servidor firma cada marca al recibirla: el código aparecerá aquí en unos segundos.
            </Typography>
          )}
          {state.kind === 'none' && (
            <Typography variant="body2" color="textSecondary">
              Marca registrada por la empresa: no tiene código de verificación.
            </Typography>
          )}
          {state.kind === 'signed' && (
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: QR_SIZE, height: QR_SIZE, lineHeight: 0 }}>
                <Suspense fallback={<Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />}>
                  <ReceiptQr url={verificationUrl(state.code)} size={QR_SIZE} />
                </Suspense>
              </Box>
              <Link
                component={RouterLink}
                to={verificationPath(state.code)}
                sx={{ minHeight: 48, display: 'inline-flex', alignItems: 'center' }}
              >
                Verificar comprobante
              </Link>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <Typography role="status" variant="body2" sx={{ px: 3, minHeight: '1.5em' }}>
        {message}
      </Typography>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ShareIcon />} onClick={() => void share()} sx={{ minHeight: 48 }}>
          {canShare ? 'Compartir' : 'Copiar'}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          // Not `disabled` while the PDF is made: a disabled button drops the keyboard's focus out of the dialog
          // (and Escape with it); a second press meanwhile is ignored instead.
          onClick={() => {
            if (!downloading) void download();
          }}
          aria-disabled={downloading || undefined}
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
