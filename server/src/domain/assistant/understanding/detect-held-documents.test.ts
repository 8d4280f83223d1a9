import { describe, expect, it } from 'vitest';
import { detectHeldDocuments } from './detect-held-documents';

describe('detectHeldDocuments', () => {
  it.each([
    ["I'm Indian with a US visa, do I need a visa for Mexico?", ['us_visa']],
    ['I have a valid Schengen visa', ['schengen_visa']],
    ['I hold a UK residence permit', ['uk_residence']],
    ['I have a green card', ['us_residence']],
    ['I have a visa for the UK', ['uk_visa']],
    ['I have a Japanese visa and a Canadian residence permit', ['ca_residence', 'jp_visa']],
    ['Tengo visa de Estados Unidos', ['us_visa']],
    ['tengo visado Schengen', ['schengen_visa']],
    ['con visa americana', ['us_visa']],
    ['tengo residencia en Canadá', ['ca_residence']],
    ['Tengo visa americana y permiso de residencia en Canadá', ['us_visa', 'ca_residence']],
    ['我有美国签证', ['us_visa']],
    ['持有申根签证的中国公民去秘鲁', ['schengen_visa']],
    ['我有美国签证和英国居留许可', ['us_visa', 'uk_residence']],
    ['我有绿卡', ['us_residence']],
  ])('reads %j', (message, expected) => {
    expect(detectHeldDocuments(message).holds).toEqual(
      expect.arrayContaining(expected as string[]),
    );
    expect(detectHeldDocuments(message).holds).toHaveLength(expected.length);
  });

  it.each([
    'Do I need a US visa?',
    '¿Necesito visa de Estados Unidos?',
    '我需要美国签证吗',
    'Mexico visa',
  ])('names no document in a question about needing one: %j', (message) => {
    expect(detectHeldDocuments(message).holds).toEqual([]);
  });

  it('takes the document phrase out of the text the countries are read from', () => {
    const { rest } = detectHeldDocuments("I'm Indian with a US visa, going to Mexico");
    expect(rest).not.toMatch(/US/);
    expect(rest).toMatch(/Mexico/);
  });
});
