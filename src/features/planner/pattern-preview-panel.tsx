import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { ZodType } from 'zod';

import type { PersonOption } from '../../components/person-picker';
import type { ShiftPattern } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { useShifts } from '../../data/queries/shifts';
import { daysOffLabel, patternPreview, shiftsLabel, type PatternPreview } from './pattern-preview';
import { useRangeHolidays } from './pattern-preview-holidays';
import { isPatternRange, type PatternFormValues, type PatternInput } from './pattern-schema';

export interface PatternPreviewPanelProps {
  control: Control<PatternInput, unknown, PatternFormValues>;
  schema: ZodType<PatternFormValues, PatternInput>;
  patterns: readonly WithId<ShiftPattern>[];
  people: readonly PersonOption[];
}

type PanelState =
  | { status: 'incomplete' | 'loading' | 'error'; preview: null }
  | { status: 'ready'; preview: PatternPreview };

const MESSAGES = {
  incomplete: 'Elige el patrón, las personas y el rango para ver lo que se escribirá.',
  loading: 'Buscando los feriados del rango…',
  error: 'No se pudieron leer los feriados del rango. Cambia el rango o cierra e inténtalo de nuevo.',
};

/**
 * `Vista previa` of `Aplicar patrón`: what the choices write, worked out again at each change; the totals and the
 * holidays are a live region, so a screen reader hears them change.
 */
export function PatternPreviewPanel({ control, schema, patterns, people }: PatternPreviewPanelProps) {
  const headingId = useId();
  const input = useWatch({ control });
  const from = input.from ?? '';
  const to = input.to ?? '';
  const range = useMemo(() => (isPatternRange(from, to) ? { from, to } : null), [from, to]);
  const holidays = useRangeHolidays(range);
  const shifts = useShifts();

  const state = useMemo((): PanelState => {
    const parsed = schema.safeParse(input);
    const pattern = parsed.success ? patterns.find((p) => p.id === parsed.data.patternId) : undefined;
    if (!parsed.success || !pattern) return { status: 'incomplete', preview: null };
    if (holidays.isError || shifts.isError) return { status: 'error', preview: null };
    if (!holidays.data || !shifts.data) return { status: 'loading', preview: null };
    const shiftNames = new Map(shifts.data.map((shift) => [shift.id, shift.name]));
    const names = new Map(people.map((person) => [person.id, person.name]));
    const preview = patternPreview({
      pattern,
      values: parsed.data,
      holidays: holidays.data,
      shiftName: (id) => shiftNames.get(id) ?? null,
      personName: (id) => names.get(id) ?? id,
    });
    return { status: 'ready', preview };
  }, [input, schema, patterns, people, holidays.isError, holidays.data, shifts.isError, shifts.data]);

  const { preview } = state;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        Vista previa
      </Typography>
      <Box role="status" aria-live="polite">
        <Typography variant="body2" color={state.status === 'error' ? 'error' : undefined}>
          {preview ? `${preview.summary} ${preview.holidaysText}` : MESSAGES[state.status]}
        </Typography>
      </Box>
      {preview && (
        <Box component="ul" aria-label="Vista previa por persona" sx={{ m: 0, pl: 2.5 }}>
          {preview.people.map((person) => (
            <Typography component="li" variant="body2" key={person.userId} sx={{ mb: 0.5 }}>
              <strong>{person.name}</strong>: {shiftsLabel(person.shifts)} y {daysOffLabel(person.daysOff)}
              <br />
              {person.firstWeek}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
