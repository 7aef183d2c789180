import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { FormDialog } from '../../components/form-dialog';
import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { PersonOption } from '../../components/person-picker';
import type { ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { usePatterns } from '../../data/queries/patterns';
import { patternSchema, type PatternInput, type PatternValues } from './pattern-schema';

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

/** `Aplicar patrón`: the tenant's patterns are read only when it opens. */
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
  const defaults: PatternInput = {
    patternId: list.length === 1 ? (list[0]?.id ?? '') : '',
    from,
    to,
    people: initialPeople.map((userId) => ({ userId, start: '1' })),
  };
  return (
    <FormDialog<PatternInput, PatternValues>
      open={open}
      title="Aplicar patrón"
      schema={schema}
      defaultValues={defaults}
      onSubmit={async (values) => {
        const pattern = list.find((p) => p.id === values.patternId);
        if (pattern) await onApply(pattern, values);
      }}
      onClose={onClose}
      submitLabel="Aplicar"
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
  patterns,
  people,
  cycleLength,
}: {
  control: Control<PatternInput, unknown, PatternValues>;
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
    </>
  );
}
