import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// In development the API runs on API_PORT and Vite serves the app on PORT, proxying /api.
const devPort = Number(process.env.PORT ?? 5000);
const apiPort = Number(process.env.API_PORT ?? 5001);

const ENGLISH_TEXTS = fromRoot('./client/src/locales/en/translation.json');
const ENGLISH_SECTION = 'virtual:english-section/';

/**
 * `import texts from 'virtual:english-section/blog'`: one top-level section of the English texts
 * as a module of its own, `{ blog: … }`. A JSON file is one module and so sits in one chunk (the
 * first page's); a lazy page that ships its own section this way waits for no other texts.
 */
export const englishSections: Plugin = {
  name: 'algotrip-english-sections',
  resolveId(id) {
    return id.startsWith(ENGLISH_SECTION) ? `\0${id}` : null;
  },
  load(id) {
    if (!id.startsWith(`\0${ENGLISH_SECTION}`)) return null;
    const name = id.slice(ENGLISH_SECTION.length + 1);
    this.addWatchFile(ENGLISH_TEXTS);
    const texts = JSON.parse(fs.readFileSync(ENGLISH_TEXTS, 'utf8')) as Record<string, unknown>;
    if (!(name in texts)) this.error(`The English texts have no section "${name}"`);
    return `export default ${JSON.stringify({ [name]: texts[name] })};`;
  },
};

// The app starts in steps (client/src/main.tsx): the entry (React), then i18n, then the app.
// Each step's modules go into one chunk of their own; left to itself the bundler splits the
// modules that lazy pages share into a dozen small chunks, and / would load ~6 KB more
// (compressed each on its own) and wait on more requests.
const ENTRY = fromRoot('./client/src/main.tsx');
const BOOT_STEPS: [root: string, chunk: string][] = [
  [ENTRY, 'boot'],
  [fromRoot('./client/src/lib/i18n.ts'), 'i18n'],
  [fromRoot('./client/src/app/app.tsx'), 'app'],
];

/** Each module the app starts with → the chunk of the first step that imports it statically. */
function bootStepChunks(ctx: Rolldown.ChunkingContext): Map<string, string> {
  const chunkOf = new Map<string, string>();
  for (const [root, chunk] of BOOT_STEPS) {
    const pending = [root];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (chunkOf.has(id)) continue;
      chunkOf.set(id, chunk);
      const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
      // An icon library's index imports every icon; the pages pick a few each, so the bundler
      // places the icons itself (lazy pages' icons stay with them).
      if (imported.length <= 200) pending.push(...imported);
    }
  }
  return chunkOf;
}

// Found once per build (the module graph is complete by then); a new build finds it again.
let bootChunks: Map<string, string> | undefined;
const bootStepsPerBuild = {
  name: 'algotrip-boot-steps',
  buildStart() {
    bootChunks = undefined;
  },
};

// One group per step, earlier steps first: a group takes the modules its step imports.
const bootStepGroups = BOOT_STEPS.map(([, chunk], index) => ({
  debugName: `boot step ${chunk}`,
  priority: BOOT_STEPS.length - index,
  name: (id: string, ctx: Rolldown.ChunkingContext) => {
    bootChunks ??= bootStepChunks(ctx);
    // The entry module itself stays the entry chunk (index.html's script).
    return id !== ENTRY && bootChunks.get(id) === chunk ? chunk : null;
  },
}));

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss(), englishSections, bootStepsPerBuild],
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
    // CLIENT_SOURCEMAP=1 npm run build: source maps for profiling (docs/performance.md).
    sourcemap: process.env.CLIENT_SOURCEMAP === '1',
    rolldownOptions: {
      // Building a zod schema has no side effect, so a module's schemas that the page never
      // uses (the request schemas of a contract, say) can be left out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: bootStepGroups,
        },
      },
    },
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
