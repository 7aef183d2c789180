/**
 * Report e) of Res. Ex. N° 38 art. 27, the daily report ("Reporte diario"), for any period in `Reportes DT`: for each
 * day, every marca made that day (src/domain/attendance/daily-marcas.ts, the rule the daily e-mail follows too):
 * Fecha (dd/mm/aa), Trabajador, RUT, Lugar de trabajo when the selection spans several, Tipo de marca, Hora
 * (hh:mm:ss), Código de verificación and Alterada (art. 41). The days handed in start the day before the period, so
 * the exit of a night slot begun then is listed on the day it was made. Pure.
 */
import {
  dailyMarcas,
  DAILY_MARCA_COLUMNS,
  marcaCells,
  marcaDateText,
} from '../../domain/attendance/daily-marcas';
import type { ExportTable } from '../../lib/export/table';
import type { Worker } from './dt-report-scope';
import type { Day } from './timesheet-rows';

export { NO_MARCAS_TEXT } from '../../domain/attendance/daily-marcas';

export interface DailyReportInput {
  title: string;
  /** The selection's days, from the day before `from` to `to`. */
  days: readonly Day[];
  /** The period, 'yyyy-MM-dd' inclusive, in the tenant's zone. */
  from: string;
  to: string;
  timeZone: string;
}

/** The report's table; no rows when no marca was made in the period (dtReportTable then says so). */
export function dailyReport(input: DailyReportInput, worker: Worker): ExportTable {
  const { timeZone } = input;
  return {
    title: input.title,
    columns: ['Fecha', ...worker.columns, ...DAILY_MARCA_COLUMNS],
    rows: dailyMarcas(input.days, input.from, input.to, timeZone).map((marca) => [
      marcaDateText(marca.day),
      ...worker.cells(marca.userId),
      ...marcaCells(marca, timeZone),
    ]),
  };
}
