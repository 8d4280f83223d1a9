import { describe, expect, it } from 'vitest';
import { parsePassportIndexCsv } from './parse-passport-index-csv';

const HEADER = 'Passport,Destination,Requirement';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n';

describe('parsePassportIndexCsv', () => {
  it.each([
    ['90', { category: 'visa_free', days: 90 }],
    ['1', { category: 'visa_free', days: 1 }],
    ['365', { category: 'visa_free', days: 365 }],
    ['visa free', { category: 'visa_free', days: null }],
    ['visa on arrival', { category: 'visa_on_arrival', days: null }],
    ['eta', { category: 'eta', days: null }],
    ['e-visa', { category: 'e_visa', days: null }],
    ['visa required', { category: 'visa_required', days: null }],
    ['no admission', { category: 'no_admission', days: null }],
    ['Visa Required', { category: 'visa_required', days: null }],
  ])('maps %j', (value, expected) => {
    expect(parsePassportIndexCsv(csv(`DE,US,${value}`))).toEqual({
      ok: true,
      rows: [{ nationality: 'DE', destination: 'US', ...expected }],
      skippedOwnCountry: 0,
    });
  });

  it("skips a passport's own country (-1)", () => {
    expect(parsePassportIndexCsv(csv('DE,DE,-1', 'DE,FR,90'))).toEqual({
      ok: true,
      rows: [{ nationality: 'DE', destination: 'FR', category: 'visa_free', days: 90 }],
      skippedOwnCountry: 1,
    });
  });

  it('reads CRLF line ends, a byte-order mark, quoted fields and spaces around values', () => {
    const text =
      '\uFEFF"Passport","Destination","Requirement"\r\n' +
      '"DE","US","eta"\r\n' +
      'FR, JP , "visa free"\r\n' +
      '\r\n' +
      '"IN","TH","visa on arrival"\r\n';
    expect(parsePassportIndexCsv(text)).toEqual({
      ok: true,
      rows: [
        { nationality: 'DE', destination: 'US', category: 'eta', days: null },
        { nationality: 'FR', destination: 'JP', category: 'visa_free', days: null },
        { nationality: 'IN', destination: 'TH', category: 'visa_on_arrival', days: null },
      ],
      skippedOwnCountry: 0,
    });
  });

  it.each([
    ['an unknown passport code', csv('DE,US,eta', 'ZZ,US,eta'), 3, "unknown country code 'ZZ'"],
    ['an unknown destination code', csv('DE,XX,eta'), 2, "unknown country code 'XX'"],
    ['a lower-case code', csv('de,US,eta'), 2, "unknown country code 'de'"],
    ['an unknown word', csv('DE,US,visa maybe'), 2, "unknown requirement 'visa maybe'"],
    ['zero days', csv('DE,US,0'), 2, "unknown requirement '0'"],
    ['too many days', csv('DE,US,366'), 2, "unknown requirement '366'"],
    ['a fraction of days', csv('DE,US,7.5'), 2, "unknown requirement '7.5'"],
    ['an empty value', csv('DE,US,'), 2, "unknown requirement ''"],
    ['a missing field', csv('DE,US'), 2, 'expected 3 fields'],
    ['an extra field', csv('DE,US,eta,x'), 2, 'expected 3 fields'],
    ['a duplicate pair', csv('DE,US,eta', 'DE,FR,90', 'DE,US,90'), 4, 'first on line 2'],
    ['-1 for another country', csv('DE,US,-1'), 2, '-1 is only for'],
    ['own country with a value', csv('DE,DE,90'), 2, 'must be -1'],
    ['an unclosed quote', csv('DE,US,"eta'), 2, 'not closed'],
    ['a quote inside a field', csv('DE,U"S,eta'), 2, 'a quote inside'],
    ['text after a closing quote', csv('DE,"US"x,eta'), 2, 'after a closing quote'],
    ['a wrong header', 'Passport,Country,Requirement\nDE,US,eta\n', 1, 'the header must be'],
    ['an empty file', '', 1, 'the file is empty'],
    ['a header alone', `${HEADER}\n`, 1, 'no requirements'],
  ])('rejects %s with its line number', (_kind, text, line, message) => {
    const result = parsePassportIndexCsv(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([{ line, message: expect.stringContaining(message) }]);
  });

  it('rejects the whole file, listing every bad line and counting lines by where records start', () => {
    const text = [
      HEADER,
      'DE,US,eta',
      'DE,QQ,eta', // 3
      '"FR","multi',
      'line",90', // 4: a record over two lines starts on line 4
      'FR,JP,visa free',
      '',
      'IT,JP,forever', // 8
      'DE,US,90', // 9
    ].join('\r\n');
    const result = parsePassportIndexCsv(text);
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, message: "unknown country code 'QQ'" },
        { line: 4, message: "unknown country code 'multi\r\nline'" },
        { line: 8, message: expect.stringContaining("unknown requirement 'forever'") },
        { line: 9, message: 'duplicate pair DE,US (first on line 2)' },
      ],
    });
  });

  it('reports both bad codes of one line', () => {
    const result = parsePassportIndexCsv(csv('AA,QQ,eta'));
    expect(result.ok ? [] : result.errors.map((e) => e.line)).toEqual([2, 2]);
  });
});
