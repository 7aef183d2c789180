// The pure half of the bundle report (scripts/bundle-size.ts reads the files): which build a Vite manifest
// describes, which chunks a route of the registry loads, and how the measured sizes compare with the budgets
// of bundle-budgets.json. No Node import here, so unit tests (tests/unit/bundle-report.test.ts) run it as is.
import { bareForVisitor, type RouteDef, type ScreenRef } from '../src/app/route-table';

/** One chunk of `.vite/manifest.json`: `imports` are static imports (manifest keys), the rest load later. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export type BuildKind = 'demo' | 'firebase';
export const BUILD_KINDS: readonly BuildKind[] = ['demo', 'firebase'];

/** The HTML entry: the app shell, router, guard and everything they import statically. */
export const ENTRY = 'index.html';
/**
 * The adapter set each kind of build loads (src/app/backend.ts imports one of them, chosen at build time: the
 * other is not in the bundle, so its manifest key is what identifies the build).
 */
export const BACKEND_ENTRY: Readonly<Record<BuildKind, string>> = {
  demo: 'src/data/adapters/demo/index.ts',
  firebase: 'src/data/adapters/firebase/index.ts',
};
/** The Firestore SDK and store, loaded on first data use (src/data/adapters/firebase/lazy-store.ts): a chunk of its own. */
export const FIRESTORE_STORE = 'src/data/adapters/firebase/firestore-store.ts';
/** The chrome of someone signed in (top bar, menus, alerts), its own chunk. */
export const SIGNED_IN_SHELL = 'src/app/shell/signed-in-shell.tsx';
/** The data cache and the shell around every screen but a visitor's page with `ownStyles`. */
export const APP_FRAME = 'src/app/app-frame.tsx';
/** The MUI theme and baseline around every screen made of MUI (all but those with `ownStyles`). */
export const MUI_FRAME = 'src/lib/mui-frame.tsx';
/** The top bar, drawer and alerts: the chrome of everyone but an employee on a phone, who gets a plain bottom bar. */
export const MUI_CHROME = 'src/app/shell/mui-chrome.tsx';
/** What routes with `{ placeholder }` render (src/components/placeholder-screen.tsx). */
export const PLACEHOLDER_SCREEN = 'src/components/placeholder-screen.tsx';

/**
 * Text that must never be in a build of the given kind. `identitytoolkit` is the Auth REST host every Firebase
 * Auth SDK build embeds; `demo1234` and the employee's e-mail are the demo accounts.
 */
export const FORBIDDEN: Readonly<Record<BuildKind, { what: string; needles: readonly string[] }>> = {
  demo: { what: 'Firebase SDK code', needles: ['identitytoolkit'] },
  firebase: { what: 'demo accounts', needles: ['demo1234', 'empleado@asiste.demo'] },
};

/** Budget = size measured when the budgets were written + 5%, rounded up to 0.1 KiB. */
export const BUDGET_HEADROOM = 0.05;

export type Identification = { kind: BuildKind } | { error: string };

/** Which build a manifest describes, from the adapter set it contains (never from the folder's name). */
export function identifyBuild(manifest: Manifest): Identification {
  const kinds = BUILD_KINDS.filter((kind) => manifest[BACKEND_ENTRY[kind]] !== undefined);
  const [kind] = kinds;
  if (kinds.length === 1 && kind !== undefined) return { kind };
  if (kinds.length > 1) return { error: 'it contains both adapter sets (demo and Firebase)' };
  return {
    error: `its manifest has neither ${BACKEND_ENTRY.demo} nor ${BACKEND_ENTRY.firebase} (not an Asiste build, or the adapters are no longer chunks of their own)`,
  };
}

/** The manifest key of a screen: its lazily loaded module, or the placeholder screen. */
export function screenKey(screen: ScreenRef): string {
  return 'placeholder' in screen ? PLACEHOLDER_SCREEN : `src/features/${screen.module}.tsx`;
}

/**
 * Whether a route is measured as an employee on a phone opens it: the routes of the employee menu, whose chrome is
 * then the plain bottom bar. Every other signed-in route is measured with the MUI chrome (top bar, drawer, alerts).
 */
