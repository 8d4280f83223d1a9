import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

describe('Hong Kong facts checked on 2026-11-27', () => {
  it('Hong Kong: Algerians, Beninese and Bhutanese enter visa free for 14 days', () => {
    expect(getVisaRequirement('DZ', 'HK')).toMatchObject({ category: 'visa_free', days: 14 });
    expect(getVisaRequirement('BJ', 'HK')).toMatchObject({ category: 'visa_free', days: 14 });
    expect(getVisaRequirement('BT', 'HK')).toMatchObject({ category: 'visa_free', days: 14 });
  });

  it('Hong Kong: Bosnians, Burkinabè, North Macedonians and Madagascans get 14 days', () => {
    for (const nationality of ['BA', 'BF', 'MK', 'MG', 'GA', 'GQ', 'ST'] as const) {
      expect(getVisaRequirement(nationality, 'HK'), nationality).toMatchObject({
        category: 'visa_free',
        days: 14,
      });
    }
  });

  it('Hong Kong: Lesotho, the Marshall Islands, Ukraine and the Holy See get 14 days, not more', () => {
    for (const nationality of ['LS', 'MH', 'UA', 'VA'] as const) {
      expect(getVisaRequirement(nationality, 'HK'), nationality).toMatchObject({
        category: 'visa_free',
        days: 14,
      });
    }
  });

  it('Hong Kong: Timorese enter visa free for 7 days', () => {
    expect(getVisaRequirement('TL', 'HK')).toMatchObject({ category: 'visa_free', days: 7 });
  });

  it('Hong Kong: Panamanians get 30 days since February 2019', () => {
    expect(getVisaRequirement('PA', 'HK')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Hong Kong: Nicaraguans and Solomon Islanders need a visa', () => {
    expect(getVisaRequirement('NI', 'HK')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('SB', 'HK')).toMatchObject({ category: 'visa_required' });
  });

  it('Hong Kong: nationals of Guinea-Bissau need a visa since November 2012', () => {
    expect(getVisaRequirement('GW', 'HK')).toMatchObject({ category: 'visa_required' });
  });

  it('Hong Kong: Britons keep 180 days and French citizens 90 (control)', () => {
    expect(getVisaRequirement('GB', 'HK')).toMatchObject({ category: 'visa_free', days: 180 });
    expect(getVisaRequirement('FR', 'HK')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Kosovo visa list checked on 2026-11-27', () => {
  it('Kosovo: nationalities off the visa list enter visa free for 90 days', () => {
    for (const nationality of ['BZ', 'BW', 'SZ', 'FJ', 'GY', 'JO', 'LS', 'MW'] as const) {
      expect(getVisaRequirement(nationality, 'XK'), nationality).toMatchObject({
        category: 'visa_free',
        days: 90,
      });
    }
    for (const nationality of ['MV', 'NA', 'NR', 'BH'] as const) {
      expect(getVisaRequirement(nationality, 'XK'), nationality).toMatchObject({
        category: 'visa_free',
        days: 90,
      });
    }
  });

  it('Kosovo: Ukrainians are exempt since March 2022 and Mauritians in the current list', () => {
    expect(getVisaRequirement('UA', 'XK')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('MU', 'XK')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Kosovo: nationalities on the visa list need a visa', () => {
    for (const nationality of ['RU', 'CN', 'IN', 'EG', 'TH', 'JM', 'PE', 'GH'] as const) {
      expect(getVisaRequirement(nationality, 'XK'), nationality).toMatchObject({
        category: 'visa_required',
      });
    }
  });

  it('Kosovo: Americans and Germans stay visa free (control)', () => {
    expect(getVisaRequirement('US', 'XK')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('DE', 'XK')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Tuvalu fact checked on 2026-11-27', () => {
  it('Tuvalu: Taiwanese citizens enter visa free for 90 days', () => {
    expect(getVisaRequirement('TW', 'TV')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Tuvalu: Americans still get the 30-day visa on arrival (control)', () => {
    expect(getVisaRequirement('US', 'TV')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
  });
});

describe('Yemen fact checked on 2026-11-27', () => {
  it('Yemen: Hong Kong passport holders need no visa for 30 days', () => {
    expect(getVisaRequirement('HK', 'YE')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Yemen: Britons need a visa and Israelis are refused (control)', () => {
    expect(getVisaRequirement('GB', 'YE')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('IL', 'YE')).toMatchObject({ category: 'no_admission' });
  });
});

describe('Venezuela fact checked on 2026-11-27', () => {
  it('Venezuela: Peruvians need a visa since 15 June 2019', () => {
    expect(getVisaRequirement('PE', 'VE')).toMatchObject({ category: 'visa_required' });
  });

  it('Venezuela: Colombians and Brazilians stay visa free (control)', () => {
    expect(getVisaRequirement('CO', 'VE')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('BR', 'VE')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Panama fact checked on 2026-11-27', () => {
  it('Panama: US and Canadian citizens may stay 180 days', () => {
    expect(getVisaRequirement('US', 'PA')).toMatchObject({ category: 'visa_free', days: 180 });
    expect(getVisaRequirement('CA', 'PA')).toMatchObject({ category: 'visa_free', days: 180 });
  });

  it('Panama: other exempt tourists, such as Britons and Germans, get 90 days', () => {
    expect(getVisaRequirement('GB', 'PA')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('DE', 'PA')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Ghana facts checked on 2026-11-27', () => {
  it('Ghana: South Africans and Malawians enter visa free for 90 days', () => {
    expect(getVisaRequirement('ZA', 'GH')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('MW', 'GH')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Ghana: Kenyans keep 60 days and Nigerians the ECOWAS 90 days (control)', () => {
    expect(getVisaRequirement('KE', 'GH')).toMatchObject({ category: 'visa_free', days: 60 });
    expect(getVisaRequirement('NG', 'GH')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Eswatini facts checked on 2026-11-27', () => {
  it('Eswatini: Ghanaians, Argentines, Chileans, Bosnians and Kuwaitis need no visa for 30 days', () => {
    for (const nationality of ['GH', 'AR', 'CL', 'BA', 'KW'] as const) {
      expect(getVisaRequirement(nationality, 'SZ'), nationality).toMatchObject({
        category: 'visa_free',
        days: 30,
      });
    }
  });

  it('Eswatini: Indians still use the e-visa (control)', () => {
    expect(getVisaRequirement('IN', 'SZ')).toMatchObject({ category: 'e_visa' });
  });
});
