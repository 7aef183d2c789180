import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { EXTRA_KIND_LABEL } from '../../data/texts/payroll-text';
import { formatCLP } from '../../domain/format/numbers';
import type { PayslipExtra } from '../../domain/payroll/compute-payslip';
import { PAYROLL_LIMITS } from '../../data/policy/payroll-write';

export const EXTRA_REASON_MAX = 200;

/** What the add form checks; null when it is fine. */
export function extraProblem(amount: string, reason: string, count: number): string | null {
  if (count >= PAYROLL_LIMITS.extrasMax)
    return `Una liquidación admite hasta ${PAYROLL_LIMITS.extrasMax} líneas adicionales.`;
  const value = /^\d{1,9}$/.test(amount.replace(/\./g, '').trim())
    ? Number(amount.replace(/\./g, '').trim())
    : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 100_000_000)
    return 'Escribe un monto en pesos, sin decimales, entre $1 y $100.000.000.';
  if (reason.trim().length < 3) return 'Escribe el motivo (al menos 3 caracteres).';
  if (reason.trim().length > EXTRA_REASON_MAX)
    return `El motivo admite hasta ${EXTRA_REASON_MAX} caracteres.`;
  return null;
}

interface PayslipExtrasSectionProps {
  extras: readonly PayslipExtra[];
  /** The add form's fields, held by the dialog: a failed save keeps what was typed. */
  kind: PayslipExtra['kind'];
  amount: string;
  reason: string;
  busy: boolean;
  onKind: (kind: PayslipExtra['kind']) => void;
  onAmount: (amount: string) => void;
  onReason: (reason: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * A draft payslip's one-off lines (bono, comisión, anticipo, cuota de préstamo, cuota de vivienda o educación): the
 * list, each removable, and the add form (its kinds are EXTRA_KIND_LABEL's).
 */
export function PayslipExtrasSection({
  extras,
  kind,
  amount,
  reason,
  busy,
  onKind,
  onAmount,
  onReason,
  onAdd,
  onRemove,
}: PayslipExtrasSectionProps) {
  return (
    <Box component="section" aria-label="Líneas adicionales" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        Líneas adicionales
      </Typography>
      {extras.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          Sin bonos, comisiones, anticipos ni cuotas este mes.
        </Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2 }}>
          {extras.map((extra, index) => (
            <li key={`${extra.kind}-${index}`}>
              {EXTRA_KIND_LABEL[extra.kind]}: {formatCLP(extra.amount)} · {extra.reason}{' '}
              <Button
                size="small"
                onClick={() => onRemove(index)}
                disabled={busy}
                aria-label={`Quitar ${EXTRA_KIND_LABEL[extra.kind].toLowerCase()} de ${formatCLP(extra.amount)}`}
              >
                Quitar
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
        <TextField
          select
          label="Tipo"
          value={kind}
          onChange={(event) => onKind(event.target.value as PayslipExtra['kind'])}
          sx={{ minWidth: 180 }}
        >
          {(Object.keys(EXTRA_KIND_LABEL) as PayslipExtra['kind'][]).map((value) => (
            <MenuItem key={value} value={value}>
              {EXTRA_KIND_LABEL[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Monto (CLP)"
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 160 }}
        />
        <TextField
          label="Motivo"
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: EXTRA_REASON_MAX } }}
          sx={{ flex: '1 1 14rem' }}
        />
        <Button variant="outlined" onClick={onAdd} disabled={busy} sx={{ minHeight: 56 }}>
          {busy ? 'Guardando…' : 'Agregar'}
        </Button>
      </Box>
    </Box>
  );
}
