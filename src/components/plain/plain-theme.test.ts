/**
 * plain-theme.css writes the app theme's colours by hand (the pages without MUI load no theme): each custom
 * property of its light and dark blocks must be the value createAppTheme derives, so a change of the theme
 * cannot leave those pages behind, nor a page add a colour of its own.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { decomposeColor, getOverlayAlpha, type Theme } from '@mui/material/styles';

import { createAppTheme, strongShade, textShade } from '../../lib/theme';
import { statusColors, type StatusTone } from '../status-colors';
import type { ThemeMode } from '../../stores/theme-store';

const css = readFileSync(resolve(import.meta.dirname, 'plain-theme.css'), 'utf8');

/** The custom properties declared in the block of `selector` (a selector at the start of a line). */
function customProperties(selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, `no ${selector} block in plain-theme.css`).toBeGreaterThanOrEqual(0);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const declared: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    if (name !== undefined && value !== undefined) declared[name] = value.trim();
  }
  return declared;
}

/** A colour as [red, green, blue, alpha], whatever its notation (#fff, rgb(), rgba()). */
function rgba(color: string): number[] {
  const { type, values } = decomposeColor(color);
  expect(['rgb', 'rgba']).toContain(type);
  return [values[0], values[1], values[2], values[3] ?? 1];
}

const STATUS_TONES: readonly StatusTone[] = ['success', 'warning', 'error', 'info', 'neutral'];

/** What each property of plain-theme.css stands for in the MUI theme. */
function expected(theme: Theme): Record<string, string> {
  const { palette } = theme;
  const light = palette.mode === 'light';
  // MUI's Alert, standard variant: text and background derived from the severity's light shade.
  const alertText = light ? theme.darken : theme.lighten;
  const alertBackground = light ? theme.lighten : theme.darken;
  return {
    '--plain-bg': palette.background.default,
    '--plain-paper': palette.background.paper,
    '--plain-text': palette.text.primary,
    '--plain-text-secondary': palette.text.secondary,
    '--plain-divider': palette.divider,
    '--plain-primary': palette.primary.main,
    '--plain-primary-dark': palette.primary.dark,
    '--plain-primary-contrast': palette.primary.contrastText,
    '--plain-primary-text': textShade(palette, palette.primary),
    // MUI's Button and Link: the outlined border, its hover tint, the link's underline.
    '--plain-primary-border': theme.alpha(palette.primary.main, 0.5),
    '--plain-primary-hover': theme.alpha(palette.primary.main, palette.action.hoverOpacity),
    '--plain-link-underline': theme.alpha(palette.primary.main, 0.4),
    '--plain-hover': theme.alpha(palette.text.primary, palette.action.hoverOpacity),
    // MUI's IconButton hover.
    '--plain-icon-hover': theme.alpha(palette.action.active, palette.action.hoverOpacity),
    '--plain-focus': palette.action.focus,
    '--plain-action': palette.action.active,
    '--plain-disabled': palette.action.disabled,
    '--plain-disabled-bg': palette.action.disabledBackground,
    // MUI's OutlinedInput draws its border in a colour of its own, by mode (not from the palette).
    '--plain-input-border': light ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
    // MUI's Paper lays white over itself in the dark theme only, more the higher it stands.
    '--plain-paper-overlay-2': theme.alpha('#fff', light ? 0 : getOverlayAlpha(2)),
    '--plain-paper-overlay-3': theme.alpha('#fff', light ? 0 : getOverlayAlpha(3)),
    '--plain-success': palette.success.main,
    '--plain-success-bg': alertBackground(palette.success.light, 0.9),
    '--plain-success-text': alertText(palette.success.light, 0.6),
    // MUI's Chip, color="secondary".
    '--plain-secondary': palette.secondary.main,
    '--plain-secondary-contrast': palette.secondary.contrastText,
    '--plain-warning': palette.warning.main,
    '--plain-warning-bg': alertBackground(palette.warning.light, 0.9),
    '--plain-warning-text': alertText(palette.warning.light, 0.6),
    '--plain-info': palette.info.main,
    '--plain-info-bg': alertBackground(palette.info.light, 0.9),
    '--plain-info-text': alertText(palette.info.light, 0.6),
    '--plain-error': palette.error.main,
    '--plain-error-contrast': palette.error.contrastText,
    '--plain-error-bg': alertBackground(palette.error.light, 0.9),
    '--plain-error-text': alertText(palette.error.light, 0.6),
    // MUI's ToggleButton, color="primary", selected (the theme's stronger shade for its text), and its hover.
    '--plain-primary-strong': strongShade(palette, palette.primary),
    '--plain-primary-selected': theme.alpha(palette.primary.main, palette.action.selectedOpacity),
    '--plain-primary-selected-hover': theme.alpha(
      palette.primary.main,
      palette.action.selectedOpacity + palette.action.hoverOpacity,
    ),
    // /mi-agenda: a selected day's outline, its icons' colours (agendaToneColor), the outlined Chip's border.
    '--plain-primary-light': palette.primary.light,
    '--plain-secondary-strong': strongShade(palette, palette.secondary),
    '--plain-info-strong': strongShade(palette, palette.info),
    '--plain-warning-strong': strongShade(palette, palette.warning),
    '--plain-chip-border': light ? palette.grey[400] : palette.grey[700],
    // StatusChip's colours per tone (status-colors.ts).
    ...Object.fromEntries(
      STATUS_TONES.flatMap((tone) => {
        const { color, backgroundColor } = statusColors(theme, tone);
        return [
          [`--plain-status-${tone}`, color],
          [`--plain-status-${tone}-bg`, backgroundColor],
        ];
      }),
    ),
  };
}

const BLOCKS: readonly [ThemeMode, string][] = [
  ['light', '.plain-page'],
  ['dark', ".plain-page[data-mode='dark']"],
];

/** A font stack with its quotes and spaces evened out: CSS's `'Segoe UI'` is the theme's `"Segoe UI"`. */
const fontStack = (value: string) =>
  value
    .split(',')
    .map((font) => font.trim().replace(/^['"]|['"]$/g, ''))
    .join(',');

describe('plain-theme.css', () => {
  it('has the theme’s font once, in its base block (it does not change with the mode)', () => {
    expect(fontStack(customProperties('.plain-page')['--plain-font'] ?? '')).toBe(
      fontStack(createAppTheme('light').typography.fontFamily ?? ''),
    );
    expect(customProperties(".plain-page[data-mode='dark']")['--plain-font']).toBeUndefined();
  });

  it.each(BLOCKS)('has the %s theme’s colours in its %s block', (mode, selector) => {
    // The font is not a colour: the next test checks it.
    const { '--plain-font': _font, ...declared } = customProperties(selector);
    const theme = expected(createAppTheme(mode));
    expect(Object.keys(declared).sort()).toEqual(Object.keys(theme).sort());
    for (const [name, value] of Object.entries(theme)) {
      expect(rgba(declared[name] ?? ''), `${name} in ${mode}`).toEqual(rgba(value));
    }
  });
});
