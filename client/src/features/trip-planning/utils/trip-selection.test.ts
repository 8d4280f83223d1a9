import { describe, expect, it } from 'vitest';
import { directSelection, multiSelection } from './trip-selection';

const delhi = { name: 'Delhi', country: 'IN', airport: 'DEL' };
const paris = { name: 'Paris', country: 'FR', airport: 'CDG' };
const lyon = { name: 'Lyon', country: 'FR', airport: 'LYS' };

describe('directSelection', () => {
  it('is one-way by default, without a return city', () => {
    expect(directSelection({ from: delhi, to: paris, returnCity: 'Nice' })).toEqual({
      mode: 'direct',
      from: delhi,
      destinations: [paris],
      flightType: 'oneway',
    });
  });
  it('flies a round trip home from the destination', () => {
    expect(
      directSelection({ from: delhi, to: paris, flightType: 'roundtrip', returnCity: 'Nice' })
        .returnCity,
    ).toBe('Paris');
  });
  it('keeps the open-jaw return city', () => {
    const selection = directSelection({
      from: delhi,
      to: paris,
      flightType: 'openjaw',
      returnCity: 'Nice',
    });
    expect(selection.flightType).toBe('openjaw');
    expect(selection.returnCity).toBe('Nice');
  });
});

describe('multiSelection', () => {
  it('keeps the order, one stay per destination and the return city', () => {
    expect(
      multiSelection({ from: delhi, destinations: [paris, lyon], stays: [7], returnCity: 'Lyon' }),
    ).toEqual({
      mode: 'multi',
      from: delhi,
      destinations: [paris, lyon],
      stays: [7, 1],
      flightType: 'openjaw',
      returnCity: 'Lyon',
    });
  });
  it('flies home from the return city: open-jaw, round trip from the first city, else one way', () => {
    const flightType = (returnCity?: string) =>
      multiSelection({
        from: delhi,
        destinations: [paris, lyon],
        ...(returnCity ? { returnCity } : {}),
      }).flightType;
    expect(flightType('Lyon')).toBe('openjaw');
    expect(flightType('Paris')).toBe('roundtrip');
    expect(flightType()).toBe('oneway');
  });
  it('has no stays unless given', () => {
    expect(multiSelection({ from: delhi, destinations: [paris] })).not.toHaveProperty('stays');
  });
  it('refuses more destinations than the planner holds', () => {
    expect(() =>
      multiSelection({ from: delhi, destinations: [paris, lyon, paris, lyon, paris] }),
    ).toThrow();
  });
});
