/**
 * `Parámetros` of a draft run: the period's values (UF, UTM, minimum wage, caps, overtime surcharge, AFP
 * commissions, employer rates), pre-filled from the versioned table (domain/payroll/parameters.ts) with each one's
 * source, editable for this run only. The income tax table is shown, not edited: the SII publishes it with the UTM.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { z } from 'zod';

import { FormTextField } from '../../components/form/form-text-field';
import { FormDialog } from '../../components/form-dialog';
import { EMPLOYER_FIELDS, PARAM_FIELDS } from '../../data/texts/payroll-text';
import { formatNumber } from '../../domain/format/numbers';
import { AFPS } from '../../domain/labels';
import type { EmployerCostParams, PayrollParams } from '../../domain/payroll/compute-payslip';
import { payrollParametersFor } from '../../domain/payroll/parameters';

const DECIMAL = /^\d+([.,]\d+)?$/;

function decimal(min: number, max: number) {
  return z.string().transform((value, ctx) => {
    const text = value.trim().replace(',', '.');
    const number = DECIMAL.test(value.trim()) ? Number(text) : Number.NaN;
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: 'Este campo es obligatorio.' });
    else if (!Number.isFinite(number))
      ctx.addIssue({ code: 'custom', message: 'Escribe un número; los decimales van con coma.' });
    else if (number < min || number > max)
      ctx.addIssue({
        code: 'custom',
        message: `Debe estar entre ${formatNumber(min)} y ${formatNumber(max)}.`,
      });
    return number;
  });
}

const schema = z.object(
  Object.fromEntries(PARAM_FIELDS.map((field) => [field.name, decimal(field.min, field.max)])),
);
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const display = (value: number) => String(value).replace('.', ',');

/** The run's parameters with the edited values in. */
export function applyParamValues(
  params: PayrollParams,
  employer: EmployerCostParams,
  values: Readonly<Record<string, number>>,
): { params: PayrollParams; employer: EmployerCostParams } {
  const num = (name: string, fallback: number) => values[name] ?? fallback;
  return {
    params: {
      ...params,
      uf: num('uf', params.uf),
      utm: num('utm', params.utm),
      minimumWage: num('minimumWage', params.minimumWage),
      pensionCapUf: num('pensionCapUf', params.pensionCapUf),
      unemploymentCapUf: num('unemploymentCapUf', params.unemploymentCapUf),
      overtimeSurchargePercent: num('overtimeSurchargePercent', params.overtimeSurchargePercent),
      afpCommission: {
        ...params.afpCommission,
        ...Object.fromEntries(AFPS.map((afp) => [afp, num(`afp_${afp}`, params.afpCommission[afp])])),
      },
    },
    employer: {
      ...employer,
      ...Object.fromEntries(EMPLOYER_FIELDS.map(([key]) => [key, num(`employer_${key}`, employer[key])])),
    },
  };
}

export interface ParamsDialogProps {
  open: boolean;
  period: string;
  params: PayrollParams;
  employer: EmployerCostParams;
  onClose: () => void;
  onSubmit: (next: { params: PayrollParams; employer: EmployerCostParams }) => Promise<void>;
}

export function ParamsDialog({ open, period, params, employer, onClose, onSubmit }: ParamsDialogProps) {
  const { sources } = payrollParametersFor(period);
  const defaults = Object.fromEntries(
    PARAM_FIELDS.map((field) => [field.name, display(field.read(params, employer))]),
  ) as Values;
  return (
    <FormDialog<Values, Output>
      open={open}
      title="Parámetros del periodo"
      schema={schema}
      defaultValues={defaults}
      onSubmit={(values) => onSubmit(applyParamValues(params, employer, values))}
      onClose={onClose}
      submitLabel="Guardar parámetros"
    >
      {({ control }) => (
        <>
          <Alert severity="info">
            Valores propuestos según la tabla versionada de Asiste. Los marcados «por confirmar» deben
            revisarse contra la fuente oficial antes de cerrar. Los cambios valen solo para esta remuneración.
          </Alert>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {PARAM_FIELDS.map((field) => {
              const source = sources[field.source];
              return (
                <FormTextField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  required
                  helperText={`${source.source}${source.unconfirmed ? ' · por confirmar' : ''}`}
                  inputProps={{ inputMode: 'decimal' }}
                />
              );
            })}
          </Box>
          <Typography variant="subtitle2" component="h3">
            Impuesto único de segunda categoría (tabla mensual, en UTM)
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {sources.taxBrackets.source}
          </Typography>
          <Table size="small" aria-label="Tabla del impuesto único">
            <TableHead>
              <TableRow>
                <TableCell>Desde (UTM)</TableCell>
                <TableCell>Hasta (UTM)</TableCell>
                <TableCell align="right">Factor</TableCell>
                <TableCell align="right">Rebaja (UTM)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {params.taxBrackets.map((bracket) => (
                <TableRow key={bracket.fromUtm}>
                  <TableCell>{formatNumber(bracket.fromUtm)}</TableCell>
                  <TableCell>{bracket.toUtm === null ? 'y más' : formatNumber(bracket.toUtm)}</TableCell>
                  <TableCell align="right">{formatNumber(bracket.factor)}</TableCell>
                  <TableCell align="right">{formatNumber(bracket.rebateUtm)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </FormDialog>
  );
}
