import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import {
  VISA_LOGIC_SCENARIOS,
  buildSampleVisaResult,
  runVisaLogicScenario,
} from '../utils/visa-logic-scenarios';
import { VisaLogicScenarioCard } from './visa-logic-scenario-card';
import { VisaOptionCard } from '@/components/visa-option-card';

/** Internal check (product.md §9.3): which visa the highlighting picks in four scenarios. */
export function TestVisaLogicPage() {
  const { t, i18n } = useTranslation();
  const scenariosHeadingId = useId();
  const sampleHeadingId = useId();

  const sample = buildSampleVisaResult(t);
  const results = VISA_LOGIC_SCENARIOS.map((scenario) => ({
    scenario,
    outcome: runVisaLogicScenario(sample, scenario),
  }));
  const passed = results.filter(({ outcome }) => outcome.passed).length;
  const listFormat = new Intl.ListFormat(currentLanguage(i18n), { type: 'conjunction' });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        {t('pages.testVisaLogic.title')}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('pages.testVisaLogic.description')}</p>
      <p className="mt-4 font-semibold">
        {t('visaLogic.summary', { passed, total: results.length })}
      </p>

      <section aria-labelledby={scenariosHeadingId} className="mt-8">
        <h2 id={scenariosHeadingId} className="text-2xl font-semibold tracking-tight">
          {t('visaLogic.scenariosHeading')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {results.map(({ scenario, outcome }) => (
            <li key={scenario.id}>
              <VisaLogicScenarioCard
                scenario={scenario}
                outcome={outcome}
                listFormat={listFormat}
              />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={sampleHeadingId} className="mt-10">
        <h2 id={sampleHeadingId} className="text-2xl font-semibold tracking-tight">
          {t('visaLogic.sample.heading')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('visaLogic.sample.description')}</p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {sample.visaOptions.map((option) => (
            <li key={option.id}>
              <VisaOptionCard option={option} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
