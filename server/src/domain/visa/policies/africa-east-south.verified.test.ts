import type { CountryCode } from '@common/country-codes';
import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

function outcome(nationality: CountryCode, destination: CountryCode): string {
  const result = getVisaRequirement(nationality, destination);
  if (result.category === 'own_country') return result.category;
  return result.days === undefined ? result.category : `${result.category} ${result.days}`;
}

describe('Angola', () => {
  it('decree 189/23 exempts Morocco, Saudi Arabia and the Pacific states for 30 days', () => {
    for (const nationality of ['MA', 'SA', 'FJ', 'TV', 'DO', 'TZ'] as const) {
      expect(outcome(nationality, 'AO'), nationality).toBe('visa_free 30');
    }
  });

  it('decree 189/23 leaves out Serbia, Ukraine, Vietnam, Peru and the Philippines', () => {
    for (const nationality of ['RS', 'UA', 'VN', 'PE', 'PH', 'AD', 'GW'] as const) {
      expect(outcome(nationality, 'AO'), nationality).toBe('e_visa');
    }
  });

  it('still exempts Portugal and South Africa (control)', () => {
    expect(outcome('PT', 'AO')).toBe('visa_free 30');
    expect(outcome('ZA', 'AO')).toBe('visa_free 30');
  });
});

describe('Malawi', () => {
  it('the 2024 gazette does not waive visas for Austria, Japan, India or the UAE', () => {
    for (const nationality of [
      'AT',
      'ES',
      'JP',
      'KR',
      'CH',
      'IN',
      'OM',
      'QA',
      'TR',
      'UA',
      'AE',
    ] as const) {
      expect(outcome(nationality, 'MW'), nationality).toBe('visa_on_arrival');
    }
  });

  it('the 2024 gazette waives visas for Brunei, Ghana, Sri Lanka and Sierra Leone', () => {
    for (const nationality of ['BN', 'GH', 'LK', 'SL'] as const) {
      expect(outcome(nationality, 'MW'), nationality).toBe('visa_free 30');
    }
  });

  it('COMESA members such as Ethiopia are exempt', () => {
    expect(outcome('ET', 'MW')).toBe('visa_free 30');
  });

  it('still exempts the UK and South Africa (control)', () => {
    expect(outcome('GB', 'MW')).toBe('visa_free 30');
    expect(outcome('ZA', 'MW')).toBe('visa_free 30');
  });
});

describe('Somalia', () => {
  it('Rwandans and Malaysians need no eTAS', () => {
    expect(outcome('RW', 'SO')).toBe('visa_free 30');
    expect(outcome('MY', 'SO')).toBe('visa_free 30');
  });

  it('eleven African nationalities get a visa on arrival', () => {
    for (const nationality of ['DJ', 'ET', 'EG', 'TN', 'UG', 'KM'] as const) {
      expect(outcome(nationality, 'SO'), nationality).toBe('visa_on_arrival 30');
    }
  });

  it('everyone else needs the eTAS (control)', () => {
    expect(outcome('KE', 'SO')).toBe('eta');
  });
});

describe('Djibouti', () => {
  it('Singaporeans need no visa', () => {
    expect(outcome('SG', 'DJ')).toBe('visa_free');
  });

  it('others apply for the e-visa (control)', () => {
    expect(outcome('FR', 'DJ')).toBe('e_visa');
  });
});

describe('Namibia', () => {
  it('Ghanaians need a visa on arrival from April 2025', () => {
    expect(outcome('GH', 'NA')).toBe('visa_on_arrival 90');
  });

  it('Hong Kong and Jamaica keep their exemption', () => {
    expect(outcome('HK', 'NA')).toBe('visa_free 90');
    expect(outcome('JM', 'NA')).toBe('visa_free 90');
  });

  it('Chinese and Indian nationals are on no on-arrival list', () => {
    expect(outcome('CN', 'NA')).toBe('visa_required');
    expect(outcome('IN', 'NA')).toBe('visa_required');
  });

  it('the Netherlands and Benin get a visa on arrival', () => {
    expect(outcome('BJ', 'NA')).toBe('visa_on_arrival 90');
    expect(outcome('NL', 'NA')).toBe('visa_on_arrival 90');
  });

  it('Germans need a visa on arrival and South Africans none (control)', () => {
    expect(outcome('DE', 'NA')).toBe('visa_on_arrival 90');
    expect(outcome('ZA', 'NA')).toBe('visa_free 90');
  });
});

