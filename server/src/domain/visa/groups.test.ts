import { describe, expect, it } from 'vitest';
import * as groups from './groups';
import {
  EU_MEMBERS,
  FREE_MOVEMENT_AREA,
  SCHENGEN_MEMBERS,
  SCHENGEN_VISA_EXEMPT,
  UK_ETA,
  US_VISA_WAIVER,
  union,
  without,
} from './groups';

const namedGroups: [string, readonly string[]][] = [];
for (const [name, value] of Object.entries(groups)) {
  if (Array.isArray(value)) namedGroups.push([name, value]);
}

describe('nationality groups', () => {
  it.each(namedGroups)('%s lists each country once', (_, members) => {
    expect(new Set(members).size).toBe(members.length);
  });

  it('have the expected sizes', () => {
    expect(EU_MEMBERS).toHaveLength(27);
    expect(FREE_MOVEMENT_AREA).toHaveLength(31);
    expect(SCHENGEN_MEMBERS).toHaveLength(29);
  });

  it('keep the Schengen visa-exempt list and the free-movement area apart', () => {
    const area = new Set<string>(FREE_MOVEMENT_AREA);
    expect(SCHENGEN_VISA_EXEMPT.filter((code) => area.has(code))).toEqual([]);
  });

  it('leave Ireland out of the UK ETA (Common Travel Area)', () => {
    expect(UK_ETA).not.toContain('IE');
    expect(US_VISA_WAIVER).toContain('GB');
  });

  it('without and union keep order and drop repeats', () => {
    expect(without(['AT', 'BE', 'CY'], 'BE')).toEqual(['AT', 'CY']);
    expect(union(['AT', 'BE'], ['BE', 'CY'])).toEqual(['AT', 'BE', 'CY']);
  });
});
