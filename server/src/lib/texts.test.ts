import { describe, expect, it } from 'vitest';
import { text, textInEvery } from './texts';

// The helper every server text goes through (decision 025). Keys are checked by its type; these
// tests pin what the JSON cannot show: plurals, formats and values kept as they are.

describe('text', () => {
  it('puts values in as they are, without HTML escaping', () => {
    expect(text('en', 'mail:verify', { url: 'https://a.example/?a=1&b=<2>' })).toBe(
      'Anyone can check this document at https://a.example/?a=1&b=<2>',
    );
  });

  it('leaves placeholders and nesting inside values alone', () => {
    expect(text('es', 'reply:ownCountry', { destination: '{{x}} $t(mail:amount)' })).toContain(
      'Es ciudadano de {{x}} $t(mail:amount),',
    );
  });

  it('picks the plural form by count', () => {
    expect(text('en', 'entry-rules:period.months', { count: 1 })).toBe('1 month');
    expect(text('en', 'entry-rules:period.months', { count: 6 })).toBe('6 months');
    expect(text('es', 'entry-rules:period.months', { count: 1 })).toBe('1 mes');
    expect(text('zh', 'entry-rules:period.months', { count: 6 })).toBe('6 个月');
  });

  it("adds English's article to the names that take it, in English only", () => {
    const names = { nationality: 'Philippines', via: 'United States' };
    expect(text('en', 'transit:summaryFree', names)).toBe(
      'Citizens of the Philippines can change planes in the United States without a transit visa.',
    );
    expect(text('en', 'transit:noAirside', { ...names, entry: 'a visa' })).toMatch(
      /^The United States has no airside transit/,
    );
    expect(text('es', 'transit:summaryFree', names)).toBe(
      'Los ciudadanos de Philippines pueden hacer escala en United States sin visado de tránsito.',
    );
  });

  it('rejects a key that is not in the resources: a type error, and an error at run time', () => {
    // @ts-expect-error a key missing from the English resources does not compile
    expect(() => text('en', 'mail:noSuchText')).toThrow(/Missing server text 'mail:noSuchText'/);
  });

  it('refuses to leave a placeholder without its value', () => {
    expect(() => text('en', 'reply:ownCountry')).toThrow(/without a value for \{\{destination\}\}/);
  });
});

describe('textInEvery', () => {
  it('gives one text per language, with values that may depend on the language', () => {
    const place = { en: 'Japan', es: 'Japón', zh: '日本' } as const;
    expect(
      textInEvery('visa-categories:recommendation.e_visa', (language) => ({
        place: place[language],
        span: '',
      })),
    ).toEqual({
      en: 'Apply online for an eVisa for Japan before you travel.',
      es: 'Solicite en línea una eVisa para Japón antes de viajar.',
      zh: '出行前须在线申请日本电子签证（eVisa）。',
    });
  });
});
