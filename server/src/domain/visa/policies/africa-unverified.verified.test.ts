import { describe, expect, it } from 'vitest';
import { getVisaRequirement } from '../requirements';

describe('Senegal visa lists checked on 2026-11-27', () => {
  it("Senegal: nationals on the consulates' exemption list enter visa free for 90 days", () => {
    expect(getVisaRequirement('CN', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('AE', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('KE', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('FR', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Senegal: Chadians, Irish and Swiss citizens stay visa free as later guides list them', () => {
    expect(getVisaRequirement('TD', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('IE', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('CH', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
  });

  it('Senegal: Australians, New Zealanders and Norwegians need a visa', () => {
    expect(getVisaRequirement('AU', 'SN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('NZ', 'SN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('NO', 'SN')).toMatchObject({ category: 'visa_required' });
  });

  it('Senegal: South Africans, Algerians, Israelis and Qataris need a visa', () => {
    expect(getVisaRequirement('ZA', 'SN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('DZ', 'SN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('IL', 'SN')).toMatchObject({ category: 'visa_required' });
    expect(getVisaRequirement('QA', 'SN')).toMatchObject({ category: 'visa_required' });
  });

  it('Senegal: ECOWAS citizens stay visa free for 90 days', () => {
    expect(getVisaRequirement('GM', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
    expect(getVisaRequirement('NG', 'SN')).toMatchObject({ category: 'visa_free', days: 90 });
  });
});
