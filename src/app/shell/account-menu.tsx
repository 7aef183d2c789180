import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSessionStore } from '../../stores/session-store';
import { UserAvatar } from '../../components/user-avatar';

interface AccountMenuProps {
  manager: boolean;
  /** `Mi Perfil`: every member has one; the inspector, who is no member, does not. */
  profile?: boolean;
  onLogout: () => void;
}

export function AccountMenu({ manager, profile = true, onLogout }: AccountMenuProps) {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.displayName ?? user?.email ?? '';
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };

  return (
    <>
      <IconButton
        aria-label="Cuenta"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar name={name} photoURL={user?.photoURL} />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {profile && (
          <MenuItem onClick={() => go('/perfil')}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            Mi Perfil
          </MenuItem>
        )}
        {manager && (
          <MenuItem onClick={() => go('/configuracion')}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            Configuración
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Cerrar sesión
        </MenuItem>
      </Menu>
    </>
  );
}
