// The chunks each lazily loaded page needs, written for the server to announce in that page's
// HTML (`<link rel="modulepreload">`): the browser fetches them with the main bundle instead of
// after it has run, one round trip less before the page paints on a slow network.
import fs from 'node:fs';
import path from 'node:path';

// Path → the page's module and, for pages that lazyWithTexts loads, the rest of English, as in
// client/src/app/router.tsx. A module missing from the build fails it, so the two cannot drift.
const ENGLISH_TEXTS = 'src/locales/en/translation.json?raw';
const ROUTE_MODULES = {
  '/algotrip': ['src/features/landing/components/landing-page.tsx', ENGLISH_TEXTS],
  // The blog ships its own English texts.
  '/blog': ['src/features/blog/components/blog-page.tsx'],
  '/login': ['src/features/auth/components/login-page.tsx', ENGLISH_TEXTS],
  '/register': ['src/features/auth/components/register-page.tsx', ENGLISH_TEXTS],
  '/dashboard': ['src/features/dashboard/components/dashboard-page.tsx', ENGLISH_TEXTS],
  '/profile': ['src/features/auth/components/profile-page.tsx', ENGLISH_TEXTS],
  '/test-visa-logic': ['src/features/visa/components/test-visa-logic-page.tsx', ENGLISH_TEXTS],
};

/**
 * Announces the start-up chunks in `clientDir`/index.html and writes .vite/route-preloads.json
 * beside Vite's manifest.
 */
export function writeRoutePreloads(clientDir) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const chunk = (key) => {
    const found = manifest[key];
    if (!found) throw new Error(`route-preloads: ${key} is not in the build's manifest`);
    return found;
  };
  // What index.html loads already.
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const onEveryPage = new Set([entry.file]);
  const addStatic = (c, into) => {
    for (const key of c.imports ?? []) {
      const imported = chunk(key);
      if (into.has(imported.file)) continue;
      into.add(imported.file);
      addStatic(imported, into);
    }
  };
  addStatic(entry, onEveryPage);

  // What the entry imports dynamically is its start-up, step by step (client/src/main.tsx):
  // every page needs it, so index.html announces it and the browser fetches it with the entry.
  const boot = new Set();
  for (const key of entry.dynamicImports ?? []) {
    const c = chunk(key);
    if (!onEveryPage.has(c.file)) boot.add(c.file);
    addStatic(c, boot);
  }
  for (const file of onEveryPage) boot.delete(file);
  const indexFile = path.join(clientDir, 'index.html');
  const links = [...boot]
    .map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `)
    .join('');
  fs.writeFileSync(
    indexFile,
    fs.readFileSync(indexFile, 'utf8').replace('</head>', `${links}</head>`),
  );
  for (const file of boot) onEveryPage.add(file);

  const preloads = {};
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    const files = new Set();
    for (const key of modules) {
      const c = chunk(key);
      files.add(c.file);
      addStatic(c, files);
    }
    preloads[route] = [...files].filter((file) => !onEveryPage.has(file)).map((f) => `/${f}`);
  }
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'route-preloads.json'),
    JSON.stringify(preloads, null, 2),
  );
}
