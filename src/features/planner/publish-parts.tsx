/** The publish dialog's parts: which range it publishes, and the errors that ask for `PUBLICAR` to be typed. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { DayRangePicker } from '../../components/day-range-picker';
import type { PlanConflict } from '../../domain/planning/conflicts';
import { conflictsText } from './cell-label';
import { conflictText } from './conflicts-panel';
import { shownDay, type PlannerRange } from './planner-repository';
import { CONFIRM_WORD, draftsLabel } from './publish-range';

/** Errors listed in the dialog; the rest are counted. */
const ERRORS_LISTED = 8;

/** `del 01-12-2026 al 31-12-2026`. */
function rangeText(range: PlannerRange): string {
  return `del ${shownDay(range.from)} al ${shownDay(range.to)}`;
}

/** The whole period in view, or a range of days inside it; then which range and how many drafts. */
export function PublishScope({
  view,
  month,
  range,
  count,
  disabled,
  onChange,
}: {
  view: PlannerRange;
  month: boolean;
  range: PlannerRange;
  count: number;
  disabled: boolean;
  onChange: (range: PlannerRange) => void;
}) {
  const labelId = useId();
  const [scope, setScope] = useState<'view' | 'range'>('view');
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2">
        Qué publicar
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={scope}
        onChange={(event) => {
          const next = event.target.value === 'range' ? 'range' : 'view';
          setScope(next);
          if (next === 'view') onChange(view);
        }}
      >
        <FormControlLabel
          value="view"
          control={<Radio />}
          disabled={disabled}
          label={`${month ? 'Todo el mes en vista' : 'Toda la semana en vista'} (${rangeText(view)})`}
        />
        <FormControlLabel value="range" control={<Radio />} disabled={disabled} label="Un rango de fechas" />
      </RadioGroup>
      {scope === 'range' && (
        <Box sx={{ mt: 1 }}>
          <DayRangePicker
            from={range.from}
            to={range.to}
            min={view.from}
            max={view.to}
            label="Rango a publicar"
            onChange={onChange}
          />
        </Box>
      )}
      <Typography sx={{ mt: 1, fontWeight: 600 }}>
        Se publica {rangeText(range)}: {draftsLabel(count)}.
      </Typography>
    </Box>
  );
}

/** The plan's errors in the range, listed, and the field where `PUBLICAR` is typed to publish anyway. */
export function PublishErrors({
  errors,
  personName,
  typed,
  onTyped,
  error,
  disabled,
}: {
  errors: readonly PlanConflict[];
  personName: (userId: string) => string;
  typed: string;
  onTyped: (typed: string) => void;
  /** Shown after a submit without the word. */
  error: string | null;
  disabled: boolean;
}) {
  const listed = errors.slice(0, ERRORS_LISTED);
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        El plan tiene {conflictsText(errors.length)} graves en el rango:
      </Typography>
      <Box component="ul" aria-label="Conflictos graves" sx={{ my: 1, pl: 2.5 }}>
        {listed.map((conflict) => (
          <Typography
            component="li"
            variant="body2"
            key={`${conflict.userId}|${conflict.day}|${conflict.kind}`}
          >
            {conflictText(conflict, personName(conflict.userId))}
          </Typography>
        ))}
        {errors.length > listed.length && (
          <Typography component="li" variant="body2">
            Y {errors.length - listed.length} más.
          </Typography>
        )}
      </Box>
      <TextField
        label={`Escribe ${CONFIRM_WORD} para publicar igual`}
        required
        fullWidth
        size="small"
        value={typed}
        onChange={(event) => onTyped(event.target.value)}
        error={error !== null}
        helperText={error ?? 'Las personas verán estos turnos aunque no cumplan las reglas.'}
        disabled={disabled}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ mt: 1, bgcolor: 'background.paper' }}
      />
    </Alert>
  );
}
