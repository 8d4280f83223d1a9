// Reads where a traveller is going and which passport they hold from one chat message, in
// English, Spanish or Chinese, on top of what earlier turns established.
import type { Language } from '@common/constants';
import type { CountryCode } from '@common/country-codes';
import { detectLanguage } from './detect-language';
import { findCountryMentions, tokenise, type Mention, type Token } from './find-country-mentions';

export type TravelContext = {
  nationality?: CountryCode;
  destination?: CountryCode;
  language: Language;
};

/** What the message says, plus where the traveller starts from when it says so. */
export type ExtractedTravelContext = TravelContext & { origin?: CountryCode };

export type PreviousContext = { nationality?: CountryCode; destination?: CountryCode };

type Role =
  'ignore' | 'citizenship' | 'selfOrigin' | 'travelOrigin' | 'residence' | 'destination' | 'none';

const ARTICLES = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las', 'un', 'una']);
const DESTINATION_BEFORE = new Set([
  'to',
  'visit',
  'visiting',
  'for',
  'in',
  'into',
  'enter',
  'entering',
  'about',
  'toward',
  'towards',
  'al',
  'para',
  'hacia',
  'visitar',
  'conocer',
  'en',
  'a',
]);
const DESTINATION_AFTER = new Set(['visa', 'visas', 'trip', 'vacation', 'holiday', 'itinerary']);
const CITIZENSHIP_BEFORE = new Set([
  'passport',
  'citizen',
  'citizenship',
  'national',
  'nationality',
  'pasaporte',
  'ciudadano',
  'ciudadana',
  'ciudadanos',
  'ciudadanas',
  'nacionalidad',
  'ciudadania',
]);
const CITIZENSHIP_AFTER = new Set([
  'passport',
  'passports',
  'citizen',
  'citizens',
  'citizenship',
  'national',
  'nationals',
  'nationality',
  'passportholder',
  'holder',
  'holders',
]);
const RESIDENCE_VERBS = new Set([
  'live',
  'living',
  'lives',
  'based',
  'reside',
  'residing',
  'resident',
  'work',
  'working',
  'study',
  'studying',
  'vivo',
  'vive',
  'vivimos',
  'resido',
  'trabajo',
  'estudio',
]);
/**
 * Before a residence verb, words that put it in the future: "wants to study in Ireland", "I'll
 * work in Canada", "thinking about living in Spain" name where the traveller is going.
 */
const FUTURE_BEFORE = new Set([
  'to',
  'will',
  'ill',
  'well',
  'youll',
  'shell',
  'theyll',
  'id',
  'wed',
  'gonna',
  'wanna',
  'be',
  'about',
  'on',
  'for',
  'start',
  'starting',
  'considering',
]);
const SELF_WORDS = new Set([
  'im',
  'am',
  'were',
  'come',
  'originally',
  'soy',
  'somos',
  'vengo',
  'venimos',
]);
/** "in Spanish", "hablo español": a language, not a nationality. */
const LANGUAGE_BEFORE = new Set(['in', 'en', 'speak', 'speaks', 'hablo', 'habla', 'hablas']);
const LANGUAGE_AFTER = new Set([
  'language',
  'food',
  'cuisine',
  'restaurant',
  'restaurants',
  'dish',
  'dishes',
  'idioma',
  'comida',
  'cocina',
  'restaurante',
  'restaurantes',
]);

/**
 * Places that are also people's first names ("my friend Jordan is coming", "with Chad"). Without
 * a cue that makes them a place they count only as a message of their own ("Jordan", "Jordan for
 * two weeks"), the way a traveller answers "where are you going?".
 */
const PERSON_NAMES = new Set([
  'jordan',
  'chad',
  'georgia',
  'israel',
  'florence',
  'sydney',
  'victoria',
  'adelaide',
  'santiago',
  'sofia',
  'milan',
  'orlando',
]);
/** Words that introduce a person: "my friend, Jordan", "con mi hermano, Santiago". */
const PERSON_CUES = new Set([
  'friend',
  'brother',
  'sister',
  'son',
  'daughter',
  'wife',
  'husband',
  'partner',
  'colleague',
  'boss',
  'with',
  'named',
  'called',
  'amigo',
  'amiga',
  'hermano',
  'hermana',
  'hijo',
  'hija',
  'esposa',
  'esposo',
  'novio',
  'novia',
  'con',
  'llamado',
  'llamada',
]);
/** Words that may follow a place-or-person name standing alone as an answer. */
const ANSWER_FOLLOWERS = new Set(['for', 'please', 'next', 'this', 'in', 'por', 'para', 'en']);

