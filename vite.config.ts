import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite/precompress.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const OWN_SOURCE = /\/(client\/src|shared)\/.*\.tsx?$/;
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
  build: {
    outDir: here('./dist/client'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // dist/client/.vite/manifest.json: scripts/bench-first-page.ts reads from it which files a page loads.
    manifest: true,
    rolldownOptions: {
      // Our TypeScript modules only declare things (no import is made for its side effects: lint keeps
      // it so), so a page that takes one export of a barrel like components/ui does not carry the rest.
      treeshake: { moduleSideEffects: (id: string) => (OWN_SOURCE.test(id) ? false : undefined) },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
