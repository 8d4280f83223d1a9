import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

export const paths = {
  root,
  viteConfig: at('vite.config.ts'),
  serverEntry: at('server/src/server.ts'),
  pdfWorkerEntry: at('server/src/domain/documents/pdf-worker.ts'),
  pgliteWorkerEntry: at('server/src/db/pglite-worker.mjs'),
  serverTsconfig: at('server/tsconfig.json'),
  serverBundle: at('dist/server/server.js'),
  clientIndex: at('dist/client/index.html'),
  buildStamp: at('dist/.build-stamp'),
  /** What a build is made from: a change here means the build is stale. */
  buildInputs: [
    'client',
    'common',
    'server/src',
    'scripts',
    'vite.config.ts',
    'package-lock.json',
  ].map(at),
};
