// "I have a layover in Frankfurt", "tengo una escala en Madrid", "在迪拜中转": the country of
// the connecting airport, and the message without it so the airport is not read as the
// destination.
import type { CountryCode } from '@common/country-codes';
import { resolveCountry } from '../../countries/countries';

export type TransitMention = {
  via: CountryCode;
  /** The message with the transit phrase taken out. */
  rest: string;
};

// Flight words only: "internet connection in Japan", "public transit in Tokyo" and "airport
// transfer in Paris" are not layovers.
const LATIN_CUE =
  /\b(?:lay-?overs?|stop-?overs?|(?<!(?:internet|wifi|wi-fi|data|phone|mobile)\s)connections?|connecting(?:\s+flights?)?|(?<!(?:public|mass|rail|city)\s)transit(?:ing)?|transferring|chang(?:e|ing)\s+planes|escalas?|conexi[oó]n(?:es)?|tr[aá]nsito|transbordo)(?:\s+(?:flight|vuelo))?\s+(?:in|at|through|thru|via|en|por)\s+/giu;
const TRANSIT_VISA =
  /\b(?:transit\s+visas?|visados?\s+de\s+tr[aá]nsito|visas?\s+de\s+tr[aá]nsito)\s+(?:for|in|at|through|via|para|en|por)\s+/giu;
const VIA = /\bvia\s+/giu;
const PLACE_WORDS = /[^\s,.;:!?¿¡()]+/gu;
const MAX_WORDS = 4;

const HAN_CUE = /(?:机场)?(?:转机|中转|過境|过境|轉機)/gu;
const HAN_VIA = /(?:经停|途经|经由|取道)/gu;
const MAX_HAN = 8;

/** Words that start a place name: "the UK", or a word of three letters or more, or a code in capitals. */
function mayStartPlace(word: string): boolean {
  return word.length >= 3 || word === word.toUpperCase();
}

/** The longest run of up to four words at the start of `text` that names a country or city. */
function placeAtStart(text: string): { code: CountryCode; length: number } | undefined {
  const words = [...text.matchAll(PLACE_WORDS)].slice(0, MAX_WORDS);
  if (words.length === 0 || words[0]?.index !== 0 || !mayStartPlace(words[0][0])) return;
  for (let n = words.length; n >= 1; n--) {
    const last = words[n - 1];
    if (!last) continue;
    const length = last.index + last[0].length;
    const code = resolveCountry(text.slice(0, length));
    if (code) return { code, length };
  }
  return undefined;
}

function latinTransit(message: string): TransitMention | undefined {
  for (const cue of [LATIN_CUE, TRANSIT_VISA, VIA]) {
    for (const match of message.matchAll(cue)) {
      const after = match.index + match[0].length;
      const place = placeAtStart(message.slice(after));
      if (place) {
        const rest = `${message.slice(0, match.index)} ${message.slice(after + place.length)}`;
        return { via: place.code, rest };
      }
    }
  }
  return undefined;
}

/** 在法兰克福转机: the longest run of Han characters before the cue that names a place. */
function hanTransit(message: string): TransitMention | undefined {
  for (const match of message.matchAll(HAN_CUE)) {
    const before = message.slice(Math.max(0, match.index - MAX_HAN), match.index);
    for (let start = 0; start < before.length - 1; start++) {
      const code = resolveCountry(before.slice(start));
      if (code) {
        const from = match.index - (before.length - start);
        const rest = `${message.slice(0, from)} ${message.slice(match.index + match[0].length)}`;
        return { via: code, rest };
      }
    }
  }
  return undefined;
}

/** 经停新加坡: the longest run of Han characters after the cue that names a place. */
function hanVia(message: string): TransitMention | undefined {
  for (const match of message.matchAll(HAN_VIA)) {
    const after = match.index + match[0].length;
    const following = message.slice(after, after + MAX_HAN);
    for (let end = following.length; end >= 2; end--) {
      const code = resolveCountry(following.slice(0, end));
      if (code) {
        return {
          via: code,
          rest: `${message.slice(0, match.index)} ${message.slice(after + end)}`,
        };
      }
    }
  }
  return undefined;
}

/** The transit the message speaks of, if it names where the traveller changes planes. */
export function detectTransit(message: string): TransitMention | undefined {
  if (message.length > 2000) return undefined;
  return latinTransit(message) ?? hanTransit(message) ?? hanVia(message);
}
