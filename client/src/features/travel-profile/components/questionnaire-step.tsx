import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProfileQuestion } from '@common/contracts/travel-profile';
import {
  ACCOMMODATION_OPTIONS,
  AGE_OPTIONS,
  BUDGET_OPTIONS,
  INTEREST_OPTIONS,
  PURPOSE_OPTIONS,
  STEP_QUESTIONS,
  STYLE_OPTIONS,
  toggleInterest,
  TRANSPORTATION_OPTIONS,
  type Answers,
  type Option,
} from '@/features/travel-profile/utils/questionnaire';
import { cn } from '@/lib/utils';

type SetAnswer = <K extends keyof Answers>(key: K, value: Answers[K]) => void;

type ChoiceListProps<T extends string> = {
  /** The question, read as the group's legend. */
  legend: string;
  hint?: string;
  name: string;
  options: readonly Option<T>[];
} & (
  | { multiple?: false; value: T | null; onChange: (value: T) => void }
  | { multiple: true; value: readonly T[]; onChange: (value: T) => void }
);

/**
 * One question of the questionnaire: native radio buttons (one choice) or checkboxes (several),
 * drawn as cards, so the keyboard and screen readers work as they do for any form.
 */
function ChoiceList<T extends string>(props: ChoiceListProps<T>) {
  const { t } = useTranslation();
  const { legend, hint, name, options, onChange } = props;
  const isChosen = (value: T) =>
    props.multiple ? props.value.includes(value) : props.value === value;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">{legend}</legend>
      {hint && <p className="-mt-2 text-sm text-muted-foreground">{hint}</p>}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => {
          const chosen = isChosen(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                chosen ? 'border-primary bg-primary/5' : 'border-border',
              )}
            >
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={chosen}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(option.labelKey)}</span>
                {option.hintKey && (
                  <span className="text-muted-foreground">{t(option.hintKey)}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

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

const isSingleChoice = (question: ProfileQuestion): question is SingleChoiceKey =>
  question in SINGLE_CHOICES;

/**
 * One step of the questionnaire (product.md §7.1): the welcome (0), the interests (2), or its
 * one-choice questions.
 */
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
  const names = (STEP_QUESTIONS[step] ?? []).filter(isSingleChoice);
  if (names.length === 0) return null;
  return (
    <div className="grid gap-6">
      {names.map((name) => (
        <ChoiceList<string>
          key={name}
          legend={t(SINGLE_CHOICES[name].legendKey)}
          name={name}
          options={SINGLE_CHOICES[name].options}
          value={answers[name]}
          onChange={(value) => set(name, value as Answers[SingleChoiceKey])}
        />
      ))}
    </div>
  );
}
