import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import type { Shift } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { FREE_LABEL, slotsText } from './cell-label';
import { cellsLabel } from './draft-changes';

export interface SelectionBarProps {
  count: number;
  /** Shifts offered (not archived). */
  shifts: readonly WithId<Shift>[];
  /** Selected cells with a draft: what `Limpiar` would remove. */
  draftCount: number;
  busy: boolean;
  onAssign: (shift: WithId<Shift> | null) => void;
  onClear: () => void;
  onDeselect: () => void;
}

/** `N celdas seleccionadas`: assign a shift or a day off to them, or drop their drafts. */
export function SelectionBar({
  count,
  shifts,
  draftCount,
  busy,
  onAssign,
  onClear,
  onDeselect,
}: SelectionBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const choose = (shift: WithId<Shift> | null) => {
    setAnchor(null);
    onAssign(shift);
  };
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Selección"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, mb: 1.5 }}
    >
      <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>
        {count === 1 ? '1 celda seleccionada' : `${cellsLabel(count)} seleccionadas`}
      </Typography>
      <Button
        id={buttonId}
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 40 }}
      >
        Asignar turno
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {shifts.map((shift) => (
          <MenuItem key={shift.id} onClick={() => choose(shift)} sx={{ minHeight: 44 }}>
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: shift.color,
                mr: 1.5,
                flex: '0 0 12px',
              }}
            />
            <ListItemText primary={shift.name} secondary={slotsText(shift.timeSlots)} />
          </MenuItem>
        ))}
        {shifts.length > 0 && <Divider />}
        <MenuItem onClick={() => choose(null)} sx={{ minHeight: 44 }}>
          <ListItemText primary={FREE_LABEL} />
        </MenuItem>
      </Menu>
      <Button
        variant="outlined"
        disabled={busy || draftCount === 0}
        onClick={onClear}
        title="Quita los borradores de las celdas seleccionadas: vuelven a lo publicado"
        sx={{ minHeight: 40 }}
      >
        Limpiar
      </Button>
      <IconButton aria-label="Quitar selección" onClick={onDeselect} sx={{ ml: 'auto' }}>
        <CloseIcon />
      </IconButton>
    </Paper>
  );
}