describe('Ethiopia', () => {
  it('Americans, Britons and Chinese can get the tourist visa on arrival', () => {
    for (const nationality of ['US', 'GB', 'CN', 'DE'] as const) {
      expect(outcome(nationality, 'ET'), nationality).toBe('visa_on_arrival 90');
    }
  });

  it('Egyptians, Eritreans and Nigerians are excluded from the visa on arrival', () => {
    for (const nationality of ['EG', 'ER', 'NG'] as const) {
      expect(outcome(nationality, 'ET'), nationality).toBe('e_visa');
    }
  });

  it('Ghanaians get the visa on arrival for up to three months', () => {
    expect(outcome('GH', 'ET')).toBe('visa_on_arrival 90');
  });

  it('Kenyans and Djiboutians need no visa (control)', () => {
    expect(outcome('KE', 'ET')).toBe('visa_free');
    expect(outcome('DJ', 'ET')).toBe('visa_free');
  });
});

describe('Zimbabwe', () => {
  it('every SADC member is in category A, Angola and Madagascar included', () => {
    for (const nationality of ['AO', 'MG', 'KM', 'CD'] as const) {
      expect(outcome(nationality, 'ZW'), nationality).toBe('visa_free 90');
    }
  });

  it('Hong Kong is in category A', () => {
    expect(outcome('HK', 'ZW')).toBe('visa_free 90');
  });

  it('Ethiopia, Cuba and Ghana are in category B', () => {
    for (const nationality of ['ET', 'CU', 'GH'] as const) {
      expect(outcome(nationality, 'ZW'), nationality).toBe('visa_on_arrival 90');
    }
  });

  it('Britons are in category B and Zambians in A (control)', () => {
    expect(outcome('GB', 'ZW')).toBe('visa_on_arrival 90');
    expect(outcome('ZM', 'ZW')).toBe('visa_free 90');
  });
});

describe('Kenya', () => {
  it('Regulation 15G gives Nigerians and Moroccans 60 days without an eTA', () => {
    expect(outcome('NG', 'KE')).toBe('visa_free 60');
    expect(outcome('MA', 'KE')).toBe('visa_free 60');
  });

  it('Regulation 15G gives EAC partners 180 days', () => {
    expect(outcome('TZ', 'KE')).toBe('visa_free 180');
    expect(outcome('UG', 'KE')).toBe('visa_free 180');
  });

  it('Regulation 15G exempts Jamaica, Malaysia, Singapore and Cyprus for 90 days', () => {
    for (const nationality of ['JM', 'MY', 'SG', 'CY'] as const) {
      expect(outcome(nationality, 'KE'), nationality).toBe('visa_free 90');
    }
  });

  it('South Africans keep 90 days; Somalis and Americans need the eTA (control)', () => {
    expect(outcome('ZA', 'KE')).toBe('visa_free 90');
    expect(outcome('SO', 'KE')).toBe('eta');
    expect(outcome('US', 'KE')).toBe('eta');
  });
});

describe('Mozambique', () => {
  it('the 2023 waiver covers Ghana, Senegal, Saudi Arabia and Ukraine', () => {
    for (const nationality of ['GH', 'SN', 'SA', 'UA', 'CI'] as const) {
      expect(outcome(nationality, 'MZ'), nationality).toBe('visa_free 30');
    }
  });

  it('Austria, India, Turkey and Vietnam are not on the 2023 waiver', () => {
    for (const nationality of ['AT', 'IN', 'TR', 'VN', 'QA'] as const) {
      expect(outcome(nationality, 'MZ'), nationality).toBe('visa_on_arrival 30');
    }
  });

  it('Germans and South Africans stay exempt (control)', () => {
    expect(outcome('DE', 'MZ')).toBe('visa_free 30');
    expect(outcome('ZA', 'MZ')).toBe('visa_free 30');
  });
});

