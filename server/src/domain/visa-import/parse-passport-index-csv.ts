import { isCountryCode } from '@common/country-codes';
import type { OverrideCategory, OverrideRequirement } from './override-category';

export type CsvLineError = { line: number; message: string };

export type ParsePassportIndexResult =
  | { ok: true; rows: OverrideRequirement[]; skippedOwnCountry: number }
  | { ok: false; errors: CsvLineError[] };

export const PASSPORT_INDEX_HEADER = ['Passport', 'Destination', 'Requirement'] as const;

export const MAX_DAYS = 365;

const WORDS: Record<string, OverrideCategory> = {
  'visa free': 'visa_free',
  'visa on arrival': 'visa_on_arrival',
  eta: 'eta',
  'e-visa': 'e_visa',
  'visa required': 'visa_required',
  'no admission': 'no_admission',
};

const ALLOWED_VALUES = `a number of days from 1 to ${MAX_DAYS}, ${Object.keys(WORDS)
  .map((w) => `'${w}'`)
  .join(', ')} or -1 (own country)`;

/**
 * Reads the Passport-Index "tidy" CSV (ISO2 codes): `Passport,Destination,Requirement`, one
 * pair a line. The whole file is checked before anything is returned: either every row, or
 * every problem with its line number, so a bad file is never half applied.
 */
export function parsePassportIndexCsv(text: string): ParsePassportIndexResult {
  const { records, errors } = splitCsv(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const [header, ...body] = records;
  if (header === undefined) {
    return { ok: false, errors: [{ line: 1, message: 'the file is empty' }] };
  }
  if (
    header.fields.length !== PASSPORT_INDEX_HEADER.length ||
    header.fields.some((f, i) => f.trim().toLowerCase() !== PASSPORT_INDEX_HEADER[i]?.toLowerCase())
  ) {
    errors.unshift({
      line: header.line,
      message: `the header must be ${PASSPORT_INDEX_HEADER.join(',')} (got ${header.fields.join(',')})`,
    });
  }

  const rows: OverrideRequirement[] = [];
  const firstLineOfPair = new Map<string, number>();
  let skippedOwnCountry = 0;
  for (const { line, fields } of body) {
    const fail = (message: string) => errors.push({ line, message });
    if (fields.length !== 3) {
      fail(`expected 3 fields (passport, destination, requirement), got ${fields.length}`);
      continue;
    }
    const [nationality = '', destination = '', raw = ''] = fields.map((f) => f.trim());
    const badCodes = [nationality, destination].filter((code) => !isCountryCode(code));
    for (const code of badCodes) fail(`unknown country code '${code}'`);
    const requirement = readRequirement(raw);
    if (requirement === undefined) fail(`unknown requirement '${raw}': use ${ALLOWED_VALUES}`);
    if (badCodes.length > 0 || requirement === undefined) continue;

    const pair = `${nationality}${destination}`;
    const earlier = firstLineOfPair.get(pair);
    if (earlier !== undefined) {
      fail(`duplicate pair ${nationality},${destination} (first on line ${earlier})`);
      continue;
    }
    firstLineOfPair.set(pair, line);

    const ownCountry = nationality === destination;
    if (requirement === 'own-country') {
      if (ownCountry) skippedOwnCountry++;
      else fail(`-1 is only for a passport's own country, not ${nationality},${destination}`);
      continue;
    }
    if (ownCountry) {
      fail(`${nationality},${destination} is a passport's own country: its requirement must be -1`);
      continue;
    }
    rows.push({ nationality, destination, ...requirement });
  }

  if (errors.length === 0 && rows.length === 0) {
    errors.push({ line: header.line, message: 'the file has no requirements after the header' });
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  return { ok: true, rows, skippedOwnCountry };
}

function readRequirement(
  raw: string,
): { category: OverrideCategory; days: number | null } | 'own-country' | undefined {
  if (raw === '-1') return 'own-country';
  if (/^\d+$/.test(raw)) {
    const days = Number(raw);
    return days >= 1 && days <= MAX_DAYS ? { category: 'visa_free', days } : undefined;
  }
  const category = WORDS[raw.toLowerCase()];
  return category === undefined ? undefined : { category, days: null };
}

type CsvRecord = { line: number; fields: string[] };

/**
 * RFC 4180 records with the line each starts on: commas, quoted fields (with `""` for a
 * quote, and line breaks inside quotes), LF or CRLF line ends. Blank lines are skipped.
 */
function splitCsv(text: string): { records: CsvRecord[]; errors: CsvLineError[] } {
  const records: CsvRecord[] = [];
  const errors: CsvLineError[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let broken: string | undefined;
    for (;;) {
      let open = i;
      while (text[open] === ' ' || text[open] === '\t') open++;
      if (text[open] === '"') {
        // A quoted field: everything up to the closing quote, `""` being one quote.
        i = open + 1;
        let closed = false;
        while (i < text.length) {
          const c = text[i];
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n') line++;
          field += c;
          i++;
        }
        if (!closed) {
          broken = 'a quoted field is not closed';
          break;
        }
        // Only spaces may follow the closing quote before the next comma or line end.
        while (text[i] === ' ' || text[i] === '\t') i++;
        if (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
          broken = 'unexpected text after a closing quote';
          while (i < text.length && text[i] !== '\n') i++;
        }
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
          if (text[i] === '"') broken = 'a quote inside an unquoted field';
          field += text[i];
          i++;
        }
      }
      fields.push(field);
      field = '';
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    // The record's line end (CRLF, LF, or a lone CR).
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;

    if (broken !== undefined) errors.push({ line: start, message: broken });
    else if (!(fields.length === 1 && fields[0]?.trim() === '')) {
      records.push({ line: start, fields });
    }
  }
  return { records, errors };
}
