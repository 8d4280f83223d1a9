// Han, kana and Hangul: a name written in them shows only its first character (the family
// name, in Chinese, Japanese and Korean order).
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function firstGrapheme(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/**
 * The passenger as the public verification page may show them: 'José Ñúñez' → 'J. Ñ.',
 * 'Anna Maria Lopez' → 'A. L.' (first and last name only), '王小明' → '王'; '' without a name.
 */
export function passengerInitials(name: string | undefined): string {
  const words = (name ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  if (CJK.test(firstGrapheme(first))) return firstGrapheme(first);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => `${firstGrapheme(word).toLocaleUpperCase('en')}.`)
    .join(' ');
}
