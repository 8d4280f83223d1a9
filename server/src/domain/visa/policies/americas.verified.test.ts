import type { CountryCode } from '@common/country-codes';
import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

function outcome(nationality: CountryCode, destination: CountryCode) {
  const result = getVisaRequirement(nationality, destination);
  return 'days' in result
    ? { category: result.category, days: result.days }
    : { category: result.category };
}

describe('El Salvador', () => {
  it('visa nationals apply online for the Special Entry Permit (e-visa)', () => {
    expect(outcome('NG', 'SV')).toEqual({ category: 'e_visa' });
    expect(outcome('CN', 'SV')).toEqual({ category: 'e_visa' });
  });

  it('Brunei, Qatar, Fiji and Vanuatu are on the published exempt list', () => {
    for (const nationality of ['BN', 'QA', 'FJ', 'VU', 'MK', 'DO'] as const) {
      expect(outcome(nationality, 'SV')).toEqual({ category: 'visa_free', days: 90 });
    }
  });

  it('keeps CA-4 free movement and the US exemption', () => {
    expect(outcome('GT', 'SV')).toEqual({ category: 'visa_free' });
    expect(outcome('US', 'SV')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Bahamas', () => {
  it('exempts about 120 nationalities by default, Samoa and Bosnia among them', () => {
    expect(outcome('WS', 'BS')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('BA', 'BS')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('requires an e-Visa, not a consular visa, of visa nationals', () => {
    expect(outcome('NG', 'BS')).toEqual({ category: 'e_visa' });
    expect(outcome('IN', 'BS')).toEqual({ category: 'e_visa' });
  });

  it('keeps the UK exempt', () => {
    expect(outcome('GB', 'BS')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Nicaragua', () => {
  it('Disposición 002-2026 puts Cuba, Mexico, the UAE and Colombia under the consulted visa', () => {
    for (const nationality of ['CU', 'MX', 'AE', 'CO', 'VE'] as const) {
      expect(outcome(nationality, 'NI')).toEqual({ category: 'visa_required' });
    }
  });

  it('category A still exempts the UK, Brazil and Qatar', () => {
    expect(outcome('GB', 'NI')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('BR', 'NI')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('QA', 'NI')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Cuba', () => {
  it('Decree 821/2024 exempts Chinese ordinary passports for 90 days', () => {
    expect(outcome('CN', 'CU')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('Bosnia and Benin are exempt; others need the e-Visa that replaced the tourist card', () => {
    expect(outcome('BA', 'CU')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('BJ', 'CU')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('DE', 'CU')).toEqual({ category: 'e_visa' });
  });
});

describe('Grenada', () => {
  it('requires visas of about 80 nationalities, Turkey, Qatar and the Philippines among them', () => {
    for (const nationality of ['TR', 'QA', 'PH', 'EG', 'CO'] as const) {
      expect(outcome(nationality, 'GD')).toEqual({ category: 'visa_required' });
    }
  });

  it('exempts Cubans for 60 days', () => {
    expect(outcome('CU', 'GD')).toEqual({ category: 'visa_free', days: 60 });
  });

  it('keeps Chinese and US citizens exempt for 3 months', () => {
    expect(outcome('CN', 'GD')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('US', 'GD')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Saint Lucia', () => {
  it('exempts Georgia, Montenegro, Kuwait and the Pacific Commonwealth states', () => {
    for (const nationality of ['GE', 'ME', 'KW', 'WS', 'TO'] as const) {
      expect(outcome(nationality, 'LC')).toEqual({ category: 'visa_free', days: 42 });
    }
  });

  it('still requires a visa of Venezuelans', () => {
    expect(outcome('VE', 'LC')).toEqual({ category: 'visa_required' });
  });

  it('keeps China exempt since 2019', () => {
    expect(outcome('CN', 'LC')).toEqual({ category: 'visa_free', days: 42 });
  });
});

describe('Bolivia', () => {
  it('Group II nationals get a visa at the border (visa on arrival), not in advance', () => {
    expect(outcome('TH', 'BO')).toEqual({ category: 'visa_on_arrival', days: 30 });
    expect(outcome('MA', 'BO')).toEqual({ category: 'visa_on_arrival', days: 30 });
  });

  it('Group III nationals need a consulted visa', () => {
    expect(outcome('AO', 'BO')).toEqual({ category: 'visa_required' });
    expect(outcome('NG', 'BO')).toEqual({ category: 'visa_required' });
  });

  it('Decree 5497 keeps the United States in Group I', () => {
    expect(outcome('US', 'BO')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Guatemala', () => {
  it('class B and C nationals (Bolivia, Ecuador, Jamaica, Dominican Republic) need visas', () => {
    for (const nationality of ['BO', 'EC', 'JM', 'DO'] as const) {
      expect(outcome(nationality, 'GT')).toEqual({ category: 'visa_required' });
    }
  });

  it('keeps Argentina exempt', () => {
    expect(outcome('AR', 'GT')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Costa Rica', () => {
  it('puts Nicaragua and Colombia in the consular group and Jamaica in the restricted one', () => {
    for (const nationality of ['NI', 'CO', 'JM', 'TH'] as const) {
      expect(outcome(nationality, 'CR')).toEqual({ category: 'visa_required' });
    }
  });

  it('gives Malaysia, Taiwan and Tonga the second group’s 30 days', () => {
    for (const nationality of ['MY', 'TW', 'TO'] as const) {
      expect(outcome(nationality, 'CR')).toEqual({ category: 'visa_free', days: 30 });
    }
  });

  it('keeps Germany in the first group', () => {
    expect(outcome('DE', 'CR')).toEqual({ category: 'visa_free', days: 180 });
  });
});

describe('Belize', () => {
  it('exempts Bolivia, Brunei, Gambia and Ghana', () => {
    for (const nationality of ['BO', 'BN', 'GM', 'GH'] as const) {
      expect(outcome(nationality, 'BZ')).toEqual({ category: 'visa_free', days: 30 });
    }
  });

  it('still requires visas of Indians', () => {
    expect(outcome('IN', 'BZ')).toEqual({ category: 'visa_required' });
  });
});

describe('Jamaica', () => {
  it('exempts Commonwealth citizens such as Bangladesh, Samoa and Rwanda', () => {
    for (const nationality of ['BD', 'WS', 'RW', 'PG'] as const) {
      expect(outcome(nationality, 'JM')).toEqual({ category: 'visa_free', days: 90 });
    }
  });

  it('requires visas of Nigerians and of Emiratis (agreement not in force)', () => {
    expect(outcome('NG', 'JM')).toEqual({ category: 'visa_required' });
    expect(outcome('AE', 'JM')).toEqual({ category: 'visa_required' });
  });

  it('keeps Chinese citizens at 30 days', () => {
    expect(outcome('CN', 'JM')).toEqual({ category: 'visa_free', days: 30 });
  });
});

describe('Dominican Republic', () => {
  it('Ecuador and Bolivia need no visa', () => {
    expect(outcome('EC', 'DO')).toEqual({ category: 'visa_free', days: 30 });
    expect(outcome('BO', 'DO')).toEqual({ category: 'visa_free', days: 30 });
  });

  it('still requires visas of Haitians', () => {
    expect(outcome('HT', 'DO')).toEqual({ category: 'visa_required' });
  });
});

describe('Saint Kitts and Nevis', () => {
  it('requires the eTA of formerly exempt visitors since May 2025', () => {
    expect(outcome('US', 'KN')).toEqual({ category: 'eta' });
    expect(outcome('GB', 'KN')).toEqual({ category: 'eta' });
  });

  it('lists Namibia and Samoa among the eVisa nationalities', () => {
    expect(outcome('NA', 'KN')).toEqual({ category: 'e_visa' });
    expect(outcome('WS', 'KN')).toEqual({ category: 'e_visa' });
  });

  it('keeps OECS citizens free of any authorisation', () => {
    expect(outcome('LC', 'KN')).toEqual({ category: 'visa_free' });
  });
});

describe('Antigua and Barbuda', () => {
  it('the 2024 agreement gives Chinese citizens 90 days', () => {
    expect(outcome('CN', 'AG')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('exempts Colombia, Indonesia and Serbia', () => {
    for (const nationality of ['CO', 'ID', 'RS'] as const) {
      expect(outcome(nationality, 'AG')).toEqual({ category: 'visa_free', days: 90 });
    }
  });

  it('keeps the Electronic Entry Visa for Nigerians', () => {
    expect(outcome('NG', 'AG')).toEqual({ category: 'e_visa' });
  });
});

describe('Barbados', () => {
  it('requires entry visas of Haitians, Bosnians, Dominicans and Papua New Guineans', () => {
    for (const nationality of ['HT', 'BA', 'DO', 'PG'] as const) {
      expect(outcome(nationality, 'BB')).toEqual({ category: 'visa_required' });
    }
  });

  it('exempts Cameroon, Pakistan and Sudan, no longer on the list', () => {
    for (const nationality of ['CM', 'PK', 'SD'] as const) {
      expect(outcome(nationality, 'BB')).toEqual({ category: 'visa_free', days: 90 });
    }
  });

  it('keeps Nigerians exempt', () => {
    expect(outcome('NG', 'BB')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Trinidad and Tobago', () => {
  it('visa nationals apply online for an eVisa', () => {
    expect(outcome('CN', 'TT')).toEqual({ category: 'e_visa' });
    expect(outcome('NG', 'TT')).toEqual({ category: 'e_visa' });
  });

  it('grants Australians and New Zealanders the waiver on arrival', () => {
    expect(outcome('AU', 'TT')).toEqual({ category: 'visa_on_arrival' });
    expect(outcome('NZ', 'TT')).toEqual({ category: 'visa_on_arrival' });
  });

  it('exempts Portugal, Slovakia and Commonwealth Ghana; South Africa and Fiji need a visa', () => {
    for (const nationality of ['PT', 'SK', 'GH'] as const) {
      expect(outcome(nationality, 'TT')).toEqual({ category: 'visa_free', days: 90 });
    }
    expect(outcome('ZA', 'TT')).toEqual({ category: 'e_visa' });
    expect(outcome('FJ', 'TT')).toEqual({ category: 'e_visa' });
  });

  it('keeps US citizens exempt', () => {
    expect(outcome('US', 'TT')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Saint Vincent and the Grenadines', () => {
  it('requires visas of the ministry’s list, China and Nepal among them', () => {
    for (const nationality of ['CN', 'NP', 'DO', 'JO'] as const) {
      expect(outcome(nationality, 'VC')).toEqual({ category: 'visa_required' });
    }
  });

  it('no longer lists Somalia', () => {
    expect(outcome('SO', 'VC')).toEqual({ category: 'visa_free', days: 30 });
  });

  it('still requires visas of Iranians', () => {
    expect(outcome('IR', 'VC')).toEqual({ category: 'visa_required' });
  });
});

describe('Dominica', () => {
  it('requires visas of Haitian citizens, and no longer of Dominican Republic citizens', () => {
    expect(outcome('HT', 'DM')).toEqual({ category: 'visa_required' });
    expect(outcome('DO', 'DM')).toEqual({ category: 'visa_free', days: 180 });
  });

  it('admits Indians, as Commonwealth citizens, for 6 months', () => {
    expect(outcome('IN', 'DM')).toEqual({ category: 'visa_free', days: 180 });
  });
});

describe('Colombia', () => {
  it('exempts Serbia, Albania, Azerbaijan and Samoa', () => {
    for (const nationality of ['RS', 'AL', 'AZ', 'WS'] as const) {
      expect(outcome(nationality, 'CO')).toEqual({ category: 'visa_free', days: 90 });
    }
  });

  it('keeps the online visa for Indians', () => {
    expect(outcome('IN', 'CO')).toEqual({ category: 'e_visa' });
  });
});

describe('Ecuador', () => {
  it('requires visas of Albanians, Filipinos and Uzbeks (2024 list)', () => {
    for (const nationality of ['AL', 'PH', 'UZ', 'MM'] as const) {
      expect(outcome(nationality, 'EC')).toEqual({ category: 'e_visa' });
    }
  });

  it('no longer lists Algeria or Lebanon', () => {
    expect(outcome('DZ', 'EC')).toEqual({ category: 'visa_free', days: 90 });
    expect(outcome('LB', 'EC')).toEqual({ category: 'visa_free', days: 90 });
  });

  it('keeps China on the visa list', () => {
    expect(outcome('CN', 'EC')).toEqual({ category: 'e_visa' });
  });
});

describe('Haiti', () => {
  it('requires visas of Cubans, Chinese and Syrians as well', () => {
    for (const nationality of ['CU', 'CN', 'SY'] as const) {
      expect(outcome(nationality, 'HT')).toEqual({ category: 'visa_required' });
    }
  });

  it('keeps Jamaicans visa free', () => {
    expect(outcome('JM', 'HT')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Paraguay', () => {
  it('requires visas of Venezuelans since January 2026', () => {
    expect(outcome('VE', 'PY')).toEqual({ category: 'visa_required' });
  });

  it('keeps Bolivians exempt', () => {
    expect(outcome('BO', 'PY')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Argentina', () => {
  it('exempts Dominicans only with a US visa (not counted), so they need a visa', () => {
    expect(outcome('DO', 'AR')).toEqual({ category: 'visa_required' });
  });

  it('keeps Mexicans exempt', () => {
    expect(outcome('MX', 'AR')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Chile', () => {
  it('requires the online tourist visa of Australians since 2020', () => {
    expect(outcome('AU', 'CL')).toEqual({ category: 'e_visa' });
  });

  it('keeps New Zealanders exempt', () => {
    expect(outcome('NZ', 'CL')).toEqual({ category: 'visa_free', days: 90 });
  });
});

describe('Belize (Venezuela)', () => {
  it('requires visas of Venezuelans', () => {
    expect(outcome('VE', 'BZ')).toEqual({ category: 'visa_required' });
  });
});
