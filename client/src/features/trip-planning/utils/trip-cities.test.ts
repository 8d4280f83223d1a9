import { describe, expect, it } from 'vitest';
import {
  cityMatchScore,
  citiesNotChosen,
  hasAirport,
  localCityName,
  sameCity,
  toTripCity,
} from './trip-cities';

const paris = { name: 'Paris', country: 'FR', airport: 'CDG' };
const lyon = { name: 'Lyon', country: 'FR', airport: 'LYS' };
const versailles = { name: 'Versailles', country: 'FR', airport: '' };

describe('sameCity', () => {
  it('compares names without case or accents, within a country', () => {
    expect(sameCity(paris, { name: 'paris', country: 'FR', airport: '' })).toBe(true);
    expect(
      sameCity(
        { name: 'Málaga', country: 'ES', airport: 'AGP' },
        { name: 'Malaga', country: 'ES', airport: '' },
      ),
    ).toBe(true);
    expect(sameCity(paris, { name: 'Paris', country: 'US', airport: '' })).toBe(false);
  });
});

describe('toTripCity and hasAirport', () => {
  it('keeps the name, country and airport', () => {
    expect(
      toTripCity({ ...paris, isCapital: true, latitude: 1, longitude: 2, population: 3 } as never),
    ).toEqual(paris);
  });
  it('needs a non-blank airport code', () => {
    expect(hasAirport(paris)).toBe(true);
    expect(hasAirport(versailles)).toBe(false);
    expect(hasAirport({ airport: '  ' })).toBe(false);
  });
});

describe('citiesNotChosen', () => {
  it('drops the cities chosen elsewhere and ignores blanks', () => {
    expect(citiesNotChosen([paris, lyon, versailles], [null, { ...lyon, name: 'LYON' }])).toEqual([
      paris,
      versailles,
    ]);
  });
  it('keeps everything when nothing is chosen', () => {
    expect(citiesNotChosen([paris, lyon], [])).toEqual([paris, lyon]);
  });
});

describe('cityMatchScore', () => {
  it('ranks a name prefix over a later word, a substring, then the airport code', () => {
    expect(cityMatchScore('', 'par', ['Paris', 'CDG'])).toBe(1);
    expect(cityMatchScore('', 'upon', ['Kingston upon Hull', 'HUY'])).toBe(0.8);
    expect(cityMatchScore('', 'ari', ['Paris', 'CDG'])).toBe(0.6);
    expect(cityMatchScore('', 'cdg', ['Paris', 'CDG'])).toBe(0.4);
    expect(cityMatchScore('', 'zzz', ['Paris', 'CDG'])).toBe(0);
  });
  it('ignores accents and shows everything for an empty search', () => {
    expect(cityMatchScore('', 'dusseldorf', ['Düsseldorf', 'DUS'])).toBe(1);
    expect(cityMatchScore('', '  ', ['Paris'])).toBe(1);
  });
  it('does not match a blank airport code', () => {
    expect(cityMatchScore('', 'q', ['Versailles', ''])).toBe(0);
  });
  it("finds a city by the reader's name and by its own", () => {
    expect(cityMatchScore('', 'roma', ['Roma', 'Rome', 'FCO'])).toBe(1);
    expect(cityMatchScore('', 'rome', ['Roma', 'Rome', 'FCO'])).toBe(0.95);
    expect(cityMatchScore('', '上海', ['上海', 'Shanghai', 'PVG'])).toBe(1);
    expect(cityMatchScore('', 'florencia', ['Florencia', 'Florence', 'FLR'])).toBe(1);
    expect(cityMatchScore('', 'fco', ['Roma', 'Rome', 'FCO'])).toBe(0.4);
  });
});

describe('localCityName', () => {
  const rome = { name: 'Rome', names: { es: 'Roma', zh: '罗马' } };
  it("shows the reader's name when known, else the city's own", () => {
    expect(localCityName(rome, 'es')).toBe('Roma');
    expect(localCityName(rome, 'zh')).toBe('罗马');
    expect(localCityName(rome, 'en')).toBe('Rome');
    expect(localCityName({ name: 'Ostia' }, 'es')).toBe('Ostia');
  });
});
