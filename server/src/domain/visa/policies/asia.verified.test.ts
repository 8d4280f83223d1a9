import type { CountryCode } from '@common/country-codes';
import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

function outcome(nationality: CountryCode, destination: CountryCode) {
  const result = getVisaRequirement(nationality, destination);
  return 'days' in result
    ? { category: result.category, days: result.days }
    : { category: result.category };
}

describe('South Korea', () => {
  it('K-ETA waived to end-2026 for the 67: Czechs, Portuguese, Emiratis, Israelis 90 days', () => {
    for (const nationality of ['CZ', 'PT', 'AE', 'IL', 'CH', 'MX'] as const) {
      expect(outcome(nationality, 'KR')).toEqual({ category: 'visa_free', days: 90 });
    }
  });

  it('K-ETA waived to end-2026 for Brunei, Saudi Arabia and the Pacific: 30 days', () => {
    for (const nationality of ['BN', 'SA', 'FJ', 'TO', 'VA'] as const) {
      expect(outcome(nationality, 'KR')).toEqual({ category: 'visa_free', days: 30 });
    }
  });

  it('keeps the K-ETA for visa-exempt nationals outside the 67 (Malaysia, Brazil)', () => {
    expect(outcome('MY', 'KR')).toEqual({ category: 'eta' });
    expect(outcome('BR', 'KR')).toEqual({ category: 'eta' });
  });

  it('keeps six months for Canadians and a visa for Ukrainians', () => {
    expect(outcome('CA', 'KR')).toEqual({ category: 'visa_free', days: 180 });
    expect(outcome('UA', 'KR')).toEqual({ category: 'visa_required' });
  });
});

describe('Armenia', () => {
  it('e-visa, not an unconditional visa on arrival, for India and Thailand', () => {
    expect(outcome('IN', 'AM')).toEqual({ category: 'e_visa' });
    expect(outcome('TH', 'AM')).toEqual({ category: 'e_visa' });
  });

  it('visa-free for Serbia, Montenegro and Albania; still 180 days for the EU', () => {
    expect(outcome('RS', 'AM')).toEqual({ category: 'visa_free', days: 180 });
    expect(outcome('AL', 'AM')).toEqual({ category: 'visa_free', days: 180 });
    expect(outcome('FR', 'AM')).toEqual({ category: 'visa_free', days: 180 });
  });

  it('keeps the invitation-only embassy visa for Pakistan', () => {
    expect(outcome('PK', 'AM')).toEqual({ category: 'visa_required' });
  });

  it('Egypt and Algeria get the e-visa only with a visa or residence elsewhere: visa required', () => {
    expect(outcome('EG', 'AM')).toEqual({ category: 'visa_required' });
    expect(outcome('DZ', 'AM')).toEqual({ category: 'visa_required' });
  });
});

describe('Myanmar', () => {
  it('tourist eVisa only for the eligible list: Nigeria and Iraq need an embassy visa', () => {
    expect(outcome('NG', 'MM')).toEqual({ category: 'visa_required' });
    expect(outcome('IQ', 'MM')).toEqual({ category: 'visa_required' });
  });

  it('Russia: 30 days visa-free by the bilateral agreement', () => {
    expect(outcome('RU', 'MM')).toEqual({ category: 'visa_free', days: 30 });
  });

  it('eVisa for the United States and Germany; Singapore 30 days visa-free', () => {
    expect(outcome('US', 'MM')).toEqual({ category: 'e_visa' });
    expect(outcome('DE', 'MM')).toEqual({ category: 'e_visa' });
    expect(outcome('SG', 'MM')).toEqual({ category: 'visa_free', days: 30 });
  });
});

describe('China', () => {
  it('UK and Canada: 30 days visa-free from 17 February 2026', () => {
    expect(outcome('GB', 'CN')).toEqual({ category: 'visa_free', days: 30 });
    expect(outcome('CA', 'CN')).toEqual({ category: 'visa_free', days: 30 });
  });

  it('keeps a visa for the United States, Czechia and Lithuania; Sweden 30 days', () => {
    expect(outcome('US', 'CN')).toEqual({ category: 'visa_required' });
    expect(outcome('CZ', 'CN')).toEqual({ category: 'visa_required' });
    expect(outcome('LT', 'CN')).toEqual({ category: 'visa_required' });
    expect(outcome('SE', 'CN')).toEqual({ category: 'visa_free', days: 30 });
  });
});

describe('Vietnam', () => {
  it('Belarus left out of Resolution 44/NQ-CP (March 2025): e-visa', () => {
    expect(outcome('BY', 'VN')).toEqual({ category: 'e_visa' });
  });

  it('keeps 45 days for Resolution 229/NQ-CP states (Switzerland, Poland)', () => {
    expect(outcome('CH', 'VN')).toEqual({ category: 'visa_free', days: 45 });
    expect(outcome('PL', 'VN')).toEqual({ category: 'visa_free', days: 45 });
  });
});

describe('Thailand', () => {
  it('Bhutan is in the 93-country 60-day exemption of July 2024', () => {
    expect(outcome('BT', 'TH')).toEqual({ category: 'visa_free', days: 60 });
  });

  it('keeps 60 days for the UK and the visa on arrival for Armenia', () => {
    expect(outcome('GB', 'TH')).toEqual({ category: 'visa_free', days: 60 });
    expect(outcome('AM', 'TH')).toEqual({ category: 'visa_on_arrival', days: 15 });
  });
});

