/**
 * What a punch receipt prints, line by line, in Spanish (Res. Ex. N° 38: date, time to the second, the
 * person's name and RUT, the employer's legal name and RUT, the workplace address, the code): one wording for
 * the receipt's e-mail, and for any screen that lists a verified receipt.
 */
import { formatInZone } from '../../domain/calendar/time-zone';
import { PUNCH_NAME } from '../../domain/labels';
import type { VerifiedReceipt } from '../ports/receipt-port';

/** Shown for a field the company or the person never filled in. */
export const NOT_RECORDED = '—';

/** The receipt's lines, `[label, value]`, in print order. */
export function receiptLines(receipt: VerifiedReceipt): [label: string, value: string][] {
  const { time, timeZone } = receipt;
  return [
    ['Acción', PUNCH_NAME[receipt.action]],
    ['Fecha', formatInZone(time, timeZone, "EEEE d 'de' MMMM 'de' yyyy")],
    ['Hora', formatInZone(time, timeZone, 'HH:mm:ss')],
    ['Empleado', receipt.personName],
    ['RUT', receipt.personRut ?? NOT_RECORDED],
    ['Empresa', receipt.employerName],
    ['Razón social', receipt.employerLegalName ?? NOT_RECORDED],
    ['RUT empresa', receipt.employerTaxId ?? NOT_RECORDED],
    ['Dirección', receipt.address ?? NOT_RECORDED],
    ['Código de verificación', receipt.code],
  ];
}

/** Where anyone checks a code: `<app URL>/verificar/<code>`. */
export function verificationUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/verificar/${encodeURIComponent(code)}`;
}
