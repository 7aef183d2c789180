// Bundle report per route from Vite's manifest: the gzip size of the JavaScript a route loads (entry, backend
// adapter set, the data store when the route reads data, the route's screen, and everything they import
// statically). The demo's seed generator is left out: it loads once, on the demo's first use of the day. With --check it also proves the
// build-time backend choice: no Firebase SDK in the demo build, no demo accounts in the Firebase build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROUTES = {
  '/login': ['src/features/auth/login-screen.tsx'],
  '/': ['src/features/landing/landing-screen.tsx'],
  '/perfil': ['src/features/profile/profile-screen.tsx'],
  '/checkin': ['src/features/attendance/checkin-screen.tsx'],
  '/alertas': ['src/features/alerts/alerts-screen.tsx'],
};
/** Routes that read data load the store on first use: in the Firebase build that is a chunk of its own. */
const DATA_ROUTES = new Set(['/perfil', '/checkin', '/alertas']);
const BUILDS = [
  { dir: 'dist', backend: 'src/data/demo/index.ts', store: null, label: 'demo' },
  {
    dir: 'dist-emulators',
    backend: 'src/data/firebase/index.ts',
    store: 'src/data/firebase/firestore-store.ts',
    label: 'firebase (emulators)',
  },
  {
    dir: 'dist-firebase',
    backend: 'src/data/firebase/index.ts',
    store: 'src/data/firebase/firestore-store.ts',
    label: 'firebase',
  },
];

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function gzipKiB(dir, files) {
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

function assetsContain(dir, needle) {
  const assets = join(dir, 'assets');
  return readdirSync(assets).some(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(needle),
  );
}

const check = process.argv.includes('--check');
const problems = [];
let measured = 0;
for (const build of BUILDS) {
  const manifestFile = join(build.dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) continue;
  measured += 1;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  console.log(`\n${build.label} build (${build.dir}/): gzip JS loaded per route`);
  for (const [route, screens] of Object.entries(ROUTES)) {
    const store = build.store && DATA_ROUTES.has(route) ? [build.store] : [];
    const files = closure(manifest, ['index.html', build.backend, ...store, ...screens]);
    console.log(
      `  ${route.padEnd(10)} ${gzipKiB(build.dir, files).toFixed(1).padStart(7)} KiB  (${files.length} files)`,
    );
  }
  if (build.backend.includes('/demo/')) {
    // identitytoolkit is the Auth REST host every Firebase Auth SDK build embeds.
    if (assetsContain(build.dir, 'identitytoolkit'))
      problems.push(`${build.dir}: the demo build contains Firebase SDK code`);
  } else if (assetsContain(build.dir, 'demo1234') || assetsContain(build.dir, 'empleado@asiste.demo')) {
    problems.push(`${build.dir}: the Firebase build contains demo accounts`);
  }
}

if (measured === 0) problems.push('no build found: run `npm run build:demo` first');
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(check && problems.length > 0 ? 1 : 0);
