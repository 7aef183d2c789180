// StatusChip's colours per theme mode and tone (status-colors.ts).
// Generated from src/lib/plain-tokens.ts by `npm run theme:generate`: do not edit.
import type { ThemeMode } from '../stores/theme-store';
import type { StatusTone } from './status-colors';

export const STATUS_TOKENS: Readonly<
  Record<ThemeMode, Readonly<Record<StatusTone, { color: string; backgroundColor: string }>>>
> = {
  light: {
    success: { color: '#1b5e20', backgroundColor: 'rgb(230, 239, 230)' },
    warning: { color: 'rgb(124, 56, 0)', backgroundColor: 'rgb(246, 234, 224)' },
    error: { color: 'rgb(138, 28, 28)', backgroundColor: 'rgb(248, 229, 229)' },
    info: { color: 'rgb(2, 73, 112)', backgroundColor: 'rgb(225, 237, 244)' },
    neutral: { color: 'rgb(31, 31, 31)', backgroundColor: 'rgb(235, 235, 235)' },
  },
  dark: {
    success: { color: '#81c784', backgroundColor: 'rgb(31, 45, 32)' },
    warning: { color: '#ffb74d', backgroundColor: 'rgb(56, 42, 21)' },
    error: { color: '#e57373', backgroundColor: 'rgb(54, 26, 24)' },
    info: { color: '#4fc3f7', backgroundColor: 'rgb(22, 44, 54)' },
    neutral: { color: '#fff', backgroundColor: 'rgb(37, 37, 37)' },
  },
};
