// Messages the assistant used to misread: ordinary words taken for places, people's names taken
// for countries, lower-case abbreviations missed, destinations after travel verbs missed, and
// corrections. Each case states what the context must be after the message.
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@common/country-codes';
import { extractTravelContext, type PreviousContext } from './extract-travel-context';

type Case = {
  text: string;
  previous?: PreviousContext;
  nationality?: CountryCode;
  destination?: CountryCode;
};

const GERMAN_TO_JAPAN: PreviousContext = { nationality: 'DE', destination: 'JP' };

function check(cases: readonly Case[]) {
  it.each(cases)('$text', ({ text, previous, nationality, destination }) => {
    const context = extractTravelContext(text, previous ?? {});
    expect({ nationality: context.nationality, destination: context.destination }).toEqual({
      nationality,
      destination,
    });
  });
}

describe('ordinary words never match a country by typo', () => {
  check([
    { text: 'Can you create an itinerary for me?', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'I want to create a trip', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'Please create a plan' },
    { text: 'It created a problem with my booking', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'I want to greet my host properly', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'a grand tour of the green hills', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'my studies start in September', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'check the road to the islands', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: '¿Puedes crear un itinerario?', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'Creo que quiero crear un viaje', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'Mi papa viene el martes', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    {
      text: 'una estancia de dos semanas como turista',
      previous: GERMAN_TO_JAPAN,
      ...GERMAN_TO_JAPAN,
    },
    { text: '你能帮我制定行程吗？', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    // Real typos of place names still match.
    { text: 'I want to go to Grece', destination: 'GR' },
    { text: 'quiero ir a Grecai', destination: 'GR' },
    { text: 'a trip to Crete', destination: 'GR' },
  ]);
});

describe("a person's name is a place only where the sentence makes it one", () => {
  check([
    { text: 'my friend Jordan is coming', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'Jordan is coming with me', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: "I'm travelling with Jordan", previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'Chad and I want to see temples', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'my sister Georgia will join us', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'Sydney booked the flights', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'mi amigo Jordan viene', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'viajo con Santiago', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: '我的朋友乔丹要来', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    {
      text: 'I am travelling with my friend, Jordan',
      previous: GERMAN_TO_JAPAN,
      ...GERMAN_TO_JAPAN,
    },
    // The same names as places.
    { text: "I'm Indian, Georgia please", nationality: 'IN', destination: 'GE' },
    {
      text: 'I want to go to Jordan',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'JO',
    },
    {
      text: 'visiting Georgia in May',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'GE',
    },
    { text: 'I am from Chad', nationality: 'TD' },
    {
      text: 'I am Jordanian',
      previous: { destination: 'JP' },
      nationality: 'JO',
      destination: 'JP',
    },
    { text: 'Jordan', previous: { nationality: 'DE' }, nationality: 'DE', destination: 'JO' },
    {
      text: 'Jordan for two weeks',
      previous: { nationality: 'DE' },
      nationality: 'DE',
      destination: 'JO',
    },
    { text: 'Jordan visa', previous: { nationality: 'DE' }, nationality: 'DE', destination: 'JO' },
    {
      text: 'quiero ir a Jordania',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'JO',
    },
    { text: 'soy jordano', previous: { destination: 'JP' }, nationality: 'JO', destination: 'JP' },
    { text: '我想去约旦', previous: GERMAN_TO_JAPAN, nationality: 'DE', destination: 'JO' },
  ]);
});

describe('abbreviations and short names in any letter case', () => {
  check([
    { text: 'indian passport, going to usa', nationality: 'IN', destination: 'US' },
    {
      text: 'i want to go to usa',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'US',
    },
    {
      text: 'I want to go to USA',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'US',
    },
    { text: 'going to the us next month', nationality: undefined, destination: 'US' },
    {
      text: 'i have a us passport',
      previous: { destination: 'JP' },
      nationality: 'US',
      destination: 'JP',
    },
    { text: 'usa visa for indians', nationality: 'IN', destination: 'US' },
    {
      text: 'we are from the uae',
      previous: { destination: 'JP' },
      nationality: 'AE',
      destination: 'JP',
    },
    { text: 'uk passport', previous: { destination: 'JP' }, nationality: 'GB', destination: 'JP' },
    { text: 'ksa visa', previous: { nationality: 'IN' }, nationality: 'IN', destination: 'SA' },
    // "us" the pronoun and "usa" the Spanish verb stay words.
    { text: 'tell us about the visa', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'can you send it to us?', previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
    { text: 'él usa su pasaporte alemán', nationality: 'DE' },
    { text: 'soy de usa', previous: { destination: 'JP' }, nationality: 'US', destination: 'JP' },
    { text: 'quiero ir a usa', previous: GERMAN_TO_JAPAN, nationality: 'DE', destination: 'US' },
    {
      text: 'voy a eeuu en julio',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'US',
    },
    { text: 'viajo a ee.uu.', previous: GERMAN_TO_JAPAN, nationality: 'DE', destination: 'US' },
    { text: 'viajo a ee uu', previous: GERMAN_TO_JAPAN, nationality: 'DE', destination: 'US' },
    { text: '我想去美国', previous: GERMAN_TO_JAPAN, nationality: 'DE', destination: 'US' },
    { text: '我是美國人', previous: { destination: 'JP' }, nationality: 'US', destination: 'JP' },
    {
      text: '去阿联酋需要签证吗',
      previous: { nationality: 'IN' },
      nationality: 'IN',
      destination: 'AE',
    },
  ]);
});

describe('a destination after any travel verb', () => {
  check([
    { text: 'My daughter wants to study in Ireland', destination: 'IE' },
    { text: 'I am Indian and want to work in Ireland', nationality: 'IN', destination: 'IE' },
    {
      text: "I'll live in Portugal for a year",
      previous: { nationality: 'BR' },
      nationality: 'BR',
      destination: 'PT',
    },
    {
      text: 'We plan to move to Canada',
      previous: { nationality: 'IN' },
      nationality: 'IN',
      destination: 'CA',
    },
    {
      text: 'thinking about living in Spain',
      previous: { nationality: 'US' },
      nationality: 'US',
      destination: 'ES',
    },
    { text: 'I want to study abroad in Australia', destination: 'AU' },
    // Where the traveller lives now is not the destination.
    { text: 'I live in Germany', previous: { nationality: 'IN' }, nationality: 'IN' },
    {
      text: 'I work in Ireland and want to visit Japan',
      previous: { nationality: 'IN' },
      nationality: 'IN',
      destination: 'JP',
    },
    { text: 'mi hijo quiere estudiar en Irlanda', destination: 'IE' },
    {
      text: 'quiero trabajar en Irlanda',
      previous: { nationality: 'MX' },
      nationality: 'MX',
      destination: 'IE',
    },
    {
      text: 'vamos a vivir en Canadá',
      previous: { nationality: 'MX' },
      nationality: 'MX',
      destination: 'CA',
    },
    {
      text: 'me quiero mudar a Portugal',
      previous: { nationality: 'AR' },
      nationality: 'AR',
      destination: 'PT',
    },
    {
      text: 'vivo en Alemania y quiero ir a Japón',
      previous: { nationality: 'MX' },
      nationality: 'MX',
      destination: 'JP',
    },
    { text: '我想在爱尔兰学习', destination: 'IE' },
    { text: '我儿子想去爱尔兰留学', destination: 'IE' },
    {
      text: '我打算到加拿大工作',
      previous: { nationality: 'CN' },
      nationality: 'CN',
      destination: 'CA',
    },
  ]);
});

const GERMAN_TO_KOREA: PreviousContext = { nationality: 'DE', destination: 'KR' };

describe('corrections replace what they correct', () => {
  check([
    {
      text: "actually I'm Canadian",
      previous: GERMAN_TO_KOREA,
      nationality: 'CA',
      destination: 'KR',
    },
    { text: 'no, I meant Osaka', previous: GERMAN_TO_KOREA, nationality: 'DE', destination: 'JP' },
    {
      text: "actually I'm Canadian, not German",
      previous: GERMAN_TO_KOREA,
      nationality: 'CA',
      destination: 'KR',
    },
    {
      text: 'sorry, I meant Korea, not Japan',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'KR',
    },
    { text: 'not Japan, Korea', previous: GERMAN_TO_JAPAN, nationality: 'DE', destination: 'KR' },
    {
      text: 'Actually Osaka, not Seoul',
      previous: GERMAN_TO_KOREA,
      nationality: 'DE',
      destination: 'JP',
    },
    {
      text: 'Korea instead of Japan',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'KR',
    },
    { text: 'no, Korea', previous: GERMAN_TO_JAPAN, nationality: 'DE', destination: 'KR' },
    {
      text: 'en realidad soy canadiense',
      previous: GERMAN_TO_KOREA,
      nationality: 'CA',
      destination: 'KR',
    },
    {
      text: 'no, quise decir Osaka',
      previous: GERMAN_TO_KOREA,
      nationality: 'DE',
      destination: 'JP',
    },
    {
      text: 'en realidad quiero ir a Corea, no a Japón',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'KR',
    },
    {
      text: 'Corea en vez de Japón',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'KR',
    },
    { text: '其实我是加拿大人', previous: GERMAN_TO_KOREA, nationality: 'CA', destination: 'KR' },
    { text: '不，我是说大阪', previous: GERMAN_TO_KOREA, nationality: 'DE', destination: 'JP' },
    {
      text: '其实我想去韩国，不是日本',
      previous: GERMAN_TO_JAPAN,
      nationality: 'DE',
      destination: 'KR',
    },
    // Naming two places keeps the known nationality.
    { text: "I'd like to see Tokyo and Seoul", previous: GERMAN_TO_JAPAN, ...GERMAN_TO_JAPAN },
  ]);
});

describe('the slips above are read in their own language', () => {
  it.each([
    ['no, quise decir Osaka', 'es'],
    ['en realidad soy canadiense', 'es'],
    ['viajo a ee.uu.', 'es'],
    ['mi hijo quiere estudiar en Irlanda', 'es'],
    ['no, I meant Osaka', 'en'],
    ['i want to go to usa', 'en'],
    ['不，我是说大阪', 'zh'],
    ['我想在爱尔兰学习', 'zh'],
  ] as const)('%s is %s', (text, language) => {
    expect(extractTravelContext(text).language).toBe(language);
  });
});
