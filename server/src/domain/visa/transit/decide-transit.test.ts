import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@common/country-codes';
import { getVisaRequirement } from '../requirements';
import { buildTransitAnswer } from './answer-transit-question';
import { decideTransit } from './decide-transit';
import { CHINA_240H, SCHENGEN_ATV, UK_DATV } from './transit-data';

const KNOWN = new Set<string>(COUNTRY_CODES);

describe('transit data', () => {
  it.each([
    ['Schengen Annex IV', SCHENGEN_ATV, 12],
    ['China 240-hour', CHINA_240H, 55],
  ])('%s lists the expected number of known, distinct countries', (_name, list, count) => {
    expect(new Set(list.nationalities).size).toBe(count);
    for (const code of list.nationalities) expect(KNOWN.has(code)).toBe(true);
  });

  it('cites public sources for every list', () => {
    for (const list of [SCHENGEN_ATV, UK_DATV, CHINA_240H]) {
      expect(list.sources.length).toBeGreaterThan(0);
      for (const url of list.sources) expect(url).toMatch(/^https?:\/\//);
      expect(list.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('decideTransit', () => {
  it('asks Annex IV nationals for an airport transit visa at any Schengen airport', () => {
    for (const via of ['DE', 'FR', 'NL', 'ES', 'IT'] as const) {
      const decision = decideTransit('NG', via, 'US');
      expect(decision.regime).toBe('schengen');
      expect(decision.airside).toEqual({ status: 'transit_visa' });
      expect(decision.exemptions).toEqual(['schengen_atv_holders']);
    }
  });

  it('lets other visa nationals stay airside in Schengen, but not leave the airport', () => {
    const decision = decideTransit('TH', 'DE', 'US');
    expect(decision.airside).toEqual({ status: 'none' });
    expect(decision.landside).toEqual({ status: 'entry', category: 'visa_required' });
    expect(decision.exemptions).toEqual([]);
  });

  it('applies a state’s national list only at that state’s airports', () => {
    expect(decideTransit('IN', 'FR', 'GB').airside).toEqual({ status: 'transit_visa' });
    expect(decideTransit('IN', 'ES', 'GB').airside).toEqual({ status: 'transit_visa' });
    // Germany took India off its list in January 2026.
    expect(decideTransit('IN', 'DE', 'GB').airside).toEqual({ status: 'none' });
    expect(decideTransit('TR', 'DE', 'GB').airside).toEqual({ status: 'transit_visa' });
    expect(decideTransit('TR', 'NL', 'GB').airside).toEqual({ status: 'none' });
    expect(decideTransit('PH', 'FR', 'US').airside).toEqual({ status: 'transit_visa' });
    expect(decideTransit('PH', 'DE', 'US').airside).toEqual({ status: 'none' });
  });

  it('needs the Schengen entry requirement when flying on to another Schengen state', () => {
    const decision = decideTransit('NG', 'DE', 'FR');
    expect(decision.airside).toEqual({ status: 'entry', category: 'visa_required' });
    expect(decision.landside).toBeUndefined();
  });

  it('asks DATV nationals for a visa airside in the UK, with the visa-holder exemptions', () => {
    const decision = decideTransit('IN', 'GB', 'CA');
    expect(decision.regime).toBe('uk');
    expect(decision.airside).toEqual({ status: 'transit_visa' });
    expect(decision.exemptions).toEqual(['uk_datv_holders']);
    expect(decideTransit('TH', 'GB', 'US').airside).toEqual({ status: 'none' });
  });

  it('has no sterile transit in the US and Canada', () => {
    const us = decideTransit('IN', 'US', 'MX');
    expect(us.regime).toBe('no_airside');
    expect(us.airside).toEqual({ status: 'entry', category: 'visa_required' });
    expect(us.landside).toBeUndefined();
    expect(decideTransit('DE', 'US', 'MX').airside).toEqual({
      status: 'entry',
      category: getVisaRequirement('DE', 'US').category,
    });
    expect(decideTransit('DE', 'CA', 'US').airside).toMatchObject({
      status: 'entry',
      category: 'eta',
    });
  });

  it('gives China’s 24-hour airside and 240-hour visa-free transit to listed nationals', () => {
    const listed = decideTransit('ID', 'CN', 'US');
    expect(listed.airside).toEqual({ status: 'visa_free_transit', hours: 24 });
    expect(listed.landside).toEqual({ status: 'visa_free_transit', hours: 240 });
    const unlisted = decideTransit('IN', 'CN', 'US');
    expect(unlisted.landside).toEqual({ status: 'entry', category: 'visa_required' });
  });

  it('lets everyone change planes airside at the big Gulf and Asian hubs', () => {
    for (const via of ['AE', 'QA', 'SG', 'TR'] as const) {
      const decision = decideTransit('IN', via, 'GB');
      expect(decision.regime).toBe('hub');
      expect(decision.airside).toEqual({ status: 'none' });
      expect(decision.landside).toEqual({
        status: 'entry',
        category: getVisaRequirement('IN', via).category,
      });
    }
  });

  it('defaults to airside without a visa and landside needing the entry requirement', () => {
    const decision = decideTransit('IN', 'ET', 'GB');
    expect(decision.regime).toBe('default');
    expect(decision.airside).toEqual({ status: 'none' });
    expect(decision.landside).toMatchObject({ status: 'entry' });
  });

  it('needs nothing in one’s own country', () => {
    expect(decideTransit('DE', 'DE', 'US').regime).toBe('own_country');
  });
});

describe('buildTransitAnswer', () => {
  it('states the transit visa and the exemptions in en, es and zh', () => {
    const en = buildTransitAnswer('NG', 'DE', 'US', 'en');
    expect(en.airside).toMatchObject({ required: true });
    expect(en.summary).toBe(
      'Citizens of Nigeria need a visa or authorisation to change planes in Germany.',
    );
    expect(en.exemptions[0]).toMatch(/United States, Canada or Japan/);
    const es = buildTransitAnswer('NG', 'DE', 'US', 'es');
    expect(es.airside.summary).toMatch(/visado de tránsito aeroportuario/);
    expect(es.exemptions[0]).toMatch(/^Exentos/);
    const zh = buildTransitAnswer('NG', 'DE', 'US', 'zh');
    expect(zh.airside.summary).toContain('机场过境签证');
    expect(zh.via).toBe('德国');
  });

  it('names the C-1 transit visa for US connections', () => {
    const answer = buildTransitAnswer('IN', 'US', 'MX', 'en');
    expect(answer.airside.summary).toMatch(/C-1/);
    expect(answer.landside).toBeUndefined();
  });
});
