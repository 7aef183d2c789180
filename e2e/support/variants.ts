import { test, type Page } from '@playwright/test';

import { useTheme, type ThemeMode } from './a11y';

/** A screen size and a theme a newcomer may use: the "phone and desktop sizes, light and dark". */
export interface Variant {
  name: string;
  size: 'phone' | 'desktop';
  theme: ThemeMode;
  viewport: { width: number; height: number };
}

/** A common phone (390 × 844) and a small laptop (1280 × 768, the height the drawer must fit). */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 768 },
} as const;

export const VARIANTS: readonly Variant[] = (['phone', 'desktop'] as const).flatMap((size) =>
  (['light', 'dark'] as const).map((theme) => ({
    name: `${size}, ${theme}`,
    size,
    theme,
    viewport: VIEWPORTS[size],
  })),
);

/**
 * Declares one `describe` per variant: the page has the variant's viewport and starts in its theme. `body`
 * declares the tests, and gets the variant to branch on (e.g. the phone's bottom navigation).
 */
export function forEachVariant(body: (variant: Variant) => void): void {
  for (const variant of VARIANTS) {
    test.describe(variant.name, () => {
      test.use({ viewport: variant.viewport });
      test.beforeEach(async ({ page }) => {
        await useTheme(page, variant.theme);
      });
      body(variant);
    });
  }
}

/** Whether the page is phone-sized (for helpers shared by both sizes). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}
