import type { Language } from './constants';

// One way to write an amount of money per language, wherever the product shows one.
//
// Each language uses its usual number format (Intl.NumberFormat with the language's locale and
// currencyDisplay 'symbol') and a currency sign that a reader of that language takes for that
// currency and no other:
//
//   en (en-US): '$199', '$29.99', '$1,250', '€89'       sign first; '$' is the US dollar
//   es (es-ES): '199 US$', '29,99 US$', '1250 US$', '89 €'  amount first, decimal comma; 'US$'
//               because '$' alone reads as any peso or dollar ('199 $' confused readers)
//   zh (zh-CN): 'US$199', 'US$29.99', '€89'            sign first; 'US$', as '$' alone is vague
//
// Spanish puts a no-break space (U+00A0) between the amount and the sign, so they never wrap
// apart. Whole amounts show no decimals ('$49', not '$49.00'); any other amount shows two.
// Other currencies get the locale's own sign ('€', '£', 'CA$'), or their ISO code where the
// locale has none ('199 GBP' in Spanish). An amount that is not a number, or a currency that is
// not an ISO 4217 code, is shown as it came: '49.00 XYZ'.

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', zh: 'zh-CN' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, currency: string, digits: number): Intl.NumberFormat {
  const key = `${language} ${currency} ${digits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, found);
  }
  return found;
}

/** 199 USD -> '$199' (en), '199 US$' (es), 'US$199' (zh); '29.99' -> '$29.99', '29,99 US$'. */
export function formatMoney(amount: number | string, currency: string, language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() || Number.NaN);
  const code = currency.trim().toUpperCase();
  if (!Number.isFinite(value)) return `${String(amount)} ${code}`.trim();
  const digits = Math.round(value * 100) % 100 === 0 ? 0 : 2;
  try {
    return formatter(language, code, digits).format(value);
  } catch {
    // Not a currency Intl knows (RangeError).
    return `${String(amount)} ${code}`.trim();
  }
}
