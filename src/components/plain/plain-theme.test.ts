/**
 * The pages without MUI load no theme: their colours are custom properties generated from createAppTheme
 * (src/lib/plain-tokens.ts → theme-tokens.css, and StatusChip's status-tokens.ts). Each generated file must be what
 * the theme gives now, so a change of the theme cannot leave those pages behind; and no stylesheet of the kit may
 * declare a colour token of its own.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { decomposeColor } from '@mui/material/styles';
import { format, resolveConfig } from 'prettier';

import { GENERATED_FILES, plainTokens, TOKEN_SELECTORS } from '../../lib/plain-tokens';
import { createAppTheme } from '../../lib/theme';
import { STATUS_TOKENS } from '../status-tokens';
import { statusColors, type StatusTone } from '../status-colors';
import type { ThemeMode } from '../../stores/theme-store';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const tokensCss = read('src/components/plain/theme-tokens.css');

/** The custom properties declared in the block of `selector` (a selector at the start of a line). */
function customProperties(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, `no ${selector} block`).toBeGreaterThanOrEqual(0);
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

const MODES: readonly ThemeMode[] = ['light', 'dark'];
const TONES: readonly StatusTone[] = ['success', 'warning', 'error', 'info', 'neutral'];

/** A font stack with its quotes and spaces evened out: CSS's `'Segoe UI'` is the theme's `"Segoe UI"`. */
const fontStack = (value: string) =>
  value
    .split(',')
    .map((font) => font.trim().replace(/^['"]|['"]$/g, ''))
    .join(',');

describe('the plain theme tokens', () => {
  it.each(GENERATED_FILES.map((file) => [file.path, file] as const))(
    '%s is what the theme gives (npm run theme:generate)',
    async (path, { content }) => {
      const file = resolve(ROOT, path);
      const generated = await format(content(), { ...(await resolveConfig(file)), filepath: file });
      expect(read(path)).toBe(generated);
    },
  );

  it('has the theme’s font once, in its base block (it does not change with the mode)', () => {
    expect(fontStack(customProperties(tokensCss, TOKEN_SELECTORS.light)['--plain-font'] ?? '')).toBe(
      fontStack(createAppTheme('light').typography.fontFamily ?? ''),
    );
    expect(customProperties(tokensCss, TOKEN_SELECTORS.dark)['--plain-font']).toBeUndefined();
  });

  it.each(MODES)('has the %s theme’s colours', (mode) => {
    const { '--plain-font': _font, ...declared } = customProperties(tokensCss, TOKEN_SELECTORS[mode]);
    const theme = plainTokens(createAppTheme(mode));
    expect(Object.keys(declared).sort()).toEqual(Object.keys(theme).sort());
    for (const [name, value] of Object.entries(theme)) {
      expect(rgba(declared[name] ?? ''), `${name} in ${mode}`).toEqual(rgba(value));
    }
  });

  it.each(MODES)('gives StatusChip the %s theme’s status colours', (mode) => {
    const theme = createAppTheme(mode);
    for (const tone of TONES) expect(STATUS_TOKENS[mode][tone]).toEqual(statusColors(theme, tone));
  });

  it('is declared nowhere else: the kit’s stylesheets use the tokens, they do not write them', () => {
    for (const sheet of ['plain-theme.css', 'plain-controls.css', 'plain-layout.css']) {
      expect(read(`src/components/plain/${sheet}`), sheet).not.toMatch(/--plain-[\w-]+\s*:/);
    }
  });
});
