/**
 * The retention archive (Res. Ex. N° 38: records are kept five years): one calendar year of a tenant's
 * records as a zip — CSV files (the people with their place of work, every punch with its receipt code, every correction with before,
 * after and both answers, every weekly signature, every absence, overtime agreement and decision, voided ones
 * too), the same tables as one XLSX workbook, the four DT reports of every month of the year as PDFs, and a
 * README naming the employer, the year and when it was made. fflate, the XLSX writer and jsPDF are imported when
 * an archive is asked for, never before.
 */
import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { listAbsencesOverlapping } from '../../data/queries/absences';
import { listTenantAttendance, tenantDateRange } from '../../data/queries/attendance-range';
import { listOvertimeRange } from '../../data/queries/overtime';
import { listWorkplaces } from '../../data/queries/workplaces';
import { endOfMonthKey } from '../../domain/calendar/day-keys';
import { dayKey, dayKeyToInstant, formatInZone } from '../../domain/calendar/time-zone';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { csvFile } from '../../lib/export/csv';
import { tableRecords, type ExportTable } from '../../lib/export/table';
import { absencesTable, agreementsTable, decisionsTable } from './archive-tables';
import { buildDtReports } from './dt-report-build';
import { DT_REPORTS, employerLine } from './dt-reports';
import {
  correctionRows,
  correctionsTable,
  directoryOf,
  peopleTable,
  personRows,
  punchesTable,
  punchRows,
  signatureRows,
  signaturesTable,
} from './inspection-rows';

/** The years an archive covers: this one and the five before it, newest first. */
export function archiveYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [0, 1, 2, 3, 4, 5].map((back) => year - back);
}

/** The months of `year` whose DT reports the archive holds: all twelve of a past year, up to today's of this one. */
export function archiveMonths(year: number, today: string): string[] {
  const months = Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
  return months.filter((month) => month <= today.slice(0, 7));
}

export interface ArchiveInput {
  store: DocumentStore;
  tenantId: string;
  tenant: Pick<Tenant, 'name' | 'legalName' | 'taxId'>;
  year: number;
  timeZone: string;
  thresholds: AlertThresholds;
  people: readonly WithId<UserDoc>[];
  now: Date;
}

/** A file of the archive: text (CSV with BOM and `;`, as Excel in Spanish opens it; the README) or bytes. */
export type ArchiveFile = string | Uint8Array;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The archive's files, by path in the zip. */
export async function archiveFiles(input: ArchiveInput): Promise<Record<string, ArchiveFile>> {
  const { store, tenantId, year, timeZone, people, now } = input;
  const interval = {
    start: dayKeyToInstant(`${year}-01-01`, timeZone),
    end: dayKeyToInstant(`${year + 1}-01-01`, timeZone),
  };
  const [records, corrections, signatures, absences, overtime, workplaces] = await Promise.all([
    listTenantAttendance(store, tenantId, interval),
    store.list('corrections', tenantDateRange<'corrections'>(tenantId, interval)),
    store.list('weekSignatures', {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'week', op: '>=', value: `${year}-01-01` },
        { field: 'week', op: '<=', value: `${year}-12-31` },
      ],
    }),
    listAbsencesOverlapping(store, tenantId, interval),
    listOvertimeRange(store, tenantId, `${year}-01-01`, `${year}-12-31`),
    listWorkplaces(store, tenantId),
  ]);
  const agreements = overtime.agreements.filter(
    (agreement) => agreement.from <= `${year}-12-31` && agreement.to >= `${year}-01-01`,
  );
  const directory = directoryOf(people);
  const period = String(year);
  const punches = punchRows(records, directory, timeZone);
  const tables: [string, ExportTable][] = [
    ['personas.csv', peopleTable(personRows(people, workplaces))],
    ['marcas.csv', punchesTable(punches, period)],
    ['correcciones.csv', correctionsTable(correctionRows(corrections, directory, timeZone, now), period)],
    ['firmas-semanales.csv', signaturesTable(signatureRows(signatures, directory, timeZone), period)],
    ['ausencias.csv', absencesTable(absences, directory, timeZone, period)],
    ['pactos-horas-extras.csv', agreementsTable(agreements, directory, timeZone, period)],
    ['horas-extras.csv', decisionsTable(overtime.decisions, directory, timeZone, period)],
  ];
  const files: Record<string, ArchiveFile> = {};
  for (const [name, table] of tables) files[name] = csvFile(tableRecords(table));
  const { buildXlsxBook } = await import('../../lib/export/xlsx');
  files[`registros-${year}.xlsx`] = await bytesOf(await buildXlsxBook(tables.map(([, table]) => table)));

  const months = archiveMonths(year, dayKey(now, timeZone));
  const { buildPdf } = await import('../../lib/export/pdf');
  // One month at a time: a month's attendance serves three of its reports, and is let go before the next.
  for (const month of months) {
    const reports = await buildDtReports({
      store,
      tenantId,
      tenant: input.tenant,
      people,
      kinds: DT_REPORTS,
      from: `${month}-01`,
      to: endOfMonthKey(`${month}-01`),
      personId: null,
      workplaces,
      timeZone,
      thresholds: input.thresholds,
      now,
    });
    for (const { kind, table, header, scope, notes } of reports)
      files[`reportes-dt/${month}/${kind}.pdf`] = await bytesOf(
        await buildPdf(table, { header, subtitle: scope, notes, timeZone, now }),
      );
  }

  const employer = employerLine(input.tenant);
  files['LEAME.txt'] = [
    `Archivo de registros de asistencia del año ${year}`,
    employer,
    `Generado el ${formatInZone(now, timeZone, 'dd-MM-yyyy HH:mm')} (${timeZone}) con Asiste.`,
    '',
    `personas.csv: ${people.length} personas`,
    `marcas.csv: ${punches.length} marcas, con el código de su comprobante`,
    `correcciones.csv: ${corrections.length} correcciones, con el valor registrado, el propuesto y las respuestas`,
    `firmas-semanales.csv: ${signatures.length} firmas u objeciones de totales semanales, con su código`,
    `ausencias.csv: ${absences.length} ausencias (también las rechazadas y las anuladas, con su motivo)`,
    `pactos-horas-extras.csv: ${agreements.length} pactos de horas extras (también los anulados)`,
    `horas-extras.csv: ${overtime.decisions.length} decisiones sobre horas extras`,
    `registros-${year}.xlsx: las mismas tablas, una hoja cada una`,
    months.length === 0
      ? 'reportes-dt: ningún mes de este año ha comenzado'
      : `reportes-dt/<mes>/: los cuatro reportes de la Dirección del Trabajo (asistencia, jornada, domingos y festivos, modificaciones) en PDF, de ${months.length === 1 ? 'un mes' : `${months.length} meses`}`,
    '',
    'Ningún registro de los últimos cinco años se elimina: las ausencias y los pactos registrados por error se anulan con un motivo y siguen aquí.',
    '',
  ].join('\r\n');
  return files;
}

/** The archive's zip bytes. */
export async function archiveZip(files: Record<string, ArchiveFile>): Promise<Uint8Array<ArrayBuffer>> {
  const { strToU8, zipSync } = await import('fflate');
  const entries = Object.entries(files).map(
    ([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content] as const,
  );
  return zipSync(Object.fromEntries(entries)) as Uint8Array<ArrayBuffer>;
}
