import { describe, expect, it } from 'vitest';
import { ADDON_PRICES } from '@common/constants';
import { formatPrice } from '@/lib/format-price';

describe('formatPrice', () => {
  it('shows US dollars with the dollar sign and no currency code', () => {
    expect(formatPrice(ADDON_PRICES['dummy-flight'])).toBe('$29.99');
    expect(formatPrice('49.99', 'USD')).toBe('$49.99');
    expect(formatPrice('1250.00')).toBe('$1,250.00');
  });

  it('names another currency by its symbol', () => {
    expect(formatPrice('24.99', 'EUR')).toBe('€24.99');
  });
});
