/**
 * `Parámetros` of a draft run: the period's values (UF, UTM, minimum wage, caps, overtime surcharge, AFP
 * commissions, employer rates), pre-filled from the indicators table (domain/payroll/parameters.ts) with each one's
 * source (a link when it has one), editable for this run only. The values a superuser stored for the whole
 * platform (`stored`, /admin/indicadores) are shown under their fields with their source, saying when the run's
 * value replaces them; a run drafted before one was stored gets it proposed. A value the month has no
 * publication of is named with a warning until the manager enters it. The income tax table and the asignación
 * familiar tramos are shown, not edited.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
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
import { formatCLP, formatNumber } from '../../domain/format/numbers';
import { AFPS } from '../../domain/labels';
import { monthName } from '../../domain/payroll/indicators';
import type { EmployerCostParams, PayrollParams } from '../../domain/payroll/compute-payslip';
import {
  missingParameterWarning,
  parametersWithStored,
  unresolvedParameters,
  type MissingParameter,
  type ParameterName,
  type ParameterSource,
} from '../../domain/payroll/parameters';
import {
  STORED_INDICATORS,
  type StoredIndicator,
  type StoredIndicatorName,
  type StoredIndicatorValues,
} from '../../domain/payroll/stored-indicators';

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

/** The table's parameter behind a field: each employer rate has its own source. */
const EMPLOYER_SOURCE: Readonly<Record<keyof EmployerCostParams, ParameterName>> = {
  unemploymentIndefinitePercent: 'unemploymentEmployerPercent',
  unemploymentFixedTermPercent: 'unemploymentEmployerPercent',
  pensionReformPercent: 'pensionReformPercent',
  sisPercent: 'sisPercent',
  workAccidentPercent: 'workAccidentPercent',
};

function sourceOf(field: { name: string; source: ParameterName }): ParameterName {
  const key = field.name.replace(/^employer_/, '');
  return field.source === 'employer' && key in EMPLOYER_SOURCE
    ? EMPLOYER_SOURCE[key as keyof EmployerCostParams]
    : field.source;
}

/** The source's name, linked when it has a link. */
function SourceName({ source }: { source: ParameterSource }) {
  return source.url ? (
    <Link href={source.url} target="_blank" rel="noopener noreferrer">
      {source.name}
    </Link>
  ) : (
    <>{source.name}</>
  );
}

const isStoredName = (name: ParameterName): name is StoredIndicatorName =>
  (STORED_INDICATORS as readonly string[]).includes(name);

/** A stored value's source in the shape the dialog links. */
const storedSource = (period: string, stored: StoredIndicator): ParameterSource => ({
  from: period,
  source: stored.source.name,
  name: stored.source.name,
  ...(stored.source.url ? { url: stored.source.url } : {}),
  missing: false,
});

interface FieldSourceProps {
  source: ParameterSource;
  missing?: MissingParameter | undefined;
  /** The value the superuser stored for the whole platform, and whether this run's value replaces it. */
  platform?: { value: number; stored: StoredIndicator; replaced: boolean } | undefined;
  period: string;
}

/**
 * Under a field: its source, or what is missing and whose value is proposed meanwhile; and the platform's stored
 * value, when there is one, with whether this run replaces it.
 */
function FieldSource({ source, missing, platform, period }: FieldSourceProps) {
  const stored = platform ? storedSource(period, platform.stored) : null;
  const platformLine = platform && stored && (
    <Box component="span" sx={{ display: 'block' }}>
      Valor de la plataforma: {formatNumber(platform.value)} (<SourceName source={stored} />)
      {platform.replaced ? '; esta remuneración usa otro valor.' : '.'}
    </Box>
  );
  if (!missing)
    return (
      <>
        {!platform && <SourceName source={source} />}
        {platformLine}
      </>
    );
  return (
    <>
      <Box component="span" sx={{ color: 'warning.dark', display: 'block' }}>
        {missingParameterWarning(missing)}
      </Box>
      {platform ? (
        <>
          {platformLine}
          Se propone el valor de la plataforma: guarda los parámetros para usarlo.
        </>
      ) : (
        <>
          Propuesto: el valor de {monthName(source.from)} (<SourceName source={source} />)
        </>
      )}
    </>
  );
}

