import { SUPPORTED_LANGUAGES, type Language } from '@common/constants';
import { detectLanguage } from './understanding/detect-language';

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);

/**
 * The most preferred supported language of an Accept-Language header ('es-MX,es;q=0.9,en;q=0.8'
 * gives 'es'); none when it names only other languages or is absent.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!SUPPORTED.has(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary as Language, q };
  }
  return best?.language;
}

/** The reply's language: the request's field, else Accept-Language, else the message's own. */
export function replyLanguage(input: {
  language?: Language;
  acceptLanguage?: string;
  message: string;
}): Language {
  return (
    input.language ??
    languageFromAcceptLanguage(input.acceptLanguage) ??
    detectLanguage(input.message)
  );
}
