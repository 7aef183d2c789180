/**
 * What a punch receipt prints, line by line, in Spanish (Res. Ex. N° 38 art. 13: date dd/mm/aa, time hh:mm:ss, the
 * person's name and RUT, the employer's legal name and RUT, the person's Lugar de trabajo and its full address,
 * the exceptional-jornada resolution when the company has one, the code): one wording for the receipt's e-mail, its PDF, the dialog and /verificar.
 */
import { formatInZone } from '../../domain/calendar/time-zone';
import { formatRut } from '../../domain/chile/rut';
import { PUNCH_NAME } from '../../domain/labels';
import type { VerifiedReceipt } from '../ports/receipt-port';

/** Shown for a field the company or the person never filled in. */
export const NOT_RECORDED = '—';

/** The line of the exceptional-jornada resolution (distribución excepcional de jornada, art. 38 CT). */
export const DEJ_RESOLUTION_LABEL = 'Resolución DEJ';

/**
 * The DEJ resolution a receipt prints, from the tenant's `dejResolution` as stored: trimmed; null (no line) when
 * the company has none. One rule for the server's signer and the dialog.
 */
export function receiptDejResolution(stored: unknown): string | null {
  return typeof stored === 'string' && stored.trim() !== '' ? stored.trim() : null;
}

/** Art. 13's forms: the date `dd/mm/aa` and the time `hh:mm:ss`, in the tenant's zone. */
export const RECEIPT_DATE_FORMAT = 'dd/MM/yy';
export const RECEIPT_TIME_FORMAT = 'HH:mm:ss';

/** A RUT as art. 13 prints it, with dots and its check digit (`12.345.678-5`); as stored when it is not valid. */
function printedRut(rut: string | null): string {
  if (rut === null) return NOT_RECORDED;
  return formatRut(rut) ?? rut;
}

/**
 * The receipt's lines, `[label, value]`, in print order. `Lugar de trabajo` is left out when the receipt names
 * none (the company had no workplace then, or the receipt was signed before workplaces): `Dirección` is then the
 * company's own address. `Resolución DEJ` is printed only when the company had one when the punch was signed.
 */
export function receiptLines(receipt: VerifiedReceipt): [label: string, value: string][] {
  const { time, timeZone } = receipt;
  const workplace: [string, string][] =
    receipt.workplaceName === null ? [] : [['Lugar de trabajo', receipt.workplaceName]];
  const dej: [string, string][] =
    receipt.dejResolution === null ? [] : [[DEJ_RESOLUTION_LABEL, receipt.dejResolution]];
  return [
    ['Acción', PUNCH_NAME[receipt.action]],
    ['Fecha', formatInZone(time, timeZone, RECEIPT_DATE_FORMAT)],
    ['Hora', formatInZone(time, timeZone, RECEIPT_TIME_FORMAT)],
    ['Empleado', receipt.personName],
    ['RUT', printedRut(receipt.personRut)],
    ['Empresa', receipt.employerName],
    ['Razón social', receipt.employerLegalName ?? NOT_RECORDED],
    ['RUT empresa', printedRut(receipt.employerTaxId)],
    ...workplace,
    ['Dirección', receipt.address ?? NOT_RECORDED],
    ...dej,
    ['Código de verificación', receipt.code],
  ];
}

/** Where anyone checks a code: `<app URL>/verificar/<code>`. */
export function verificationUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/verificar/${encodeURIComponent(code)}`;
}
