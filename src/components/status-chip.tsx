import { styled, type Theme } from '@mui/material/styles';

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

/** MUI's Chip (filled, not clickable) drawn as one styled element: a table shows dozens of these at once. */
const Root = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'size',
})<{ tone: StatusTone; size: 'small' | 'medium' }>(({ theme, tone, size }) => ({
  ...toneColors(theme, tone),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: size === 'small' ? 24 : 32,
  borderRadius: size === 'small' ? 12 : 16,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  '& > span': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingLeft: size === 'small' ? 8 : 12,
    paddingRight: size === 'small' ? 8 : 12,
  },
}));

/**
 * A state in words ('Presente', 'Atrasado', 'Ausente'): the label carries the meaning, the colour only repeats
 * it, and reaches AA contrast in both themes (status-colors.ts).
 */
export function StatusChip({ label, tone, size = 'small' }: StatusChipProps) {
  return (
    <Root tone={tone} size={size}>
      <span>{label}</span>
    </Root>
  );
}
