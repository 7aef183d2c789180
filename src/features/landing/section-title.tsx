import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's h2, the name its landmark is announced by (`aria-labelledby`). */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      variant="h4"
      component="h2"
      sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, mb: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      {children}
    </Typography>
  );
}
