import './status-chip.css';

import { useThemeStore } from '../stores/theme-store';
import type { StatusTone } from './status-colors';
import { STATUS_TOKENS } from './status-tokens';

export type { StatusTone };

export interface StatusChipProps {
  label: string;
  tone: StatusTone;
  size?: 'small' | 'medium';
}

/**
 * A state in words ('Presente', 'Atrasado', 'Ausente'): the label carries the meaning, the colour only repeats
 * it, and reaches AA contrast in both themes (status-colors.ts). One chip for every screen, MUI's or not: plain
 * elements (status-chip.css), its tone's colours in the saved mode from status-tokens.ts, which is generated from
 * the app theme; inline, so that it reads the same in a dialog outside the page's root.
 */
export function StatusChip({ label, tone, size = 'small' }: StatusChipProps) {
  const mode = useThemeStore((s) => s.mode);
  return (
    <span
      className={size === 'small' ? 'status-chip' : 'status-chip status-chip--medium'}
      style={STATUS_TOKENS[mode][tone]}
    >
      <span>{label}</span>
    </span>
  );
}
