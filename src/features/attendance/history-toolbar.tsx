import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

import type { CalendarPeriodKind as PeriodKind } from '../../domain/calendar/periods';

interface HistoryToolbarProps {
  kind: PeriodKind;
  title: string;
  onKind: (kind: PeriodKind) => void;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}

const TOUCH = { minHeight: 48 };

/** Week / month toggle, previous / today / next, and the period's heading (announced when it changes). */
export function HistoryToolbar({ kind, title, onKind, onPrevious, onToday, onNext }: HistoryToolbarProps) {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={kind}
        aria-label="Ver por"
        onChange={(_event, value: PeriodKind | null) => {
          if (value) onKind(value);
        }}
      >
        <ToggleButton value="week" sx={TOUCH}>
          Semana
        </ToggleButton>
        <ToggleButton value="month" sx={TOUCH}>
          Mes
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} component="nav" aria-label="Cambiar periodo">
        <Button
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
          onClick={onPrevious}
          sx={{ ...TOUCH, flex: 1 }}
        >
          Anterior
        </Button>
        <Button variant="outlined" onClick={onToday} sx={{ ...TOUCH, flex: 1 }}>
          Hoy
        </Button>
        <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={onNext} sx={{ ...TOUCH, flex: 1 }}>
          Siguiente
        </Button>
      </Stack>
      <Typography variant="h6" component="h2" aria-live="polite">
        {title}
      </Typography>
    </Stack>
  );
}
