import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DatabaseUnavailableError, openDatabase, type Database } from '../db/database';
import { deleteAllVisaOverrides, replaceVisaOverrides } from '../db/repositories/visa-overrides';
import { parsePassportIndexCsv } from '../domain/visa-import/parse-passport-index-csv';
import { migrationsFolder } from '../paths';

// `npm run visa:import -- FILE.csv` replaces the imported visa requirements with the file's;
// `npm run visa:import -- --revert` removes them. See docs/decisions/007.

const USAGE = 'Usage: npm run visa:import -- FILE.csv | --revert';
// Past this many, the rest of a bad file's problems are only counted.
const MAX_LISTED_ERRORS = 100;

const count = (n: number) => n.toLocaleString('en-US');

/** A problem the operator can fix: one line (or the listed lines), exit code 1. */
class CliFailure extends Error {}

async function main(args: string[]): Promise<string> {
  const [arg, ...extra] = args;
  if (arg === undefined || extra.length > 0 || arg === '--help' || arg === '-h') {
    throw new CliFailure(USAGE);
  }
  const config = loadConfig();

  if (arg === '--revert') {
    const removed = await withDatabase(config.database, (database) =>
      deleteAllVisaOverrides(database.db),
    );
    return `Reverted: removed ${count(removed)} overrides; the authored visa policies apply again.`;
  }
  if (arg.startsWith('-')) throw new CliFailure(`Unknown option ${arg}. ${USAGE}`);

  // The whole file is checked before the database is opened: a bad file changes nothing.
  const text = await fs.readFile(arg, 'utf8').catch((error: unknown) => {
    throw new CliFailure(`Cannot read ${arg}: ${error instanceof Error ? error.message : error}`);
  });
  const parsed = parsePassportIndexCsv(text);
  if (!parsed.ok) {
    const listed = parsed.errors
      .slice(0, MAX_LISTED_ERRORS)
      .map(({ line, message }) => `  line ${line}: ${message}`);
    const more = parsed.errors.length - listed.length;
    throw new CliFailure(
      [
        `${arg} was not imported: ${count(parsed.errors.length)} bad lines; nothing was changed.`,
        ...listed,
        ...(more > 0 ? [`  … and ${count(more)} more`] : []),
      ].join('\n'),
    );
  }

  const importedAt = new Date();
  const source = `import ${importedAt.toISOString().slice(0, 10)} ${path.basename(arg)}`;
  await withDatabase(config.database, (database) =>
    replaceVisaOverrides(database.db, parsed.rows, { source, importedAt }),
  );
  return `Imported ${count(parsed.rows.length)} overrides from ${arg} (source: ${source})`;
}

async function withDatabase<T>(
  config: Parameters<typeof openDatabase>[0],
  run: (database: Database) => Promise<T>,
): Promise<T> {
  // For PGlite this takes the data-directory lock first: with the server running on the same
  // directory it fails before the directory is opened (docs/decisions/002).
  const database = await openDatabase(config, migrationsFolder);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (summary) => {
    process.stdout.write(`${summary}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    const expected =
      error instanceof CliFailure ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DatabaseUnavailableError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${expected ? message : `visa:import failed: ${message}`}\n`);
    process.exit(1);
  },
);
