/**
 * The retention archive (issue #15, Res. Ex. N° 38: records are kept five years): one calendar year of a tenant's
 * records as a zip of CSV files — the people, every punch with its receipt code, every correction with before,
 * after and both answers, and every weekly signature — with a README naming the employer, the year and when it
 * was made. fflate is imported when an archive is asked for, never before.
 */
import type { UserDoc } from '../../data/ports/collections';
import type { DocumentStore, WithId } from '../../data/ports/document-store';
import { listTenantAttendance, tenantDateRange } from '../../data/queries/attendance-range';
import { dayKeyToInstant, formatInZone } from '../../domain/calendar/time-zone';
import { csvFile } from '../../lib/export/csv';
import { tableRecords, type ExportTable } from '../../lib/export/table';
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

/** The years an archive covers: this one and the four before it, newest first. */
export function archiveYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [0, 1, 2, 3, 4, 5].map((back) => year - back);
}

export interface ArchiveInput {
  store: DocumentStore;
  tenantId: string;
  /** 'Panadería La Espiga SpA · RUT 76.543.210-3'. */
  employer: string;
  year: number;
  timeZone: string;
  people: readonly WithId<UserDoc>[];
  now: Date;
}

/** The archive's files: name → text (CSV with BOM and `;`, as Excel in Spanish opens it). */
export async function archiveFiles(input: ArchiveInput): Promise<Record<string, string>> {
  const { store, tenantId, year, timeZone, people, now } = input;
  const interval = {
    start: dayKeyToInstant(`${year}-01-01`, timeZone),
    end: dayKeyToInstant(`${year + 1}-01-01`, timeZone),
  };
  const [records, corrections, signatures] = await Promise.all([
    listTenantAttendance(store, tenantId, interval),
    store.list('corrections', tenantDateRange<'corrections'>(tenantId, interval)),
    store.list('weekSignatures', {
      where: [
        { field: 'tenantId', op: '==', value: tenantId },
        { field: 'week', op: '>=', value: `${year}-01-01` },
        { field: 'week', op: '<=', value: `${year}-12-31` },
      ],
    }),
  ]);
  const directory = directoryOf(people);
  const period = String(year);
  const punches = punchRows(records, directory, timeZone);
  const tables: [string, ExportTable][] = [
    ['personas.csv', peopleTable(personRows(people))],
    ['marcas.csv', punchesTable(punches, period)],
    ['correcciones.csv', correctionsTable(correctionRows(corrections, directory, timeZone, now), period)],
    ['firmas-semanales.csv', signaturesTable(signatureRows(signatures, directory, timeZone), period)],
  ];
  const files: Record<string, string> = {};
  for (const [name, table] of tables) files[name] = csvFile(tableRecords(table));
  files['LEAME.txt'] = [
    `Archivo de registros de asistencia del año ${year}`,
    input.employer,
    `Generado el ${formatInZone(now, timeZone, 'dd-MM-yyyy HH:mm')} (${timeZone}) con Asiste.`,
    '',
    `personas.csv: ${people.length} personas`,
    `marcas.csv: ${punches.length} marcas, con el código de su comprobante`,
    `correcciones.csv: ${corrections.length} correcciones, con el valor registrado, el propuesto y las respuestas`,
    `firmas-semanales.csv: ${signatures.length} firmas u objeciones de totales semanales, con su código`,
    '',
  ].join('\r\n');
  return files;
}

/** The archive's zip bytes. */
export async function archiveZip(files: Record<string, string>): Promise<Uint8Array<ArrayBuffer>> {
  const { strToU8, zipSync } = await import('fflate');
  const entries = Object.entries(files).map(([name, text]) => [name, strToU8(text)] as const);
  return zipSync(Object.fromEntries(entries)) as Uint8Array<ArrayBuffer>;
}
