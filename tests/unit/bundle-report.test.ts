// The pure half of `npm run size` (scripts/bundle-report.ts): manifest closure, build identification, the
// chunks each route loads, and budgets.
import budgetsJson from '../../bundle-budgets.json';
import {
  BACKEND_ENTRY,
  BUILD_KINDS,
  APP_FRAME,
  ENTRY,
  FIRESTORE_STORE,
  FIRST_PAINT_TARGETS,
  firstPaintKeys,
  MUI_CHROME,
  MUI_FRAME,
  PLACEHOLDER_SCREEN,
  budgetFor,
  budgetsFrom,
  closure,
  entryStylesheets,
  compareToBudgets,
  formatTable,
  identifyBuild,
  parseBudgets,
  routeKeys,
  SIGNED_IN_SHELL,
  screenKey,
  staleBudgets,
  type Manifest,
} from '../../scripts/bundle-report';
import { ROUTES } from '../../src/app/route-table';

const KiB = 1024;

/** A Firebase-shaped manifest: entry → shared chunks, a lazily loaded adapter, store and screen. */
const manifest: Manifest = {
  [ENTRY]: {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_mui.js'],
    dynamicImports: [BACKEND_ENTRY.firebase, 'src/features/alerts/alerts-screen.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js', '_mui.js'] },
  '_style.css': { file: 'assets/style.css' },
  [BACKEND_ENTRY.firebase]: {
    file: 'assets/firebase.js',
    isDynamicEntry: true,
    imports: ['_firebase-app.js'],
    dynamicImports: [FIRESTORE_STORE],
  },
  '_firebase-app.js': { file: 'assets/firebase-app.js' },
  [FIRESTORE_STORE]: { file: 'assets/firestore.js', isDynamicEntry: true, imports: ['_firebase-app.js'] },
  'src/features/alerts/alerts-screen.tsx': {
    file: 'assets/alerts-screen.js',
    isDynamicEntry: true,
    imports: ['_mui.js', '_style.css'],
  },
};

describe('closure', () => {
  it('follows static imports once each, not dynamic imports, and keeps JavaScript only', () => {
    expect(closure(manifest, [ENTRY]).files.sort()).toEqual([
      'assets/index.js',
      'assets/mui.js',
      'assets/react.js',
    ]);
    expect(closure(manifest, ['src/features/alerts/alerts-screen.tsx', ENTRY]).files.sort()).toEqual([
      'assets/alerts-screen.js',
      'assets/index.js',
      'assets/mui.js',
      'assets/react.js',
    ]);
  });

  it('reports the requested chunks the manifest lacks', () => {
    expect(closure(manifest, [ENTRY, 'src/features/settings/settings-screen.tsx'])).toEqual({
      files: ['assets/index.js', 'assets/react.js', 'assets/mui.js'],
      missing: ['src/features/settings/settings-screen.tsx'],
    });
  });
});

describe('identifyBuild', () => {
  it('tells a build by the adapter set its manifest contains', () => {
    expect(identifyBuild(manifest)).toEqual({ kind: 'firebase' });
    expect(identifyBuild({ [ENTRY]: { file: 'a.js' }, [BACKEND_ENTRY.demo]: { file: 'd.js' } })).toEqual({
      kind: 'demo',
    });
  });

  it('refuses a manifest with both adapter sets or neither', () => {
    expect(identifyBuild({ ...manifest, [BACKEND_ENTRY.demo]: { file: 'd.js' } })).toEqual({
      error: expect.stringContaining('both'),
    });
    expect(identifyBuild({ [ENTRY]: { file: 'a.js' } })).toEqual({
      error: expect.stringContaining('neither'),
    });
  });
});

