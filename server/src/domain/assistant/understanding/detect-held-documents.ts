// Finds the visas and residence permits a traveller says they hold ("I have a US visa",
// "tengo visa de Estados Unidos", "我有美国签证"), in English, Spanish or Chinese. A document only
// counts after a word of having it, so "do I need a US visa?" names none.
import {
  DOCUMENT_ISSUERS,
  HELD_DOCUMENTS,
  type DocumentIssuer,
  type DocumentKind,
  type HeldDocument,
} from '@common/contracts/visa-requirements';

const ISSUER_WORDS: Record<DocumentIssuer, string> = {
  us: 'us|u\\.s\\.?|usa|u\\.s\\.a\\.?|american|america|united states|estados unidos|ee\\.? ?uu\\.?|eeuu|eua|estadounidense|americana?|美国|美國',
  uk: 'uk|u\\.k\\.?|british|britain|united kingdom|reino unido|britanic[oa]|brit[aá]nic[oa]|ingl[eé]s[a]?|英国|英國',
  schengen: 'schengen|european|europe|eu|ue|europe[oa]|europa|申根|欧盟|欧洲',
  ie: 'irish|ireland|irlanda|irlandes[a]?|爱尔兰',
  ca: 'canadian|canada|canad[aá]|canadiense|加拿大',
  jp: 'japanese|japan|jap[oó]n|japones[a]?|japon[eé]s|日本',
  kr: 'korean|south korean|korea|south korea|corea(?: del sur)?|coreano|coreana|韩国|韓國',
  au: 'australian|australia|australian[oa]|australiano|澳大利亚|澳洲',
  nz: 'new zealand|nueva zelanda|neozelandes[a]?|新西兰',
  sg: 'singapore|singaporean|singapur|新加坡',
  ae: 'uae|emirati|emirates|united arab emirates|emiratos(?: [aá]rabes unidos)?|阿联酋',
  mx: 'mexican|mexico|m[eé]xico|mexicano|mexicana|墨西哥',
};

const VISA_WORDS = 'visas?|visados?|签证|簽證';
const RESIDENCE_WORDS =
  'residence permits?|residence card|residency|permanent residence|permanent resident card|resident card|permiso de residencia|residencia(?: permanente)?|tarjeta de residencia|residente|居留证|居留许可|居留卡|永居|永久居留(?:权|证)?';
const VALIDITY_WORDS =
  '(?:valid|current|multiple[- ]entry|tourist|business|b1/b2|b-1/b-2|v[aá]lid[oa]|vigente|de turista|de turismo|有效(?:的)?|旅游|商务)';
const HOLDING_EN = '(?:have|hold|holding|got|with|own|possess|carry|has)';
const HOLDING_ES = '(?:tengo|tiene|tienes|tenemos|con|poseo|posee|cuento con|dispongo de|llevo)';
const HOLDING_ZH = '(?:有|持有|持|拿着|拥有|带着)';
const ARTICLE = '(?:(?:a|an|my|the|un|una|mi|el|la)\\s+)?';

const KIND_OF = (word: string): DocumentKind =>
  new RegExp(`^(?:${VISA_WORDS})$`, 'iu').test(word) ? 'visa' : 'residence';

function issuerOf(word: string): DocumentIssuer | undefined {
  return DOCUMENT_ISSUERS.find((issuer) =>
    new RegExp(`^(?:${ISSUER_WORDS[issuer]})$`, 'iu').test(word.trim()),
  );
}

// Latin names end at a word's end ("americana" is not "american" + "a"); Chinese ones do not.
const ISSUER = `(${DOCUMENT_ISSUERS.map((issuer) => ISSUER_WORDS[issuer]).join('|')})(?![a-záéíóúñ])`;
const KIND = `(${VISA_WORDS}|${RESIDENCE_WORDS})`;
const V = `(?:${VALIDITY_WORDS}\\s*)*`;

/** Each pattern captures the issuer and the kind, in the order given by `order`. */
const PATTERNS: readonly { re: RegExp; order: 'issuer-kind' | 'kind-issuer' }[] = [
  // "have a valid US visa", "with a UK residence permit"
  {
    re: new RegExp(`\\b${HOLDING_EN}\\s+${ARTICLE}${V}${ISSUER}\\s+${V}${KIND}`, 'giu'),
    order: 'issuer-kind',
  },
  // "have a visa for the US", "residence permit in Canada"
  {
    re: new RegExp(
      `\\b${HOLDING_EN}\\s+${ARTICLE}${V}${KIND}\\s+(?:for|from|of|in|to)\\s+(?:the\\s+)?${ISSUER}\\b`,
      'giu',
    ),
    order: 'kind-issuer',
  },
  // "tengo visa de Estados Unidos", "con visado Schengen", "tengo residencia en Canadá"
  {
    re: new RegExp(
      `\\b${HOLDING_ES}\\s+${ARTICLE}${KIND}\\s+${V}(?:(?:de|del|para|en)\\s+)?(?:(?:los|la|el)\\s+)?${V}${ISSUER}`,
      'giu',
    ),
    order: 'kind-issuer',
  },
  // "我有美国签证", "持有申根签证", "有美国的有效签证"
  {
    re: new RegExp(`${HOLDING_ZH}[^，。？！,.?!]{0,4}?${ISSUER}(?:的)?${V}${KIND}`, 'giu'),
    order: 'issuer-kind',
  },
];

/** A second document in the same breath: "… and a UK residence permit", "… y visado Schengen". */
const FOLLOWERS: readonly { re: RegExp; order: 'issuer-kind' | 'kind-issuer' }[] = [
  {
    re: new RegExp(
      `(?:\\b(?:and|or|as well as|plus)\\s+|[和及、])${ARTICLE}${V}${ISSUER}\\s*(?:的)?${V}${KIND}`,
      'giu',
    ),
    order: 'issuer-kind',
  },
  {
    re: new RegExp(
      `\\b(?:y|o|e)\\s+${ARTICLE}${KIND}\\s+${V}(?:(?:de|del|en)\\s+)?(?:(?:los|la|el)\\s+)?${ISSUER}`,
      'giu',
    ),
    order: 'kind-issuer',
  },
];

const GREEN_CARD = /\b(?:green card|tarjeta verde)\b|绿卡|綠卡/iu;

export type HeldDocumentMentions = {
  holds: HeldDocument[];
  /** The message without the document phrases, for reading the countries of the trip. */
  rest: string;
};

/** The documents the message says the traveller holds, and the message without them. */
export function detectHeldDocuments(message: string): HeldDocumentMentions {
  const found = new Set<string>();
  let rest = message;
  const read = (patterns: typeof PATTERNS) => {
    for (const { re, order } of patterns) {
      rest = rest.replace(re, (match: string, first: string, second: string) => {
        const [issuerWord, kindWord] = order === 'issuer-kind' ? [first, second] : [second, first];
        const issuer = issuerOf(issuerWord);
        if (!issuer) return match;
        found.add(`${issuer}_${KIND_OF(kindWord.trim())}`);
        return ' ';
      });
    }
  };
  read(PATTERNS);
  if (found.size > 0) read(FOLLOWERS);
  if (GREEN_CARD.test(rest)) {
    found.add('us_residence');
    rest = rest.replace(new RegExp(GREEN_CARD.source, 'giu'), ' ');
  }
  return { holds: HELD_DOCUMENTS.filter((code) => found.has(code)), rest };
}
