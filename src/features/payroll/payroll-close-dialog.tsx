import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { PAYROLL_LIMITS } from '../../data/policy/payroll-write';
import { formatCLP } from '../../domain/format/numbers';
import type { MissingParameter } from '../../domain/payroll/parameters';
import type { UncomputedPerson } from './payroll-rows';

export interface PayrollCloseDialogProps {
  open: boolean;
  /** 'Octubre 2026'. */
  period: string;
  /** The payslips the close issues (the computed people) and their total net pay. */
  payslips: number;
  netTotal: number;
  /** The people of the month the run does not compute: excluded ones are repeated, the others block. */
  uncomputed: readonly UncomputedPerson[];
  /** The month's parameters without a value: each blocks. */
  missingParameters: readonly MissingParameter[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

const payslipCount = (count: number) => `${count} ${count === 1 ? 'liquidación' : 'liquidaciones'}`;

/**
 * `Cerrar remuneraciones de …`: how many payslips the close issues and their net total, each person excluded with
 * the reason, and what still blocks the close (a person neither computed nor excluded, a parameter of the month
 * without a value), in which case `Cerrar periodo` stays disabled.
 */
export function PayrollCloseDialog({
  open,
  period,
  payslips,
  netTotal,
  uncomputed,
  missingParameters,
  onConfirm,
  onClose,
}: PayrollCloseDialogProps) {
  const blocking = uncomputed.filter((person) => person.exclusion === null);
  const excluded = uncomputed.filter((person) => person.exclusion !== null);
  const blocked = blocking.length > 0 || missingParameters.length > 0;
  const message = (
    <>
      {blocked && (
        <Alert severity="error" sx={{ mb: 2 }}>
          No se puede cerrar todavía:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {blocking.map((person) => (
              <li key={person.userId}>
                {person.person}: {person.reason} Completa su ficha y presiona «Recalcular», o exclúyela de
                esta remuneración con un motivo.
              </li>
            ))}
            {missingParameters.map((parameter) => (
              <li key={parameter.field}>Falta el parámetro {parameter.label}: ingrésalo en «Parámetros».</li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography>
        Se emitirán {payslipCount(payslips)} por un líquido total de {formatCLP(netTotal)}.
      </Typography>
      {excluded.length > 0 && (
        <Box role="group" aria-label="Excluidas de esta remuneración" sx={{ mt: 2 }}>
          <Typography>
            {excluded.length === 1
              ? 'Queda fuera de esta remuneración 1 persona:'
              : `Quedan fuera de esta remuneración ${excluded.length} personas:`}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {excluded.map((person) => (
              <li key={person.userId}>
                {person.person}: {person.exclusion?.reason}
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Typography sx={{ mt: 2 }}>
        Un periodo cerrado no cambia: una corrección posterior va en el periodo siguiente.
      </Typography>
    </>
  );
  return (
    <ConfirmDialog
      open={open}
      title={`Cerrar remuneraciones de ${period}`}
      message={message}
      confirmLabel="Cerrar periodo"
      confirmDisabled={blocked}
      wide
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * `Excluir de esta remuneración`: a person of the month the run does not compute is left out with a reason of
 * 5–300 characters, which the close dialog repeats (open while `person` is set).
 */
export function ExcludeFromRunDialog({
  person,
  period,
  onClose,
  onSubmit,
}: {
  person: UncomputedPerson | null;
  period: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  return (
    <ReasonDialog
      open={person !== null}
      title="Excluir de esta remuneración"
      summary={
        person
          ? `${person.person}: ${person.reason} No recibirá liquidación de ${period}; el motivo se repite al cerrar el periodo.`
          : ''
      }
      label="Motivo"
      helperText={`Entre ${PAYROLL_LIMITS.exclusionReasonMin} y ${PAYROLL_LIMITS.exclusionReasonMax} caracteres; queda en el registro de la remuneración.`}
      submitLabel="Excluir"
      minLength={PAYROLL_LIMITS.exclusionReasonMin}
      maxLength={PAYROLL_LIMITS.exclusionReasonMax}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
