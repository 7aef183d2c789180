import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { DRAWER_WIDTH } from '../../lib/theme';
import { isCurrentPath, isGroup, type MenuEntry, type MenuItem } from './menus';

interface NavDrawerProps {
  open: boolean;
  menu: readonly MenuEntry[];
  onClose: () => void;
}

function Item({ item, onClose, nested }: { item: MenuItem; onClose: () => void; nested?: boolean }) {
  const { pathname } = useLocation();
  const current = isCurrentPath(item.path, pathname);
  // Each link in its own <li>: a list holds list items only.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        onClick={onClose}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={nested ? { pl: 4 } : undefined}
      >
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** Temporary drawer (spec §2), width 256, with the signed-in role's menu. */
export function NavDrawer({ open, menu, onClose }: NavDrawerProps) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: false }}>
      <Box component="nav" aria-label="Menú principal" sx={{ width: DRAWER_WIDTH }}>
        <Typography
          variant="h6"
          component="p"
          sx={{ px: 2, py: 1.5, color: 'primary.main', fontWeight: 700 }}
        >
          Asiste
        </Typography>
        <List>
          {menu.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.group}>
                <List subheader={<ListSubheader disableSticky>{entry.group}</ListSubheader>} disablePadding>
                  {entry.items.map((item) => (
                    <Item key={item.path} item={item} onClose={onClose} nested />
                  ))}
                </List>
              </li>
            ) : (
              <Item key={entry.path} item={entry} onClose={onClose} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