describe('Central Asia and the Caucasus', () => {
  it('Kyrgyzstan: the 2021 law adds Thailand, Mexico, Albania and North Macedonia for 60 days', () => {
    for (const nationality of ['TH', 'MX', 'AL', 'MK'] as const) {
      expect(outcome(nationality, 'KG')).toEqual({ category: 'visa_free', days: 60 });
    }
    expect(outcome('DE', 'KG')).toEqual({ category: 'visa_free', days: 60 });
  });

  it('Kazakhstan: Iran 14 days by the decree of July 2022, like India', () => {
    expect(outcome('IR', 'KZ')).toEqual({ category: 'visa_free', days: 14 });
    expect(outcome('IN', 'KZ')).toEqual({ category: 'visa_free', days: 14 });
  });

  it('Azerbaijan: Malaysia gets the airport visa on arrival; Nepal and Pakistan the e-visa', () => {
    expect(outcome('MY', 'AZ')).toEqual({ category: 'visa_on_arrival', days: 30 });
    expect(outcome('PK', 'AZ')).toEqual({ category: 'e_visa' });
    expect(outcome('NP', 'AZ')).toEqual({ category: 'e_visa' });
  });
});

describe('Georgia and Laos', () => {
  it('Georgia: Chile and Uruguay 90 days in 180, Lebanon a full year', () => {
    expect(outcome('CL', 'GE')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('UY', 'GE')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('LB', 'GE')).toEqual({ category: 'visa_free', days: 365 });
    expect(outcome('US', 'GE')).toEqual({ category: 'visa_free', days: 365 });
  });

  it('Laos: Koreans 30 days since September 2018, Bruneians 30 days; Japanese still 15', () => {
    expect(outcome('KR', 'LA')).toEqual({ category: 'visa_free', days: 30 });
    expect(outcome('BN', 'LA')).toEqual({ category: 'visa_free', days: 30 });
    expect(outcome('JP', 'LA')).toEqual({ category: 'visa_free', days: 15 });
  });
});

describe('Philippines and Timor-Leste', () => {
  it('Philippines: Eritrea and Ethiopia are on the 30-day list of Executive Order 408', () => {
    expect(outcome('ER', 'PH')).toEqual({ category: 'visa_free', days: 30 });
    expect(outcome('ET', 'PH')).toEqual({ category: 'visa_free', days: 30 });
    expect(outcome('PK', 'PH')).toEqual({ category: 'visa_required' });
  });

  it('Timor-Leste: Indonesians and Cape Verdeans need no visa; Australians get one on arrival', () => {
    expect(outcome('ID', 'TL').category).toBe('visa_free');
    expect(outcome('CV', 'TL').category).toBe('visa_free');
    expect(outcome('AU', 'TL')).toEqual({ category: 'visa_on_arrival', days: 30 });
  });
});

describe('Brunei', () => {
  it('adds Ukraine (30 days), Hong Kong and the Maldives (14 days) and on-arrival visas for Bahrain and Qatar', () => {
    expect(outcome('UA', 'BN')).toEqual({ category: 'visa_free', days: 30 });
    expect(outcome('HK', 'BN')).toEqual({ category: 'visa_free', days: 14 });
    expect(outcome('MV', 'BN')).toEqual({ category: 'visa_free', days: 14 });
    expect(outcome('BH', 'BN')).toEqual({ category: 'visa_on_arrival', days: 30 });
    expect(outcome('QA', 'BN')).toEqual({ category: 'visa_on_arrival', days: 14 });
    expect(outcome('IN', 'BN')).toEqual({ category: 'visa_required' });
  });
});

describe('Macao', () => {
  it('only six nationalities need a visa in advance: Somalia and Ghana get one on arrival', () => {
    expect(outcome('SO', 'MO')).toEqual({ category: 'visa_on_arrival', days: 30 });
    expect(outcome('GH', 'MO')).toEqual({ category: 'visa_on_arrival', days: 30 });
    expect(outcome('NP', 'MO')).toEqual({ category: 'visa_required' });
    expect(outcome('VN', 'MO')).toEqual({ category: 'visa_required' });
  });
});

describe('Indonesia', () => {
  it('visa on arrival for Jordan, Serbia and Guatemala (circulars of 2022 and 2023)', () => {
    for (const nationality of ['JO', 'RS', 'GT', 'AL'] as const) {
      expect(outcome(nationality, 'ID')).toEqual({ category: 'visa_on_arrival', days: 30 });
    }
    expect(outcome('NG', 'ID')).toEqual({ category: 'visa_required' });
  });
});

describe('Cambodia', () => {
  it('Thais, Bruneians and Myanmar nationals 14 days; Malaysians still 30', () => {
    expect(outcome('TH', 'KH')).toEqual({ category: 'visa_free', days: 14 });
    expect(outcome('BN', 'KH')).toEqual({ category: 'visa_free', days: 14 });
    expect(outcome('MM', 'KH')).toEqual({ category: 'visa_free', days: 14 });
    expect(outcome('MY', 'KH')).toEqual({ category: 'visa_free', days: 30 });
  });

  it('Saudi Arabia is outside the e-visa scheme, like Pakistan', () => {
    expect(outcome('SA', 'KH')).toEqual({ category: 'visa_required' });
    expect(outcome('PK', 'KH')).toEqual({ category: 'visa_required' });
  });
});
