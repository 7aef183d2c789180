import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { actionErrorMessage } from '../../components/action-error';
import { FormDialog } from '../../components/form-dialog';
import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { PersonOption } from '../../components/person-picker';
import type { ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { usePatterns } from '../../data/queries/patterns';
import { followsTheWeek } from '../../domain/planning/patterns';
import { HolidaysReadError, useFetchRangeHolidays } from './pattern-preview-holidays';
import { PatternPreviewPanel } from './pattern-preview-panel';
import {
  patternSchema,
  type PatternFormValues,
  type PatternInput,
  type PatternValues,
} from './pattern-schema';
import { PlannerWriteFailure } from './write-failure';

type PatternControl = Control<PatternInput, unknown, PatternFormValues>;

export interface PatternDialogProps {
  open: boolean;
  people: readonly PersonOption[];
  /** The people preselected (those of the grid's selection). */
  initialPeople: readonly string[];
  /** The range proposed (the shown days). */
  from: string;
  to: string;
  onApply: (pattern: WithId<ShiftPattern>, values: PatternValues) => Promise<void>;
  onClose: () => void;
}

/**
 * `Aplicar patrón`: the tenant's patterns are read only when it opens, the holidays of its range while it is open
 * (a preview shows what will be written); `Aplicar` writes drafts only, holidays left off unless ticked.
 */
export function PatternDialog({
  open,
  people,
  initialPeople,
  from,
  to,
  onApply,
  onClose,
}: PatternDialogProps) {
  const patterns = usePatterns({ enabled: open });
  const list = useMemo(() => patterns.data ?? [], [patterns.data]);
  const schema = useMemo(() => patternSchema(list), [list]);
  const fetchHolidays = useFetchRangeHolidays();
  const defaults: PatternInput = {
    patternId: list.length === 1 ? (list[0]?.id ?? '') : '',
    from,
    to,
    anchor: 'week',
    workHolidays: false,
    people: initialPeople.map((userId) => ({ userId, start: '1' })),
  };
  return (
    <FormDialog<PatternInput, PatternFormValues>
      open={open}
      title="Aplicar patrón"
      schema={schema}
      defaultValues={defaults}
      onSubmit={async (values) => {
        const pattern = list.find((p) => p.id === values.patternId);
        if (!pattern) return;
        // Read for the range applied (cached when the preview showed it), even when holidays are worked too.
        const holidays = await fetchHolidays(values.from, values.to);
        await onApply(pattern, { ...values, holidays: holidays.map((holiday) => holiday.day) });
      }}
      onClose={onClose}
      submitLabel="Aplicar"
      saveErrorMessage={(error) =>
        error instanceof HolidaysReadError
          ? 'No se pudieron leer los feriados del rango. Inténtalo de nuevo.'
          : error instanceof PlannerWriteFailure
            ? error.failure.text
            : actionErrorMessage(error)
      }
    >
      {({ control, watch }) =>
        patterns.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label="Cargando patrones" />
          </Box>
        ) : patterns.isError ? (
          <Alert severity="error" role="alert">
            No se pudieron cargar los patrones. Cierra e inténtalo de nuevo.
          </Alert>
        ) : list.length === 0 ? (
          <Typography>
            Aún no hay patrones. Créalos en{' '}
            <Link component={RouterLink} to="/turnos">
              Turnos
            </Link>
            , pestaña Patrones.
          </Typography>
        ) : (
          <PatternFields
            control={control}
            schema={schema}
            patterns={list}
            people={people}
            cycleLength={list.find((p) => p.id === watch('patternId'))?.days.length ?? null}
          />
        )
      }
    </FormDialog>
  );
}

function PatternFields({
  control,
  schema,
  patterns,
  people,
  cycleLength,
}: {
  control: PatternControl;
  schema: ReturnType<typeof patternSchema>;
  patterns: readonly WithId<ShiftPattern>[];
  people: readonly PersonOption[];
  cycleLength: number | null;
}) {
  const { fields, replace } = useFieldArray({ control, name: 'people' });
  const byId = useMemo(() => new Map(people.map((p) => [p.id, p])), [people]);
  const options = patterns.map((p) => ({
    value: p.id,
    label: `${p.name} (${p.days.length} ${p.days.length === 1 ? 'día' : 'días'})`,
  }));
  return (
    <>
      <FormSelectField control={control} name="patternId" label="Patrón" required options={options} />
      <Controller
        control={control}
        name="people"
        render={({ field, fieldState }) => {
          const chosen = field.value.flatMap((row) => {
            const person = byId.get(row.userId);
            return person ? [person] : [];
          });
          return (
            <Autocomplete
              multiple
              options={people}
              value={chosen}
              getOptionLabel={(person) => person.name}
              getOptionKey={(person) => person.id}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, next) => {
                const starts = new Map(field.value.map((row) => [row.userId, row.start]));
                replace(next.map((person) => ({ userId: person.id, start: starts.get(person.id) ?? '1' })));
              }}
              onBlur={field.onBlur}
              noOptionsText="Sin resultados"
              openText="Abrir"
              closeText="Cerrar"
              clearText="Borrar"
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label="Personas"
                  required
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message ?? fieldState.error?.root?.message}
                />
              )}
            />
          );
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDayField control={control} name="from" label="Desde" required />
        <FormDayField control={control} name="to" label="Hasta" required />
      </Box>
      <CycleOptions control={control} cycleLength={cycleLength} />
      {fields.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Comenzar en el día N del ciclo
            {cycleLength !== null ? ` (1 a ${cycleLength})` : ''}
          </Typography>
          {fields.map((row, i) => (
            <FormTextField
              key={row.id}
              control={control}
              name={`people.${i}.start`}
              label={byId.get(row.userId)?.name ?? row.userId}
              type="number"
              inputProps={{ min: 1, max: cycleLength ?? 28, inputMode: 'numeric' }}
            />
          ))}
        </Box>
      )}
      <PatternPreviewPanel control={control} schema={schema} patterns={patterns} people={people} />
    </>
  );
}

/** Where the cycle is counted from (only a cycle of whole weeks may follow the week) and the holidays. */
function CycleOptions({ control, cycleLength }: { control: PatternControl; cycleLength: number | null }) {
  const anchorLabel = useId();
  return (
    <>
      {cycleLength !== null && followsTheWeek(cycleLength) && (
        <Controller
          control={control}
          name="anchor"
          render={({ field }) => (
            <Box>
              <Typography id={anchorLabel} variant="subtitle2">
                Inicio del ciclo
              </Typography>
              <RadioGroup
                aria-labelledby={anchorLabel}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value === 'start' ? 'start' : 'week')}
                onBlur={field.onBlur}
              >
                <FormControlLabel
                  value="week"
                  control={<Radio />}
                  label="El día N del ciclo cae en el lunes de la semana de Desde"
                />
                <FormControlLabel
                  value="start"
                  control={<Radio />}
                  label="El día N del ciclo cae en la fecha Desde"
                />
              </RadioGroup>
            </Box>
          )}
        />
      )}
      <Controller
        control={control}
        name="workHolidays"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label="Asignar turnos también en feriados"
          />
        )}
      />
    </>
  );
}
