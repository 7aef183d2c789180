import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { DRAWER_WIDTH, textShade } from '../../lib/theme';
import { CountBadge } from './count-badge';
import { awaitingLabel, BADGED_PATH, useAwaitingCorrections } from './history-badge';
import { isCurrentPath, isGroup, type MenuEntry, type MenuItem } from './menus';

interface NavDrawerProps {
  open: boolean;
  menu: readonly MenuEntry[];
  /** The signed-in member's company, under the product's name (the top bar hides it on narrow phones). */
  companyName: string | null;
  onClose: () => void;
}

function Item({
  item,
  onClose,
  nested,
  awaiting,
}: {
  item: MenuItem;
  onClose: () => void;
  nested?: boolean;
  /** Corrections waiting for the worker: a badge on `Mi historial`. */
  awaiting: number;
}) {
  const { pathname } = useLocation();
  const current = isCurrentPath(item.path, pathname);
  const badged = item.path === BADGED_PATH && awaiting > 0;
  // Each link in its own <li>: a list holds list items only.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        onClick={onClose}
        selected={current}
        aria-current={current ? 'page' : undefined}
        aria-label={badged ? `${item.label}: ${awaitingLabel(awaiting)}` : undefined}
        sx={(theme) => ({
          ...(nested ? { pl: 4 } : {}),
          // Not by colour alone: the current entry also gets a bar at its start and a bolder label.
          '&.Mui-selected': {
            boxShadow: `inset 4px 0 0 ${textShade(theme.palette, theme.palette.primary)}`,
            '& .MuiListItemText-primary': { fontWeight: 700 },
          },
        })}
      >
        <ListItemText primary={item.label} />
        {badged && <CountBadge count={awaiting} />}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Temporary drawer (spec §2), width 256, with the signed-in role's menu. The header stays put and the menu
 * scrolls beneath it, so every entry (Configuración, the superuser's group) is reachable on a short screen; the
 * current entry is scrolled into view when the drawer opens.
 */
export function NavDrawer({ open, menu, companyName, onClose }: NavDrawerProps) {
  const awaiting = useAwaitingCorrections();
  // Scrolls the menu itself, never the page (which scrollIntoView might).
  const scrollToCurrent = useCallback((nav: HTMLElement | null) => {
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const below = current.getBoundingClientRect().bottom - nav.getBoundingClientRect().bottom;
    if (below > 0) nav.scrollTop += below;
  }, []);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, overflow: 'hidden' } } }}
    >
      <Box sx={{ px: 2, py: 1.5, flexShrink: 0, borderBottom: 1, borderColor: 'divider' }}>
        <Typography
          variant="h6"
          component="p"
          sx={(theme) => ({ color: textShade(theme.palette, theme.palette.primary), fontWeight: 700 })}
        >
          Asiste
        </Typography>
        {companyName && (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {companyName}
          </Typography>
        )}
      </Box>
      <Box
        component="nav"
        aria-label="Menú principal"
        ref={scrollToCurrent}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        <List>
          {menu.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.group}>
                <List subheader={<ListSubheader disableSticky>{entry.group}</ListSubheader>} disablePadding>
                  {entry.items.map((item) => (
                    <Item key={item.path} item={item} onClose={onClose} nested awaiting={awaiting} />
                  ))}
                </List>
              </li>
            ) : (
              <Item key={entry.path} item={entry} onClose={onClose} awaiting={awaiting} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
