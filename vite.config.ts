import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: mode === 'emulators' ? 'dist-emulators' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
}));