describe('Zambia', () => {
  it('the 2025 waiver exempts Albania, Morocco, Ukraine and Panama', () => {
    for (const nationality of ['AL', 'MA', 'UA', 'PA', 'LA'] as const) {
      expect(outcome(nationality, 'ZM'), nationality).toBe('visa_free 90');
    }
  });

  it('the 2022 waiver covers the Gulf states, Iraq included', () => {
    for (const nationality of ['BH', 'KW', 'OM', 'IQ'] as const) {
      expect(outcome(nationality, 'ZM'), nationality).toBe('visa_free 90');
    }
  });

  it('Britons are exempt and Indians get a visa on arrival (control)', () => {
    expect(outcome('GB', 'ZM')).toBe('visa_free 90');
    expect(outcome('IN', 'ZM')).toBe('visa_on_arrival 90');
  });
});

describe('Equatorial Guinea', () => {
  it('US citizens lost their exemption and apply for the e-visa', () => {
    expect(outcome('US', 'GQ')).toBe('e_visa');
  });

  it('Emiratis may get a visa on arrival', () => {
    expect(outcome('AE', 'GQ')).toBe('visa_on_arrival 90');
  });

  it('CEMAC citizens need no visa (control)', () => {
    expect(outcome('CM', 'GQ')).toBe('visa_free');
  });
});

describe('São Tomé and Príncipe', () => {
  it('Chinese passports get a 15-day visa on arrival', () => {
    expect(outcome('CN', 'ST')).toBe('visa_on_arrival 15');
    expect(outcome('HK', 'ST')).toBe('visa_on_arrival 15');
  });

  it('Cameroonians, Rwandans and Burundians need no visa for 15 days', () => {
    for (const nationality of ['CM', 'RW', 'BI'] as const) {
      expect(outcome(nationality, 'ST'), nationality).toBe('visa_free 15');
    }
  });

  it('the Swiss, Britons and Japanese are outside the exemption', () => {
    for (const nationality of ['CH', 'GB', 'JP'] as const) {
      expect(outcome(nationality, 'ST'), nationality).toBe('e_visa');
    }
  });

  it('Portuguese need no visa for 15 days (control)', () => {
    expect(outcome('PT', 'ST')).toBe('visa_free 15');
  });
});

describe('Uganda', () => {
  it('the ministry list exempts Ireland, Malaysia and the UAE', () => {
    for (const nationality of ['IE', 'MY', 'TT', 'AE', 'HK'] as const) {
      expect(outcome(nationality, 'UG'), nationality).toBe('visa_free 90');
    }
  });

  it('Angolans and Somalis are not on the list', () => {
    expect(outcome('AO', 'UG')).toBe('e_visa');
    expect(outcome('SO', 'UG')).toBe('e_visa');
  });

  it('Kenyans need no visa and Americans apply online (control)', () => {
    expect(outcome('KE', 'UG')).toBe('visa_free 90');
    expect(outcome('US', 'UG')).toBe('e_visa');
  });
});

describe('Tanzania', () => {
  it('Bangladesh, Lebanon, Mali and Chad are on the referral list', () => {
    for (const nationality of ['BD', 'LB', 'ML', 'TD'] as const) {
      expect(outcome(nationality, 'TZ'), nationality).toBe('visa_required');
    }
  });

  it('the 2024 exempt list covers Brunei, Guyana and the Pacific Commonwealth states', () => {
    for (const nationality of ['BN', 'GY', 'PG', 'WS', 'AG'] as const) {
      expect(outcome(nationality, 'TZ'), nationality).toBe('visa_free 90');
    }
  });

  it('Angolans and Comorians are not on the exempt list', () => {
    expect(outcome('AO', 'TZ')).toBe('visa_on_arrival 90');
    expect(outcome('KM', 'TZ')).toBe('visa_on_arrival 90');
  });

  it('Americans get a visa on arrival (control)', () => {
    expect(outcome('US', 'TZ')).toBe('visa_on_arrival 90');
  });
});

describe('Rwanda', () => {
  it('Singapore and the Philippines get 90 days by reciprocity', () => {
    expect(outcome('SG', 'RW')).toBe('visa_free 90');
    expect(outcome('PH', 'RW')).toBe('visa_free 90');
  });

  it('Africans get 30 days without a visa (control)', () => {
    expect(outcome('NG', 'RW')).toBe('visa_free 30');
  });
});

