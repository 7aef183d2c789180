import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { addMonthsToKey, formatDayKey } from '../../domain/calendar/day-keys';
import { formatCLP } from '../../domain/format/numbers';
import { cutoffNotice } from '../../domain/payroll/cutoff';
import type { PayrollRun } from '../../data/ports/collections';
import { periodLabel } from '../../data/texts/payroll-text';
import type { LreProblem } from './lre-validator';
import type { PayrollRow, PayrollTotals, UncomputedPerson } from './payroll-rows';

interface PayrollRunNoticesProps {
  /** The run: its month and its cut-off (the month in course; none: the whole month counted). */
  run: Pick<PayrollRun, 'period' | 'cutoffDay'>;
  /** The run's rows (undefined while a closed run's payslips load): those reconciling the month before are told. */
  rows: readonly Pick<PayrollRow, 'basis'>[] | undefined;
  closed: boolean;
  /** Whether the run may close as to the attendance it reads (cutoff.ts `runAttendanceClosed`). */
  attendanceClosed: boolean;
  /** Whether the month before the run's is closed (what a run with a cut-off waits for). */
  monthBeforeClosed: boolean;
  notice: string | null;
  failure: string | null;
  /** The people of the month a draft does not compute, with why and any exclusion. */
  uncomputed: readonly UncomputedPerson[];
  /** The rows with something to review (a base below the ingreso mínimo, art. 58 limits). */
  warned: readonly Pick<PayrollRow, 'userId' | 'person' | 'warnings'>[];
  /** Opens `Excluir de esta remuneración` for a person (a draft only). */
  onExclude: ((person: UncomputedPerson) => void) | null;
  onDismissNotice: () => void;
  onDismissFailure: () => void;
}

const peopleCount = (count: number) => (count === 1 ? '1 persona' : `${count} personas`);

/** `octubre de 2026`. */
const monthText = (day: string) => formatDayKey(day, "MMMM 'de' yyyy");

/** The rows that reconcile the month before's projected days, and their total (`Ajuste mes anterior`). */
function adjustmentSummary(rows: readonly Pick<PayrollRow, 'basis'>[] | undefined): string | null {
  const adjusted = (rows ?? []).flatMap((row) => (row.basis.previousMonth ? [row.basis.previousMonth] : []));
  const first = adjusted[0];
  if (!first) return null;
  const total = adjusted.reduce((sum, adjustment) => sum + adjustment.amount, 0);
  return `Ajuste mes anterior: ${monthText(`${first.period}-01`)} se pagó con días proyectados; lo ocurrido en ellos se ajusta aquí para ${peopleCount(adjusted.length)} (total ${total > 0 ? '+' : ''}${formatCLP(total)}). Abre cada liquidación para ver de dónde sale.`;
}

/**
 * What the run tells above its table: how a run of the month in course counts its attendance, why it cannot close
 * yet, that it is final, the last act's outcome, the month before's adjustment, who is not computed (each with the
 * fields to complete and `Excluir`), who is excluded and why, and what to review.
 */
