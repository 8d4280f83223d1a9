import { describe, expect, it } from 'vitest';
import { buildTermIndex, type Term } from './build-term-index';

const georgia: Term[] = [
  { text: 'Georgia', code: 'GE', kind: 'name' },
  { text: 'Tbilisi', code: 'GE', kind: 'city' },
];

describe('buildTermIndex', () => {
  it('maps normalised terms to their country', () => {
    const index = buildTermIndex(georgia, {});
    expect(index.get('georgia')).toBe('GE');
    expect(index.get('tbilisi')).toBe('GE');
  });

  it('merges a city named like its own country', () => {
    const terms: Term[] = [
      { text: 'Singapore', code: 'SG', kind: 'name' },
      { text: 'Singapore', code: 'SG', kind: 'city' },
    ];
    expect(buildTermIndex(terms, {}).get('singapore')).toBe('SG');
  });

  it('fails loudly when a city names another country', () => {
    const terms: Term[] = [...georgia, { text: 'Georgia', code: 'US', kind: 'city' }];
    expect(() => buildTermIndex(terms, {})).toThrow(
      /"georgia" names GE name "Georgia", US city "Georgia"/,
    );
  });

  it('fails loudly when an alias names two countries', () => {
    const terms: Term[] = [
      { text: 'Congo', code: 'CD', kind: 'alias' },
      { text: 'CONGO', code: 'CG', kind: 'alias' },
      { text: 'Guinea', code: 'GN', kind: 'name' },
      { text: 'guinea', code: 'GQ', kind: 'alias' },
    ];
    expect(() => buildTermIndex(terms, {})).toThrow(
      /"congo" names CD[^\n]*\n {2}"guinea" names GN/,
    );
  });

  it('keeps the country a shared term is settled on, or none', () => {
    const terms: Term[] = [
      ...georgia,
      { text: 'Georgia', code: 'US', kind: 'city' },
      { text: 'Congo', code: 'CD', kind: 'alias' },
      { text: 'Congo', code: 'CG', kind: 'alias' },
    ];
    const index = buildTermIndex(terms, { Georgia: 'GE', congo: null });
    expect(index.get('georgia')).toBe('GE');
    expect(index.has('congo')).toBe(false);
  });

  it('refuses shared entries that settle nothing', () => {
    expect(() => buildTermIndex(georgia, { Georgia: 'GE' })).toThrow(/names only GE/);
    expect(() => buildTermIndex(georgia, { Atlantis: null })).toThrow(/no country uses it/);
    const clash: Term[] = [...georgia, { text: 'Georgia', code: 'US', kind: 'city' }];
    expect(() => buildTermIndex(clash, { Georgia: 'FR' })).toThrow(/settled as FR/);
  });

  it('rejects a term that normalises to nothing', () => {
    expect(() => buildTermIndex([{ text: '...', code: 'GE', kind: 'alias' }], {})).toThrow(
      /Empty country term/,
    );
  });
});
