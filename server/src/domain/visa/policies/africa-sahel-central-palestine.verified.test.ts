import type { CountryCode } from '@common/country-codes';
import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

function outcome(nationality: CountryCode, destination: CountryCode): string {
  const result = getVisaRequirement(nationality, destination);
  if (result.category === 'own_country') return result.category;
  return result.days === undefined ? result.category : `${result.category} ${result.days}`;
}

describe('Mali', () => {
  it('the embassy also exempts Cameroon, Chad, Andorra and Monaco', () => {
    for (const nationality of ['CM', 'TD', 'AD', 'MC'] as const) {
      expect(outcome(nationality, 'ML'), nationality).toBe('visa_free');
    }
  });

  it('keeps ECOWAS citizens visa-free after leaving ECOWAS (control)', () => {
    expect(outcome('SN', 'ML')).toBe('visa_free 90');
    expect(outcome('NE', 'ML')).toBe('visa_free 90');
    expect(outcome('FR', 'ML')).toBe('visa_required');
  });
});

describe('Niger', () => {
  it('exempts Hong Kong but not Algeria', () => {
    expect(outcome('HK', 'NE')).toBe('visa_free 90');
    expect(outcome('DZ', 'NE')).toBe('visa_required');
  });

  it('keeps ECOWAS citizens and Chad visa-free (control)', () => {
    expect(outcome('NG', 'NE')).toBe('visa_free 90');
    expect(outcome('TD', 'NE')).toBe('visa_free 90');
  });
});

describe('Sierra Leone', () => {
  it('the visa "on arrival" must be applied for online first', () => {
    for (const nationality of ['US', 'GB', 'KE', 'CN'] as const) {
      expect(outcome(nationality, 'SL'), nationality).toBe('e_visa');
    }
  });

  it('puts Mauritania on the paid list, not among the exempt', () => {
    expect(outcome('MR', 'SL')).toBe('e_visa');
  });

  it('keeps ECOWAS citizens visa-free (control)', () => {
    expect(outcome('GH', 'SL')).toBe('visa_free 90');
    expect(outcome('ML', 'SL')).toBe('visa_free 90');
  });
});

describe('Cameroon', () => {
  it('exempts Mali and Nigeria for 90 days', () => {
    expect(outcome('ML', 'CM')).toBe('visa_free 90');
    expect(outcome('NG', 'CM')).toBe('visa_free 90');
  });

  it('still exempts CEMAC and sends others to the e-visa (control)', () => {
    expect(outcome('GA', 'CM')).toBe('visa_free');
    expect(outcome('SN', 'CM')).toBe('e_visa');
  });
});

describe('Chad', () => {
  it('the e-visa launched in December 2024 replaced embassy visas', () => {
    for (const nationality of ['FR', 'US', 'CN', 'BJ'] as const) {
      expect(outcome(nationality, 'TD'), nationality).toBe('e_visa');
    }
  });

  it('exempts Mali, Nigeria, Senegal, Rwanda and the UAE', () => {
    for (const nationality of ['ML', 'NG', 'SN', 'RW', 'AE'] as const) {
      expect(outcome(nationality, 'TD'), nationality).toBe('visa_free');
    }
  });

  it('still exempts CEMAC, Burkina Faso and Niger (control)', () => {
    for (const nationality of ['CM', 'BF', 'NE'] as const) {
      expect(outcome(nationality, 'TD'), nationality).toBe('visa_free');
    }
  });
});

describe('Palestine', () => {
  it('follows Israel: ETA-IL for its visa-exempt nationals (control)', () => {
    expect(outcome('DE', 'PS')).toBe(outcome('DE', 'IL'));
    expect(outcome('DE', 'PS')).toBe('eta');
    expect(outcome('NG', 'PS')).toBe('visa_required');
  });
});
