import { test, type Page } from '@playwright/test';

import { expectTheme, startInTheme, useTheme, type ThemeMode } from './a11y';

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

/** A screen size and the variants (one per theme) a test of that size checks in turn. */
export interface SizeVariant {
  name: 'phone' | 'desktop';
  size: 'phone' | 'desktop';
  viewport: { width: number; height: number };
  /** The size's variants, light first. */
  variants: readonly Variant[];
}

export const SIZE_VARIANTS: readonly SizeVariant[] = (['phone', 'desktop'] as const).map((size) => ({
  name: size,
  size,
  viewport: VIEWPORTS[size],
  variants: VARIANTS.filter((variant) => variant.size === size),
}));

/**
 * Like `forEachVariant`, but one `describe` per screen size: a test checks both themes in turn with
 * `inEachTheme`, so the two themes share its sign-in and cold start (a new browser context costs several times
 * what a page load in the same context does). The page has the size's viewport and starts in the light theme.
 */
export function forEachSize(body: (size: SizeVariant) => void): void {
  for (const size of SIZE_VARIANTS) {
    test.describe(size.name, () => {
      test.use({ viewport: size.viewport });
      test.beforeEach(async ({ page }) => {
        await startInTheme(page, 'light');
      });
      body(size);
    });
  }
}

/**
 * Runs `check` once per variant (theme) of `size`, each as a `test.step` named by the variant. The variant's
 * theme is saved before `check` runs, so `check` must begin with a page load (a `goto` or a reload), which then
 * shows that theme; when `check` ends, the page is expected to still show it. `check` leaves the page where the
 * next variant's `check` can begin (e.g. signed out again if it starts signed out).
 */
export async function inEachTheme(
  page: Page,
  size: SizeVariant,
  check: (variant: Variant) => Promise<void>,
): Promise<void> {
  for (const variant of size.variants) {
    await test.step(variant.name, async () => {
      if (page.url() === 'about:blank') {
        // Nothing loaded yet: the page starts in the light theme (`forEachSize`).
        if (variant.theme !== 'light') throw new Error('inEachTheme: load a page before the dark theme');
      } else {
        await page.evaluate((mode) => localStorage.setItem('theme', mode), variant.theme);
      }
      await check(variant);
      await expectTheme(page, variant.theme);
    });
  }
}
