import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

describe('Cabo Verde visa lists checked on 2026-11-27', () => {
  it('Cabo Verde: ECOWAS, Angolan and Mozambican citizens enter visa free for 90 days', () => {
    expect(getVisaRequirement('SN', 'CV')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('AO', 'CV')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('MZ', 'CV')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Cabo Verde: Russians get 60 days and Europeans, Americans and Singaporeans 30', () => {
    expect(getVisaRequirement('RU', 'CV')).toMatchObject({ category: 'visa_free', days: 60 });
    expect(getVisaRequirement('DE', 'CV')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('US', 'CV')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('SG', 'CV')).toMatchObject({ category: 'visa_free', days: 30 });
  });

  it('Cabo Verde: nationals on the 2026 list need an embassy visa before travelling', () => {
    for (const nationality of ['PK', 'EG', 'MX', 'ID', 'BY', 'MR', 'ZW'] as const) {
      expect(getVisaRequirement(nationality, 'CV'), nationality).toMatchObject({
        category: 'visa_required',
      });
    }
  });

  it('Cabo Verde: India and Turkey, taken off the list in January 2026, keep the visa on arrival', () => {
    expect(getVisaRequirement('IN', 'CV')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
    expect(getVisaRequirement('TR', 'CV')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
    expect(getVisaRequirement('CN', 'CV')).toMatchObject({ category: 'visa_on_arrival', days: 30 });
  });
});

describe("Côte d'Ivoire visa lists checked on 2026-11-27", () => {
  it("Côte d'Ivoire: ECOWAS citizens and Rwandans enter visa free for 90 days", () => {
    expect(getVisaRequirement('GH', 'CI')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('RW', 'CI')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it("Côte d'Ivoire: Moroccans and Tunisians stay visa free", () => {
    expect(getVisaRequirement('MA', 'CI')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('TN', 'CI')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it("Côte d'Ivoire: French, US and Kenyan citizens pre-enrol for the e-visa", () => {
    expect(getVisaRequirement('FR', 'CI')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('US', 'CI')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('KE', 'CI')).toMatchObject({ category: 'e_visa' });
  });
});

describe('Guinea visa lists checked on 2026-11-27', () => {
  it('Guinea: North African, Namibian, Rwandan and Tanzanian citizens enter visa free', () => {
    for (const nationality of ['DZ', 'EG', 'MA', 'TN', 'NA', 'RW', 'TZ'] as const) {
      expect(getVisaRequirement(nationality, 'GN'), nationality).toMatchObject({
        category: 'visa_free',
        days: 90,
      });
    }
  });

  it('Guinea: Singaporeans get 30 days and Mauritanians apply for the e-visa', () => {
    expect(getVisaRequirement('SG', 'GN')).toMatchObject({ category: 'visa_free', days: 30 });
    expect(getVisaRequirement('MR', 'GN')).toMatchObject({ category: 'e_visa' });
  });

  it('Guinea: Palestinian and Zambian citizens cannot use the e-visa', () => {
    expect(getVisaRequirement('PS', 'GN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('ZM', 'GN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('FR', 'GN')).toMatchObject({ category: 'e_visa' });
  });
});

describe('Guinea-Bissau visa lists checked on 2026-11-27', () => {
  it('Guinea-Bissau: ECOWAS citizens enter visa free', () => {
    expect(getVisaRequirement('SN', 'GW')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('NG', 'GW')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Guinea-Bissau: Portuguese, US and Chinese citizens get a 90-day visa on arrival', () => {
    for (const nationality of ['PT', 'US', 'CN'] as const) {
      expect(getVisaRequirement(nationality, 'GW'), nationality).toMatchObject({
        category: 'visa_on_arrival',
        days: 90,
      });
    }
  });
});

describe('Benin visa lists checked on 2026-11-27', () => {
  it('Benin: every African nationality enters visa free for 90 days', () => {
    expect(getVisaRequirement('ZA', 'BJ')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('EG', 'BJ')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Benin: Haiti, Indonesia, Macao and Singapore are exempt for 90 days, Hong Kong for 14', () => {
    for (const nationality of ['HT', 'ID', 'MO', 'SG'] as const) {
      expect(getVisaRequirement(nationality, 'BJ'), nationality).toMatchObject({
        category: 'visa_free',
        days: 90,
      });
    }
    expect(getVisaRequirement('HK', 'BJ')).toMatchObject({ category: 'visa_free', days: 14 });
  });

  it('Benin: French and Venezuelan citizens still apply for the e-visa', () => {
    expect(getVisaRequirement('FR', 'BJ')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('VE', 'BJ')).toMatchObject({ category: 'e_visa' });
  });
});

describe('Togo visa lists checked on 2026-11-27', () => {
  it('Togo: ECOWAS citizens enter visa free', () => {
    expect(getVisaRequirement('GH', 'TG')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Togo: Moroccans are exempt since September 2022', () => {
    expect(getVisaRequirement('MA', 'TG')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Togo: Central Africans and Europeans apply on voyage.gouv.tg', () => {
    expect(getVisaRequirement('CF', 'TG')).toMatchObject({ category: 'e_visa' });
    expect(getVisaRequirement('FR', 'TG')).toMatchObject({ category: 'e_visa' });
  });
});

describe('Republic of the Congo visa lists checked on 2026-11-27', () => {
  it('Congo: CEMAC citizens enter visa free for 90 days', () => {
    expect(getVisaRequirement('CM', 'CG')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('GA', 'CG')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Congo: Rwandans and Emiratis get a visa on arrival', () => {
    expect(getVisaRequirement('RW', 'CG')).toMatchObject({ category: 'visa_on_arrival' });
    expect(getVisaRequirement('AE', 'CG')).toMatchObject({ category: 'visa_on_arrival' });
  });

  it('Congo: French and US citizens need a visa from an embassy', () => {
    expect(getVisaRequirement('FR', 'CG')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('US', 'CG')).toMatchObject({ category: 'visa_required' });
  });
});