export function employeePhoneRoute(route: Pick<RouteDef, 'menus'>): boolean {
  return route.menus?.some((placement) => placement.menu === 'employee') === true;
}

/**
 * The manifest keys a route loads before it shows: the entry, the adapter set (unless the screen paints without it,
 * for a visitor), the app frame (unless the screen has its own styles, for a visitor), the MUI theme (unless the
 * screen has its own styles), its screen and, on every route that is not public, the signed-in shell, the MUI chrome
 * (but on the employee's phone routes) and, in the Firebase build, the Firestore store (they all read data). A
 * public route is measured as a visitor opens it. The demo's seed generator is a dynamic import of the demo
 * adapter, so it is not counted: it loads once a day, on first use.
 */
export function routeKeys(
  route: Pick<RouteDef, 'access' | 'screen' | 'paintsWithoutBackend' | 'ownStyles' | 'menus'>,
  kind: BuildKind,
): string[] {
  const backend = route.access === 'public' && route.paintsWithoutBackend ? [] : [BACKEND_ENTRY[kind]];
  const signedIn = route.access !== 'public';
  const store = kind === 'firebase' && signedIn ? [FIRESTORE_STORE] : [];
  const frame = bareForVisitor(route) ? [] : [APP_FRAME];
  const mui = route.ownStyles ? [] : [MUI_FRAME];
  const shell = signedIn ? [SIGNED_IN_SHELL] : [];
  const chrome = signedIn && !employeePhoneRoute(route) ? [MUI_CHROME] : [];
  return [ENTRY, ...backend, ...store, ...frame, ...mui, ...shell, ...chrome, screenKey(route.screen)];
}

/**
 * The targets for what a route loads before its first paint, which the Firestore SDK comes after (the
 * screen paints its loading state, then reads): `/checkin` in the Firebase build, 210 KiB.
 */
export const FIRST_PAINT_TARGETS: Readonly<Record<string, Partial<Record<BuildKind, number>>>> = {
  '/checkin': { firebase: 210 },
};

/** The manifest keys a route loads before its first paint: those of `routeKeys` but the Firestore store. */
export function firstPaintKeys(
  route: Pick<RouteDef, 'access' | 'screen' | 'paintsWithoutBackend' | 'ownStyles' | 'menus'>,
  kind: BuildKind,
): string[] {
  return routeKeys(route, kind).filter((key) => key !== FIRESTORE_STORE);
}

/** The JavaScript files the given chunks load: themselves and everything they import statically, once each. */
export function closure(manifest: Manifest, keys: readonly string[]): { files: string[]; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const visit = (key: string, root: boolean) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) {
      if (root) missing.push(key);
      return;
    }
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep, false);
  };
  for (const key of keys) visit(key, true);
  const files = [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
  return { files: [...new Set(files)], missing };
}

/**
 * The stylesheets the entry chunk links (its own and its static imports'). index.html gets them as render-blocking
 * `<link>`s, which hold the boot skeleton's script back and shifted it: the entry must have none.
 */
export function entryStylesheets(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(ENTRY);
  return [...css];
}

/** Sizes in KiB with one decimal, as the table prints them and the budgets file stores them. */
export const kib = (bytes: number): number => bytes / 1024;

/** measured + 5%, rounded up to 0.1 KiB (the epsilon keeps 200 × 1.05 at 210.0, not 210.1). */
export function budgetFor(measuredKiB: number): number {
  return Number((Math.ceil(measuredKiB * (1 + BUDGET_HEADROOM) * 10 - 1e-9) / 10).toFixed(1));
}

export type Budgets = Partial<Record<BuildKind, Readonly<Record<string, number>>>>;

/** The budgets file: `{ "about": "…", "demo": { "/path": KiB, … }, "firebase": { … } }`. */
export interface BudgetsFile extends Budgets {
  about?: string;
}

