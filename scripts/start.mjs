// `npm start`: build if the build is missing or older than the sources, then serve.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from './paths.mjs';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function buildIsCurrent() {
  if (![paths.clientIndex, paths.serverBundle, paths.buildStamp].every((f) => fs.existsSync(f))) {
    return false;
  }
  const builtAt = fs.statSync(paths.buildStamp).mtimeMs;
  return paths.buildInputs.every((input) => newestMtime(input) <= builtAt);
}

if (!buildIsCurrent()) {
  if (!fs.existsSync(path.join(paths.root, 'node_modules/vite'))) {
    console.error(
      'The build is missing or stale and Vite is not installed: run `npm install` first.',
    );
    process.exit(1);
  }
  console.log('Building AlgoTrip…');
  const result = spawnSync(process.execPath, [path.join(paths.root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(paths.serverBundle).href);
