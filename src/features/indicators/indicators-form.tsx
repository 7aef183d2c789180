/**
 * One month's indicators in /admin/indicadores: for each parameter, the value the platform stores and its source
 * (name and https link), beside the value Asiste's own table has for the month. An empty value stores nothing: the
 * table's holds. A failed save keeps everything as typed.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';

import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { formatNumber } from '../../domain/format/numbers';
import { monthName } from '../../domain/payroll/indicators';
import { payrollParametersFor, type ParameterSource } from '../../domain/payroll/parameters';
import {
  STORED_INDICATOR_RULES,
  STORED_INDICATORS,
  STORED_SOURCE_LIMITS,
  type StoredIndicatorName,
  type StoredIndicatorValues,
} from '../../domain/payroll/stored-indicators';
import {
  formValuesOf,
  sourceNameMessage,
  sourceUrlMessage,
  valueMessage,
  type IndicatorFormValues,
} from './indicator-values';

/** The value Asiste's table has for the month, and where it comes from. */
function tableValue(name: StoredIndicatorName, period: string): { value: number; source: ParameterSource } {
  const table = payrollParametersFor(period);
  const value = name === 'sisPercent' ? table.employer.sisPercent : table.params[name];
  return { value, source: table.sources[name] };
}

function TableValue({ name, period }: { name: StoredIndicatorName; period: string }) {
  const { value, source } = tableValue(name, period);
  const link = source.url ? (
    <Link href={source.url} target="_blank" rel="noopener noreferrer">
      {source.name}
    </Link>
  ) : (
    source.name
  );
  return (
    <Typography variant="body2" color="textSecondary">
      {source.missing ? (
        <>
          Tabla de Asiste: sin valor propio para {monthName(period)} (propone {formatNumber(value)}, de{' '}
          {monthName(source.from)}).
        </>
      ) : (
        <>
          Tabla de Asiste: {formatNumber(value)} ({link}).
        </>
      )}
    </Typography>
  );
}

export interface IndicatorsFormProps {
  period: string;
  stored: StoredIndicatorValues | null;
  outcome: FormOutcome | null;
  onSave: (values: IndicatorFormValues) => Promise<void>;
}

export function IndicatorsForm({ period, stored, outcome, onSave }: IndicatorsFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<IndicatorFormValues>({ defaultValues: formValuesOf(stored), mode: 'onTouched' });

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label={`Indicadores de ${monthName(period)}`}
      onSubmit={handleSubmit(onSave)}
    >
      {STORED_INDICATORS.map((name) => {
        const label = STORED_INDICATOR_RULES[name].label;
        const error = errors[name];
        return (
          <Box component="fieldset" key={name} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 2fr' } }}>
              <TextField
                label={label}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(error?.value)}
                helperText={error?.value?.message ?? 'Vacío: se usa el de la tabla de Asiste.'}
                {...register(`${name}.value`, { validate: (text) => valueMessage(name, text) ?? true })}
              />
              <TextField
                label={`Fuente: ${label}`}
                fullWidth
                slotProps={{ htmlInput: { maxLength: STORED_SOURCE_LIMITS.name } }}
                error={Boolean(error?.sourceName)}
                helperText={error?.sourceName?.message ?? 'Nombre corto, como «SII, UTM 2026».'}
                {...register(`${name}.sourceName`, {
                  validate: (text) => sourceNameMessage({ ...getValues(name), sourceName: text }) ?? true,
                })}
              />
              <TextField
                label={`Enlace de la fuente: ${label}`}
                type="url"
                fullWidth
                error={Boolean(error?.sourceUrl)}
                helperText={error?.sourceUrl?.message ?? 'Opcional: la página que publica el valor.'}
                {...register(`${name}.sourceUrl`, { validate: (text) => sourceUrlMessage(text) ?? true })}
              />
            </Box>
            <TableValue name={name} period={period} />
          </Box>
        );
      })}
      {Object.keys(errors).length > 0 && (
        <Alert severity="error">Revisa los campos marcados antes de guardar.</Alert>
      )}
      <FormFooter outcome={outcome} label="Guardar indicadores" disabled={isSubmitting} />
    </Stack>
  );
}