export interface ParamsDialogProps {
  open: boolean;
  period: string;
  params: PayrollParams;
  employer: EmployerCostParams;
  onClose: () => void;
  onSubmit: (next: { params: PayrollParams; employer: EmployerCostParams }) => Promise<void>;
  /** The month's values stored for the whole platform (`indicators/{yyyy-MM}`); null or absent: none. */
  stored?: StoredIndicatorValues | null;
}

export function ParamsDialog({
  open,
  period,
  params,
  employer,
  onClose,
  onSubmit,
  stored = null,
}: ParamsDialogProps) {
  const platform = parametersWithStored(period, stored);
  const { sources } = platform;
  const missing = unresolvedParameters(period, { params, employer }, stored);
  const missingOf = (name: ParameterName) => missing.find((parameter) => parameter.field === name);
  /** The platform's stored value behind a field, if the superuser stored one. */
  const platformOf = (field: (typeof PARAM_FIELDS)[number]) => {
    const name = sourceOf(field);
    const value = isStoredName(name) ? stored?.[name] : null;
    if (!value) return undefined;
    const platformValue = field.read(platform.params, platform.employer);
    return {
      value: platformValue,
      stored: value,
      replaced: field.read(params, employer) !== platformValue,
    };
  };
  // A missing value the platform has stored since the run was drafted is proposed: saving takes it.
  const defaults = Object.fromEntries(
    PARAM_FIELDS.map((field) => {
      const stale = missingOf(sourceOf(field)) !== undefined && platformOf(field) !== undefined;
      const value = stale ? field.read(platform.params, platform.employer) : field.read(params, employer);
      return [field.name, display(value)];
    }),
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
            Valores de la tabla de indicadores de Asiste, cada uno con su fuente. Los cambios valen solo para
            esta remuneración.
          </Alert>
          {missing.length > 0 && (
            <Alert severity="warning">
              {missing.length === 1 && missing[0]
                ? missingParameterWarning(missing[0])
                : `Faltan valores de ${monthName(period)}: ${missing.map((m) => m.label).join(', ')}. Ingrésalos para esta remuneración.`}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {PARAM_FIELDS.map((field) => {
              const name = sourceOf(field);
              return (
                <FormTextField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  required
                  helperText={
                    <FieldSource
                      source={sources[name]}
                      missing={missingOf(name)}
                      platform={platformOf(field)}
                      period={period}
                    />
                  }
                  inputProps={{ inputMode: 'decimal' }}
                />
              );
            })}
          </Box>
          <Typography variant="subtitle2" component="h3">
            Impuesto único de segunda categoría (tabla mensual, en UTM)
          </Typography>
          <Typography variant="caption" color="textSecondary">
            <SourceName source={sources.taxBrackets} />
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
          {params.familyAllowance && params.familyAllowance.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3">
                Asignación familiar (monto por carga según el ingreso del mes)
              </Typography>
              <Typography variant="caption" color="textSecondary">
                <SourceName source={sources.familyAllowance} />
              </Typography>
              <Table size="small" aria-label="Tramos de asignación familiar">
                <TableHead>
                  <TableRow>
                    <TableCell>Tramo</TableCell>
                    <TableCell>Ingreso hasta</TableCell>
                    <TableCell align="right">Monto por carga</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {params.familyAllowance.map((bracket) => (
                    <TableRow key={bracket.tramo}>
                      <TableCell>{bracket.tramo}</TableCell>
                      <TableCell>
                        {bracket.upToIncome === null ? 'y más' : formatCLP(bracket.upToIncome)}
                      </TableCell>
                      <TableCell align="right">{formatCLP(bracket.amountPerCharge)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}
