import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

import type { CalendarPeriodKind as AgendaView } from '../../domain/calendar/periods';

interface AgendaToolbarProps {
  view: AgendaView;
  title: string;
  onView: (view: AgendaView) => void;
  onMove: (step: number) => void;
  onToday: () => void;
}

/** View toggle, previous / today / next, and the period's title (announced when it changes). */
export function AgendaToolbar({ view, title, onView, onMove, onToday }: AgendaToolbarProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={view}
          aria-label="Vista"
          onChange={(_, next: AgendaView | null) => next && onView(next)}
        >
          <ToggleButton value="week" sx={{ minHeight: 48, px: 2 }}>
            Semana
          </ToggleButton>
          <ToggleButton value="month" sx={{ minHeight: 48, px: 2 }}>
            Mes
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label="Anterior" onClick={() => onMove(-1)} sx={{ width: 48, height: 48 }}>
          <ChevronLeftIcon />
        </IconButton>
        <Button variant="outlined" onClick={onToday} sx={{ minHeight: 48, minWidth: 56 }}>
          Hoy
        </Button>
        <IconButton aria-label="Siguiente" onClick={() => onMove(1)} sx={{ width: 48, height: 48 }}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ mt: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
    </Box>
  );
}
