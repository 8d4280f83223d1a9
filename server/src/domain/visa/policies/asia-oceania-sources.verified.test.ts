import { describe, expect, it } from 'vitest';
import { getVisaRequirement, listPolicies } from '../requirements';

describe('Israel visa lists checked on 2026-11-27', () => {
  it('Israel: Emiratis are visa-exempt since 2021 and so need an ETA-IL', () => {
    expect(getVisaRequirement('AE', 'IL')).toMatchObject({ category: 'eta' });
  });

  it('Israel: US, German and Filipino citizens need an ETA-IL', () => {
    expect(getVisaRequirement('US', 'IL')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('DE', 'IL')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('PH', 'IL')).toMatchObject({ category: 'eta' });
  });

  it('Israel: Indians, Belizeans and Bahrainis still need a visa', () => {
    expect(getVisaRequirement('IN', 'IL')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('BZ', 'IL')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('BH', 'IL')).toMatchObject({ category: 'visa_required' });
  });
});

describe('Bhutan visa lists checked on 2026-11-27', () => {
  it('Bhutan: Indians, Bangladeshis and Maldivians get an entry permit without a visa', () => {
    expect(getVisaRequirement('IN', 'BT')).toMatchObject({ category: 'visa_free' });
    expect(getVisaRequirement('BD', 'BT')).toMatchObject({ category: 'visa_free' });
    expect(getVisaRequirement('MV', 'BT')).toMatchObject({ category: 'visa_free' });
  });

  it('Bhutan: everyone else needs a visa cleared online', () => {
    expect(getVisaRequirement('US', 'BT')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('NP', 'BT')).toMatchObject({ category: 'e_visa' });
  });

  it('Bhutan: the regional permit rule says its fee is due from Indians too', () => {
    const bhutan = listPolicies().find((policy) => policy.destination === 'BT');
    const regional = bhutan?.rules.find((rule) => rule.nationalities.includes('IN'));
    expect(regional?.note).toMatch(/Nu 1,200/);
  });
});

