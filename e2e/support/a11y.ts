import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the gate runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail the gate; moderate and minor findings are not gated. */
const GATED_IMPACTS = new Set(['serious', 'critical']);

export type ThemeMode = 'light' | 'dark';
export const THEMES: readonly ThemeMode[] = ['light', 'dark'];

/**
 * Saves `mode` under the theme store's key (src/stores/theme-store.ts) before any script of the page runs, on
 * every load of this page, so the app starts in that theme.
 */
export async function useTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.addInitScript((saved) => localStorage.setItem('theme', saved), mode);
}

/**
 * Saves `mode` under the theme store's key before the page's first load only: unlike `useTheme`, a later
 * `switchTheme` then holds across page loads, so one test (one sign-in) can check both themes.
 */
export async function startInTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.addInitScript((saved) => {
    if (localStorage.getItem('theme') === null) localStorage.setItem('theme', saved);
  }, mode);
}

/** The other theme. */
export function otherTheme(mode: ThemeMode): ThemeMode {
  return mode === 'light' ? 'dark' : 'light';
}

/**
 * Switches the page to `mode` and waits until it shows it and is quiet. With the shell's top bar on screen this
 * is its Cambiar tema button, clicked without moving the mouse or the focus (no tooltip or focus ring is left on
 * the page to judge); without it (signed out, the employee's phone layout) the theme is saved and the page
 * reloaded. Either way the choice is saved, so the next page load keeps it. Not for a page whose theme is forced
 * by `useTheme` (it would win again on reload).
 */
export async function switchTheme(page: Page, mode: ThemeMode): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Cambiar tema' });
  if (await toggle.isVisible()) {
    if ((await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)) !== mode) {
      await toggle.dispatchEvent('click');
    }
  } else {
    await page.evaluate((saved) => localStorage.setItem('theme', saved), mode);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expectTheme(page, mode);
  await quiet(page);
}

export interface FailingNode {
  /** axe's CSS selector for the node. */
  target: string;
  /** The start of its HTML, to recognise it when the selector is a generated class name. */
  html: string;
  /** What axe found, e.g. the contrast ratio and the two colours. */
  why: string;
}

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: FailingNode[];
}

/**
 * Waits until the screen at `path` has settled: the guard kept us there, its heading is shown, and it is quiet
 * (see `quiet`).
 */
export async function settle(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await quiet(page);
}

/**
 * Waits until no spinner is left (every loading state in the app is a labelled progressbar) and no transition is
 * still fading something in: a half-transparent element would be judged on colours it does not end with.
 */
export async function quiet(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The theme the page is really showing: CssBaseline sets the html colour scheme from the MUI palette mode. */
export async function expectTheme(page: Page, mode: ThemeMode): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(mode);
}

/**
 * The rules of WCAG_TAGS whose verdict depends on the colours, so on the theme: text contrast, and links told
 * from the text around them by colour alone. Every other rule judges the markup, which a theme does not change.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe on the page as it is and returns its serious and critical violations. `coloursOnly` runs only
 * COLOUR_RULES: the second theme of a screen whose markup was judged in the first.
 */
export async function gatedViolations(
  page: Page,
  skipRules: readonly string[] = [],
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<Finding[]> {
  const builder = new AxeBuilder({ page });
  if (coloursOnly) builder.withRules([...COLOUR_RULES]);
  else builder.withTags(WCAG_TAGS);
  if (skipRules.length > 0) builder.disableRules([...skipRules]);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => GATED_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 120),
        why: [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' '),
      })),
    }));
}

/** Per rule: `rule (impact) ×count: help`, then up to five nodes with their selector, HTML and axe's reason. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => {
      const shown = f.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target}  ${node.html}\n        ${node.why}`);
      const more = f.nodes.length > 5 ? [`      … and ${f.nodes.length - 5} more`] : [];
      return [`    ${f.rule} (${f.impact}) ×${f.nodes.length}: ${f.help}`, ...shown, ...more].join('\n');
    })
    .join('\n');
}

/**
 * The gated violations of every scan of one test, reported together: one failure lists every screen and rule,
 * so a run shows the whole picture rather than the first broken screen.
 */
export class AxeGate {
  private readonly failing: { where: string; findings: Finding[] }[] = [];

  /** `context` names the theme and who is looking, e.g. `dark, admin`. */
  constructor(
    private readonly page: Page,
    private readonly context: string,
  ) {}

  /**
   * Runs axe on the page as it is now and keeps what fails under `where` (a path, or a path and a panel).
   * `skipRules` is for a known violation in code this suite does not own, each with a comment naming the fix.
   */
  async scan(where: string, skipRules: readonly string[] = []): Promise<void> {
    this.keep(where, await gatedViolations(this.page, skipRules));
  }

  /** Runs only the rules a theme can change (COLOUR_RULES): the same screen in its other theme. */
  async scanColours(where: string): Promise<void> {
    this.keep(where, await gatedViolations(this.page, [], { coloursOnly: true }));
  }

  private keep(where: string, findings: Finding[]): void {
    if (findings.length > 0) this.failing.push({ where, findings });
  }

  async expectNoViolations(testInfo: TestInfo): Promise<void> {
    if (this.failing.length > 0) {
      await testInfo.attach('axe-violations.json', {
        body: JSON.stringify({ context: this.context, failing: this.failing }, null, 2),
        contentType: 'application/json',
      });
    }
    const report = this.failing
      .map(({ where, findings }) => `  ${where} (${this.context}):\n${describeFindings(findings)}`)
      .join('\n');
    expect(this.failing, `serious or critical axe violations:\n${report}`).toEqual([]);
  }
}
