import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';

import { createAppTheme } from '../lib/theme';
import { useThemeStore } from '../stores/theme-store';
import { StatusChip } from './status-chip';
import { AA_TEXT, blendColors, flatten, statusColors, type StatusTone } from './status-colors';

const TONES: readonly StatusTone[] = ['success', 'warning', 'error', 'info', 'neutral'];

describe('StatusChip colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    const theme = createAppTheme(mode);
    for (const tone of TONES) {
      it(`${tone} text reaches AA on its background in the ${mode} theme`, () => {
        const { color, backgroundColor } = statusColors(theme, tone);
        expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  it('computes with opaque colours, as they look on screen', () => {
    expect(blendColors('#ffffff', '#000000', 0.5)).toBe('rgb(128, 128, 128)');
    expect(flatten('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('rgb(128, 128, 128)');
    expect(flatten('#123456', '#ffffff')).toBe('#123456');
  });
});

describe('StatusChip', () => {
  it('shows its label in the tone’s colours, in the saved mode, without a MUI theme', () => {
    useThemeStore.setState({ mode: 'dark' });
    try {
      render(<StatusChip label="Atrasado" tone="warning" />);
      const { color } = statusColors(createAppTheme('dark'), 'warning');
      // The label inherits the chip's text colour (its background is the chip's, checked above through statusColors).
      expect(screen.getByText('Atrasado')).toHaveStyle({ color });
    } finally {
      useThemeStore.setState({ mode: 'light' });
    }
  });
});
