import '../status-chip.css';
import './plain-controls.css';

import type { StatusTone } from '../status-colors';

/**
 * StatusChip (status-chip.tsx) for the screens without MUI: the same chip, its tone's colours from plain-theme.css
 * (checked against status-colors.ts by plain-theme.test.ts) instead of computed from the MUI theme.
 */
export function PlainStatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`status-chip plain-status--${tone}`}>
      <span>{label}</span>
    </span>
  );
}
