/**
 * landing.css writes the app theme's colours by hand (the page loads no MUI): each custom property of its light
 * and dark blocks must be the value createAppTheme derives, so a change of the theme cannot leave the landing
 * page behind, nor the page add a colour of its own.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { decomposeColor, type Theme } from '@mui/material/styles';

import { createAppTheme, textShade } from '../../lib/theme';
import type { ThemeMode } from '../../stores/theme-store';

const css = readFileSync(resolve(import.meta.dirname, 'landing.css'), 'utf8');

/** The custom properties declared in the block of `selector` (a selector at the start of a line). */
function customProperties(selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, `no ${selector} block in landing.css`).toBeGreaterThanOrEqual(0);
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

/** What each property of landing.css stands for in the MUI theme. */
function expected(theme: Theme): Record<string, string> {
  const { palette } = theme;
  // MUI's Alert, standard variant: text and background derived from the severity's light shade.
  const alertText = palette.mode === 'light' ? theme.darken : theme.lighten;
  const alertBackground = palette.mode === 'light' ? theme.lighten : theme.darken;
  return {
    '--landing-bg': palette.background.default,
    '--landing-paper': palette.background.paper,
    '--landing-text': palette.text.primary,
    '--landing-text-secondary': palette.text.secondary,
    '--landing-divider': palette.divider,
    '--landing-primary': palette.primary.main,
    '--landing-primary-dark': palette.primary.dark,
    '--landing-primary-contrast': palette.primary.contrastText,
    '--landing-primary-text': textShade(palette, palette.primary),
    // MUI's Button and Link: the outlined border, its hover tint, the link's underline.
    '--landing-primary-border': theme.alpha(palette.primary.main, 0.5),
    '--landing-primary-hover': theme.alpha(palette.primary.main, palette.action.hoverOpacity),
    '--landing-link-underline': theme.alpha(palette.primary.main, 0.4),
    '--landing-hover': theme.alpha(palette.text.primary, palette.action.hoverOpacity),
    '--landing-focus': palette.action.focus,
    '--landing-action': palette.action.active,
    '--landing-disabled': palette.action.disabled,
    '--landing-disabled-bg': palette.action.disabledBackground,
    '--landing-success': palette.success.main,
    '--landing-warning': palette.warning.main,
    '--landing-error': palette.error.main,
    '--landing-error-bg': alertBackground(palette.error.light, 0.9),
    '--landing-error-text': alertText(palette.error.light, 0.6),
  };
}

const BLOCKS: readonly [ThemeMode, string][] = [
  ['light', '.landing'],
  ['dark', ".landing[data-mode='dark']"],
];

describe('landing.css', () => {
  it.each(BLOCKS)('has the %s theme’s colours in its %s block', (mode, selector) => {
    const declared = customProperties(selector);
    const theme = expected(createAppTheme(mode));
    expect(Object.keys(declared).sort()).toEqual(Object.keys(theme).sort());
    for (const [name, value] of Object.entries(theme)) {
      expect(rgba(declared[name] ?? ''), `${name} in ${mode}`).toEqual(rgba(value));
    }
  });
});
