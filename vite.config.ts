import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite/precompress.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@shared': here('./shared'),
      '@client': here('./client/src'),
    },
  },
  build: { outDir: here('./dist/client'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
