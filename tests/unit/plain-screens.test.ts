// The screens made without MUI (the registry's `ownStyles`) must stay so: nothing they import statically,
// however deep, may reach MUI or emotion. Their MUI pieces (dialogs, menus) come through `import()`, which this walk
// does not follow. A static import of MUI would bring the theme's absence with it: the piece would render in MUI's
// default theme, light in the dark mode, and the screen would pay for MUI before its first paint.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { ROUTES } from '../../src/app/route-table';
import { screenKey } from '../../scripts/bundle-report';

const ROOT = resolve(import.meta.dirname, '../..');
const MUI = /^@(mui|emotion)\//;

/**
 * The module specifiers a source file imports or re-exports statically, type-only ones left out (they are erased).
 * Dynamic `import()` is not matched: it has no `from`, and no bare `import '…'` at a line's start.
 */
export function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const fromClause = /^(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, specifier] of source.matchAll(fromClause)) {
    if (typeOnly === undefined && specifier !== undefined) specifiers.push(specifier);
  }
  for (const [, specifier] of source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) {
    if (specifier !== undefined) specifiers.push(specifier);
  }
  return specifiers;
}

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package a module reaches through static imports, with the chain of files that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, file.slice(ROOT.length + 1)];
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        if (!reached.has(specifier)) reached.set(specifier, here);
        continue;
      }
      if (specifier.endsWith('.css')) continue;
      const next = resolveSource(file, specifier);
      if (next === null) throw new Error(`${file}: cannot resolve ${specifier}`);
      visit(next, here);
    }
  };
  visit(resolve(ROOT, entry), []);
  return reached;
}

const PLAIN = ROUTES.filter((route) => route.ownStyles === true);

describe('the screens made without MUI', () => {
  it('are the landing page, the sign-in page and the employee menu but the profile', () => {
    expect(PLAIN.map((route) => route.path)).toEqual([
      '/',
      '/login',
      '/checkin',
      '/mi-agenda',
      '/mis-horarios',
      '/mi-historial',
    ]);
  });

  it.each(PLAIN.map((route) => [route.path, screenKey(route.screen)] as const))(
    '%s reaches no MUI or emotion module through its static imports',
    (_path, entry) => {
      const reached = packagesReached(entry);
      const mui = [...reached].filter(([specifier]) => MUI.test(specifier));
      expect(mui.map(([specifier, chain]) => `${chain.join(' → ')} → ${specifier}`)).toEqual([]);
      // The walk did reach the screen's packages: React at least.
      expect(reached.has('react')).toBe(true);
    },
  );
});

describe('staticImports', () => {
  it('finds value imports, re-exports and side effects, across lines; not types, not import()', () => {
    const source = [
      "import Box from '@mui/material/Box';",
      'import {',
      '  a,',
      '  type B,',
      "} from './a';",
      "import type { C } from '@mui/material/styles';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "import './sheet.css';",
      "const F = lazy(() => import('./f'));",
    ].join('\n');
    expect(staticImports(source)).toEqual(['@mui/material/Box', './a', './d', './sheet.css']);
  });
});
