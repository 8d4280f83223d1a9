import { describe, expect, it } from 'vitest';
import { cityListCountry } from '@/lib/trip-country';

describe('cityListCountry', () => {
  const english = [
    { code: 'US', name: 'United States' },
    { code: 'FR', name: 'France' },
  ];
  it('is the English name, lowercased, whatever name the panel was given', () => {
    expect(cityListCountry({ code: 'US', name: 'Estados Unidos' }, english)).toBe('united states');
    expect(cityListCountry({ code: 'FR', name: '法国' }, english)).toBe('france');
  });
  it('falls back to the given name without the English list or an entry', () => {
    expect(cityListCountry({ code: 'JP', name: 'Japan ' }, undefined)).toBe('japan');
    expect(cityListCountry({ code: 'JP', name: 'Japan' }, english)).toBe('japan');
  });
});
