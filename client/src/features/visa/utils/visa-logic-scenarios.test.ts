import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@common/constants';
import { visaOptionSchema } from '@common/contracts/visa-info';
import en from '@/locales/en/translation.json';
import es from '@/locales/es/translation.json';
import zh from '@/locales/zh/translation.json';
import {
  VISA_LOGIC_SCENARIOS,
  buildSampleVisaResult,
  runVisaLogicScenario,
  type SampleVisaOptionId,
  type VisaLogicScenarioId,
} from './visa-logic-scenarios';

const resources = { en, es, zh };

async function sampleIn(language: (typeof SUPPORTED_LANGUAGES)[number]) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: resources[language] } },
  });
  return buildSampleVisaResult(instance.t);
}

describe.each(SUPPORTED_LANGUAGES)('the test page in %s', (language) => {
  it('has a sample result that meets the Visa option contract', async () => {
    const sample = await sampleIn(language);
    expect(sample.country).toBe('USA');
    for (const option of sample.visaOptions) {
      expect(visaOptionSchema.safeParse(option).success).toBe(true);
      expect(option.name).not.toMatch(/^visaLogic\./);
    }
  });

  it.each<[VisaLogicScenarioId, SampleVisaOptionId]>([
    ['academicStudy', 'f1'],
    ['vocationalStudy', 'm1'],
    ['studyPlusWork', 'm1'],
    ['business', 'b1b2'],
  ])('highlights for %s exactly %s, and passes', async (id, expected) => {
    const sample = await sampleIn(language);
    const scenario = VISA_LOGIC_SCENARIOS.find((candidate) => candidate.id === id);
    if (!scenario) throw new Error(`no scenario ${id}`);
    const outcome = runVisaLogicScenario(sample, scenario);
    expect(outcome.highlighted.map((option) => option.id)).toEqual([expected]);
    expect(outcome.expected?.id).toBe(expected);
    expect(outcome.passed).toBe(true);
  });
});

describe('runVisaLogicScenario', () => {
  it('fails when the highlighted visa is not the expected one', async () => {
    const sample = await sampleIn('en');
    const outcome = runVisaLogicScenario(sample, {
      id: 'business',
      purposes: ['business'],
      expected: 'h1b',
    });
    expect(outcome.highlighted.map((option) => option.id)).toEqual(['b1b2']);
    expect(outcome.passed).toBe(false);
  });

  it('fails when more than the expected visa is highlighted', async () => {
    const sample = await sampleIn('en');
    const outcome = runVisaLogicScenario(sample, {
      id: 'academicStudy',
      purposes: ['study', 'tourism'],
      expected: 'f1',
    });
    expect(outcome.highlighted.map((option) => option.id)).toEqual(['b1b2', 'f1']);
    expect(outcome.passed).toBe(false);
  });

  it('fails when nothing is highlighted', async () => {
    const sample = await sampleIn('en');
    const outcome = runVisaLogicScenario(sample, {
      id: 'business',
      purposes: ['religious'],
      expected: 'b1b2',
    });
    expect(outcome.highlighted).toEqual([]);
    expect(outcome.passed).toBe(false);
  });
});
