/**
 * The theme tokens of the screens without MUI, derived from the app theme (createAppTheme): the custom properties
 * of src/components/plain/theme-tokens.css and StatusChip's colours (src/components/status-tokens.ts). Both files
 * are generated from here by `npm run theme:generate` (scripts/generate-plain-theme.ts), and `npm test` fails when
 * one is not what the theme gives, so a change of the theme cannot leave those screens behind. Node-only: the app
 * imports the generated files, never this module (it would load MUI).
 */
import { getOverlayAlpha, type Theme } from '@mui/material/styles';

import { statusColors, type StatusTone } from '../components/status-colors';
import type { ThemeMode } from '../stores/theme-store';
import { createAppTheme, strongShade, textShade } from './theme';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];
export const STATUS_TONES: readonly StatusTone[] = ['success', 'warning', 'error', 'info', 'neutral'];

/** What each custom property of theme-tokens.css stands for in the MUI theme. */
export function plainTokens(theme: Theme): Record<string, string> {
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
    // Primary as text and focus ring.
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

/** The selector of each mode's block in theme-tokens.css: a plain page's root carries `data-mode`. */
export const TOKEN_SELECTORS: Readonly<Record<ThemeMode, string>> = {
  light: '.plain-page',
  dark: ".plain-page[data-mode='dark']",
};

const GENERATED = 'Generated from src/lib/plain-tokens.ts by `npm run theme:generate`: do not edit.';

/** theme-tokens.css, unformatted: the theme's font in the base block, then each mode's colours. */
export function themeTokensCss(): string {
  const blocks = THEME_MODES.map((mode) => {
    const theme = createAppTheme(mode);
    const font = mode === 'light' ? [`--plain-font: ${theme.typography.fontFamily ?? 'sans-serif'};`] : [];
    const colours = Object.entries(plainTokens(theme)).map(([name, value]) => `${name}: ${value};`);
    return `${TOKEN_SELECTORS[mode]} {\n${[...font, ...colours].join('\n')}\n}`;
  });
  return `/*\n * The app theme's tokens for the screens without MUI (plain-theme.css), one block per mode.\n * ${GENERATED}\n */\n\n${blocks.join('\n\n')}\n`;
}

/** status-tokens.ts, unformatted: StatusChip's colours per mode and tone. */
export function statusTokensTs(): string {
  const table = Object.fromEntries(
    THEME_MODES.map((mode) => {
      const theme = createAppTheme(mode);
      return [mode, Object.fromEntries(STATUS_TONES.map((tone) => [tone, statusColors(theme, tone)]))];
    }),
  );
  return `// StatusChip's colours per theme mode and tone (status-colors.ts).\n// ${GENERATED}
import type { ThemeMode } from '../stores/theme-store';
import type { StatusTone } from './status-colors';

export const STATUS_TOKENS: Readonly<Record<ThemeMode, Readonly<Record<StatusTone, { color: string; backgroundColor: string }>>>> = ${JSON.stringify(table)};
`;
}

/** The generated files, by path from the repository's root, with their unformatted content. */
export const GENERATED_FILES: readonly { path: string; content: () => string }[] = [
  { path: 'src/components/plain/theme-tokens.css', content: themeTokensCss },
  { path: 'src/components/status-tokens.ts', content: statusTokensTs },
];
