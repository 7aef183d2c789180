/**
 * The words of the daily report's e-mail (Res. Ex. N° 38 art. 27 e; the service is daily-report.ts): to the
 * employer's admins, in the Firebase Trigger Email extension's format (`{ to, cc, message }`, like the receipts and
 * the art. 45 alerts). It names the employer (razón social and RUT) and the day, and lists every marca of the day
 * as the `Reporte diario` of `Reportes DT` does (src/domain/attendance/daily-marcas.ts): Fecha (dd/mm/aa),
 * Trabajador, RUT, Lugar de trabajo when the company has several, Tipo de marca, Hora (hh:mm:ss), Código de
 * verificación, Alterada. A day with more marcas than one e-mail should carry (DAILY_REPORT_MAIL_MAX_MARCAS, or
 * more text than DAILY_REPORT_MAIL_MAX_CHARS) gets their count and where the full report is instead: a `mail`
 * document stays well under Firestore's 1 MiB.
 *
 * No DOM, no Node APIs, no Firebase.
 */
import {
  DAILY_MARCA_COLUMNS,
  DAILY_REPORT_TITLE,
  marcaCells,
  marcaDateText,
  type DailyMarca,
} from '../../domain/attendance/daily-marcas';
import { escapeHtml, type QueuedMail } from '../admin/invitation-mail';

/** The most marcas one e-mail lists (about 300 bytes each in its text and HTML). */
export const DAILY_REPORT_MAIL_MAX_MARCAS = 500;
/** The most characters of text and HTML one e-mail carries, whatever the count (long names). */
export const DAILY_REPORT_MAIL_MAX_CHARS = 400_000;

/** Where the full report is, in the app. */
export const DAILY_REPORT_PLACE = 'Asiste › Asistencias › Reportes DT › Reporte diario';

const FOOTER =
  'Reporte diario automático de Asiste (Res. Ex. N° 38 de la Dirección del Trabajo, art. 27 e), enviado al empleador desde una cuenta del sistema al terminar cada día.';

/** A queued daily report: the first admin, the others in copy (left out when there is one). */
export type DailyReportQueuedMail = QueuedMail & { cc?: string[] };

/** A worker as the report names one. */
export interface DailyReportPerson {
  name: string;
  rut: string;
  /** The place of work's name; read only when the company has several. */
  workplace: string;
}

export interface DailyReportMailFacts {
  /** 'yyyy-MM-dd', tenant zone. */
  day: string;
  /** The company's name as the app shows it. */
  company: string;
  /** Razón social (or the name) and RUT. */
  employer: { name: string; taxId: string | null };
  marcas: readonly DailyMarca[];
  people: ReadonlyMap<string, DailyReportPerson>;
  /** The company has more than one place of work: each row names its own. */
  withWorkplace: boolean;
  timeZone: string;
  appUrl: string;
}

/** `Reporte diario del 30/11/26 · Panadería Norte`. */
export function dailyReportSubject(day: string, company: string): string {
  return `${DAILY_REPORT_TITLE} del ${marcaDateText(day)} · ${company}`;
}

function workerCount(marcas: readonly DailyMarca[]): number {
  return new Set(marcas.map((marca) => marca.userId)).size;
}

/** `4 marcas de 2 trabajadores`, `1 marca de 1 trabajador`. */
function countText(marcas: readonly DailyMarca[]): string {
  const people = workerCount(marcas);
  const count = marcas.length === 1 ? '1 marca' : `${marcas.length} marcas`;
  return `${count} de ${people === 1 ? '1 trabajador' : `${people} trabajadores`}`;
}

function table(facts: DailyReportMailFacts): { columns: string[]; rows: string[][] } {
  const columns = [
    'Fecha',
    'Trabajador',
    'RUT',
    ...(facts.withWorkplace ? ['Lugar de trabajo'] : []),
    ...DAILY_MARCA_COLUMNS,
  ];
  const rows = facts.marcas.map((marca) => {
    const person = facts.people.get(marca.userId);
    return [
      marcaDateText(marca.day),
      person?.name ?? marca.userId,
      person?.rut ?? '',
      ...(facts.withWorkplace ? [person?.workplace ?? ''] : []),
      ...marcaCells(marca, facts.timeZone),
    ];
  });
  return { columns, rows };
}

/** Borders and padding as table attributes, not a style per cell: a row stays about 200 characters. */
function htmlTable({ columns, rows }: { columns: string[]; rows: string[][] }): string {
  const head = columns.map((column) => `<th align="left">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return [
    // Res. Ex. N° 38 art. 28: Arial, 8 points at most.
    '<table border="1" cellpadding="3" cellspacing="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:8pt">',
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>\n${body}\n</tbody>`,
    '</table>',
  ].join('\n');
}

/** The mail of one day's report to `to`, with `cc` in copy. */
export function dailyReportMail(
  to: string,
  cc: readonly string[],
  facts: DailyReportMailFacts,
): DailyReportQueuedMail {
  const url = `${facts.appUrl.replace(/\/+$/, '')}/asistencias`;
  const day = marcaDateText(facts.day);
  const employer = `Empleador: ${facts.employer.name} · RUT ${facts.employer.taxId ?? 'sin registrar'}`;
  const intro = `${DAILY_REPORT_TITLE} del ${day}: las marcas registradas ese día en ${facts.company}.`;
  const subject = dailyReportSubject(facts.day, facts.company);
  const wrap = (textBody: string[], htmlBody: string[]): DailyReportQueuedMail => ({
    to,
    ...(cc.length > 0 ? { cc: [...cc] } : {}),
    message: {
      subject,
      text: [
        intro,
        employer,
        '',
        ...textBody,
        '',
        `Reportes DT en Asiste (${DAILY_REPORT_PLACE}):`,
        url,
        '',
        FOOTER,
      ].join('\n'),
      html: [
        `<p>${escapeHtml(intro)}<br>${escapeHtml(employer)}</p>`,
        ...htmlBody,
        `<p><a href="${escapeHtml(url)}">Abrir Reportes DT en Asiste</a> (${escapeHtml(DAILY_REPORT_PLACE)}).</p>`,
        `<p><small>${escapeHtml(FOOTER)}</small></p>`,
      ].join('\n'),
    },
  });
  if (facts.marcas.length === 0) {
    const none = `No se registraron marcas el ${day}.`;
    return wrap([none], [`<p>${escapeHtml(none)}</p>`]);
  }
  const summary = `${countText(facts.marcas)}.`;
  const tooMany = (mail: DailyReportQueuedMail) =>
    mail.message.text.length + mail.message.html.length > DAILY_REPORT_MAIL_MAX_CHARS;
  if (facts.marcas.length <= DAILY_REPORT_MAIL_MAX_MARCAS) {
    const { columns, rows } = table(facts);
    const full = wrap(
      [summary, '', columns.join(' | '), ...rows.map((row) => row.join(' | '))],
      [`<p>${escapeHtml(summary)}</p>`, htmlTable({ columns, rows })],
    );
    if (!tooMany(full)) return full;
  }
  const elsewhere = `${summary} Son demasiadas para este correo: el reporte completo de este día está en ${DAILY_REPORT_PLACE}, para descargarlo en PDF, Excel o Word.`;
  return wrap([elsewhere], [`<p>${escapeHtml(elsewhere)}</p>`]);
}
