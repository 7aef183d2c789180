/**
 * The words of the art. 45 e-mails (Res. Ex. N° 38; the service is art45-mail.ts): to the worker, with the
 * employer's admins in copy, in the Firebase Trigger Email extension's format (`{ to, cc, message }`, like the
 * receipts and the corrections). Dates as the receipt prints them (dd/mm/aa, hh:mm:ss, art. 13); every duration to
 * the second (art. 44). A missing marca's notice says it can still be recorded: the hour never blocks a marca.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import type { JornadaLimitKind, MissingMarcaKind } from '../../domain/attendance/art45-alerts';
import { addDaysToKey, formatDayKey } from '../../domain/calendar/day-keys';
import { formatInZone } from '../../domain/calendar/time-zone';
import { formatHms } from '../../domain/format/numbers';
import { RECEIPT_DATE_FORMAT, RECEIPT_TIME_FORMAT } from '../../data/texts/receipt-lines';
import { escapeHtml, type QueuedMail } from '../admin/invitation-mail';

export type Art45Kind = MissingMarcaKind | JornadaLimitKind;

export const ART45_SUBJECT: Readonly<Record<Art45Kind, string>> = {
  entrada: 'Aviso: marca de entrada no registrada',
  salida: 'Aviso: marca de salida no registrada',
  'daily-limit': 'Aviso: jornada sobre el límite legal',
  'weekly-limit': 'Aviso: jornada sobre el límite legal',
};

/** A queued art. 45 mail: the worker, and the employer's admins in copy (left out when there are none). */
export type Art45QueuedMail = QueuedMail & { cc?: string[] };

/** Who and where: the person the notice is about, the company, the tenant's zone and the app's address. */
export interface Art45MailContext {
  person: string;
  company: string;
  timeZone: string;
  appUrl: string;
}

export type Art45MailFacts =
  | { kind: MissingMarcaKind; day: string; dueAt: Date }
  | { kind: JornadaLimitKind; day: string; seconds: number; limitSeconds: number };

/** A day key as a receipt prints a date: `18/11/26`. */
const shortDay = (day: string) => formatDayKey(day, RECEIPT_DATE_FORMAT);

const FOOTER =
  'Aviso automático de Asiste (Res. Ex. N° 38 de la Dirección del Trabajo, art. 45), enviado al trabajador con copia al empleador.';

/** The paragraphs of the mail and where its link goes. */
function paragraphs(
  facts: Art45MailFacts,
  context: Art45MailContext,
): { lines: string[]; link: { path: string; label: string } } {
  if ('dueAt' in facts) {
    const due = `${formatInZone(facts.dueAt, context.timeZone, RECEIPT_DATE_FORMAT)} a las ${formatInZone(
      facts.dueAt,
      context.timeZone,
      RECEIPT_TIME_FORMAT,
    )}`;
    return {
      lines: [
        `No hay registro de tu marca de ${facts.kind} del turno del ${shortDay(facts.day)}, que correspondía el ${due}.`,
        'Aún puedes registrarla: Asiste nunca bloquea una marca y la guarda con la hora exacta en que la hagas.',
        `Si no trabajaste ese turno, o ya lo aclaraste con ${context.company}, no necesitas hacer nada más.`,
      ],
      link: { path: '/checkin', label: 'Registrar mi marca' },
    };
  }
  const figure = formatHms(facts.seconds);
  const limit = `${facts.limitSeconds / 3600} horas`;
  const lines =
    facts.kind === 'daily-limit'
      ? [
          `Tu jornada del ${shortDay(facts.day)} registra ${figure} de horas extraordinarias, sobre el máximo legal de ${limit} diarias (art. 31 del Código del Trabajo).`,
        ]
      : [
          `Tu tiempo trabajado en la semana del ${shortDay(facts.day)} al ${shortDay(addDaysToKey(facts.day, 6))} suma ${figure}, sobre el límite legal de ${limit} semanales (la jornada ordinaria máxima más 12 horas extraordinarias).`,
        ];
  return {
    lines: [...lines, 'Tus marcas quedan registradas tal como las hiciste; este aviso no cambia ninguna.'],
    link: { path: '/mi-historial', label: 'Ver mi historial' },
  };
}

/** The mail of one notice to `to`, with `cc` in copy. */
export function art45Mail(
  to: string,
  cc: readonly string[],
  facts: Art45MailFacts,
  context: Art45MailContext,
): Art45QueuedMail {
  const { lines, link } = paragraphs(facts, context);
  const url = `${context.appUrl.replace(/\/+$/, '')}${link.path}`;
  const text = [
    `Hola, ${context.person}:`,
    '',
    ...lines,
    '',
    `${link.label}:`,
    url,
    '',
    `${context.company}. ${FOOTER}`,
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(context.person)}:</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(link.label)}</a></p>`,
    `<p><small>${escapeHtml(context.company)}. ${escapeHtml(FOOTER)}</small></p>`,
  ].join('\n');
  return {
    to,
    ...(cc.length > 0 ? { cc: [...cc] } : {}),
    message: { subject: ART45_SUBJECT[facts.kind], text, html },
  };
}
