import type { Language } from '@common/constants';

const HAN = /\p{Script=Han}/u;
const SPANISH_MARKS = /[¿¡ñÑáéíóúÁÉÍÓÚ]/;
const SPANISH_WORDS = new Set([
  'quiero',
  'viajar',
  'necesito',
  'soy',
  'hola',
  'gracias',
  'para',
  'tengo',
  'pasaporte',
  'voy',
  'vuelo',
  'vuelos',
  'viaje',
  'requisitos',
  'donde',
  'cuanto',
  'como',
  'que',
  'por',
  'con',
  'una',
  'los',
  'las',
  'del',
  'desde',
  'estoy',
  'somos',
  'buenos',
  'buenas',
  'dias',
  'ayuda',
  'seguro',
  'alquiler',
  'coche',
  'quisiera',
  'puedo',
  'necesita',
  'ciudadano',
  'ciudadana',
  'nacionalidad',
  'visado',
  'reserva',
  'mi',
  'el',
  'la',
  'es',
  'y',
  'de',
  'ir',
]);
const ENGLISH_WORDS = new Set([
  'i',
  'im',
  'the',
  'to',
  'for',
  'want',
  'need',
  'is',
  'my',
  'from',
  'and',
  'what',
  'how',
  'travel',
  'go',
  'hello',
  'hi',
  'thanks',
  'thank',
  'you',
  'do',
  'an',
  'of',
  'in',
  'have',
  'hold',
  'like',
  'am',
  'requirements',
  'citizen',
  'passport',
  'please',
  'can',
  'with',
]);

/** zh when the text has Chinese characters, es on Spanish marks or mostly Spanish words, else en. */
export function detectLanguage(text: string): Language {
  if (HAN.test(text)) return 'zh';
  if (SPANISH_MARKS.test(text)) return 'es';
  let spanish = 0;
  let english = 0;
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    if (SPANISH_WORDS.has(word)) spanish++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  return spanish > english ? 'es' : 'en';
}
