/**
 * The words of the art. 45 e-mails (Res. Ex. N° 38; the service is art45-mail.ts): to the worker, with the
 * employer's admins in copy, in the Firebase Trigger Email extension's format (`{ to, cc, message }`, like the
 * receipts and the corrections). Dates as the receipt prints them (dd/mm/aa, hh:mm:ss, art. 13); every duration to
 * the second (art. 44). A missing marca's notice says it can still be recorded: the hour never blocks a marca. A
 * teleworker's disconnection notice goes to the worker alone (the reference asks the employer's copy only of a
 * missing marca, and this one comes before every slot).
 *
 * No DOM, no Node APIs, no Firebase.
 */
import type { JornadaLimitKind, MissingMarcaKind } from '../../domain/attendance/art45-alerts';
import type { Art45NoticeKind } from '../../domain/attendance/art45-notices';
import type { CompensatoryRestNotice } from '../../domain/attendance/compensatory-rest';
import type { DisconnectionNotice } from '../../domain/attendance/telework-disconnection';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { formatHms } from '../../domain/format/numbers';
import {
  ART45_TITLE,
  art45Day,
  art45Instant,
  DISCONNECTION_LAW,
  hoursText,
  restDaysText,
  slotSpanText,
  sundaysAndHolidaysText,
} from '../../data/texts/art45-lines';
import { escapeHtml, type QueuedMail } from '../admin/invitation-mail';

export type Art45Kind = Art45NoticeKind;

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** `Aviso: <title>`, the title the bell shows (data/texts/art45-lines.ts). */
export const ART45_SUBJECT: Readonly<Record<Art45Kind, string>> = {
  entrada: `Aviso: ${lowerFirst(ART45_TITLE.entrada)}`,
  salida: `Aviso: ${lowerFirst(ART45_TITLE.salida)}`,
  'daily-limit': `Aviso: ${lowerFirst(ART45_TITLE['daily-limit'])}`,
  'weekly-limit': `Aviso: ${lowerFirst(ART45_TITLE['weekly-limit'])}`,
  'compensatory-rest': `Aviso: ${lowerFirst(ART45_TITLE['compensatory-rest'])}`,
  disconnection: `Aviso: ${lowerFirst(ART45_TITLE.disconnection)}`,
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
  | { kind: JornadaLimitKind; day: string; seconds: number; limitSeconds: number }
  | Pick<CompensatoryRestNotice, 'kind' | 'day' | 'to' | 'sundays' | 'holidays' | 'restDays'>
  | Pick<DisconnectionNotice, 'kind' | 'day' | 'startsAt' | 'endsAt'>;

/** A day key as a receipt prints a date: `18/11/26`. */
const shortDay = art45Day;

/** `01/11/26, 08/11/26 y 15/11/26`. */
const dayList = (days: readonly string[]) => {
  const printed = days.map(shortDay);
  return printed.length <= 1 ? printed.join('') : `${printed.slice(0, -1).join(', ')} y ${printed.at(-1)}`;
};

/** `el domingo 01/11/26`, `los domingos 01/11/26 y 08/11/26`. */
const named = (days: readonly string[], one: string, many: string) =>
  `${days.length === 1 ? one : many} ${dayList(days)}`;

const NOTICE =
  'Aviso automático de Asiste (Res. Ex. N° 38 de la Dirección del Trabajo, art. 45), enviado al trabajador';
const FOOTER = `${NOTICE} con copia al empleador.`;
const WORKER_ONLY_FOOTER = `${NOTICE}.`;

/** The paragraphs of the mail and where its link goes. */
function paragraphs(
  facts: Art45MailFacts,
  context: Art45MailContext,
): { lines: string[]; link: { path: string; label: string } } {
  if (facts.kind === 'disconnection') {
    return {
      lines: [
        `Tu jornada de teletrabajo es ${slotSpanText(facts.startsAt, facts.endsAt, context.timeZone)}.`,
        `Fuera de ella tienes derecho a desconexión: no estás obligado a responder comunicaciones, órdenes ni otros requerimientos de ${context.company}, durante al menos 12 horas continuas en cada periodo de 24 horas (${DISCONNECTION_LAW}, Ley 21.220).`,
        'Este aviso no registra ninguna marca: marca tu entrada en Asiste cuando comiences.',
      ],
      link: { path: '/checkin', label: 'Registrar mi marca' },
    };
  }
  if ('dueAt' in facts) {
    const due = art45Instant(facts.dueAt, context.timeZone);
    return {
      lines: [
        `No hay registro de tu marca de ${facts.kind} del turno del ${shortDay(facts.day)}, que correspondía el ${due}.`,
        'Aún puedes registrarla: Asiste nunca bloquea una marca y la guarda con la hora exacta en que la hagas.',
        `Si no trabajaste ese turno, o ya lo aclaraste con ${context.company}, no necesitas hacer nada más.`,
      ],
      link: { path: '/checkin', label: 'Registrar mi marca' },
    };
  }
  if (facts.kind === 'compensatory-rest') {
    const worked = [
      ...(facts.sundays.length > 0 ? [named(facts.sundays, 'el domingo', 'los domingos')] : []),
      ...(facts.holidays.length > 0 ? [named(facts.holidays, 'el festivo', 'los festivos')] : []),
    ].join(' y ');
    return {
      lines: [
        `Entre el ${shortDay(facts.day)} y el ${shortDay(facts.to)} registras ${sundaysAndHolidaysText(facts)} (${worked}): te ${restDaysText(facts.restDays)} (art. 38 del Código del Trabajo).`,
        `Coordina con ${context.company} los días en que los tomarás. Tus marcas quedan registradas tal como las hiciste; este aviso no cambia ninguna.`,
      ],
      link: { path: '/mi-historial', label: 'Ver mi historial' },
    };
  }
  const figure = formatHms(facts.seconds);
  const limit = hoursText(facts.limitSeconds);
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
  const footer = facts.kind === 'disconnection' ? WORKER_ONLY_FOOTER : FOOTER;
  const url = `${context.appUrl.replace(/\/+$/, '')}${link.path}`;
  const text = [
    `Hola, ${context.person}:`,
    '',
    ...lines,
    '',
    `${link.label}:`,
    url,
    '',
    `${context.company}. ${footer}`,
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(context.person)}:</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(link.label)}</a></p>`,
    `<p><small>${escapeHtml(context.company)}. ${escapeHtml(footer)}</small></p>`,
  ].join('\n');
  return {
    to,
    ...(cc.length > 0 ? { cc: [...cc] } : {}),
    message: { subject: ART45_SUBJECT[facts.kind], text, html },
  };
}
