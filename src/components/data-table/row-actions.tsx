import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

import type { RowAction } from './types';

interface RowActionsProps<Row> {
  row: Row;
  actions: readonly RowAction<Row>[];
  /** The row's name for a screen reader, if the table has one. */
  label: string | undefined;
}

/**
 * One action: a text button, named with the row ('Editar Ana Pérez') so a list of buttons read out of the
 * table still says which row each acts on. Several: one 'Acciones de …' button opening a menu.
 */
export function RowActions<Row>({ row, actions, label }: RowActionsProps<Row>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const [only] = actions;
  if (actions.length === 1 && only) {
    return (
      <Button
        size="small"
        startIcon={only.icon}
        disabled={only.disabled?.(row) ?? false}
        onClick={() => only.onClick(row)}
        aria-label={label === undefined ? undefined : `${only.label} ${label}`}
        sx={{ minHeight: 40 }}
      >
        {only.label}
      </Button>
    );
  }
  const open = anchor !== null;
  return (
    <>
      <IconButton
        aria-label={label === undefined ? 'Acciones' : `Acciones de ${label}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled?.(row) ?? false}
            onClick={() => {
              setAnchor(null);
              action.onClick(row);
            }}
            sx={{ minHeight: 48 }}
          >
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
