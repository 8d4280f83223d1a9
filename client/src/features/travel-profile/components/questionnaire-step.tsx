import { useTranslation } from 'react-i18next';
import { ChoiceList } from '@/features/travel-profile/components/choice-list';
import {
  ACCOMMODATION_OPTIONS,
  AGE_OPTIONS,
  BUDGET_OPTIONS,
  INTEREST_OPTIONS,
  PURPOSE_OPTIONS,
  STYLE_OPTIONS,
  toggleInterest,
  TRANSPORTATION_OPTIONS,
  type Answers,
} from '@/features/travel-profile/utils/questionnaire';

export type SetAnswer = <K extends keyof Answers>(key: K, value: Answers[K]) => void;

function Welcome() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 py-6 text-center">
      <h3 className="text-2xl font-bold">{t('travelProfile.welcome.title')}</h3>
      <p className="text-lg text-muted-foreground">{t('travelProfile.welcome.subtitle')}</p>
      <p className="text-sm text-muted-foreground">{t('travelProfile.welcome.time')}</p>
    </div>
  );
}

/** The last step: where to stay and how to get around (product.md §7.1). */
function StayAndTransport({ answers, set }: { answers: Answers; set: SetAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <ChoiceList
        legend={t('travelProfile.questions.accommodation')}
        name="accommodationPreferences"
        options={ACCOMMODATION_OPTIONS}
        value={answers.accommodationPreferences}
        onChange={(value) => set('accommodationPreferences', value)}
      />
      <ChoiceList
        legend={t('travelProfile.questions.transportation')}
        name="transportationPreferences"
        options={TRANSPORTATION_OPTIONS}
        value={answers.transportationPreferences}
        onChange={(value) => set('transportationPreferences', value)}
      />
    </div>
  );
}

/** One step of the questionnaire (product.md §7.1): the welcome (0), then a question each. */
export function QuestionnaireStep({
  step,
  answers,
  set,
}: {
  step: number;
  answers: Answers;
  set: SetAnswer;
}) {
  const { t } = useTranslation();
  switch (step) {
    case 0:
      return <Welcome />;
    case 1:
      return (
        <ChoiceList
          legend={t('travelProfile.questions.purpose')}
          name="travelPurpose"
          options={PURPOSE_OPTIONS}
          value={answers.travelPurpose}
          onChange={(value) => set('travelPurpose', value)}
        />
      );
    case 2:
      return (
        <ChoiceList
          multiple
          legend={t('travelProfile.questions.interests')}
          hint={t('travelProfile.questions.interestsHint')}
          name="interests"
          options={INTEREST_OPTIONS}
          value={answers.interests}
          onChange={(value) => set('interests', toggleInterest(answers.interests, value))}
        />
      );
    case 3:
      return (
        <ChoiceList
          legend={t('travelProfile.questions.budget')}
          name="budgetRange"
          options={BUDGET_OPTIONS}
          value={answers.budgetRange}
          onChange={(value) => set('budgetRange', value)}
        />
      );
    case 4:
      return (
        <ChoiceList
          legend={t('travelProfile.questions.style')}
          name="travelStyle"
          options={STYLE_OPTIONS}
          value={answers.travelStyle}
          onChange={(value) => set('travelStyle', value)}
        />
      );
    case 5:
      return (
        <ChoiceList
          legend={t('travelProfile.questions.age')}
          name="ageGroup"
          options={AGE_OPTIONS}
          value={answers.ageGroup}
          onChange={(value) => set('ageGroup', value)}
        />
      );
    case 6:
      return <StayAndTransport answers={answers} set={set} />;
    default:
      return null;
  }
}
