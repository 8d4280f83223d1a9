import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes US dollars with the sign first in English', () => {
    expect(formatMoney(199, 'USD', 'en')).toBe('$199');
    expect(formatMoney('29.99', 'USD', 'en')).toBe('$29.99');
    expect(formatMoney('1250.00', 'USD', 'en')).toBe('$1,250');
  });

  it('writes US dollars as the amount, then US$, in Spanish', () => {
    expect(formatMoney(199, 'USD', 'es')).toBe(`199${NBSP}US$`);
    expect(formatMoney('29.99', 'USD', 'es')).toBe(`29,99${NBSP}US$`);
    expect(formatMoney(12500, 'USD', 'es')).toBe(`12.500${NBSP}US$`);
  });

  it('never writes a bare dollar sign after the amount in Spanish', () => {
    for (const amount of [1, 29.99, 49, 199, 1250.5]) {
      expect(formatMoney(amount, 'USD', 'es')).not.toMatch(/\d\s\$/);
    }
  });

  it('writes US dollars as US$ and the amount in Chinese', () => {
    expect(formatMoney(199, 'USD', 'zh')).toBe('US$199');
    expect(formatMoney('29.99', 'USD', 'zh')).toBe('US$29.99');
    expect(formatMoney(1250, 'USD', 'zh')).toBe('US$1,250');
  });

  it('shows cents only when there are any, and then always two digits', () => {
    expect(formatMoney('49.00', 'USD', 'en')).toBe('$49');
    expect(formatMoney(30, 'USD', 'zh')).toBe('US$30');
    expect(formatMoney('199.5', 'USD', 'en')).toBe('$199.50');
    expect(formatMoney(199.5, 'USD', 'es')).toBe(`199,50${NBSP}US$`);
    expect(formatMoney(0.1 + 0.2, 'USD', 'en')).toBe('$0.30');
    expect(formatMoney(48.999, 'USD', 'en')).toBe('$49');
  });

  it('names other currencies the language’s way', () => {
    expect(formatMoney(89, 'EUR', 'en')).toBe('€89');
    expect(formatMoney(89, 'EUR', 'es')).toBe(`89${NBSP}€`);
    expect(formatMoney(89, 'EUR', 'zh')).toBe('€89');
    expect(formatMoney('24.99', 'eur', 'en')).toBe('€24.99');
  });

  it('shows an amount or a currency it cannot format as it came', () => {
    expect(formatMoney('n/a', 'USD', 'en')).toBe('n/a USD');
    expect(formatMoney('', 'USD', 'en')).toBe('USD');
    expect(formatMoney('49.00', 'DOLLARS', 'en')).toBe('49.00 DOLLARS');
  });
});
