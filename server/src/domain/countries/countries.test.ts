import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@common/constants';
import { COUNTRY_CODES, type CountryCode } from '@common/country-codes';
import { CITIES } from './cities';
import { countryTerms, getCountry, listCountries, resolveCountry } from './countries';
import { normaliseTerm } from './normalise-term';
import { SHARED_TERMS } from './shared-terms';

const settled = new Map(
  Object.entries(SHARED_TERMS).map(([text, code]) => [normaliseTerm(text), code ?? undefined]),
);

/** What a term resolves to: its own country, unless it is one of the hand-settled shared words. */
function expectedFor(text: string, code: CountryCode): CountryCode | undefined {
  const key = normaliseTerm(text);
  return settled.has(key) ? settled.get(key) : code;
}

describe('country data', () => {
  it('has a name, a demonym, an alpha-3 code and a flag for all 199 countries in en, es and zh', () => {
    expect(COUNTRY_CODES).toHaveLength(199);
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const code of COUNTRY_CODES) {
        const country = getCountry(code, lang);
        expect(country.code).toBe(code);
        expect(country.name.trim(), `${code} ${lang} name`).not.toBe('');
        expect(country.demonym.trim(), `${code} ${lang} demonym`).not.toBe('');
        expect(country.demonymFeminine.trim(), `${code} ${lang} demonym`).not.toBe('');
        expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
        expect([...country.flag]).toHaveLength(2);
      }
    }
  });

  it('shows the names travellers expect', () => {
    const names = (lang: 'en' | 'es' | 'zh', codes: CountryCode[]) =>
      codes.map((code) => getCountry(code, lang).name);
    expect(names('en', ['US', 'GB', 'KR', 'KP', 'RU', 'IR', 'SY', 'VN', 'LA', 'BO'])).toEqual([
      'United States',
      'United Kingdom',
      'South Korea',
      'North Korea',
      'Russia',
      'Iran',
      'Syria',
      'Vietnam',
      'Laos',
      'Bolivia',
    ]);
    expect(names('en', ['VE', 'TZ', 'MD', 'CZ', 'TR', 'CI', 'HK', 'MO', 'TW', 'PS'])).toEqual([
      'Venezuela',
      'Tanzania',
      'Moldova',
      'Czechia',
      'Turkey',
      'Ivory Coast',
      'Hong Kong',
      'Macao',
      'Taiwan',
      'Palestine',
    ]);
    expect(names('en', ['VA', 'CD', 'CG', 'CN', 'XK'])).toEqual([
      'Vatican City',
      'DR Congo',
      'Republic of the Congo',
      'China',
      'Kosovo',
    ]);
    expect(names('es', ['US', 'GB', 'KR', 'KP', 'DE', 'JP', 'NL', 'SY', 'VA'])).toEqual([
      'Estados Unidos',
      'Reino Unido',
      'Corea del Sur',
      'Corea del Norte',
      'Alemania',
      'Japón',
      'Países Bajos',
      'Siria',
      'Ciudad del Vaticano',
    ]);
    expect(names('zh', ['US', 'GB', 'KR', 'KP', 'HK', 'MO', 'TW', 'CN', 'JP'])).toEqual([
      '美国',
      '英国',
      '韩国',
      '朝鲜',
      '中国香港',
      '中国澳门',
      '中国台湾',
      '中国',
      '日本',
    ]);
  });

  it('gives demonyms, with the Spanish feminine form', () => {
    expect(getCountry('MX', 'es')).toMatchObject({
      demonym: 'mexicano',
      demonymFeminine: 'mexicana',
    });
    expect(getCountry('US', 'es')).toMatchObject({
      demonym: 'estadounidense',
      demonymFeminine: 'estadounidense',
    });
    expect(getCountry('US', 'en').demonym).toBe('American');
    expect(getCountry('CN', 'zh').demonym).toBe('中国人');
    expect(getCountry('US', 'zh').demonym).toBe('美国人');
    expect(getCountry('JP', 'zh').demonym).toBe('日本人');
    expect(getCountry('HK', 'zh').demonym).toBe('香港人');
  });

  it('makes flags from the codes', () => {
    expect(getCountry('US', 'en').flag).toBe('🇺🇸');
    expect(getCountry('JP', 'zh').flag).toBe('🇯🇵');
    expect(getCountry('XK', 'es').flag).toBe('🇽🇰');
  });

  it('knows at least 300 cities, with a capital or main city for every country but the city-states', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(300);
    const withCity = new Set(CITIES.map((city) => city.code));
    const without = COUNTRY_CODES.filter((code) => !withCity.has(code));
    expect(without).toEqual(['HK', 'MO', 'VA']);
  });
});