describe('India visa lists checked on 2026-11-27', () => {
  it('India: Hong Kong, Macao and Iranian nationals need a paper visa since the 2021 e-Visa withdrawal', () => {
    expect(getVisaRequirement('HK', 'IN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('MO', 'IN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('IR', 'IN')).toMatchObject({ category: 'visa_required' });
  });

  it('India: mainland Chinese and Pakistanis still need a visa, Americans and Britons use the e-Visa', () => {
    expect(getVisaRequirement('CN', 'IN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('PK', 'IN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('US', 'IN')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('GB', 'IN')).toMatchObject({ category: 'e_visa' });
  });

  it('India: Japanese get the 60-day visa on arrival, Nepalis and Maldivians need no visa', () => {
    expect(getVisaRequirement('JP', 'IN')).toMatchObject({ category: 'visa_on_arrival', days: 60 });
    expect(getVisaRequirement('NP', 'IN')).toMatchObject({ category: 'visa_free' });
    expect(getVisaRequirement('MV', 'IN')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Taiwan visa lists checked on 2026-11-27', () => {
  it('Taiwan: Belizeans, Nauruans and Singaporeans are exempt for 30 days', () => {
    expect(getVisaRequirement('BZ', 'TW')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('NR', 'TW')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('SG', 'TW')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Taiwan: Eswatini and Paraguayan citizens are exempt for 90 days, Thais for 14', () => {
    expect(getVisaRequirement('SZ', 'TW')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('PY', 'TW')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('TH', 'TW')).toMatchObject({ category: 'visa_free', days: 14 });
  });

  it('Taiwan: Kosovars and Omanis may use the eVisa, Indians need a visa', () => {
    expect(getVisaRequirement('XK', 'TW')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('OM', 'TW')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('IN', 'TW')).toMatchObject({ category: 'visa_required' });
  });
});

describe('Japan visa lists checked on 2026-11-27', () => {
  it('Japan: Bruneians are exempt for 14 days, not 15', () => {
    expect(getVisaRequirement('BN', 'JP')).toMatchObject({ category: 'visa_free', days: 14 });
  });

  it('Japan: Indonesians and Thais get 15 days, Qataris and Emiratis 30', () => {
    expect(getVisaRequirement('ID', 'JP')).toMatchObject({ category: 'visa_free', days: 15 });
    expect(getVisaRequirement('TH', 'JP')).toMatchObject({ category: 'visa_free', days: 15 });
    expect(getVisaRequirement('QA', 'JP')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('AE', 'JP')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Japan: Brazilians are exempt for 90 days, Indians use the eVISA, Chinese need a visa', () => {
    expect(getVisaRequirement('BR', 'JP')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('IN', 'JP')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('CN', 'JP')).toMatchObject({ category: 'visa_required' });
  });
});

describe('Singapore visa lists checked on 2026-11-27', () => {
  it('Singapore: Saudis and Chinese enter without a visa for 30 days', () => {
    expect(getVisaRequirement('SA', 'SG')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('CN', 'SG')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Singapore: Assessment Level nationals such as Indians, Egyptians and Russians need a visa', () => {
    expect(getVisaRequirement('IN', 'SG')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('EG', 'SG')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('RU', 'SG')).toMatchObject({ category: 'e_visa' });
  });

  it('Singapore: US citizens get 90 days', () => {
    expect(getVisaRequirement('US', 'SG')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});

describe('Australia visa lists checked on 2026-11-27', () => {
  it('Australia: Europeans use the eVisitor and Americans and Japanese the ETA', () => {
    expect(getVisaRequirement('FR', 'AU')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('GB', 'AU')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('US', 'AU')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('JP', 'AU')).toMatchObject({ category: 'eta' });
  });

  it('Australia: New Zealanders get a Special Category Visa on arrival', () => {
    expect(getVisaRequirement('NZ', 'AU')).toMatchObject({ category: 'visa_free' });
  });

  it('Australia: Indians and Chinese lodge an online Visitor visa', () => {
    expect(getVisaRequirement('IN', 'AU')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('CN', 'AU')).toMatchObject({ category: 'e_visa' });
  });
});

describe('New Zealand visa lists checked on 2026-11-27', () => {
  it('New Zealand: visa-waiver nationals such as Americans, Emiratis and Uruguayans need an NZeTA', () => {
    expect(getVisaRequirement('US', 'NZ')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('AE', 'NZ')).toMatchObject({ category: 'eta' });
    expect(getVisaRequirement('UY', 'NZ')).toMatchObject({ category: 'eta' });
  });

  it('New Zealand: Australians need nothing', () => {
    expect(getVisaRequirement('AU', 'NZ')).toMatchObject({ category: 'visa_free' });
  });

  it('New Zealand: Chinese and Fijians apply for a visitor visa online (the trial from Australia is a condition)', () => {
    expect(getVisaRequirement('CN', 'NZ')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('FJ', 'NZ')).toMatchObject({ category: 'e_visa' });
  });
});

describe('Samoa visa lists checked on 2026-11-27', () => {
  it('Samoa: the visitor permit on arrival is for 60 days', () => {
    expect(getVisaRequirement('US', 'WS')).toMatchObject({ category: 'visa_free', days: 60 });
    expect(getVisaRequirement('CN', 'WS')).toMatchObject({ category: 'visa_free', days: 60 });
    expect(getVisaRequirement('NG', 'WS')).toMatchObject({ category: 'visa_free', days: 60 });
  });

  it('Samoa: EU citizens get 90 days under the EU waiver agreement, the Irish do not', () => {
    expect(getVisaRequirement('FR', 'WS')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('DE', 'WS')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('IE', 'WS')).toMatchObject({ category: 'visa_free', days: 60 });
  });
});
