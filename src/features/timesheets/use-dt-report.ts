/**
 * The state of `Reportes DT` (dt-reports-dialog.tsx): the filters of Res. Ex. N° 38 arts. 25 and 25.1 as one
 * value, what they offer (the people the other filters leave, the Cargos, the shifts), and the report built for
 * them — shown as the preview and written as the files, so what is downloaded is what was shown (art. 28).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import type { PersonOption } from '../../components/person-picker';
import type { Tenant, UserDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { listShifts } from '../../data/queries/shifts';
import { useStore } from '../../data/queries/use-store';
import { useWorkplaces } from '../../data/queries/workplaces';
import { dtRangeTooLong, type JornadaKind } from '../../domain/attendance/dt-report-rules';
import { normalizeReceiptCode } from '../../domain/attendance/receipt-code';
import { addMonthsToKey, endOfMonthKey, startOfMonthKey } from '../../domain/calendar/day-keys';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';
import { useBackend } from '../../lib/backend-context';
import { downloadBlob } from '../../lib/download';
import { withExtension, type FileFormat } from '../../lib/export/table';
import { buildDtReports, type DtReportFile } from './dt-report-build';
import {
  CODE_MALFORMED,
  codeNotFound,
  findMarcaByCode,
  positionOptions,
  shiftLabel,
  type ShiftChoice,
} from './dt-report-filters';
import { peopleAt, personMatches } from './dt-report-scope';
import { emptyReportText, type DtReportKind } from './dt-reports';

export const DT_FAILED = 'No se pudo generar el reporte. Inténtalo de nuevo.';

export type DtFormat = Exclude<FileFormat, 'csv'>;

/** Every filter of the dialog. */
export interface DtFilterValues {
  kind: DtReportKind;
  from: string;
  to: string;
  personId: string | null;
  workplaceId: string | null;
  /** A Cargo, or null for every one. */
  position: string | null;
  jornada: JornadaKind | null;
  shiftId: string | null;
  /** A receipt's verification code as typed ('' for none). */
  code: string;
}

/** The report built for a selection, shown as the preview and written as the files; its period. */
export interface BuiltDtReport {
  /** The selection it was built for (a preview of other filters is not the file they ask for). */
  key: string;
  file: DtReportFile;
  from: string;
  to: string;
}

/** Writes the report as `format` and hands it to the browser. */
async function downloadDtFile(
  { file, from, to }: BuiltDtReport,
  format: DtFormat,
  timeZone: string,
): Promise<void> {
  const { kind, table, header, scope, notes } = file;
  const fileName = withExtension(`reporte-dt-${kind}-${from}-${to}`, format);
  if (format === 'pdf') {
    const { buildPdf } = await import('../../lib/export/pdf');
    downloadBlob(
      fileName,
      await buildPdf(table, { header, subtitle: scope, notes, timeZone, now: new Date() }),
    );
  } else if (format === 'docx') {
    const { buildDocx } = await import('../../lib/export/docx');
    downloadBlob(fileName, await buildDocx(table, { header, subtitle: scope, notes }));
  } else {
    const { buildXlsx } = await import('../../lib/export/xlsx');
    downloadBlob(fileName, await buildXlsx(table, { preamble: [table.title, header, ...scope], notes }));
  }
}

export interface DtReportContext {
  tenantId: string;
  tenant: WithId<Tenant>;
  people: readonly WithId<UserDoc>[];
  options: readonly PersonOption[];
  today: string;
  timeZone: string;
  thresholds: AlertThresholds;
  /** The `Local` the dialog opens with, or everyone. */
  initialWorkplace: string | null;
  /** The report the dialog opens on (the inspector's reports menu), else `asistencia`. */
  initialKind?: DtReportKind;
}