describe('listCountries', () => {
  it.each(SUPPORTED_LANGUAGES)('lists all 199 countries once, sorted by name in %s', (lang) => {
    const list = listCountries(lang);
    expect(new Set(list.map((country) => country.code)).size).toBe(199);
    const { compare } = new Intl.Collator(lang === 'zh' ? 'zh-u-co-pinyin' : lang);
    for (let i = 1; i < list.length; i += 1) {
      expect(compare(list[i - 1]?.name ?? '', list[i]?.name ?? '')).toBeLessThan(0);
    }
  });

  it('sorts Spanish with accents in place and Chinese by pinyin', () => {
    const es = listCountries('es').map((country) => country.name);
    expect(es.indexOf('Islandia')).toBeLessThan(es.indexOf('Israel'));
    expect(es.indexOf('Irán')).toBeLessThan(es.indexOf('Irlanda'));
    const zh = listCountries('zh').map((country) => country.name);
    expect(zh[0]).toBe('阿尔巴尼亚');
    expect(zh.indexOf('美国')).toBeLessThan(zh.indexOf('日本'));
    expect(zh.indexOf('日本')).toBeLessThan(zh.indexOf('中国'));
  });
});

describe('resolveCountry', () => {
  const cases: Array<[text: string, code: CountryCode]> = [
    // Codes.
    ['US', 'US'],
    ['jp', 'JP'],
    ['JPN', 'JP'],
    ['gbr', 'GB'],
    ['XK', 'XK'],
    ['XKX', 'XK'],
    ['deu', 'DE'],
    // English names and aliases.
    ['USA', 'US'],
    ['u.s.', 'US'],
    ['U.S.A.', 'US'],
    ['the States', 'US'],
    ['America', 'US'],
    ['United States of America', 'US'],
    ['the United States', 'US'],
    ['UK', 'GB'],
    ['U.K.', 'GB'],
    ['Britain', 'GB'],
    ['Great Britain', 'GB'],
    ['England', 'GB'],
    ['Scotland', 'GB'],
    ['Wales', 'GB'],
    ['Northern Ireland', 'GB'],
    ['Holland', 'NL'],
    ['The Netherlands', 'NL'],
    ['UAE', 'AE'],
    ['Emirates', 'AE'],
    ['Ivory Coast', 'CI'],
    ['Côte d’Ivoire', 'CI'],
    ["Cote d'Ivoire", 'CI'],
    ['cote divoire', 'CI'],
    ['Czechia', 'CZ'],
    ['Czech Republic', 'CZ'],
    ['South Korea', 'KR'],
    ['Korea', 'KR'],
    ['Republic of Korea', 'KR'],
    ['North Korea', 'KP'],
    ['DPRK', 'KP'],
    ['Burma', 'MM'],
    ['Swaziland', 'SZ'],
    ['East Timor', 'TL'],
    ['Cape Verde', 'CV'],
    ['Macedonia', 'MK'],
    ['Vatican', 'VA'],
    ['Holy See', 'VA'],
    ['Persia', 'IR'],
    ['PRC', 'CN'],
    ['mainland China', 'CN'],
    ['ROC', 'TW'],
    ['Taiwan', 'TW'],
    ['Hong Kong', 'HK'],
    ['Macau', 'MO'],
    ['Macao', 'MO'],
    ['Kosovo', 'XK'],
    ['Palestine', 'PS'],
    ['Türkiye', 'TR'],
    ['turkiye', 'TR'],
    ['Turkey', 'TR'],
    ['Russia', 'RU'],
    ['DRC', 'CD'],
    ['Democratic Republic of the Congo', 'CD'],
    ['Congo-Brazzaville', 'CG'],
    ['Republic of the Congo', 'CG'],
    ['St. Lucia', 'LC'],
    ['Trinidad & Tobago', 'TT'],
    ['Guinea-Bissau', 'GW'],
    ['guinea bissau', 'GW'],
    ['Georgia', 'GE'],
    // English demonyms.
    ['American', 'US'],
    ['Americans', 'US'],
    ['British', 'GB'],
    ['Brits', 'GB'],
    ['Dutch', 'NL'],
    ['Swiss', 'CH'],
    ['Filipino', 'PH'],
    ['Kiwi', 'NZ'],
    ['Czechs', 'CZ'],
    ['Emirati', 'AE'],
    ['Dominican', 'DO'],
    // Spanish.
    ['mexicano', 'MX'],
    ['mexicana', 'MX'],
    ['Mexicanos', 'MX'],
    ['mexicanas', 'MX'],
    ['estadounidense', 'US'],
    ['estadounidenses', 'US'],
    ['EEUU', 'US'],
    ['EE.UU.', 'US'],
    ['EE. UU.', 'US'],
    ['Estados Unidos', 'US'],
    ['los Estados Unidos', 'US'],
    ['Reino Unido', 'GB'],
    ['el Reino Unido', 'GB'],
    ['Inglaterra', 'GB'],
    ['inglés', 'GB'],
    ['Países Bajos', 'NL'],
    ['Holanda', 'NL'],
    ['Alemania', 'DE'],
    ['alemanes', 'DE'],
    ['Japón', 'JP'],
    ['japon', 'JP'],
    ['japonesa', 'JP'],
    ['francés', 'FR'],
    ['franceses', 'FR'],
    ['española', 'ES'],
    ['marroquíes', 'MA'],
    ['Corea del Sur', 'KR'],
    ['Costa de Marfil', 'CI'],
    ['Birmania', 'MM'],
    ['Suazilandia', 'SZ'],
    ['Chequia', 'CZ'],
    ['República Checa', 'CZ'],
    ['Emiratos Árabes Unidos', 'AE'],
    ['Ciudad del Vaticano', 'VA'],
    ['El Salvador', 'SV'],
    ['Irak', 'IQ'],
    // Chinese.
    ['美国', 'US'],
    ['美國', 'US'],
    ['英国', 'GB'],
    ['英國', 'GB'],
    ['日本', 'JP'],
    ['韩国', 'KR'],
    ['南韩', 'KR'],
    ['朝鲜', 'KP'],
    ['德国', 'DE'],
    ['法国', 'FR'],
    ['香港', 'HK'],
    ['中国香港', 'HK'],
    ['澳门', 'MO'],
    ['台湾', 'TW'],
    ['中国台湾', 'TW'],
    ['中国', 'CN'],
    ['中国人', 'CN'],
    ['日本人', 'JP'],
    ['美国人', 'US'],
    ['美國人', 'US'],
    ['刚果（金）', 'CD'],
    ['刚果金', 'CD'],
    ['刚果布', 'CG'],
    ['澳洲', 'AU'],
    // Cities and places.
    ['Dubai', 'AE'],
    ['Abu Dhabi', 'AE'],
    ['Tokyo', 'JP'],
    ['东京', 'JP'],
    ['Tokio', 'JP'],
    ['Osaka', 'JP'],
    ['Kyoto', 'JP'],
    ['Paris', 'FR'],
    ['París', 'FR'],
    ['巴黎', 'FR'],
    ['Nice', 'FR'],
    ['Barcelona', 'ES'],
    ['Madrid', 'ES'],
    ['Rome', 'IT'],
    ['Venice', 'IT'],
    ['Milan', 'IT'],
    ['New York', 'US'],
    ['Nueva York', 'US'],
    ['纽约', 'US'],
    ['NYC', 'US'],
    ['Los Angeles', 'US'],
    ['Las Vegas', 'US'],
    ['San Francisco', 'US'],
    ['Miami', 'US'],
    ['London', 'GB'],
    ['Londres', 'GB'],
    ['Edinburgh', 'GB'],
    ['Istanbul', 'TR'],
    ['Estambul', 'TR'],
    ['Bali', 'ID'],
    ['Phuket', 'TH'],
    ['Bangkok', 'TH'],
    ['Cancún', 'MX'],
    ['cancun', 'MX'],
    ['Rio de Janeiro', 'BR'],
    ['Sydney', 'AU'],
    ['Toronto', 'CA'],
    ['Vancouver', 'CA'],
    ['Seoul', 'KR'],
    ['Shanghai', 'CN'],
    ['Beijing', 'CN'],
    ['北京', 'CN'],
    ['Mumbai', 'IN'],
    ['Bombay', 'IN'],
    ['Delhi', 'IN'],
    ['Goa', 'IN'],
    ['Marrakech', 'MA'],
    ['Cairo', 'EG'],
    ['El Cairo', 'EG'],
    ['Cape Town', 'ZA'],
    ['Zanzibar', 'TZ'],
    ['迪拜', 'AE'],
    ['Saigon', 'VN'],
    ['Kinshasa', 'CD'],
    ['Brazzaville', 'CG'],
    ['La Paz', 'BO'],
    ['Tromso', 'NO'],
    ['Nukualofa', 'TO'],
    // A city named like its own country stays that country.
    ['Singapore', 'SG'],
    ['Luxembourg', 'LU'],
    ['Monaco', 'MC'],
    ['Djibouti', 'DJ'],
    ['Kuwait', 'KW'],
    ['Panama', 'PA'],
    ['Guatemala', 'GT'],
    ['Mexico', 'MX'],
    ['México', 'MX'],
    ['Mexico City', 'MX'],
    ['San Marino', 'SM'],
  ];

  it('has a table of at least 80 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });

  it.each(cases)('%s → %s', (text, code) => {
    expect(resolveCountry(text)).toBe(code);
  });

  it('ignores case, accents, punctuation and surrounding spaces', () => {
    for (const text of ['  japón ', 'JAPÓN', 'Japon.', 'japón!'])
      expect(resolveCountry(text)).toBe('JP');
  });

  it.each([
    '',
    '   ',
    'Atlantis',
    'Narnia',
    'xx',
    'ZZZ',
    'Congo',
    'Congolese',
    'congoleños',
    'new yorkk',
    'the',
    'Europe',
    'x'.repeat(1000),
  ])('leaves %j unresolved', (text) => {
    expect(resolveCountry(text)).toBeUndefined();
  });

  it('resolves every display name to its own country', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const { code, name } of listCountries(lang)) {
        expect(resolveCountry(name), `${lang} "${name}"`).toBe(code);
      }
    }
  });

  it('resolves every demonym to its country, or to the settled choice for a shared one', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const { code, demonym, demonymFeminine } of listCountries(lang)) {
        for (const text of [demonym, demonymFeminine]) {
          expect(resolveCountry(text), `${lang} "${text}"`).toBe(expectedFor(text, code));
        }
      }
    }
  });

  it('resolves every city in every language to its country', () => {
    for (const city of CITIES) {
      for (const text of [city.en, city.es, city.zh, ...(city.also ?? [])]) {
        expect(resolveCountry(text), `"${text}"`).toBe(expectedFor(text, city.code));
      }
    }
  });

  it('indexes every term under one country only', () => {
    // The index refuses to build on a clash (see build-term-index.test.ts); loading it here proves
    // the data has none, and every key is stored normalised.
    const terms = countryTerms();
    expect(terms.size).toBeGreaterThan(3000);
    for (const [key, code] of terms) {
      expect(normaliseTerm(key)).toBe(key);
      expect(COUNTRY_CODES).toContain(code);
    }
  });
});