export function PayrollRunNotices({
  run,
  rows,
  closed,
  attendanceClosed,
  monthBeforeClosed,
  notice,
  failure,
  uncomputed,
  warned,
  onExclude,
  onDismissNotice,
  onDismissFailure,
}: PayrollRunNoticesProps) {
  const period = periodLabel(run.period);
  const cutoff = run.cutoffDay ?? null;
  const blocking = uncomputed.filter((person) => person.exclusion === null);
  const excluded = uncomputed.filter((person) => person.exclusion !== null);
  const adjustment = adjustmentSummary(rows);
  // A run with a cut-off closes once the month before is closed (its own has not ended).
  const toClose =
    cutoff === null ? period.toLowerCase() : monthText(addMonthsToKey(`${cutoff.slice(0, 7)}-01`, -1));
  return (
    <>
      {cutoff !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {cutoffNotice(cutoff)}
        </Alert>
      )}
      {!closed && !attendanceClosed && (cutoff === null || !monthBeforeClosed) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          La asistencia de {toClose} no está cerrada: ciérrala en{' '}
          <Link component={RouterLink} to="/asistencias" color="inherit">
            Asistencias
          </Link>{' '}
          para poder cerrar estas remuneraciones. Mientras tanto el borrador se puede revisar y recalcular.
        </Alert>
      )}
      {!closed && !attendanceClosed && cutoff !== null && monthBeforeClosed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Estas remuneraciones se pueden cerrar cuando termine el día de corte (
          {formatDayKey(cutoff, "d 'de' MMMM")}
          ). Mientras tanto el borrador se puede revisar y recalcular.
        </Alert>
      )}
      {adjustment && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {adjustment}
        </Alert>
      )}
      {closed && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Periodo cerrado: estas liquidaciones no cambian. Una corrección posterior va en el periodo
          siguiente.
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={onDismissNotice} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={onDismissFailure} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {blocking.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {peopleCount(blocking.length)} sin calcular: completa su ficha en{' '}
          <Link component={RouterLink} to="/empleados" color="inherit">
            Empleados
          </Link>{' '}
          y presiona «Recalcular», o exclúyela de esta remuneración con un motivo. El periodo no se puede
          cerrar mientras tanto.
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {blocking.map((person) => (
              <li key={person.userId}>
                {person.person}: {person.reason}
                {onExclude && (
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => onExclude(person)}
                    aria-label={`Excluir a ${person.person} de esta remuneración`}
                    sx={{ ml: 1, minHeight: 40 }}
                  >
                    Excluir
                  </Button>
                )}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {excluded.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {closed
            ? `${peopleCount(excluded.length)} sin liquidación en este periodo:`
            : `${peopleCount(excluded.length)} excluida${excluded.length === 1 ? '' : 's'} de esta remuneración:`}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {excluded.map((person) => (
              <li key={person.userId}>
                {person.person}: {person.exclusion?.reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {warned.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Revisa antes de pagar:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {warned.flatMap((row) =>
              row.warnings.map((warning) => (
                <li key={`${row.userId}-${warning}`}>
                  {row.person}: {warning}
                </li>
              )),
            )}
          </Box>
        </Alert>
      )}
    </>
  );
}

/** The period's totals, one figure each. */
export function PayrollRunTotals({ totals }: { totals: PayrollTotals }) {
  return (
    <Box
      role="group"
      aria-label="Totales del periodo"
      sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2, typography: 'body2' }}
    >
      <span>Personas: {totals.people}</span>
      <span>Total imponible: {formatCLP(totals.taxable)}</span>
      <span>No imponible: {formatCLP(totals.nonTaxable)}</span>
      <span>Descuentos: {formatCLP(totals.deductions)}</span>
      <strong>Líquido total: {formatCLP(totals.netPay)}</strong>
      <span>Costo empresa adicional: {formatCLP(totals.employerCost)}</span>
    </Box>
  );
}

/** How many of the LRE's problems are listed; the rest are counted. */
const LRE_PROBLEMS_SHOWN = 20;

/** What keeps a closed run's LRE from being downloaded, by person and column (lre-validator.ts). */
export function LreProblems({ problems }: { problems: readonly LreProblem[] }) {
  const rest = problems.length - LRE_PROBLEMS_SHOWN;
  return (
    <Alert severity="warning" id="lre-problems" sx={{ mb: 2 }}>
      <AlertTitle>
        El LRE no se puede descargar todavía: {problems.length}{' '}
        {problems.length === 1 ? 'problema' : 'problemas'} que la Dirección del Trabajo rechazaría
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.slice(0, LRE_PROBLEMS_SHOWN).map((problem, index) => (
          <li key={index}>
            {problem.person} — {problem.column}: {problem.message}
          </li>
        ))}
      </Box>
      {rest > 0 && <Typography variant="body2">… y {rest} más.</Typography>}
      <Typography variant="body2">
        Completa las fichas en Empleados o el lugar de trabajo, y vuelve a descargar.
      </Typography>
    </Alert>
  );
}
