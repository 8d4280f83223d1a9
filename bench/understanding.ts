// `npm run bench:understanding`: average time of
// extractTravelContext over typical chat sentences in en, es and zh (a benchmark, not a test).
import { extractTravelContext } from '../server/src/domain/assistant/understanding/extract-travel-context';

const SENTENCES = [
  'Visa requirements for Japan',
  "I'd like to travel to France",
  'I hold a Mexican passport and want to visit the States',
  'I live in Germany but I am a Brazilian citizen',
  'flights from Canada to Australia',
  'quiero viajar a Japón, soy mexicano',
  'tengo pasaporte colombiano',
  '我是中国人，想去日本',
  '去美国需要签证吗',
  'I want to go to Jpan',
  'hello there',
  'no thanks',
];

const rounds = 2000;
for (const text of SENTENCES) extractTravelContext(text); // warm up
const started = performance.now();
for (let round = 0; round < rounds; round++) {
  for (const text of SENTENCES) extractTravelContext(text);
}
const average = (performance.now() - started) / (rounds * SENTENCES.length);
console.log(
  `extractTravelContext: ${(average * 1000).toFixed(1)} µs per sentence (${SENTENCES.length} sentences × ${rounds})`,
);
