import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

describe('DR Congo visa lists checked on 2026-11-26', () => {
  it('DR Congo: nationals of the Republic of the Congo and Zimbabwe enter visa free for 90 days', () => {
    expect(getVisaRequirement('CG', 'CD')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('ZW', 'CD')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('DR Congo: Kenyans enter visa free since September 2023', () => {
    expect(getVisaRequirement('KE', 'CD')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('DR Congo: Mauritians and Tanzanians get a 7-day visa on arrival', () => {
    expect(getVisaRequirement('MU', 'CD')).toMatchObject({ category: 'visa_on_arrival', days: 7 });
    expect(getVisaRequirement('TZ', 'CD')).toMatchObject({ category: 'visa_on_arrival', days: 7 });
  });

  it('DR Congo: Rwandans stay visa free and French citizens still need a visa', () => {
    expect(getVisaRequirement('RW', 'CD')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('FR', 'CD')).toMatchObject({ category: 'visa_required' });
  });
});

describe('Senegal visa lists checked on 2026-11-26', () => {
  it('Senegal: nationals of DR Congo and Djibouti enter visa free for 90 days', () => {
    expect(getVisaRequirement('CD', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('DJ', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Senegal: Moroccans stay visa free and Angolans still need a visa', () => {
    expect(getVisaRequirement('MA', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('AO', 'SN')).toMatchObject({ category: 'visa_required' });
  });
});

describe('The Gambia visa lists checked on 2026-11-26', () => {
  it('The Gambia: US citizens get a 30-day visa on arrival, not visa-free entry', () => {
    expect(getVisaRequirement('US', 'GM')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
  });

  it('The Gambia: French and Portuguese citizens get a visa on arrival', () => {
    expect(getVisaRequirement('FR', 'GM')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
    expect(getVisaRequirement('PT', 'GM')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
  });

  it('The Gambia: British and Senegalese citizens stay visa free', () => {
    expect(getVisaRequirement('GB', 'GM')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('SN', 'GM')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});
