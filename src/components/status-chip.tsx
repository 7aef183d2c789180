import './status-chip.css';

import { useTheme, type Theme } from '@mui/material/styles';

import { statusColors, type StatusTone } from './status-colors';

export type { StatusTone };

export interface StatusChipProps {
  label: string;
  tone: StatusTone;
  size?: 'small' | 'medium';
}

/** Each theme's colours per tone, computed once: statusColors parses colours and weighs contrasts. */
const colorsByTheme = new WeakMap<Theme, Map<StatusTone, ReturnType<typeof statusColors>>>();

function toneColors(theme: Theme, tone: StatusTone): ReturnType<typeof statusColors> {
  let byTone = colorsByTheme.get(theme);
  if (byTone === undefined) {
    byTone = new Map();
    colorsByTheme.set(theme, byTone);
  }
  let colors = byTone.get(tone);
  if (colors === undefined) {
    colors = statusColors(theme, tone);
    byTone.set(tone, colors);
  }
  return colors;
}

/**
 * A state in words ('Presente', 'Atrasado', 'Ausente'): the label carries the meaning, the colour only repeats
 * it, and reaches AA contrast in both themes (status-colors.ts).
 */
export function StatusChip({ label, tone, size = 'small' }: StatusChipProps) {
  const theme = useTheme();
  return (
    <span
      className={size === 'small' ? 'status-chip' : 'status-chip status-chip--medium'}
      style={toneColors(theme, tone)}
    >
      <span>{label}</span>
    </span>
  );
}
