import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

describe('Albania visa lists checked on 2026-11-27', () => {
  it('Albania: Armenians and Chinese citizens enter visa free for 90 days', () => {
    expect(getVisaRequirement('AM', 'AL')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('CN', 'AL')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Albania: Grenadians and Samoans need an e-visa although Schengen exempts them', () => {
    expect(getVisaRequirement('GD', 'AL')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('WS', 'AL')).toMatchObject({ category: 'e_visa' });
  });

  it('Albania: the 2025 seasonal list covers Indonesia and Thailand but no longer Bahrain', () => {
    expect(getVisaRequirement('ID', 'AL')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('TH', 'AL')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('BH', 'AL')).toMatchObject({ category: 'e_visa' });
  });
});

describe('Montenegro visa lists checked on 2026-11-27', () => {
  it('Montenegro: Turkish citizens are visa free again, for 30 days', () => {
    expect(getVisaRequirement('TR', 'ME')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Montenegro: Azerbaijanis, Kuwaitis, Uzbeks and Omanis now need a visa', () => {
    expect(getVisaRequirement('AZ', 'ME')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('KW', 'ME')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('UZ', 'ME')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('OM', 'ME')).toMatchObject({ category: 'visa_required' });
  });

  it('Montenegro: Nauruans are visa free and Russians keep 30 days', () => {
    expect(getVisaRequirement('NR', 'ME')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('RU', 'ME')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Montenegro: Kazakhs keep only the seasonal 30-day waiver', () => {
    expect(getVisaRequirement('KZ', 'ME')).toMatchObject({ category: 'visa_free', days: 30 });
  });
});

describe('North Macedonia visa lists checked on 2026-11-27', () => {
  it('North Macedonia: Turkish and US citizens enter visa free for 90 days', () => {
    expect(getVisaRequirement('TR', 'MK')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('US', 'MK')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('North Macedonia: Saudi, Azerbaijani and Kazakh citizens need a visa', () => {
    expect(getVisaRequirement('SA', 'MK')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('AZ', 'MK')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('KZ', 'MK')).toMatchObject({ category: 'visa_required' });
  });

  it('North Macedonia: Trinidad and Tobago and Dominica are not on its visa-free list', () => {
    expect(getVisaRequirement('TT', 'MK')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('DM', 'MK')).toMatchObject({ category: 'visa_required' });
  });
});

describe('Serbia visa lists checked on 2026-11-27', () => {
  it('Serbia: Qatar, Kuwait, Oman and Mongolia need a visa since April 2025', () => {
    expect(getVisaRequirement('QA', 'RS')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('KW', 'RS')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('OM', 'RS')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('MN', 'RS')).toMatchObject({ category: 'visa_required' });
  });

  it('Serbia: Malaysians and Taiwanese need a visa although Schengen exempts them', () => {
    expect(getVisaRequirement('MY', 'RS')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('TW', 'RS')).toMatchObject({ category: 'visa_required' });
  });

  it('Serbia: Jamaicans and Colombians get 30 days a year; Azerbaijanis 90 days', () => {
    expect(getVisaRequirement('JM', 'RS')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('CO', 'RS')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('AZ', 'RS')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Serbia: Chinese and Russian citizens stay 30 days; Indians need a visa', () => {
    expect(getVisaRequirement('CN', 'RS')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('RU', 'RS')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('IN', 'RS')).toMatchObject({ category: 'visa_required' });
  });
});
