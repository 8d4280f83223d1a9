import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// In development the API runs on API_PORT and Vite serves the app on PORT, proxying /api.
const devPort = Number(process.env.PORT ?? 5000);
const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@': fromRoot('./client/src'),
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // Every browser the app supports has <link rel=modulepreload>; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // scripts/route-preloads.mjs reads it to list each page's chunks (.vite/ is never served).
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect, so a module's schemas that the page never
      // uses (the request schemas of a contract, say) can be left out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
