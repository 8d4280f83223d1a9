import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { loadVisaOverrides } from '../src/db/repositories/visa-overrides';
import { migrationsFolder, projectRoot } from '../src/paths';
import { freePort, startServerProcess, waitForHealth } from './helpers/server-process';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const tsconfig = path.join(projectRoot, 'server/tsconfig.json');
const entry = path.join(projectRoot, 'server/src/cli/visa-import.ts');

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run visa:import -- …` as its own process on a PGlite data directory. */
function runVisaImport(dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(tsx, ['--tsconfig', tsconfig, entry, ...args], { env, cwd: projectRoot });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** What the data directory holds, read once the CLI has let go of it. */
async function storedOverrides(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir }, migrationsFolder);
  try {
    return await loadVisaOverrides(database.db);
  } finally {
    await database.close();
  }
}

const goodCsv = [
  'Passport,Destination,Requirement',
  'DE,DE,-1',
  'DE,US,eta',
  'DE,TH,60',
  'IN,DE,visa required',
  '"FR","JP","visa free"',
].join('\r\n');

const today = () => new Date().toISOString().slice(0, 10);

describe('npm run visa:import', () => {
  it('imports a file, rejects a bad one without changing anything, and reverts', async () => {
    const dataDir = tempDir('algotrip-data-');
    const files = tempDir('algotrip-csv-');
    const good = path.join(files, 'passport-index.csv');
    fs.writeFileSync(good, goodCsv);

    const imported = await runVisaImport(dataDir, [good]);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    const source = `import ${today()} passport-index.csv`;
    expect(imported.stdout).toBe(`Imported 4 overrides from ${good} (source: ${source})\n`);
    const stored = await storedOverrides(dataDir);
    expect(stored).toHaveLength(4);
    expect(stored.find((row) => row.destination === 'TH')).toMatchObject({
      nationality: 'DE',
      category: 'visa_free',
      days: 60,
      source,
    });

    const bad = path.join(files, 'bad.csv');
    fs.writeFileSync(
      bad,
      ['Passport,Destination,Requirement', 'DE,US,visa required', 'DE,QQ,eta', 'FR,JP,400'].join(
        '\n',
      ),
    );
    const rejected = await runVisaImport(dataDir, [bad]);
    expect(rejected.code).toBe(1);
    expect(rejected.stdout).toBe('');
    expect(rejected.stderr.trim().split('\n')).toEqual([
      `${bad} was not imported: 2 bad lines; nothing was changed.`,
      "  line 3: unknown country code 'QQ'",
      expect.stringMatching(/^ {2}line 4: unknown requirement '400'/),
    ]);
    expect(await storedOverrides(dataDir)).toEqual(stored);

    const reverted = await runVisaImport(dataDir, ['--revert']);
    expect(reverted.code).toBe(0);
    expect(reverted.stdout).toBe(
      'Reverted: removed 4 overrides; the authored visa policies apply again.\n',
    );
    expect(await storedOverrides(dataDir)).toEqual([]);
  }, 90_000);

  it.each([
    [[], 'Usage: npm run visa:import -- FILE.csv | --revert'],
    [['--force'], 'Unknown option --force'],
    [['/nonexistent/visa.csv'], 'Cannot read /nonexistent/visa.csv'],
  ])('stops on %j with one line and exit code 1', async (args, message) => {
    const result = await runVisaImport(tempDir('algotrip-data-'), args);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining(message)]);
  });

  it('refuses a data directory a running server holds, without opening it', async () => {
    const dataDir = tempDir('algotrip-data-');
    const file = path.join(tempDir('algotrip-csv-'), 'visa.csv');
    fs.writeFileSync(file, goodCsv);
    const port = await freePort();
    const server = startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      PORT: String(port),
    });
    try {
      await waitForHealth(port, server);
      for (const args of [[file], ['--revert']]) {
        const result = await runVisaImport(dataDir, args);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        const lines = result.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^The data directory .* is in use by process \d+\./);
      }
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    // Once the server is gone the directory is intact and the import goes through.
    expect((await runVisaImport(dataDir, [file])).code).toBe(0);
  }, 90_000);
});
