import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A small count over an icon or after a label (`Mi historial` ➊), hidden from screen readers: the link it sits
 * in says the count in words. A span rather than MUI's Badge, which would add its code to every route.
 */
export function CountBadge({ count, children }: { count: number; children?: ReactNode }) {
  const badge = (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        minWidth: 20,
        height: 20,
        px: 0.5,
        borderRadius: 10,
        bgcolor: theme.palette.error.main,
        color: theme.palette.error.contrastText,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
        ...(children === undefined ? { ml: 1 } : { position: 'absolute', top: -6, right: -10 }),
      })}
    >
      {count}
    </Box>
  );
  if (children === undefined) return badge;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {badge}
    </Box>
  );
}
