import { describe, expect, it } from 'vitest';
import type { Language } from '@common/constants';
import type { CountryCode } from '@common/country-codes';
import { extractTravelContext, type PreviousContext } from './extract-travel-context';

type Case = {
  text: string;
  nationality?: CountryCode;
  destination?: CountryCode;
  origin?: CountryCode;
  language: Language;
  previous?: PreviousContext;
};

const english: Case[] = [
  { text: 'visa requirements for Japan', destination: 'JP', language: 'en' },
  { text: 'I want to go to Tokyo', destination: 'JP', language: 'en' },
  { text: 'travelling to the States', destination: 'US', language: 'en' },
  { text: "I'd like to travel to France", destination: 'FR', language: 'en' },
  { text: 'Visa requirements for United Kingdom', destination: 'GB', language: 'en' },
  { text: 'Do I need a visa for the UK?', destination: 'GB', language: 'en' },
  { text: 'Going to the USA next month', destination: 'US', language: 'en' },
  { text: 'trip to New York', destination: 'US', language: 'en' },
  { text: 'hotels in Paris', destination: 'FR', language: 'en' },
  { text: 'Thailand visa', destination: 'TH', language: 'en' },
  { text: 'Japan', destination: 'JP', language: 'en' },
  { text: 'visiting South Korea in May', destination: 'KR', language: 'en' },
  { text: 'what about Vietnam?', destination: 'VN', language: 'en' },
  { text: 'I hold a Mexican passport', nationality: 'MX', language: 'en' },
  { text: 'I have an Indian passport', nationality: 'IN', language: 'en' },
  { text: "I'm Indian", nationality: 'IN', language: 'en' },
  { text: 'as a US citizen', nationality: 'US', language: 'en' },
  { text: 'I am a citizen of Brazil', nationality: 'BR', language: 'en' },
  { text: 'UK passport holder', nationality: 'GB', language: 'en' },
  { text: 'I have a passport from Nigeria', nationality: 'NG', language: 'en' },
  { text: 'Canadian', nationality: 'CA', language: 'en' },
  { text: "I'm from India", nationality: 'IN', origin: 'IN', language: 'en' },
  { text: 'I am from Germany', nationality: 'DE', origin: 'DE', language: 'en' },
  {
    text: "I live in Germany but I'm a Brazilian citizen",
    nationality: 'BR',
    language: 'en',
  },
  {
    text: 'flights from Canada to Australia',
    nationality: 'CA',
    destination: 'AU',
    origin: 'CA',
    language: 'en',
  },
  {
    text: 'I am Mexican and I want to visit Spain',
    nationality: 'MX',
    destination: 'ES',
    language: 'en',
  },
  {
    text: 'Do Indians need a visa for Japan?',
    nationality: 'IN',
    destination: 'JP',
    language: 'en',
  },
  {
    text: 'I hold a Chinese passport and want to travel to Germany',
    nationality: 'CN',
    destination: 'DE',
    language: 'en',
  },
  {
    text: 'visa for US citizens going to Brazil',
    nationality: 'US',
    destination: 'BR',
    language: 'en',
  },
  { text: 'I live in Spain', language: 'en' },
  { text: 'Can you answer in Chinese?', language: 'en' },
  { text: 'I love Mexican food', language: 'en' },
  { text: 'visa for Jpan', destination: 'JP', language: 'en' },
  { text: 'travel to Germny', destination: 'DE', language: 'en' },
  { text: 'going to Austrailia', destination: 'AU', language: 'en' },
  { text: 'visa for Untied States', destination: 'US', language: 'en' },
  { text: 'I want to go to Itlay', destination: 'IT', language: 'en' },
  { text: 'I am Brazillian', nationality: 'BR', language: 'en' },
  { text: 'trip to Thiland', destination: 'TH', language: 'en' },
  { text: 'VISA FOR THE USA', destination: 'US', language: 'en' },
  { text: 'travel to the U.S.', destination: 'US', language: 'en' },
  { text: 'going to the UAE', destination: 'AE', language: 'en' },
  { text: 'i am from the uk', nationality: 'GB', origin: 'GB', language: 'en' },
  { text: 'Going to Bali', destination: 'ID', language: 'en' },
];

const englishNegatives: Case[] = [
  { text: 'hello there', language: 'en' },
  { text: 'I need help', language: 'en' },
  { text: 'no thanks', language: 'en' },
  { text: 'tell me more', language: 'en' },
  { text: 'is it safe for us to go in winter?', language: 'en' },
  { text: 'I want to go', language: 'en' },
  { text: 'what is the travel date?', language: 'en' },
  { text: 'can we chat about it', language: 'en' },
  { text: 'my name is Sam', language: 'en' },
  { text: 'quite a nice hotel', language: 'en' },
  { text: 'do I need to book?', language: 'en' },
  { text: 'I am a male traveller', language: 'en' },
  { text: 'thank you so much', language: 'en' },
  { text: 'that is fine', language: 'en' },
  { text: 'begin again', language: 'en' },
  { text: 'How long can I stay?', language: 'en' },
  { text: 'I am going next week with my wife', language: 'en' },
];