/** A person's name standing where the sentence does not make it a place. */
function readsAsPerson(tokens: readonly Token[], mention: Mention): boolean {
  const key = tokens
    .slice(mention.start, mention.end)
    .map((token) => token.norm)
    .join(' ');
  if (mention.demonym || !PERSON_NAMES.has(key)) return false;
  const next = tokens[mention.end];
  const standsAlone = next === undefined || (!next.han && ANSWER_FOLLOWERS.has(next.norm));
  // At the start of the message or after a pause: "Jordan", "I'm Indian, Georgia please"; not
  // "my friend, Jordan".
  const previous = tokens[mention.start - 1];
  const startsClause =
    previous === undefined || (previous.pauseAfter === true && !PERSON_CUES.has(previous.norm));
  return !(startsClause && standsAlone);
}

const NEGATIONS = new Set(['not', 'never', 'nunca', 'ni']);
const PREPOSITIONS = new Set(['to', 'in', 'for', 'from', 'a', 'al', 'en', 'de', 'para']);
const HAN_NEGATIONS = ['不是', '不去', '不到', '而非', '并非', '並非'];

/**
 * A place the message rules out: "Korea, not Japan", "no a Japón", "不是日本", "instead of Japan",
 * "en vez de Japón". A "no" followed by a comma answers the assistant ("no, Osaka") instead.
 */
function negated(tokens: readonly Token[], mention: Mention): boolean {
  if (tokens[mention.start]?.han) {
    return HAN_NEGATIONS.some((cue) => hanBefore(tokens, mention.start).endsWith(cue));
  }
  let at = mention.start - 1;
  while (at >= 0 && ARTICLES.has(tokens[at]?.norm ?? '') && tokens[at]?.norm !== 'a') at--;
  const linking = tokens[at]?.norm ?? '';
  const beforeLinking = tokens[at - 1]?.norm ?? '';
  if (
    (linking === 'of' && beforeLinking === 'instead') ||
    (linking === 'than' && beforeLinking === 'rather') ||
    (linking === 'de' && (beforeLinking === 'vez' || beforeLinking === 'lugar'))
  ) {
    return true;
  }
  if (PREPOSITIONS.has(linking) && !tokens[at]?.pauseAfter) at--;
  const word = tokens[at];
  if (!word || word.han || word.pauseAfter) return false;
  return NEGATIONS.has(word.norm) || word.norm === 'no';
}

const HAN_DESTINATION_BEFORE = ['去', '到', '往', '赴', '入境', '访问', '訪問', '游览', '在'];
const HAN_DESTINATION_AFTER = ['签证', '簽證', '旅游', '旅遊', '旅行', '之旅', '入境'];
const HAN_CITIZENSHIP_AFTER = ['护照', '護照', '国籍', '國籍', '公民', '籍'];
const HAN_ORIGIN_BEFORE = ['来自', '來自', '从', '從'];
const HAN_RESIDENCE_BEFORE = ['住在', '居住在', '生活在', '工作在'];

function wordsBefore(tokens: readonly Token[], start: number): string[] {
  const words: string[] = [];
  for (let i = start - 1; i >= 0 && words.length < 4; i--) {
    const token = tokens[i];
    if (!token || token.han) break;
    words.push(token.norm);
  }
  return words;
}

function hanBefore(tokens: readonly Token[], start: number): string {
  let text = '';
  for (let i = start - 1; i >= 0 && text.length < 4; i--) {
    const token = tokens[i];
    if (!token?.han) break;
    text = token.norm + text;
  }
  return text;
}

function hanAfter(tokens: readonly Token[], end: number): string {
  let text = '';
  for (let i = end; i < tokens.length && text.length < 3; i++) {
    const token = tokens[i];
    if (!token?.han) break;
    text += token.norm;
  }
  return text;
}

function hanRole(tokens: readonly Token[], mention: Mention): Role {
  if (mention.demonym) return 'citizenship';
  const before = hanBefore(tokens, mention.start);
  const after = hanAfter(tokens, mention.end);
  if (HAN_CITIZENSHIP_AFTER.some((cue) => after.startsWith(cue))) return 'citizenship';
  if (HAN_RESIDENCE_BEFORE.some((cue) => before.endsWith(cue))) return 'residence';
  if (HAN_ORIGIN_BEFORE.some((cue) => before.endsWith(cue))) {
    return /[我我們们]/.test(before) ? 'selfOrigin' : 'travelOrigin';
  }
  if (HAN_DESTINATION_BEFORE.some((cue) => before.endsWith(cue))) return 'destination';
  if (HAN_DESTINATION_AFTER.some((cue) => after.startsWith(cue))) return 'destination';
  return 'none';
}

