import fs from 'node:fs/promises';
import {
  compareWithPolicies,
  keepKnownCountries,
} from '../domain/visa-import/compare-with-policies';
import { formatComparison } from '../domain/visa-import/format-comparison';
import { parsePassportIndexCsv } from '../domain/visa-import/parse-passport-index-csv';

// `npm run visa:compare -- FILE.csv [--destination XX] [--limit N]` compares the Passport Index
// tidy ISO2 CSV with our authored visa policies. It reads only; nothing is stored.

const USAGE = 'Usage: npm run visa:compare -- FILE.csv [--destination XX] [--limit N]';
const MAX_LISTED_ERRORS = 20;

class CliFailure extends Error {}

type Args = { file: string; destination?: string; limit: number };

function readArgs(args: string[]): Args {
  let file: string | undefined;
  let destination: string | undefined;
  let limit = 50;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--destination' || arg === '--limit') {
      const value = args[++i];
      if (value === undefined) throw new CliFailure(`${arg} needs a value. ${USAGE}`);
      if (arg === '--destination') destination = value.toUpperCase();
      else if (/^\d+$/.test(value)) limit = Number(value);
      else throw new CliFailure(`--limit must be a whole number, not ${value}. ${USAGE}`);
    } else if (arg.startsWith('-') || file !== undefined) {
      throw new CliFailure(USAGE);
    } else file = arg;
  }
  if (file === undefined) throw new CliFailure(USAGE);
  return { file, destination, limit };
}

async function main(argv: string[]): Promise<string> {
  const args = readArgs(argv);
  const raw = await fs.readFile(args.file, 'utf8').catch((error: unknown) => {
    throw new CliFailure(
      `Cannot read ${args.file}: ${error instanceof Error ? error.message : error}`,
    );
  });
  const { text, dropped } = keepKnownCountries(raw.startsWith('\uFEFF') ? raw.slice(1) : raw);
  const parsed = parsePassportIndexCsv(text);
  if (!parsed.ok) {
    const listed = parsed.errors
      .slice(0, MAX_LISTED_ERRORS)
      .map((e) => `  line ${e.line}: ${e.message}`);
    throw new CliFailure([`${args.file} could not be read:`, ...listed].join('\n'));
  }
  const report = formatComparison(compareWithPolicies(parsed.rows), args);
  const note = dropped > 0 ? `Skipped ${dropped} rows naming a country we do not list.\n` : '';
  return `${note}${report}`;
}

main(process.argv.slice(2)).then(
  (output) => {
    process.stdout.write(`${output}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${error instanceof CliFailure ? message : `visa:compare failed: ${message}`}\n`,
    );
    process.exit(1);
  },
);
