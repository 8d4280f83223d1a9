// Builds the client (Vite) and the server bundle (esbuild) into dist/, then stamps the build
// so `npm start` can tell whether the sources changed since.
import { build as buildServer } from 'esbuild';
import fs from 'node:fs';
import { build as buildClient } from 'vite';
import { paths } from './paths.mjs';

await buildClient({ configFile: paths.viteConfig, logLevel: 'warn' });

await buildServer({
  entryPoints: [paths.serverEntry],
  outfile: paths.serverBundle,
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