const spanish: Case[] = [
  { text: 'quiero viajar a España', destination: 'ES', language: 'es' },
  { text: 'viaje a Japón', destination: 'JP', language: 'es' },
  { text: 'Quiero ir a Estados Unidos', destination: 'US', language: 'es' },
  { text: 'necesito visa para Canadá', destination: 'CA', language: 'es' },
  { text: 'requisitos de visa para Francia', destination: 'FR', language: 'es' },
  { text: '¿Necesito visa para los Estados Unidos?', destination: 'US', language: 'es' },
  { text: 'voy a viajar a EE. UU.', destination: 'US', language: 'es' },
  { text: 'hoteles en Ciudad de México', destination: 'MX', language: 'es' },
  { text: 'quiero conocer Alemania', destination: 'DE', language: 'es' },
  { text: 'soy mexicano', nationality: 'MX', language: 'es' },
  { text: 'soy mexicana', nationality: 'MX', language: 'es' },
  { text: 'soy de México', nationality: 'MX', origin: 'MX', language: 'es' },
  { text: 'tengo pasaporte colombiano', nationality: 'CO', language: 'es' },
  { text: 'tengo pasaporte de Perú', nationality: 'PE', language: 'es' },
  { text: 'soy ciudadano argentino', nationality: 'AR', language: 'es' },
  { text: 'mi nacionalidad es chilena', nationality: 'CL', language: 'es' },
  { text: 'somos venezolanos', nationality: 'VE', language: 'es' },
  {
    text: 'soy colombiano y quiero viajar a Japón',
    nationality: 'CO',
    destination: 'JP',
    language: 'es',
  },
  {
    text: 'vivo en España pero soy argentino',
    nationality: 'AR',
    language: 'es',
  },
  {
    text: 'vuelos de Madrid a Tokio',
    nationality: 'ES',
    destination: 'JP',
    origin: 'ES',
    language: 'es',
  },
  {
    text: 'vuelos desde Colombia hacia Brasil',
    nationality: 'CO',
    destination: 'BR',
    origin: 'CO',
    language: 'es',
  },
  { text: 'quiero viajar a Alemaina', destination: 'DE', language: 'es' },
  { text: 'viajar a Argentna', destination: 'AR', language: 'es' },
  { text: '¿puedes responder en español?', language: 'es' },
  { text: 'hola', language: 'es' },
  { text: 'muchas gracias', language: 'es' },
  { text: 'necesito ayuda', language: 'es' },
  { text: 'no, gracias', language: 'es' },
  { text: 'me gusta la comida', language: 'es' },
  { text: 'quiero ir', language: 'es' },
  { text: 'mañana', language: 'es' },
  { text: '¿cuánto cuesta?', language: 'es' },
];

const chinese: Case[] = [
  { text: '我想去日本', destination: 'JP', language: 'zh' },
  { text: '去美国需要签证吗', destination: 'US', language: 'zh' },
  { text: '日本签证', destination: 'JP', language: 'zh' },
  { text: '我要到东京旅游', destination: 'JP', language: 'zh' },
  { text: '前往英国的要求', destination: 'GB', language: 'zh' },
  { text: '我想去泰国旅游', destination: 'TH', language: 'zh' },
  { text: '法国', destination: 'FR', language: 'zh' },
  { text: '我是中国人', nationality: 'CN', language: 'zh' },
  { text: '我持有中国护照', nationality: 'CN', language: 'zh' },
  { text: '我是美国人', nationality: 'US', language: 'zh' },
  { text: '我有印度护照', nationality: 'IN', language: 'zh' },
  { text: '我来自加拿大', nationality: 'CA', origin: 'CA', language: 'zh' },
  {
    text: '我是中国人，想去日本',
    nationality: 'CN',
    destination: 'JP',
    language: 'zh',
  },
  {
    text: '持有中国护照去德国需要签证吗',
    nationality: 'CN',
    destination: 'DE',
    language: 'zh',
  },
  {
    text: '我住在德国，但我是巴西公民',
    nationality: 'BR',
    language: 'zh',
  },
  {
    text: '从加拿大飞往澳大利亚的航班',
    nationality: 'CA',
    destination: 'AU',
    origin: 'CA',
    language: 'zh',
  },
  { text: 'I want to go to 日本', destination: 'JP', language: 'zh' },
  { text: '你好', language: 'zh' },
  { text: '谢谢', language: 'zh' },
  { text: '我需要帮助', language: 'zh' },
  { text: '请用中文回答', language: 'zh' },
];

const carried: Case[] = [
  {
    text: "I'm from India",
    previous: { destination: 'JP' },
    nationality: 'IN',
    destination: 'JP',
    origin: 'IN',
    language: 'en',
  },
  {
    text: 'India',
    previous: { destination: 'JP' },
    nationality: 'IN',
    destination: 'JP',
    language: 'en',
  },
  {
    text: 'soy mexicano',
    previous: { destination: 'ES' },
    nationality: 'MX',
    destination: 'ES',
    language: 'es',
  },
  {
    text: '我是中国人',
    previous: { destination: 'JP' },
    nationality: 'CN',
    destination: 'JP',
    language: 'zh',
  },
  {
    text: 'what about Korea?',
    previous: { destination: 'JP', nationality: 'IN' },
    nationality: 'IN',
    destination: 'KR',
    language: 'en',
  },
  {
    text: 'thanks',
    previous: { destination: 'JP', nationality: 'IN' },
    nationality: 'IN',
    destination: 'JP',
    language: 'en',
  },
  {
    text: 'flights from Canada to Australia',
    previous: { nationality: 'IN' },
    nationality: 'IN',
    destination: 'AU',
    origin: 'CA',
    language: 'en',
  },
  {
    text: 'I have a Brazilian passport',
    previous: { nationality: 'IN', destination: 'JP' },
    nationality: 'BR',
    destination: 'JP',
    language: 'en',
  },
  {
    text: 'Japan',
    previous: { destination: 'JP' },
    destination: 'JP',
    language: 'en',
  },
];

const TRAVEL_CONTEXT_CASES: readonly Case[] = [
  ...english,
  ...englishNegatives,
  ...spanish,
  ...chinese,
  ...carried,
];

describe('extractTravelContext', () => {
  it.each(TRAVEL_CONTEXT_CASES)('$text', ({ text, previous, ...expected }) => {
    expect(extractTravelContext(text, previous)).toEqual(expected);
  });
});
