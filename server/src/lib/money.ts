/**
 * Whole cents of an amount a client sent ('49.99', '$49.99', 49.99); undefined when it is not
 * a non-negative amount of money.
 */
export function toCents(amount: string | number): number | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount.trim().replace(/^\$\s*/, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

/** Whether a client's amount is exactly the server's price (a string like '49.99'). */
export function isSameAmount(claimed: string | number, price: string): boolean {
  return toCents(claimed) === toCents(price);
}
