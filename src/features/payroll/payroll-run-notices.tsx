import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { formatCLP } from '../../domain/format/numbers';
import type { LreProblem } from './lre-validator';
import type { PayrollRow, PayrollTotals, UncomputedPerson } from './payroll-rows';

interface PayrollRunNoticesProps {
  period: string;
  closed: boolean;
  attendanceClosed: boolean;
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

/**
 * What the run tells above its table: why it cannot close yet, that it is final, the last act's outcome, who is
 * not computed (each with the fields to complete and `Excluir`), who is excluded and why, and what to review.
 */
export function PayrollRunNotices({
  period,
  closed,
  attendanceClosed,
  notice,
  failure,
  uncomputed,
  warned,
  onExclude,
  onDismissNotice,
  onDismissFailure,
}: PayrollRunNoticesProps) {
  const blocking = uncomputed.filter((person) => person.exclusion === null);
  const excluded = uncomputed.filter((person) => person.exclusion !== null);
  return (
    <>
      {!closed && !attendanceClosed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          La asistencia de {period.toLowerCase()} no está cerrada: ciérrala en{' '}
          <Link component={RouterLink} to="/asistencias" color="inherit">
            Asistencias
          </Link>{' '}
          para poder cerrar estas remuneraciones. Mientras tanto el borrador se puede revisar y recalcular.
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
          y pulsa «Recalcular», o exclúyela de esta remuneración con un motivo. El periodo no se puede cerrar
          mientras tanto.
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
