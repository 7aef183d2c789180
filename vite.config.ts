import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { parseEnv } from './src/config/env-schema.ts';
import { DEMO_ACCOUNTS, DEMO_TENANT } from './src/data/demo/demo-tenant.ts';

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

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A Firebase build without its keys fails here, not in the user's browser.
  if (command === 'build') parseEnv(env);
  return {
    plugins: [react(), ...(env.VITE_BACKEND === 'firebase' ? [] : [printDemoAccounts()])],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    // The demo's seed worker (src/data/demo/seed-worker.ts) is a module worker, like the app.
    worker: { format: 'es' },
    build: {
      outDir: mode === 'emulators' ? 'dist-emulators' : 'dist',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 600,
    },
  };
});
