/**
 * The receipt of one punch as an e-mail to the person, queued in `mail` in the Firebase Trigger Email
 * extension's format (like the invitations, src/server/admin/invitation-mail.ts). Spanish, plain text and HTML.
 */
import { escapeHtml, type QueuedMail } from '../admin/invitation-mail';
import type { VerifiedReceipt } from '../../data/ports/receipt-port';
import { receiptLines, verificationUrl } from '../../data/texts/receipt-lines';

export const RECEIPT_MAIL_SUBJECT = 'Comprobante de marca';

export function receiptMail(to: string, receipt: VerifiedReceipt, appUrl: string): QueuedMail {
  const lines = receiptLines(receipt);
  const url = verificationUrl(appUrl, receipt.code);
  const text = [
    `Hola, ${receipt.personName}:`,
    '',
    `Este es el comprobante de tu marca en ${receipt.employerName}.`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    'Cualquier persona puede comprobar que esta marca está registrada en:',
    url,
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(receipt.personName)}:</p>`,
    `<p>Este es el comprobante de tu marca en ${escapeHtml(receipt.employerName)}.</p>`,
    '<table>',
    ...lines.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(url)}">Verificar comprobante</a></p>`,
  ].join('\n');
  return { to, message: { subject: RECEIPT_MAIL_SUBJECT, text, html } };
}
