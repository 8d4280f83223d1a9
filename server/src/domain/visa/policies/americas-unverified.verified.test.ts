import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

describe('Dominica visa lists checked on 2026-11-27', () => {
  it('Dominica: Haitians still need a visa', () => {
    expect(getVisaRequirement('HT', 'DM')).toMatchObject({ category: 'visa_required' });
  });

  it('Dominica: Dominican Republic citizens enter visa free for 180 days since February 2026', () => {
    expect(getVisaRequirement('DO', 'DM')).toMatchObject({ category: 'visa_free', days: 180 });
  });

  it('Dominica: Commonwealth, CARICOM and US citizens are admitted for 6 months', () => {
    expect(getVisaRequirement('US', 'DM')).toMatchObject({ category: 'visa_free', days: 180 });
    expect(getVisaRequirement('CA', 'DM')).toMatchObject({ category: 'visa_free', days: 180 });
    expect(getVisaRequirement('JM', 'DM')).toMatchObject({ category: 'visa_free', days: 180 });
    expect(getVisaRequirement('SR', 'DM')).toMatchObject({ category: 'visa_free', days: 180 });
    expect(getVisaRequirement('NG', 'DM')).toMatchObject({ category: 'visa_free', days: 180 });
  });

  it('Dominica: EU citizens, Maltese and Cypriots included, get 90 days under the EU agreement', () => {
    expect(getVisaRequirement('FR', 'DM')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('MT', 'DM')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('CY', 'DM')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Dominica: Brazil, Uruguay, Russia, Ukraine, China and Japan get 90 days', () => {
    for (const nationality of ['BR', 'UY', 'RU', 'UA', 'CN', 'JP'] as const) {
      expect(getVisaRequirement(nationality, 'DM')).toMatchObject({
        category: 'visa_free',
        days: 90,
      });
    }
  });

  it('Dominica: Cubans get 28 days', () => {
    expect(getVisaRequirement('CU', 'DM')).toMatchObject({ category: 'visa_free', days: 28 });
  });

  it('Dominica: other nationalities, Afghans and Syrians among them, get 21 days', () => {
    expect(getVisaRequirement('AF', 'DM')).toMatchObject({ category: 'visa_free', days: 21 });
    expect(getVisaRequirement('SY', 'DM')).toMatchObject({ category: 'visa_free', days: 21 });
    expect(getVisaRequirement('TH', 'DM')).toMatchObject({ category: 'visa_free', days: 21 });
  });
});
