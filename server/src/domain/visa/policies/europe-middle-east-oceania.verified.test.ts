import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@common/country-codes';
import { getVisaRequirement } from '../requirements';

/** The category and maximum stay only (the result also names the policy's source). */
function answer(nationality: CountryCode, destination: CountryCode) {
  const result = getVisaRequirement(nationality, destination);
  return { category: result.category, days: 'days' in result ? result.days : undefined };
}

describe('Qatar', () => {
  it.each(['BA', 'MD', 'MO', 'PK', 'RW', 'UZ'] as const)(
    'Qatar: %s is on the 30-day visa waiver on arrival',
    (nationality) => {
      expect(answer(nationality, 'QA')).toEqual({ category: 'visa_free', days: 30 });
    },
  );

  it('Qatar: Germans keep the 90-day waiver', () => {
    expect(answer('DE', 'QA')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('Qatar: Nigerians still apply online', () => {
    expect(answer('NG', 'QA')).toEqual({ category: 'e_visa', days: undefined });
  });
});

describe('Papua New Guinea', () => {
  it.each(['US', 'AU', 'DE', 'GB', 'CN', 'SG'] as const)(
    'Papua New Guinea: %s applies online since visa on arrival reopened only reciprocally',
    (nationality) => {
      expect(answer(nationality, 'PG')).toEqual({ category: 'e_visa', days: undefined });
    },
  );

  it.each(['FJ', 'WS', 'KI', 'NZ', 'JP', 'IL', 'ID'] as const)(
    'Papua New Guinea: %s gets the 60-day visa on arrival',
    (nationality) => {
      expect(answer(nationality, 'PG')).toEqual({
        category: 'visa_on_arrival',
        days: 60,
      });
    },
  );
});

describe('Tonga', () => {
  it('Tonga: Americans get the free one-month visitor visa on arrival (visa_free 31)', () => {
    expect(answer('US', 'TO')).toEqual({ category: 'visa_free', days: 31 });
  });

  it.each(['CN', 'ID', 'TH', 'JM'] as const)(
    'Tonga: %s is not on the on-arrival list and needs a visa first',
    (nationality) => {
      expect(answer(nationality, 'TO')).toEqual({ category: 'visa_required', days: undefined });
    },
  );

  it('Tonga: French citizens keep the EU waiver', () => {
    expect(answer('FR', 'TO')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Marshall Islands', () => {
  it.each(['CN', 'NG', 'VN'] as const)(
    'Marshall Islands: %s is not on the visa-on-arrival list and needs a visa first',
    (nationality) => {
      expect(answer(nationality, 'MH')).toEqual({ category: 'visa_required', days: undefined });
    },
  );

  it.each(['GB', 'TW'] as const)('Marshall Islands: %s is visa-free for 90 days', (nationality) => {
    expect(answer(nationality, 'MH')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('Marshall Islands: Australians keep the free visa on arrival', () => {
    expect(answer('AU', 'MH')).toEqual({ category: 'visa_on_arrival', days: 90 });
  });
});

describe('United Kingdom', () => {
  it('United Kingdom: Jordan became a visa nationality again in September 2024', () => {
    expect(answer('JO', 'GB')).toEqual({ category: 'visa_required', days: undefined });
  });

  it('United Kingdom: Kuwaitis still need an ETA', () => {
    expect(answer('KW', 'GB')).toEqual({ category: 'eta', days: undefined });
  });
});

describe('Ireland', () => {
  it.each(['MW', 'MU'] as const)('Ireland: %s nationals need a visa', (nationality) => {
    expect(answer(nationality, 'IE')).toEqual({ category: 'visa_required', days: undefined });
  });

  it('Ireland: Maldivians stay visa-exempt', () => {
    expect(answer('MV', 'IE')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Oman', () => {
  it.each(['MX', 'AZ', 'PE', 'ME'] as const)(
    'Oman: %s is exempt only with a third-country visa, so applies online',
    (nationality) => {
      expect(answer(nationality, 'OM')).toEqual({ category: 'e_visa', days: undefined });
    },
  );

  it.each(['CN', 'ID', 'TH'] as const)('Oman: %s is on the 14-day waiver list', (nationality) => {
    expect(answer(nationality, 'OM')).toEqual({ category: 'visa_free', days: 14 });
  });

  it('Oman: Britons keep the 14-day waiver', () => {
    expect(answer('GB', 'OM')).toEqual({ category: 'visa_free', days: 14 });
  });
});

describe('United Arab Emirates', () => {
  it.each(['AL', 'MX'] as const)('United Arab Emirates: %s gets the 180-day visit visa', (n) => {
    expect(answer(n, 'AE')).toEqual({ category: 'visa_on_arrival', days: 180 });
  });

  it.each(['AZ', 'BA', 'GE', 'AM'] as const)(
    'United Arab Emirates: %s is on the 2024 list for 90 days',
    (n) => {
      expect(answer(n, 'AE')).toEqual({ category: 'visa_on_arrival', days: 90 });
    },
  );

  it('United Arab Emirates: Americans keep the 30-day visit visa', () => {
    expect(answer('US', 'AE')).toEqual({ category: 'visa_on_arrival', days: 30 });
  });
});

describe('Gulf visas on arrival', () => {
  it.each(['RS', 'UA'] as const)('Kuwait: %s is on the visa-on-arrival list', (n) => {
    expect(answer(n, 'KW')).toEqual({ category: 'visa_on_arrival', days: 90 });
  });

  it.each(['CO', 'UY', 'VE'] as const)('Bahrain: %s is on the visa-on-arrival list', (n) => {
    expect(answer(n, 'BH')).toEqual({ category: 'visa_on_arrival', days: 14 });
  });

  it('Bahrain: Nigerians still apply online', () => {
    expect(answer('NG', 'BH')).toEqual({ category: 'e_visa', days: undefined });
  });

  it.each(['MU', 'TH'] as const)('Saudi Arabia: %s got the tourist eVisa in October 2023', (n) => {
    expect(answer(n, 'SA')).toEqual({ category: 'visa_on_arrival', days: 90 });
  });
});

describe('Belarus and Syria', () => {
  it.each(['PL', 'LT', 'LV'] as const)('Belarus: %s citizens may stay 90 days', (n) => {
    expect(answer(n, 'BY')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('Belarus: Germans keep 30 days under the European waiver', () => {
    expect(answer('DE', 'BY')).toEqual({ category: 'visa_free', days: 30 });
  });

  it('Syria: Serbia is in the fee-exempt first group of Decision 128', () => {
    expect(answer('RS', 'SY')).toEqual({ category: 'visa_free', days: 180 });
  });

  it('Syria: Jordanians stay exempt', () => {
    expect(answer('JO', 'SY')).toEqual({ category: 'visa_free', days: 180 });
  });
});

describe('Fiji and Palau', () => {
  it.each(['IN', 'BD', 'NG', 'RS'] as const)('Fiji: %s is on the visa-exempted list', (n) => {
    expect(answer(n, 'FJ')).toEqual({ category: 'visa_free', days: 120 });
  });

  it.each(['QA', 'NA', 'SR'] as const)('Fiji: %s is not on the list and applies first', (n) => {
    expect(answer(n, 'FJ')).toEqual({ category: 'visa_required', days: undefined });
  });

  it('Fiji: Australians stay exempt', () => {
    expect(answer('AU', 'FJ')).toEqual({ category: 'visa_free', days: 120 });
  });

  it.each(['NG', 'PK', 'IR'] as const)('Palau: %s may get the visa on arrival', (n) => {
    expect(answer(n, 'PW')).toEqual({ category: 'visa_on_arrival', days: 30 });
  });

  it('Palau: Israelis are exempt for 90 days by the 2012 agreement', () => {
    expect(answer('IL', 'PW')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('Palau: Bangladeshis still apply in advance', () => {
    expect(answer('BD', 'PW')).toEqual({ category: 'visa_required', days: undefined });
  });
});

describe('Lebanon and Iran', () => {
  it('Lebanon: Saudis are visa-free for six months', () => {
    expect(answer('SA', 'LB')).toEqual({ category: 'visa_free', days: 180 });
  });

  it.each(['RS', 'IR', 'BY'] as const)('Lebanon: %s is on the visa-on-arrival list', (n) => {
    expect(answer(n, 'LB')).toEqual({ category: 'visa_on_arrival', days: 30 });
  });

  it.each(['BN', 'CO', 'VA'] as const)('Lebanon: %s is not on the list', (n) => {
    expect(answer(n, 'LB')).toEqual({ category: 'visa_required', days: undefined });
  });

  it('Lebanon: Germans keep the free one-month visa on arrival', () => {
    expect(answer('DE', 'LB')).toEqual({ category: 'visa_on_arrival', days: 30 });
  });

  it('Iran: Vietnam is on the 15-day waiver of December 2023', () => {
    expect(answer('VN', 'IR')).toEqual({ category: 'visa_free', days: 15 });
  });

  it('Iran: Japanese keep the 15-day waiver', () => {
    expect(answer('JP', 'IR')).toEqual({ category: 'visa_free', days: 15 });
  });
});

describe('Bosnia and Herzegovina', () => {
  it.each(['BY', 'SA'] as const)(
    'Bosnia and Herzegovina: %s is exempt only for official passports',
    (n) => {
      expect(answer(n, 'BA')).toEqual({ category: 'visa_required', days: undefined });
    },
  );

  it('Bosnia and Herzegovina: Chinese citizens stay exempt', () => {
    expect(answer('CN', 'BA')).toEqual({ category: 'visa_free', days: 90 });
  });
});