function latinRole(tokens: readonly Token[], mention: Mention, language: Language): Role {
  const before = wordsBefore(tokens, mention.start);
  const next = tokens[mention.end];
  const after = next && !next.han ? next.norm : '';
  if (mention.demonym) {
    if (LANGUAGE_BEFORE.has(before[0] ?? '') || LANGUAGE_AFTER.has(after)) return 'ignore';
    return 'citizenship';
  }
  if (CITIZENSHIP_AFTER.has(after)) return 'citizenship';
  // Skip articles and "of"/"from"/"de": "passport of India", "pasaporte de México".
  let cueAt = 0;
  while (
    cueAt < before.length &&
    ARTICLES.has(before[cueAt] ?? '') &&
    !(language === 'es' && before[cueAt] === 'a')
  ) {
    cueAt++;
  }
  const cue = before[cueAt] ?? '';
  const beforeCue = before[cueAt + 1] ?? '';
  const linking = new Set(['of', 'from', 'de', 'del']);
  if (linking.has(cue) && CITIZENSHIP_BEFORE.has(beforeCue)) return 'citizenship';
  if (CITIZENSHIP_BEFORE.has(cue)) return 'citizenship';
  if ((cue === 'in' || cue === 'en') && RESIDENCE_VERBS.has(beforeCue)) {
    return FUTURE_BEFORE.has(before[cueAt + 2] ?? '') ? 'destination' : 'residence';
  }
  if (cue === 'from' || cue === 'desde') {
    return before.slice(cueAt + 1).some((word) => SELF_WORDS.has(word))
      ? 'selfOrigin'
      : 'travelOrigin';
  }
  if (cue === 'de' || cue === 'del') {
    if (SELF_WORDS.has(beforeCue)) return 'selfOrigin';
    // "vuelos de Madrid a Tokio"
    if (after === 'a' || after === 'al') return 'travelOrigin';
    return 'none';
  }
  if (DESTINATION_BEFORE.has(cue) && (cue !== 'a' || language === 'es')) return 'destination';
  if (DESTINATION_AFTER.has(after)) return 'destination';
  return 'none';
}

/**
 * The traveller's nationality and destination after this message. Citizenship the message
 * states wins; "from X" is only an origin, used as the nationality when nothing states one
 * (a self-description, "I'm from India", replaces an earlier nationality; "flights from
 * Canada" does not). A country named without any cue is the destination, except that when
 * the destination is already known and the nationality is not, it answers the nationality.
 */
export function extractTravelContext(
  text: string,
  previous: PreviousContext = {},
): ExtractedTravelContext {
  const language = detectLanguage(text);
  const tokens = tokenise(text);
  const found: Partial<Record<Role, CountryCode>> = {};
  const bare: CountryCode[] = [];
  for (const mention of findCountryMentions(tokens)) {
    const first = tokens[mention.start];
    const role = first?.han ? hanRole(tokens, mention) : latinRole(tokens, mention, language);
    if (role === 'ignore' || negated(tokens, mention)) continue;
    if (role === 'none') {
      if (!readsAsPerson(tokens, mention)) bare.push(mention.code);
    }
    // The last destination wins ("Japan, actually Korea"); the first of the others.
    else if (role === 'destination' || found[role] === undefined) found[role] = mention.code;
  }

  let destination = found.destination;
  let answeredNationality: CountryCode | undefined;
  for (const code of bare) {
    const answersNationality =
      previous.destination !== undefined &&
      previous.nationality === undefined &&
      code !== previous.destination &&
      found.citizenship === undefined;
    if (destination === undefined && !answersNationality) destination = code;
    // A second place never replaces a nationality already known ("Tokyo and Seoul").
    else if (
      answeredNationality === undefined &&
      code !== destination &&
      previous.nationality === undefined
    ) {
      answeredNationality = code;
    }
  }

  const nationality =
    found.citizenship ??
    found.selfOrigin ??
    answeredNationality ??
    previous.nationality ??
    found.travelOrigin;
  const origin = found.selfOrigin ?? found.travelOrigin;
  return {
    ...(nationality ? { nationality } : {}),
    ...((destination ?? previous.destination)
      ? { destination: destination ?? previous.destination }
      : {}),
    ...(origin ? { origin } : {}),
    language,
  };
}