/** The filters (last month, everyone, by default) and what they offer. */
function useDtFilters({
  tenantId,
  people,
  options,
  today,
  initialWorkplace,
  initialKind = 'asistencia',
}: DtReportContext) {
  const store = useStore();
  const workplaces = useWorkplaces();
  const shifts = useQuery({
    queryKey: queryKeys.list('shifts', { tenantId }),
    queryFn: async () =>
      (await listShifts(store, tenantId)).sort((a, b) => a.name.localeCompare(b.name, 'es')),
  });
  const lastMonth = startOfMonthKey(addMonthsToKey(today, -1));
  const [values, setValues] = useState<DtFilterValues>({
    kind: initialKind,
    from: lastMonth,
    to: endOfMonthKey(lastMonth),
    personId: null,
    workplaceId: initialWorkplace,
    position: null,
    jornada: null,
    shiftId: null,
    code: '',
  });
  const change = (patch: Partial<DtFilterValues>) => setValues((old) => ({ ...old, ...patch }));
  const positions = useMemo(
    () => positionOptions(people.filter((person) => person.role !== 'superuser')),
    [people],
  );
  const { workplaceId, position, jornada, to } = values;
  /** The people the person picker offers: those of the chosen `Local`, `Cargo` and `Jornada`. */
  const matching = useMemo(() => {
    const there = workplaceId && workplaces.data ? peopleAt(people, workplaces.data, workplaceId) : null;
    return new Set(
      people
        .filter((person) => there === null || there.has(person.id))
        .filter((person) => personMatches(person.id, person, { position, jornada }, to))
        .map((person) => person.id),
    );
  }, [people, workplaces.data, workplaceId, position, jornada, to]);
  const shownOptions = useMemo(
    () => options.filter((option) => matching.has(option.id)),
    [options, matching],
  );
  // A chosen person the other filters leave out leaves the selection.
  if (values.personId !== null && !matching.has(values.personId)) change({ personId: null });
  const shift = useMemo((): ShiftChoice | null => {
    const found = values.shiftId ? shifts.data?.find((one) => one.id === values.shiftId) : undefined;
    return found ? { id: found.id, label: shiftLabel(found) } : null;
  }, [values.shiftId, shifts.data]);
  return { values, change, positions, shownOptions, shift, shifts: shifts.data, workplaces: workplaces.data };
}

/**
 * The dialog's state: the filters, and `run`, which shows the report (`preview`) or writes it as a file —
 * building it first unless the one shown was built for the same filters. A verification code decides the person
 * and the day (the marca's); a code that is not one, or that no marca of the company has, says so instead.
 */
export function useDtReport(context: DtReportContext) {
  const { tenantId, tenant, people, timeZone, thresholds } = context;
  const store = useStore();
  const { receipts } = useBackend();
  const filters = useDtFilters(context);
  const { values, shift, workplaces } = filters;
  const [busy, setBusy] = useState<DtFormat | 'preview' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [built, setBuilt] = useState<BuiltDtReport | null>(null);
  const code = values.code.trim();
  const key = JSON.stringify({ ...values, code, shift });
  const current = built !== null && built.key === key ? built : null;

  const build = async (): Promise<BuiltDtReport | null> => {
    let { from, to, personId } = values;
    let codeLine: string[] = [];
    if (code !== '') {
      const normalized = normalizeReceiptCode(code);
      const marca =
        normalized === null ? null : await findMarcaByCode(store, receipts, tenantId, normalized, timeZone);
      if (marca === null) {
        setCodeProblem(normalized === null ? CODE_MALFORMED : codeNotFound(normalized));
        return null;
      }
      from = marca.day;
      to = marca.day;
      personId = marca.userId;
      codeLine = [`Código de verificación: ${marca.code}`];
    }
    const [file] = await buildDtReports({
      store,
      tenantId,
      tenant,
      people,
      kinds: [values.kind],
      from,
      to,
      personId,
      workplaceId: values.workplaceId,
      ...(workplaces ? { workplaces } : {}),
      filters: { position: values.position, jornada: values.jornada, shift },
      timeZone,
      thresholds,
      now: new Date(),
    });
    if (!file) return null;
    const next = { key, file: { ...file, scope: [...file.scope, ...codeLine] }, from, to };
    setBuilt(next);
    return next;
  };

  const run = async (action: DtFormat | 'preview') => {
    setBusy(action);
    setFailed(null);
    setCodeProblem(null);
    try {
      const report = action !== 'preview' && current ? current : await build();
      if (report && action !== 'preview') await downloadDtFile(report, action, timeZone);
    } catch (error) {
      console.error('Reporte DT: no se pudo generar', error);
      setFailed(DT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const tooLong = dtRangeTooLong(values.from, values.to);
  return {
    ...filters,
    busy,
    failed,
    codeProblem,
    current,
    /** What the report shown says instead of rows (the literal of art. 28, a legend of art. 27 c/d), or null. */
    empty: current ? emptyReportText(current.file.table) : null,
    tooLong,
    /** Nothing to run: busy, or a range over 5 years (a code sets its own day). */
    blocked: busy !== null || (tooLong && code === ''),
    run,
  };
}
