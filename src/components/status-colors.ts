import { decomposeColor, getContrastRatio, hslToRgb, recomposeColor, type Theme } from '@mui/material/styles';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** WCAG 2.1 AA for normal text (1.4.3). */
export const AA_TEXT = 4.5;

/** `overlay` at `opacity` over an opaque `background`, as one opaque rgb() colour. */
export function blendColors(background: string, overlay: string, opacity: number): string {
  const [r1, g1, b1] = decomposeColor(background).values;
  const [r2, g2, b2] = decomposeColor(overlay).values;
  const mix = (under: number, over: number) => Math.round((1 - opacity) * under + opacity * over);
  return recomposeColor({ type: 'rgb', values: [mix(r1, r2), mix(g1, g2), mix(b1, b2)] });
}

/** A colour that may carry alpha (MUI's text colours do) as it looks over an opaque background. */
export function flatten(color: string, background: string): string {
  const rgb = color.startsWith('hsl') ? hslToRgb(color) : color;
  const [r, g, b, alpha = 1] = decomposeColor(rgb).values;
  if (alpha >= 1) return rgb;
  return blendColors(background, recomposeColor({ type: 'rgb', values: [r, g, b] }), alpha);
}

/**
 * A status chip's colours: a light tint of the status colour on the paper, and text in the status colour's
 * stronger shade (darker on light, lighter on dark). Both are opaque, so the contrast computed from them is the
 * contrast on screen; where the shade would fall below AA the page's text colour is used instead.
 */
export function statusColors(theme: Theme, tone: StatusTone): { color: string; backgroundColor: string } {
  const { palette } = theme;
  const paper = palette.background.paper;
  if (tone === 'neutral') {
    const backgroundColor = blendColors(paper, palette.mode === 'dark' ? '#ffffff' : '#000000', 0.08);
    return { color: flatten(palette.text.primary, backgroundColor), backgroundColor };
  }
  const color = palette[tone];
  const backgroundColor = blendColors(paper, color.main, palette.mode === 'dark' ? 0.16 : 0.12);
  const shade = palette.mode === 'dark' ? color.light : color.dark;
  const text =
    getContrastRatio(shade, backgroundColor) >= AA_TEXT
      ? shade
      : flatten(palette.text.primary, backgroundColor);
  return { color: text, backgroundColor };
}
