// Builds the client (Vite) and the server bundle (esbuild) into dist/, then stamps the build
// so `npm start` can tell whether the sources changed since.
import { build as buildServer } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build as buildClient } from 'vite';
import { paths } from './paths.mjs';
import { writeRoutePreloads } from './route-preloads.mjs';

await buildClient({ configFile: paths.viteConfig, logLevel: 'warn' });
writeRoutePreloads(path.dirname(paths.clientIndex));

// Brotli and gzip copies of the client's text files, made once here: the server sends the one
// a browser accepts (@fastify/static preCompressed) instead of compressing every response.
const COMPRESSIBLE = /\.(js|css|svg|txt|json|webmanifest)$/;
const clientDir = path.dirname(paths.clientIndex);
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

// The server, and the workers its threads load from beside it: the PDF renderer (pdf-pool.ts)
// and the embedded database (db/pglite-worker.mjs).
await buildServer({
  entryPoints: [
    { in: paths.serverEntry, out: 'server' },
    { in: paths.pdfWorkerEntry, out: 'pdf-worker' },
    { in: paths.pgliteWorkerEntry, out: 'pglite-worker' },
  ],
  outdir: path.dirname(paths.serverBundle),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: paths.serverTsconfig,
  sourcemap: true,
  logLevel: 'warning',
});

fs.writeFileSync(paths.buildStamp, new Date().toISOString());
console.log('Built dist/client and dist/server.');
