import { ESLint, type Linter } from 'eslint';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, checked against the real tree. Each case lints code
// as if it were a file at a path that does not exist (lintText), importing files that do, so the
// resolver and the zones are the ones `npm run lint` uses. Most imports are written with `@/` and
// `@common/`: if the resolver stopped seeing those paths, the cases below would go quiet.

const root = path.resolve(import.meta.dirname, '..');
const clientSrc = path.join(root, 'client/src');
const featuresDir = path.join(clientSrc, 'features');

const sourceFile = /(?<!\.test|\.d)\.tsx?$/;

/** A real module to import: the first source file under `dir`, tests and declarations aside. */
function someModule(dir: string): string {
  const entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true });
  const file = entries
    .filter((e) => e.isFile() && sourceFile.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()[0];
  if (!file) throw new Error(`no source file under ${dir}`);
  return file;
}

/** `file` (absolute) as a file in `fromDir` would import it: `@/...`, `@common/...` or relative. */
function specifier(file: string, style: 'alias' | 'relative', fromDir: string): string {
  const bare = file.replace(/\.tsx?$/, '');
  if (style === 'alias') {
    const common = path.relative(path.join(root, 'common'), bare);
    return common.startsWith('..') ? `@/${path.relative(clientSrc, bare)}` : `@common/${common}`;
  }
  const relative = path.relative(fromDir, bare);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Code that imports `from` and uses it, so no other rule has anything to say. */
const importing = (from: string) => `import * as probe from '${from}';\n\nexport { probe };\n`;

const features = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const [featureA, featureB] = features;

let eslint: ESLint;

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
}

const rules = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

describe('lint import boundaries', { timeout: 120_000 }, () => {
  beforeAll(() => {
    if (!featureA || !featureB) throw new Error('expected at least two features');
    // eslint-import-resolver-typescript forgets its tsconfigs when ESLint's cwd is not the
    // process's, and every alias would go unresolved: run from the root, as npm's scripts do.
    if (process.cwd() !== root) throw new Error(`run from ${root}, not ${process.cwd()}`);
    // no-unresolved too: an allowed import passes only when it resolved, not when it was unseen.
    eslint = new ESLint({
      cwd: root,
      overrideConfig: { rules: { 'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }] } },
    });
  });

  for (const style of ['alias', 'relative'] as const) {
    it(`reports a feature importing another feature (${style})`, async () => {
      const fromDir = path.join(featuresDir, featureA!, 'components');
      const target = specifier(someModule(path.join(featuresDir, featureB!)), style, fromDir);
      const messages = await lint(
        `client/src/features/${featureA}/components/lint-probe.ts`,
        importing(target),
      );
      expect(messages).toEqual([
        expect.objectContaining({
          ruleId: 'import-x/no-restricted-paths',
          message: expect.stringContaining('A feature never imports another feature'),
        }),
      ]);
    });
  }

  it('reports a feature importing the app shell', async () => {
    const target = specifier(someModule(path.join(clientSrc, 'app')), 'alias', clientSrc);
    const messages = await lint(`client/src/features/${featureA}/lint-probe.ts`, importing(target));
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features never import the app shell'),
      }),
    ]);
  });

  it('reports lib and components importing a feature', async () => {
    const target = specifier(someModule(path.join(featuresDir, featureB!)), 'alias', clientSrc);
    for (const dir of ['lib', 'components']) {
      const messages = await lint(`client/src/${dir}/lint-probe.ts`, importing(target));
      expect(messages).toEqual([
        expect.objectContaining({
          ruleId: 'import-x/no-restricted-paths',
          message: expect.stringContaining('Shared client code cannot depend on features'),
        }),
      ]);
    }
  });

  it('reports common importing client or server code', async () => {
    const commonDir = path.join(root, 'common');
    const targets = [
      specifier(someModule(path.join(clientSrc, 'lib')), 'relative', commonDir),
      specifier(someModule(path.join(clientSrc, 'lib')), 'alias', commonDir),
      specifier(someModule(path.join(root, 'server/src/lib')), 'relative', commonDir),
    ];
    for (const target of targets) {
      const messages = await lint('common/lint-probe.ts', importing(target));
      expect(messages).toEqual([
        expect.objectContaining({
          ruleId: 'import-x/no-restricted-paths',
          message: expect.stringContaining('common/ stands alone'),
        }),
      ]);
    }
  });

  it('reports an import cycle through @/ imports', async () => {
    // A real module of lib that imports another lib module with `@/lib/...` (a value import:
    // type-only ones cannot make a cycle). Linting the imported file as if it imported its
    // importer back closes the loop on disk, with no file written.
    const lib = path.join(clientSrc, 'lib');
    const pair = fs
      .readdirSync(lib)
      .filter((name) => sourceFile.test(name))
      .flatMap((name) => {
        const code = fs.readFileSync(path.join(lib, name), 'utf8');
        return [...code.matchAll(/^import \{([^}]*)\} from '@\/lib\/([\w-]+)';$/gm)]
          .filter(([, names]) => !/\btype\b/.test(names!))
          .flatMap(([, , imported]) =>
            ['.ts', '.tsx']
              .map((ext) => `${imported}${ext}`)
              .filter((file) => fs.existsSync(path.join(lib, file)))
              .map((file) => ({ importer: name, imported: file })),
          );
      })[0];
    if (!pair) throw new Error('no lib module imports another with @/lib/');

    const importer = `@/lib/${pair.importer.replace(/\.tsx?$/, '')}`;
    const messages = await lint(`client/src/lib/${pair.imported}`, importing(importer));
    expect(rules(messages)).toEqual(['import-x/no-cycle']);
  });

  it('accepts a feature importing lib, components, common and itself', async () => {
    const fromDir = path.join(featuresDir, featureA!, 'components');
    const code = [
      `import * as lib from '${specifier(someModule(path.join(clientSrc, 'lib')), 'alias', fromDir)}';`,
      `import * as ui from '${specifier(someModule(path.join(clientSrc, 'components')), 'alias', fromDir)}';`,
      `import * as common from '${specifier(someModule(path.join(root, 'common')), 'alias', fromDir)}';`,
      `import * as own from '${specifier(someModule(path.join(featuresDir, featureA!)), 'alias', fromDir)}';`,
      `import * as ownRelative from '${specifier(someModule(path.join(featuresDir, featureA!)), 'relative', fromDir)}';`,
      '',
      'export { common, lib, own, ownRelative, ui };',
      '',
    ].join('\n');
    const messages = await lint(`client/src/features/${featureA}/components/lint-probe.ts`, code);
    expect(messages).toEqual([]);
  });

  it('accepts server code importing common', async () => {
    const target = specifier(someModule(path.join(root, 'common')), 'alias', root);
    const messages = await lint('server/src/lib/lint-probe.ts', importing(target));
    expect(messages).toEqual([]);
  });
});
