import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { headersFor, hostingHeaderRules } from './scripts/hosting-headers.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { DEMO_ACCOUNTS, DEMO_TENANT } from './src/data/adapters/demo/demo-tenant.ts';

/** `npm start`: print the demo accounts next to the dev server's URL. */
function printDemoAccounts(): Plugin {
  return {
    name: 'asiste:print-demo-accounts',
    apply: 'serve',
    configureServer(server) {
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
        console.log(`\n  Modo demostración · ${DEMO_TENANT.name} (${DEMO_TENANT.timeZone})`);
        console.log('  Cuentas (contraseña para todas: demo1234):');
        for (const account of DEMO_ACCOUNTS) {
          console.log(
            `    ${account.email.padEnd(width)}  ${account.role.padEnd(9)}  ${account.displayName}`,
          );
        }
        console.log('');
      };
    },
  };
}

/**
 * `vite preview` caches as Firebase Hosting does: the `Cache-Control` that firebase.json gives each path (the
 * hashed `/assets/**` are immutable for a year). Without it every response is `no-cache`, so a returning visitor
 * revalidates each of a screen's ~100 chunks, which Lighthouse's simulated 4G counts as ~100 round trips.
 */
function hostingCacheHeaders(): Plugin {
  const rules = hostingHeaderRules(JSON.parse(readFileSync('firebase.json', 'utf8')));
  return {
    name: 'asiste:hosting-cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        const cacheControl = headersFor(rules, path)['Cache-Control'];
        if (cacheControl !== undefined) response.setHeader('Cache-Control', cacheControl);
        next();
      });
    },
  };
}

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` for every chunk a lazy import needs (~100 for a
 * signed-in screen), all in one task. On a cold cache that flattens the download waterfall. On a warm one the
 * chunks come from the HTTP cache, and preloading them compiles them all in that one task: a long task that made
 * most of the phone screens' Total Blocking Time (docs/performance-log.md).
 *
 * So the helper preloads scripts only on a cold start: when the entry chunk that index.html names did not come
 * from the HTTP cache (its Resource Timing `transferSize` is not 0). The entry's name changes with every build
 * that changes any chunk (each chunk names the chunks it imports), so a cached entry means this build was loaded
 * before. On a warm start `import()` fetches the chunks itself, each compiled in its own task. A screen first
 * opened on a warm start fetches its own new chunks as `import()` finds them. Stylesheets are preloaded as before.
 */
function preloadOnColdStart(): Plugin {
  const warmStart = `const warmStart = (() => {
  try {
    const src = document.querySelector('script[type="module"][src]')?.src;
    const entry = src === undefined ? undefined : performance.getEntriesByName(src)[0];
    return entry !== undefined && entry.transferSize === 0 && entry.decodedBodySize > 0;
  } catch {
    return false;
  }
})();
`;
  return {
    name: 'asiste:preload-on-cold-start',
    apply: 'build',
    transform(code, id) {
      if (id !== '\0vite/preload-helper.js') return null;
      const append = 'document.head.appendChild(link);';
      if (!code.includes(append)) throw new Error(`vite/preload-helper changed: no ${append}`);
      return warmStart + code.replace(append, `if (isCss || !warmStart) ${append}`);
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A Firebase build without its keys fails here, not in the user's browser.
  if (command === 'build') parseEnv(env);
  return {
    plugins: [
      react(),
      hostingCacheHeaders(),
      preloadOnColdStart(),
      ...(env.VITE_BACKEND === 'firebase' ? [] : [printDemoAccounts()]),
    ],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    // The demo's seed worker (src/data/adapters/demo/seed-worker.ts) is a module worker, like the app.
    worker: { format: 'es' },
    build: {
      outDir: mode === 'emulators' ? 'dist-emulators' : 'dist',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 600,
    },
  };
});