/** Reads the budgets file's content, refusing anything but known kinds of `{ path: positive KiB }`. */
export function parseBudgets(data: unknown): Budgets {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error('the budgets file must hold a JSON object');
  const budgets: Budgets = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'about') continue;
    if (!(BUILD_KINDS as readonly string[]).includes(key))
      throw new Error(`unknown build kind "${key}" (expected ${BUILD_KINDS.join(', ')} or about)`);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Error(`"${key}" must map route paths to KiB`);
    for (const [path, budget] of Object.entries(value)) {
      if (typeof budget !== 'number' || !(budget > 0))
        throw new Error(`"${key}" → "${path}" must be a positive number of KiB`);
    }
    budgets[key as BuildKind] = value as Record<string, number>;
  }
  return budgets;
}

export interface RouteSize {
  path: string;
  bytes: number;
  files: number;
  /** Chunks the route should load that the manifest lacks (a stale build): its size is then too small. */
  missing?: readonly string[];
}

export interface Verdict extends RouteSize {
  budget: number | undefined;
  status: 'ok' | 'over budget' | 'no budget' | 'incomplete build';
}

/**
 * Every measured route against its budget: over when its size exceeds it; a route without a budget, or whose
 * chunks the build lacks, fails too.
 */
export function compareToBudgets(
  sizes: readonly RouteSize[],
  budgets: Readonly<Record<string, number>> = {},
) {
  return sizes.map((size): Verdict => {
    const budget = Object.hasOwn(budgets, size.path) ? budgets[size.path] : undefined;
    const status =
      (size.missing?.length ?? 0) > 0
        ? 'incomplete build'
        : budget === undefined
          ? 'no budget'
          : kib(size.bytes) > budget
            ? 'over budget'
            : 'ok';
    return { ...size, budget, status };
  });
}

/** Budgets that name a path the registry no longer has (kept by the check, reported so they get removed). */
export function staleBudgets(
  budgets: Readonly<Record<string, number>>,
  routes: readonly Pick<RouteDef, 'path'>[],
) {
  const paths = new Set(routes.map((route) => route.path));
  return Object.keys(budgets).filter((path) => !paths.has(path));
}

/**
 * The budgets file written from a measurement: every measured kind gets a fresh budget per route (the largest
 * of its builds when two builds of one kind are present), in the registry's order; kinds not measured keep
 * their previous budgets.
 */
export function budgetsFrom(
  measured: readonly { kind: BuildKind; sizes: readonly RouteSize[] }[],
  previous: Budgets,
  about: string,
): BudgetsFile {
  const file: BudgetsFile = { about };
  for (const kind of BUILD_KINDS) {
    const builds = measured.filter((build) => build.kind === kind);
    if (builds.length === 0) {
      if (previous[kind] !== undefined) file[kind] = previous[kind];
      continue;
    }
    const largest = new Map<string, number>();
    for (const { sizes } of builds) {
      for (const { path, bytes } of sizes) largest.set(path, Math.max(largest.get(path) ?? 0, bytes));
    }
    file[kind] = Object.fromEntries([...largest].map(([path, bytes]) => [path, budgetFor(kib(bytes))]));
  }
  return file;
}

const fixed = (value: number) => value.toFixed(1);

/** The report's table: route, size, budget and margin (budget − size, in KiB and as a share of the size). */
export function formatTable(verdicts: readonly Verdict[]): string {
  const rows = verdicts.map((verdict) => {
    const size = kib(verdict.bytes);
    const left = verdict.budget === undefined ? 0 : verdict.budget - size;
    const sign = left >= 0 ? '+' : '−';
    const margin =
      verdict.budget === undefined || verdict.status === 'incomplete build'
        ? '—'
        : `${sign}${fixed(Math.abs(left))} KiB (${sign}${fixed(size > 0 ? (Math.abs(left) / size) * 100 : 0)}%)`;
    return [
      verdict.path,
      String(verdict.files),
      `${fixed(size)} KiB`,
      verdict.budget === undefined ? '—' : `${fixed(verdict.budget)} KiB`,
      margin,
      verdict.status === 'ok' ? '' : `✘ ${verdict.status}`,
    ];
  });
  const header = ['route', 'files', 'size', 'budget', 'margin', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === header.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].map((text) => `  ${text}`).join('\n');
}