describe('entryStylesheets', () => {
  it('lists the CSS of the entry and of what it imports statically, not of lazy chunks', () => {
    const withCss: Manifest = {
      [ENTRY]: { file: 'assets/index.js', imports: ['_shared.js'], dynamicImports: ['lazy.tsx'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      'lazy.tsx': { file: 'assets/lazy.js', css: ['assets/lazy.css'] },
    };
    expect(entryStylesheets(withCss)).toEqual(['assets/shared.css']);
    expect(entryStylesheets({ [ENTRY]: { file: 'assets/index.js' } })).toEqual([]);
  });
});

describe('routeKeys', () => {
  const placeholder = { placeholder: 'Pronto.' };
  const alerts = { module: 'alerts/alerts-screen', component: 'AlertsScreen' };

  it('loads the entry, the adapter, the app frame, the MUI theme and the screen; the shell, the MUI chrome and the Firestore store on non-public routes', () => {
    expect(routeKeys({ access: 'admin', screen: alerts }, 'demo')).toEqual([
      ENTRY,
      BACKEND_ENTRY.demo,
      APP_FRAME,
      MUI_FRAME,
      SIGNED_IN_SHELL,
      MUI_CHROME,
      'src/features/alerts/alerts-screen.tsx',
    ]);
    expect(routeKeys({ access: 'public', screen: placeholder }, 'firebase')).toEqual([
      ENTRY,
      BACKEND_ENTRY.firebase,
      APP_FRAME,
      MUI_FRAME,
      PLACEHOLDER_SCREEN,
    ]);
    for (const access of ['signed-in', 'admin', 'superuser'] as const) {
      expect(routeKeys({ access, screen: placeholder }, 'firebase')).toEqual(
        expect.arrayContaining([FIRESTORE_STORE, SIGNED_IN_SHELL, MUI_CHROME]),
      );
    }
  });

  it("measures the employee menu's routes with the phone's plain chrome, not the MUI one", () => {
    const mine = {
      access: 'signed-in',
      screen: alerts,
      menus: [{ menu: 'employee', label: 'Inicio', order: 1 }],
    } as const;
    expect(routeKeys(mine, 'demo')).toContain(SIGNED_IN_SHELL);
    expect(routeKeys(mine, 'demo')).not.toContain(MUI_CHROME);
    const managers = { ...mine, menus: [{ menu: 'admin', label: 'Alertas', order: 1 }] } as const;
    expect(routeKeys(managers, 'demo')).toContain(MUI_CHROME);
  });

  it('leaves the adapter set out of a public screen that paints without it', () => {
    expect(routeKeys({ access: 'public', screen: alerts, paintsWithoutBackend: true }, 'demo')).toEqual([
      ENTRY,
      APP_FRAME,
      MUI_FRAME,
      'src/features/alerts/alerts-screen.tsx',
    ]);
    // The flag means nothing behind sign-in: the guard loads the adapters first there.
    expect(routeKeys({ access: 'admin', screen: alerts, paintsWithoutBackend: true }, 'demo')).toContain(
      BACKEND_ENTRY.demo,
    );
  });

  it('leaves the MUI theme out of a screen with its own styles, and the app frame too for a visitor', () => {
    const ownStyles = {
      access: 'public',
      screen: alerts,
      paintsWithoutBackend: true,
      ownStyles: true,
    } as const;
    expect(routeKeys(ownStyles, 'firebase')).toEqual([ENTRY, 'src/features/alerts/alerts-screen.tsx']);
    // Behind sign-in every screen is in the app frame, and one with its own styles still without the MUI theme.
    expect(routeKeys({ ...ownStyles, access: 'admin' }, 'demo')).toContain(APP_FRAME);
    expect(routeKeys({ ...ownStyles, access: 'admin' }, 'demo')).not.toContain(MUI_FRAME);
  });

  it("counts what loads before the first paint: all of the route's chunks but the Firestore store", () => {
    const checkin = ROUTES.find((route) => route.path === '/checkin');
    if (checkin === undefined) throw new Error('no /checkin in the registry');
    expect(FIRST_PAINT_TARGETS['/checkin']).toEqual({ firebase: 210 });
    expect(routeKeys(checkin, 'firebase')).toContain(FIRESTORE_STORE);
    expect(firstPaintKeys(checkin, 'firebase')).toEqual(
      routeKeys(checkin, 'firebase').filter((key) => key !== FIRESTORE_STORE),
    );
    // /checkin is made without MUI and measured as an employee on a phone.
    expect(firstPaintKeys(checkin, 'firebase')).not.toContain(MUI_FRAME);
    expect(firstPaintKeys(checkin, 'firebase')).not.toContain(MUI_CHROME);
  });

  it('names a module of src/features or the placeholder for every route of the registry', () => {
    for (const route of ROUTES) {
      expect(screenKey(route.screen)).toMatch(
        /^src\/features\/[\w-]+\/[\w-]+-screen\.tsx$|placeholder-screen/,
      );
    }
  });
});

describe('budgets', () => {
  it('is the measured size + 5%, rounded up to 0.1 KiB', () => {
    expect(budgetFor(200)).toBe(210);
    expect(budgetFor(224.8)).toBe(236.1);
    expect(budgetFor(100.01)).toBe(105.1);
    expect(budgetFor(0.5)).toBe(0.6);
  });

  it('fails a route over its budget or without one, and passes one at its budget', () => {
    const sizes = [
      { path: '/a', bytes: 100 * KiB, files: 3 },
      { path: '/b', bytes: 100 * KiB + 1, files: 3 },
      { path: '/c', bytes: 1, files: 1 },
      { path: '/d', bytes: 1, files: 1, missing: ['src/features/d/d-screen.tsx'] },
    ];
    const verdicts = compareToBudgets(sizes, { '/a': 100, '/b': 100, '/d': 50, '/gone': 1 });
    expect(verdicts.map((v) => [v.path, v.status])).toEqual([
      ['/a', 'ok'],
      ['/b', 'over budget'],
      ['/c', 'no budget'],
      ['/d', 'incomplete build'],
    ]);
    const table = formatTable(verdicts);
    expect(table).toMatch(/\/a\s+3\s+100\.0 KiB\s+100\.0 KiB\s+\+0\.0 KiB \(\+0\.0%\)/);
    expect(table).toMatch(/\/b .*−0\.0 KiB \(−0\.0%\)\s+✘ over budget/);
    expect(table).toMatch(/\/c .*—\s+—\s+✘ no budget/);
    expect(table).toMatch(/\/d .*50\.0 KiB\s+—\s+✘ incomplete build/);
    expect(staleBudgets({ '/a': 1, '/gone': 1 }, [{ path: '/a' }])).toEqual(['/gone']);
  });

  it('writes the largest build of each measured kind and keeps the kinds not measured', () => {
    const file = budgetsFrom(
      [
        { kind: 'firebase', sizes: [{ path: '/a', bytes: 100 * KiB, files: 1 }] },
        { kind: 'firebase', sizes: [{ path: '/a', bytes: 200 * KiB, files: 1 }] },
      ],
      { demo: { '/a': 7 }, firebase: { '/old': 1 } },
      'about',
    );
    expect(file).toEqual({ about: 'about', demo: { '/a': 7 }, firebase: { '/a': 210 } });
    expect(parseBudgets(file)).toEqual({ demo: { '/a': 7 }, firebase: { '/a': 210 } });
  });

  it('rejects a malformed budgets file', () => {
    expect(() => parseBudgets([])).toThrow();
    expect(() => parseBudgets({ prod: {} })).toThrow(/unknown build kind/);
    expect(() => parseBudgets({ demo: { '/': '12' } })).toThrow(/positive number/);
  });

  it('bundle-budgets.json holds a budget for every route of the registry in both builds', () => {
    const budgets = parseBudgets(budgetsJson);
    for (const kind of BUILD_KINDS) {
      expect(Object.keys(budgets[kind] ?? {}).sort(), `${kind} budgets`).toEqual(
        ROUTES.map((route) => route.path).sort(),
      );
    }
  });
});
