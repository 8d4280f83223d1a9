/** Lower case, accents dropped, punctuation as spaces: what the keyword rules match against. */
export function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}
