import Chip from '@mui/material/Chip';

import { statusColors, type StatusTone } from './status-colors';

export type { StatusTone };

export interface StatusChipProps {
  label: string;
  tone: StatusTone;
  size?: 'small' | 'medium';
}

/**
 * A state in words ('Presente', 'Atrasado', 'Ausente'): the label carries the meaning, the colour only repeats
 * it, and reaches AA contrast in both themes (status-colors.ts).
 */
export function StatusChip({ label, tone, size = 'small' }: StatusChipProps) {
  return (
    <Chip label={label} size={size} sx={(theme) => ({ ...statusColors(theme, tone), fontWeight: 600 })} />
  );
}
