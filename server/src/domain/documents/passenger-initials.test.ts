import { describe, expect, it } from 'vitest';
import { passengerInitials } from './passenger-initials';

describe('passengerInitials', () => {
  it('shows the first and last name as initials', () => {
    expect(passengerInitials('John Doe')).toBe('J. D.');
    expect(passengerInitials('  anna   maria lopez ')).toBe('A. L.');
    expect(passengerInitials('Madonna')).toBe('M.');
  });

  it('keeps accents, also when typed as combining marks', () => {
    expect(passengerInitials('José Ñúñez')).toBe('J. Ñ.');
    expect(passengerInitials('e\u0301lodie n\u0303u\u0301n\u0303ez')).toBe('É. Ñ.');
    expect(passengerInitials('Łukasz Żółć')).toBe('Ł. Ż.');
  });

  it('shows only the first character of a Chinese, Japanese or Korean name', () => {
    expect(passengerInitials('王小明')).toBe('王');
    expect(passengerInitials('王 小明')).toBe('王');
    expect(passengerInitials('やまだ たろう')).toBe('や');
    expect(passengerInitials('김민준')).toBe('김');
  });

  it('is empty without a name', () => {
    expect(passengerInitials(undefined)).toBe('');
    expect(passengerInitials('   ')).toBe('');
  });
});
