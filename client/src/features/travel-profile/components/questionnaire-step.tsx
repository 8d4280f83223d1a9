import type { ParseKeys } from 'i18next';
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

/** The one-choice questions, each by the answer it sets: its legend and its options. */
const SINGLE_CHOICES = {
  travelPurpose: { legendKey: 'travelProfile.questions.purpose', options: PURPOSE_OPTIONS },
  budgetRange: { legendKey: 'travelProfile.questions.budget', options: BUDGET_OPTIONS },
  travelStyle: { legendKey: 'travelProfile.questions.style', options: STYLE_OPTIONS },
  ageGroup: { legendKey: 'travelProfile.questions.age', options: AGE_OPTIONS },
  accommodationPreferences: {
    legendKey: 'travelProfile.questions.accommodation',
    options: ACCOMMODATION_OPTIONS,
  },
  transportationPreferences: {
    legendKey: 'travelProfile.questions.transportation',
    options: TRANSPORTATION_OPTIONS,
  },
} as const satisfies Partial<Record<keyof Answers, { legendKey: ParseKeys; options: unknown }>>;

type SingleChoiceKey = keyof typeof SINGLE_CHOICES;

/** The one-choice questions of each step (product.md §7.1); step 2 asks for the interests. */
const STEP_QUESTIONS: Partial<Record<number, readonly SingleChoiceKey[]>> = {
  1: ['travelPurpose'],
  3: ['budgetRange'],
  4: ['travelStyle'],
  5: ['ageGroup'],
  6: ['accommodationPreferences', 'transportationPreferences'],
};

function SingleChoice({
  name,
  answers,
  set,
}: {
  name: SingleChoiceKey;
  answers: Answers;
  set: SetAnswer;
}) {
  const { t } = useTranslation();
  const { legendKey, options } = SINGLE_CHOICES[name];
  return (
    <ChoiceList<string>
      legend={t(legendKey)}
      name={name}
      options={options}
      value={answers[name]}
      onChange={(value) => set(name, value as Answers[SingleChoiceKey])}
    />
  );
}

/** One step of the questionnaire (product.md §7.1): the welcome (0), then its questions. */
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
  if (step === 0) return <Welcome />;
  if (step === 2) {
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
  }
  const names = STEP_QUESTIONS[step] ?? [];
  if (names.length === 0) return null;
  return (
    <div className="grid gap-6">
      {names.map((name) => (
        <SingleChoice key={name} name={name} answers={answers} set={set} />
      ))}
    </div>
  );
}
