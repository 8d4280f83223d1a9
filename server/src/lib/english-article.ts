// English puts 'the' before these country names ('a visa for the United States'). Texts ask
// for it with the '{{name, the}}' format (lib/texts.ts), so only English sentences get it.
const TAKES_THE = new Set([
  'Bahamas',
  'Central African Republic',
  'Comoros',
  'Dominican Republic',
  'DR Congo',
  'Gambia',
  'Maldives',
  'Marshall Islands',
  'Netherlands',
  'Philippines',
  'Republic of the Congo',
  'Seychelles',
  'Solomon Islands',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
]);

export const the = (name: string) => (TAKES_THE.has(name) ? `the ${name}` : name);
