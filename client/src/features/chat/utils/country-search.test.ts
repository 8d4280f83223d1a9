import { describe, expect, it } from 'vitest';
import { countryMatchScore, countrySearchKeywords } from '@/features/chat/utils/country-search';

const japan = countrySearchKeywords({ name: 'Japan', demonym: 'Japanese', code: 'JP' });
const peru = countrySearchKeywords({ name: 'Perú', demonym: 'peruano', code: 'PE' });
const korea = countrySearchKeywords({ name: 'South Korea', demonym: 'South Korean', code: 'KR' });
const china = countrySearchKeywords({ name: '中国', demonym: '中国人', code: 'CN' });

describe('the country search', () => {
  it('shows every country before anything is typed', () => {
    expect(countryMatchScore('JP', '', japan)).toBe(1);
  });

  it('ranks a name prefix over a later word over a substring over a code', () => {
    expect(countryMatchScore('JP', 'Jap', japan)).toBe(1);
    expect(countryMatchScore('KR', 'kor', korea)).toBe(0.8);
    expect(countryMatchScore('JP', 'pan', japan)).toBe(0.6);
    expect(countryMatchScore('JP', 'jp', japan)).toBe(0.4);
  });

  it('ignores case and accents, and handles Chinese names', () => {
    expect(countryMatchScore('PE', 'PERU', peru)).toBe(1);
    expect(countryMatchScore('CN', '中', china)).toBe(1);
  });

  it('hides countries that do not match', () => {
    expect(countryMatchScore('JP', 'zzzz', japan)).toBe(0);
    expect(countryMatchScore('JP', 'jpn', japan)).toBe(0);
  });
});
