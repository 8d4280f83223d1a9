import { CircleCheck, CircleX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '@/components/detail-row';
import { VisaOptionCard } from '@/components/visa-option-card';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import {
  VISA_LOGIC_SCENARIOS,
  buildSampleVisaResult,
  runVisaLogicScenario,
  type VisaLogicScenario,
} from '../utils/visa-logic-scenarios';

/** Pass or fail in words and an icon, so the state never rests on colour alone. */
function ResultBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation();
  const Icon = passed ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-0.5 font-semibold',
        passed
          ? 'bg-primary text-primary-foreground'
          : 'bg-destructive text-destructive-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {passed ? t('visaLogic.result.pass') : t('visaLogic.result.fail')}
    </span>
  );
}

function VisaLogicScenarioCard({
  scenario,
  outcome,
  listFormat,
}: {
  scenario: VisaLogicScenario;
  outcome: ReturnType<typeof runVisaLogicScenario>;
  listFormat: Intl.ListFormat;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const purposes = scenario.purposes.map((purpose) => t(`visaRules.travelPurposes.${purpose}`));
  const highlighted = outcome.highlighted.map((option) => option.name);

  return (
    <article
      aria-labelledby={titleId}
      className="h-full rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {t(`visaLogic.scenarios.${scenario.id}.title`)}
      </h3>
      <p className="mt-1 text-muted-foreground">
        {t(`visaLogic.scenarios.${scenario.id}.description`)}
      </p>
      <dl className="mt-3 divide-y text-sm">
        <DetailRow label={t('visaLogic.fields.purposes')}>{listFormat.format(purposes)}</DetailRow>
        {scenario.studyLevel && (
          <DetailRow label={t('visaLogic.fields.studyLevel')}>
            {t(`visaRules.studyLevels.${scenario.studyLevel}`)}
          </DetailRow>
        )}
        <DetailRow label={t('visaLogic.fields.highlighted')}>
          <span className="font-semibold">
            {highlighted.length > 0 ? listFormat.format(highlighted) : t('visaLogic.none')}
          </span>
        </DetailRow>
        <DetailRow label={t('visaLogic.fields.expected')}>{outcome.expected?.name}</DetailRow>
        <DetailRow label={t('visaLogic.fields.result')}>
          <ResultBadge passed={outcome.passed} />
        </DetailRow>
      </dl>
    </article>
  );
}

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
