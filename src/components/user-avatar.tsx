import Avatar from '@mui/material/Avatar';

import { initials } from '../lib/initials';

interface UserAvatarProps {
  name: string;
  photoURL?: string | null;
  size?: number;
}

/** A person's photo, or up to two initials of the name. */
export function UserAvatar({ name, photoURL, size = 36 }: UserAvatarProps) {
  return (
    <Avatar
      src={photoURL ?? undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: 'secondary.main' }}
    >
      {initials(name)}
    </Avatar>
  );
}
