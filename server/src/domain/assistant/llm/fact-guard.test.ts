import { describe, expect, it } from 'vitest';
import { contradictsRequirement } from './fact-guard';

const visaFree90 = { category: 'visa_free', days: 90, summary: '' } as const;
const visaRequired = { category: 'visa_required', summary: '' } as const;

describe('an LLM answer checked against the visa answer', () => {
  it.each([
    ['You need a visa for Japan.', visaFree90],
    ['You can stay up to 30 days visa-free.', visaFree90],
    ['Puede quedarse hasta 30 días sin visado.', visaFree90],
    ['您可以免签停留30天。', visaFree90],
    ['您需要申请签证。', visaFree90],
    ["Good news: you don't need a visa.", visaRequired],
    ['No necesita visado para este viaje.', visaRequired],
    ['持您的护照可以免签入境。', visaRequired],
  ] as const)('refuses %j', (answer, requirement) => {
    expect(contradictsRequirement(answer, requirement)).toBe(true);
  });

  it.each([
    ['Pack layers: March in Tokyo is cool.', visaFree90],
    ['You can stay up to 90 days without a visa.', visaFree90],
    ['Plan 3 days in Kyoto and 4 in Tokyo.', visaFree90],
    ['Apply early: you need a visa, and consulates are busy in spring.', visaRequired],
    ['您需要申请签证，请提前准备材料。', visaRequired],
    ['三月的东京比较凉，建议带外套。', visaFree90],
  ] as const)('keeps %j', (answer, requirement) => {
    expect(contradictsRequirement(answer, requirement)).toBe(false);
  });
});
