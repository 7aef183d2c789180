import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { ThemeProvider, getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';

import { blendColors } from '../components/status-colors';
import { withEmotionStyles } from '../testing/emotion-styles';
import { createAppTheme, focusRing, surfacesOf, textShade } from './theme';

// These tests read the colours MUI's CSS gives: its style tags stay in the document.
withEmotionStyles();

const MODES = ['light', 'dark'] as const;
const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('the themes', () => {
  it.each(MODES)('keep the spec colours in the %s theme (spec §9)', (mode) => {
    const { palette } = createAppTheme(mode);
    expect(palette.primary.main).toBe('#1976d2');
    expect(palette.secondary.main).toBe('#42a5f5');
  });

  describe('text in a colour', () => {
    for (const mode of MODES) {
      const { palette } = createAppTheme(mode);
      for (const color of COLORS) {
        it(`${color} reaches AA on every surface of the ${mode} theme, dialogs included`, () => {
          const shade = textShade(palette, palette[color]);
          for (const surface of surfacesOf(palette)) {
            expect(getContrastRatio(shade, surface)).toBeGreaterThanOrEqual(4.5);
          }
        });
      }
    }

    it('keeps the main shade where it already reads (the spec primary on white)', () => {
      const { palette } = createAppTheme('light');
      expect(textShade(palette, palette.primary)).toBe('#1976d2');
    });

    it("lightens the dark theme's primary, which reads on #121212 but not on a dialog's lighter paper", () => {
      const { palette } = createAppTheme('dark');
      const [page, dialog] = surfacesOf(palette);
      expect(page).toBe('#121212');
      expect(getContrastRatio('#1976d2', dialog ?? '')).toBeLessThan(3);
      expect(textShade(palette, palette.primary)).not.toBe('#1976d2');
    });
  });

  describe('the focus ring', () => {
    for (const mode of MODES) {
      const { palette } = createAppTheme(mode);
      const ring = String(focusRing(palette).outline).replace('2px solid ', '');

      it(`is a 2 px outline with 3:1 at least on every surface and selected item of the ${mode} theme`, () => {
        expect(focusRing(palette)).toEqual({ outline: `2px solid ${ring}`, outlineOffset: 2 });
        expect(focusRing(palette, true).outlineOffset).toBe(-2);
        for (const surface of surfacesOf(palette)) {
          const selected = blendColors(surface, palette.primary.main, palette.action.selectedOpacity);
          expect(getContrastRatio(ring, surface)).toBeGreaterThanOrEqual(3);
          expect(getContrastRatio(ring, selected)).toBeGreaterThanOrEqual(3);
        }
      });

      it(`is the bar's text colour on the ${mode} app bar, 3:1 at least on its blue`, () => {
        expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(
          4.5,
        );
      });
    }
  });
});

describe('the themes in components', () => {
  it('a dialog action in the dark theme is in the lightened primary, AA on the dialog', () => {
    const theme = createAppTheme('dark');
    render(
      <ThemeProvider theme={theme}>
        <Dialog open>
          <DialogActions>
            <Button>Cerrar</Button>
          </DialogActions>
        </Dialog>
      </ThemeProvider>,
    );
    const color = textShade(theme.palette, theme.palette.primary);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveStyle({ color });
  });

  it('the dark app bar is the plain spec blue, without the elevation overlay that lowers white text to 4:1', () => {
    const theme = createAppTheme('dark');
    render(
      <ThemeProvider theme={theme}>
        <AppBar color="primary" enableColorOnDark>
          Asiste
        </AppBar>
      </ThemeProvider>,
    );
    const bar = screen.getByRole('banner');
    const style = getComputedStyle(bar);
    expect(style.getPropertyValue('--AppBar-background')).toBe(theme.palette.primary.main);
    expect(style.backgroundImage).toBe('none');
    // What the overlay would do: 9% white over the blue.
    const overlaid = blendColors(theme.palette.primary.main, '#ffffff', 0.09);
    expect(getContrastRatio('#ffffff', overlaid)).toBeLessThan(4.5);
  });
});
