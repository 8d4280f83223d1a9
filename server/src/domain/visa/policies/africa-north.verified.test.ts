import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

describe('Algeria visa lists checked on 2026-11-27', () => {
  it('Algeria: Moroccans need a visa again since September 2024', () => {
    expect(getVisaRequirement('MA', 'DZ')).toMatchObject({ category: 'visa_required' });
  });

  it('Algeria: Syrians need a visa and Malaysians enter visa free for 90 days', () => {
    expect(getVisaRequirement('SY', 'DZ')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('MY', 'DZ')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Algeria: Tunisians and Malians stay visa free, Israelis are refused', () => {
    expect(getVisaRequirement('TN', 'DZ')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('ML', 'DZ')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('IL', 'DZ')).toMatchObject({ category: 'no_admission' });
  });

  it('Algeria: French citizens need a visa', () => {
    expect(getVisaRequirement('FR', 'DZ')).toMatchObject({ category: 'visa_required' });
  });
});

describe('Morocco visa lists checked on 2026-11-27', () => {
  it('Morocco: Azerbaijanis visa free for 90 days since August 2024', () => {
    expect(getVisaRequirement('AZ', 'MA')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Morocco: Burkinabè, Cape Verdeans, Togolese and Ecuadorians enter visa free', () => {
    expect(getVisaRequirement('BF', 'MA')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('CV', 'MA')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('TG', 'MA')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('EC', 'MA')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Morocco: Dominicans get 60 days; Kazakhs, Maldivians, Singaporeans and Hong Kongers 30', () => {
    expect(getVisaRequirement('DO', 'MA')).toMatchObject({ category: 'visa_free', days: 60 });
    expect(getVisaRequirement('KZ', 'MA')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('MV', 'MA')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('SG', 'MA')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('HK', 'MA')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Morocco: Malians, Guineans, Congolese and Ghanaians need the electronic travel authorisation', () => {
    expect(getVisaRequirement('ML', 'MA')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('GN', 'MA')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('CG', 'MA')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('GH', 'MA')).toMatchObject({ category: 'eta' });
  });

  it('Morocco: Israelis, Jordanians, Guatemalans, Indians and Thais apply for the e-visa', () => {
    for (const nationality of ['IL', 'JO', 'GT', 'IN', 'TH'] as const) {
      expect(getVisaRequirement(nationality, 'MA')).toMatchObject({ category: 'e_visa' });
    }
  });

  it('Morocco: Algerians and Americans stay visa free, Nigerians still need a visa', () => {
    expect(getVisaRequirement('DZ', 'MA')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('US', 'MA')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('NG', 'MA')).toMatchObject({ category: 'visa_required' });
  });
});

describe('Tunisia visa lists checked on 2026-11-27', () => {
  it('Tunisia: Iraqis and Iranians get 15 days visa free since June 2024', () => {
    expect(getVisaRequirement('IQ', 'TN')).toMatchObject({ category: 'visa_free', days: 15 });
    expect(getVisaRequirement('IR', 'TN')).toMatchObject({ category: 'visa_free', days: 15 });
  });

  it('Tunisia: Australians, New Zealanders and the 2014 and 2015 additions enter visa free', () => {
    for (const nationality of [
      'AU',
      'NZ',
      'MD',
      'CR',
      'GQ',
      'GW',
      'NA',
      'AO',
      'KZ',
      'MX',
      'BY',
    ] as const) {
      expect(getVisaRequirement(nationality, 'TN')).toMatchObject({
        category: 'visa_free',
        days: 90,
      });
    }
  });

  it('Tunisia: Beninese and several Caribbean and Pacific nationals enter visa free', () => {
    for (const nationality of ['BJ', 'AG', 'BB', 'BN', 'FJ', 'HN', 'KI', 'KN', 'LC'] as const) {
      expect(getVisaRequirement(nationality, 'TN')).toMatchObject({
        category: 'visa_free',
        days: 90,
      });
    }
  });

  it('Tunisia: Canadians and Germans get four months, Bulgarians two and Greeks one', () => {
    expect(getVisaRequirement('CA', 'TN')).toMatchObject({ category: 'visa_free', days: 120 });
    expect(getVisaRequirement('DE', 'TN')).toMatchObject({ category: 'visa_free', days: 120 });
    expect(getVisaRequirement('BG', 'TN')).toMatchObject({ category: 'visa_free', days: 60 });
    expect(getVisaRequirement('GR', 'TN')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Tunisia: Cypriots, Kenyans, Central Africans and Serbians need a visa', () => {
    for (const nationality of ['CY', 'KE', 'CF', 'RS'] as const) {
      expect(getVisaRequirement(nationality, 'TN')).toMatchObject({ category: 'visa_required' });
    }
  });

  it('Tunisia: French and Moroccan citizens stay visa free for 90 days', () => {
    expect(getVisaRequirement('FR', 'TN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('MA', 'TN')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Sudan visa lists checked on 2026-11-27', () => {
  it('Sudan: Emiratis and Kuwaitis enter visa free, Qataris and Yemenis for 30 days', () => {
    expect(getVisaRequirement('AE', 'SD')).toMatchObject({ category: 'visa_free' });
    expect(getVisaRequirement('KW', 'SD')).toMatchObject({ category: 'visa_free' });
    expect(getVisaRequirement('QA', 'SD')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('YE', 'SD')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Sudan: Malaysians and Turks get a 30-day visa on arrival, Eritreans 60, Kenyans one', () => {
    expect(getVisaRequirement('MY', 'SD')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
    expect(getVisaRequirement('TR', 'SD')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
    expect(getVisaRequirement('ER', 'SD')).toMatchObject({ category: 'visa_on_arrival', days: 60 });
    expect(getVisaRequirement('KE', 'SD')).toMatchObject({ category: 'visa_on_arrival' });
  });

  it('Sudan: Syrians, Egyptians and Britons need a visa; Israelis are refused', () => {
    expect(getVisaRequirement('SY', 'SD')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('EG', 'SD')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('GB', 'SD')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('IL', 'SD')).toMatchObject({ category: 'no_admission' });
  });
});

describe('Libya visa lists checked on 2026-11-27', () => {
  it('Libya: Algerians and Tunisians enter visa free for 90 days, Malaysians for 30', () => {
    expect(getVisaRequirement('DZ', 'LY')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('TN', 'LY')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('MY', 'LY')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Libya: Egyptians and the restricted nationalities cannot use the e-visa', () => {
    for (const nationality of ['EG', 'BD', 'IR', 'PK', 'SD', 'SY', 'YE'] as const) {
      expect(getVisaRequirement(nationality, 'LY')).toMatchObject({ category: 'visa_required' });
    }
  });

  it('Libya: Italians and Americans apply for the e-visa; Israelis are refused', () => {
    expect(getVisaRequirement('IT', 'LY')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('US', 'LY')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('IL', 'LY')).toMatchObject({ category: 'no_admission' });
  });
});
