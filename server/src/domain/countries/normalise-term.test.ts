import { describe, expect, it } from 'vitest';
import { normaliseTerm, withoutSpanishArticle } from './normalise-term';

describe('normaliseTerm', () => {
  it.each([
    ['United States', 'united states'],
    ['  The   Gambia ', 'gambia'],
    ['U.S.A.', 'usa'],
    ['U S A', 'usa'],
    ['EE. UU.', 'eeuu'],
    ['Côte d’Ivoire', 'cote divoire'],
    ["Cote d'Ivoire", 'cote divoire'],
    ['Guinea-Bissau', 'guinea bissau'],
    ['Trinidad & Tobago', 'trinidad and tobago'],
    ['São Tomé and Príncipe', 'sao tome and principe'],
    ['Tromsø', 'tromso'],
    ['Nukuʻalofa', 'nukualofa'],
    ['Washington, D.C.', 'washington dc'],
    ['刚果（金）', '刚果金'],
    ['圣地亚哥-德孔波斯特拉', '圣地亚哥德孔波斯特拉'],
    ['ＵＳＡ', 'usa'],
  ])('%j → %j', (text, key) => {
    expect(normaliseTerm(text)).toBe(key);
  });

  it('drops a Spanish article only when asked', () => {
    expect(normaliseTerm('Los Angeles')).toBe('los angeles');
    expect(withoutSpanishArticle('los estados unidos')).toBe('estados unidos');
    expect(withoutSpanishArticle('estados unidos')).toBeUndefined();
  });
});