describe('Burundi', () => {
  it('Somalis are outside the EAC exemption', () => {
    expect(outcome('SO', 'BI')).toBe('visa_on_arrival 30');
  });

  it('Tanzanians need no visa (control)', () => {
    expect(outcome('TZ', 'BI')).toBe('visa_free');
  });
});

describe('South Sudan', () => {
  it('Egyptians and Tanzanians need no visa', () => {
    expect(outcome('EG', 'SS')).toBe('visa_free');
    expect(outcome('TZ', 'SS')).toBe('visa_free');
  });

  it('Kenyans need no visa and Britons apply online (control)', () => {
    expect(outcome('KE', 'SS')).toBe('visa_free');
    expect(outcome('GB', 'SS')).toBe('e_visa');
  });
});

describe('Madagascar', () => {
  it('the visa on arrival covers up to 90 days', () => {
    expect(outcome('FR', 'MG')).toBe('visa_on_arrival 90');
  });

  it('Burundians and Palestinians must apply at an embassy', () => {
    expect(outcome('BI', 'MG')).toBe('visa_required');
    expect(outcome('PS', 'MG')).toBe('visa_required');
  });
});

describe('Mauritius', () => {
  it('Indians, Kenyans and Ghanaians are visa-exempt for 90 days', () => {
    for (const nationality of ['IN', 'KE', 'GH', 'EG', 'RW'] as const) {
      expect(outcome(nationality, 'MU'), nationality).toBe('visa_free 90');
    }
  });

  it('the DR Congo no longer needs a visa', () => {
    expect(outcome('CD', 'MU')).toBe('visa_free 90');
  });

  it('Britons are exempt and Syrians need a visa (control)', () => {
    expect(outcome('GB', 'MU')).toBe('visa_free 90');
    expect(outcome('SY', 'MU')).toBe('visa_required');
  });
});

describe('South Africa', () => {
  it('the exempt list gives Malta, Ecuador and Panama 90 days', () => {
    for (const nationality of ['MT', 'EC', 'PA'] as const) {
      expect(outcome(nationality, 'ZA'), nationality).toBe('visa_free 90');
    }
  });

  it('the exempt list gives Jordan, Bolivia and Barbados 30 days', () => {
    for (const nationality of ['JO', 'BO', 'BB', 'CV'] as const) {
      expect(outcome(nationality, 'ZA'), nationality).toBe('visa_free 30');
    }
  });

  it('every SADC state but the DR Congo is exempt, Comoros and Madagascar included', () => {
    expect(outcome('KM', 'ZA')).toBe('visa_free 30');
    expect(outcome('MG', 'ZA')).toBe('visa_free 30');
  });

  it('Americans get 90 days and Indians apply for the eVisa (control)', () => {
    expect(outcome('US', 'ZA')).toBe('visa_free 90');
    expect(outcome('IN', 'ZA')).toBe('e_visa');
  });
});

describe('Botswana', () => {
  it('Angolans and Comorians are exempt as SADC citizens', () => {
    expect(outcome('AO', 'BW')).toBe('visa_free 90');
    expect(outcome('KM', 'BW')).toBe('visa_free 90');
  });

  it('Malagasy citizens still apply for the e-visa (control)', () => {
    expect(outcome('MG', 'BW')).toBe('e_visa');
  });
});

describe('Lesotho', () => {
  it('Germans, Australians and Canadians get 14 days', () => {
    for (const nationality of ['DE', 'AU', 'CA', 'FR'] as const) {
      expect(outcome(nationality, 'LS'), nationality).toBe('visa_free 14');
    }
  });

  it('Bangladeshis and Sri Lankans are exempt for 90 days', () => {
    expect(outcome('BD', 'LS')).toBe('visa_free 90');
    expect(outcome('LK', 'LS')).toBe('visa_free 90');
  });

  it('Britons and Americans get 90 days (control)', () => {
    expect(outcome('GB', 'LS')).toBe('visa_free 90');
    expect(outcome('US', 'LS')).toBe('visa_free 90');
  });
});

describe('Eswatini', () => {
  it('nationalities outside the exemption use the e-visa since 2023', () => {
    expect(outcome('IN', 'SZ')).toBe('e_visa');
  });

  it('Britons need no visa for 30 days (control)', () => {
    expect(outcome('GB', 'SZ')).toBe('visa_free 30');
  });
});
