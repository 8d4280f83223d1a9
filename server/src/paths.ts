import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found from this file whether it runs from source (tsx) or from the
 * bundle in dist/server, so paths do not depend on the working directory.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'server/src/db/migrations');
export const clientDistDir = path.join(projectRoot, 'dist/client');
