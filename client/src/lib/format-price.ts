import { DEFAULT_CURRENCY } from '@common/constants';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price as every page shows it, in every language: '$29.99' for 29.99 US dollars. Offers,
 * the purchase dialog and its button say the same amount the same way.
 */
export function formatPrice(price: string, currency: string = DEFAULT_CURRENCY): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(Number(price));
}
