import { expect, type Locator, type Page } from '@playwright/test';

/** How an element is painted: its focus outline, and its text, each against what lies under it. */
export interface Painted {
  /** The element measured, for messages. */
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  /** WCAG contrast of the outline's colour against what it is drawn on. */
  outlineContrast: number;
  /** WCAG contrast of the text colour against the element's background. */
  textContrast: number;
}

/**
 * Reads how `target` is painted. Backgrounds are composed as the browser paints them: translucent colours and
 * MUI's dark elevation overlays (a flat `linear-gradient`) over what is below, down to the white canvas. An
 * outline drawn inside (negative offset) lies on the element's own background, one drawn outside on its parent's.
 */
export function paintOf(target: Locator): Promise<Painted> {
  return target.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(color);
      if (!match?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const [r, g, b, a] = top;
      return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1];
    };
    const backgroundOf = (start: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = start; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const overlay = style.backgroundImage.startsWith('linear-gradient')
          ? parse(style.backgroundImage)
          : null;
        if (overlay) layers.push(overlay);
        const color = parse(style.backgroundColor);
        if (color && color[3] > 0) layers.push(color);
        if (color && color[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (color: string, under: Rgba) => {
      const painted = over(parse(color) ?? [0, 0, 0, 0], under);
      const [light = 0, dark = 0] = [luminance(painted), luminance(under)].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    };
    const style = getComputedStyle(element);
    const inside = parseFloat(style.outlineOffset) < 0;
    return {
      element: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineContrast: contrast(style.outlineColor, backgroundOf(inside ? element : element.parentElement)),
      textContrast: contrast(style.color, backgroundOf(element)),
    };
  });
}

/**
 * The focused element (or `carrier`, an ancestor that draws the ring for it) shows a solid outline of 2 px at
 * least, 3:1 against what it is drawn on (WCAG 1.4.11, 2.4.7).
 */
export async function expectVisibleFocus(page: Page, carrier?: Locator): Promise<void> {
  const painted = await paintOf(carrier ?? page.locator(':focus'));
  expect(painted.outlineStyle, `outline of ${painted.element}`).toBe('solid');
  expect(painted.outlineWidth, `outline width of ${painted.element}`).toBeGreaterThanOrEqual(2);
  expect(painted.outlineContrast, `outline contrast of ${painted.element}`).toBeGreaterThanOrEqual(3);
}

/** The text of `target` reaches AA (4.5:1) on its background, elevation overlays included (WCAG 1.4.3). */
export async function expectReadableText(target: Locator): Promise<void> {
  const painted = await paintOf(target);
  expect(painted.textContrast, `text contrast of ${painted.element}`).toBeGreaterThanOrEqual(4.5);
}
