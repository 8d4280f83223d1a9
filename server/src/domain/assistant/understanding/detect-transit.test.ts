import { describe, expect, it } from 'vitest';
import { detectTransit } from './detect-transit';

describe('detectTransit', () => {
  it.each([
    ['I have a layover in Frankfurt', 'DE'],
    ["I'm connecting through Dubai on my way to Canada", 'AE'],
    ['do I need a transit visa for London?', 'GB'],
    ['12-hour stopover at Doha airport', 'QA'],
    ['changing planes in Istanbul', 'TR'],
    ['flying to Mexico via New York', 'US'],
    ['layover in Hong Kong', 'HK'],
    ['tengo una escala en Madrid', 'ES'],
    ['transit en Madrid', 'ES'],
    ['hago escala en Ámsterdam camino a Canadá', 'NL'],
    ['conexión en Toronto', 'CA'],
    ['¿necesito visado de tránsito para Londres?', 'GB'],
    ['在法兰克福转机', 'DE'],
    ['我在迪拜中转', 'AE'],
    ['去美国，在上海转机需要签证吗', 'CN'],
    ['经停新加坡', 'SG'],
  ])('finds the connecting country in %j', (message, via) => {
    expect(detectTransit(message)?.via).toBe(via);
  });

  const HUBS: readonly [string, string, string, string][] = [
    ['Frankfurt', 'Fráncfort', '法兰克福', 'DE'],
    ['Munich', 'Múnich', '慕尼黑', 'DE'],
    ['Dubai', 'Dubái', '迪拜', 'AE'],
    ['Doha', 'Doha', '多哈', 'QA'],
    ['Istanbul', 'Estambul', '伊斯坦布尔', 'TR'],
    ['London', 'Londres', '伦敦', 'GB'],
    ['Paris', 'París', '巴黎', 'FR'],
    ['Amsterdam', 'Ámsterdam', '阿姆斯特丹', 'NL'],
    ['Madrid', 'Madrid', '马德里', 'ES'],
    ['Zurich', 'Zúrich', '苏黎世', 'CH'],
    ['Singapore', 'Singapur', '新加坡', 'SG'],
    ['Hong Kong', 'Hong Kong', '香港', 'HK'],
    ['Beijing', 'Pekín', '北京', 'CN'],
    ['Shanghai', 'Shanghái', '上海', 'CN'],
    ['Toronto', 'Toronto', '多伦多', 'CA'],
    ['New York', 'Nueva York', '纽约', 'US'],
  ];
  it.each(HUBS)('knows the hub %s in en, es and zh', (en, es, zh, via) => {
    expect(detectTransit(`I have a layover in ${en}`)?.via).toBe(via);
    expect(detectTransit(`tengo una escala en ${es}`)?.via).toBe(via);
    expect(detectTransit(`在${zh}转机`)?.via).toBe(via);
  });

  it.each([
    'I want to visit Frankfurt',
    'quiero ir a Madrid',
    '我想去迪拜旅游',
    'I need a transit visa',
    'connecting with friends in the evening',
    'is there a good internet connection in Japan?',
    'how is public transit in Tokyo?',
    'I need an airport transfer in Paris',
    'send a money transfer for India',
  ])('finds no transit in %j', (message) => {
    expect(detectTransit(message)).toBeUndefined();
  });

  it('takes the connecting city out of the message', () => {
    const found = detectTransit("I'm Indian flying to Canada with a layover in Frankfurt");
    expect(found?.rest).not.toMatch(/Frankfurt/);
    expect(found?.rest).toMatch(/Canada/);
    expect(detectTransit('我是印度人，去加拿大，在法兰克福转机')?.rest).not.toContain('法兰克福');
  });
});
