import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { formatCLP } from '../../domain/format/numbers';
import type { PayrollTotals, uncomputedPeople } from './payroll-rows';

interface PayrollRunNoticesProps {
  period: string;
  closed: boolean;
  attendanceClosed: boolean;
  notice: string | null;
  failure: string | null;
  /** The people a draft leaves out, with why. */
  skipped: ReturnType<typeof uncomputedPeople>;
  onDismissNotice: () => void;
  onDismissFailure: () => void;
}

/** What the run tells above its table: why it cannot close yet, that it is final, the last act's outcome, who is left out. */
export function PayrollRunNotices({
  period,
  closed,
  attendanceClosed,
  notice,
  failure,
  skipped,
  onDismissNotice,
  onDismissFailure,
}: PayrollRunNoticesProps) {
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
      {skipped.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {skipped.length === 1 ? '1 persona sin calcular' : `${skipped.length} personas sin calcular`}:
          completa su ficha en{' '}
          <Link component={RouterLink} to="/empleados" color="inherit">
            Empleados
          </Link>{' '}
          y pulsa «Recalcular».
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {skipped.map((person) => (
              <li key={person.userId}>
                {person.person}: {person.reason}
              </li>
            ))}
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
