import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLANNER_BUDGETS,
  PLANNER_DURATIONS,
  PLANNER_INTERESTS,
  PLANNER_PURPOSES,
  type PlannerAnswers,
} from '@common/trip';
import { Button } from '@/components/ui/button';
import { OptionCard } from '@/components/option-card';

type Purpose = PlannerAnswers['travelPurpose'];
type Duration = PlannerAnswers['duration'];
type Budget = PlannerAnswers['budget'];
type Interest = PlannerAnswers['interests'][number];

const PURPOSE_KEYS = {
  tourism: 'trip.questionnaire.purpose.options.tourism',
  leisure: 'trip.questionnaire.purpose.options.leisure',
  family: 'trip.questionnaire.purpose.options.family',
  holiday: 'trip.questionnaire.purpose.options.holiday',
  business: 'trip.questionnaire.purpose.options.business',
  study: 'trip.questionnaire.purpose.options.study',
  work: 'trip.questionnaire.purpose.options.work',
  cultural: 'trip.questionnaire.purpose.options.cultural',
  residency: 'trip.questionnaire.purpose.options.residency',
  medical: 'trip.questionnaire.purpose.options.medical',
  religious: 'trip.questionnaire.purpose.options.religious',
} as const satisfies Record<Purpose, string>;

const DURATION_KEYS = {
  '1-3': 'trip.questionnaire.duration.options.short',
  '4-7': 'trip.questionnaire.duration.options.week',
  '8-14': 'trip.questionnaire.duration.options.fortnight',
  '15+': 'trip.questionnaire.duration.options.long',
} as const satisfies Record<Duration, string>;

const BUDGET_KEYS = {
  budget: 'trip.questionnaire.budget.options.budget',
  mid: 'trip.questionnaire.budget.options.mid',
  luxury: 'trip.questionnaire.budget.options.luxury',
} as const satisfies Record<Budget, string>;

const INTEREST_KEYS = {
  culture: 'trip.questionnaire.interests.options.culture',
  food: 'trip.questionnaire.interests.options.food',
  nature: 'trip.questionnaire.interests.options.nature',
  nightlife: 'trip.questionnaire.interests.options.nightlife',
  shopping: 'trip.questionnaire.interests.options.shopping',
  history: 'trip.questionnaire.interests.options.history',
} as const satisfies Record<Interest, string>;

const STEP_COUNT = 4;

/** One choice among buttons; choosing moves on to the next question. */
function ChoiceButtons<T extends string>({
  options,
  chosen,
  disabled,
  onChoose,
}: {
  options: readonly { value: T; label: string }[];
  chosen: T | null;
  disabled: boolean;
  onChoose: (value: T) => void;
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {options.map(({ value, label }) => (
        <Button
          key={value}
          type="button"
          variant={chosen === value ? 'default' : 'outline'}
          aria-pressed={chosen === value}
          disabled={disabled}
          className="h-auto min-h-10 whitespace-normal"
          onClick={() => onChoose(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/** The interests, any number of them, as checkboxes. */
function InterestChecks({
  interests,
  onChange,
}: {
  interests: ReadonlySet<Interest>;
  onChange: (interests: ReadonlySet<Interest>) => void;
}) {
  const { t } = useTranslation();
  const toggle = (interest: Interest, checked: boolean) => {
    const next = new Set(interests);
    if (checked) next.add(interest);
    else next.delete(interest);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{t('trip.questionnaire.interests.hint')}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {PLANNER_INTERESTS.map((interest) => (
          <OptionCard
            key={interest}
            type="checkbox"
            checked={interests.has(interest)}
            onChange={(event) => toggle(interest, event.target.checked)}
          >
            {t(INTEREST_KEYS[interest])}
          </OptionCard>
        ))}
      </div>
    </div>
  );
}

/**
 * The planner questionnaire (product.md §4.2): purpose, duration and budget, where a choice moves
 * on, then interests, where 'Complete Profile' needs at least one. Back goes one step back;
 * on the first step it leaves the questionnaire when `onBack` is given.
 */
export function PlannerQuestionnaire({
  disabled,
  onComplete,
  onBack,
}: {
  disabled: boolean;
  onComplete: (answers: PlannerAnswers) => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [step, setStep] = useState(0);
  const [purpose, setPurpose] = useState<Purpose | null>(null);
  const [duration, setDuration] = useState<Duration | null>(null);
  const [budget, setBudget] = useState<Budget | null>(null);
  const [interests, setInterests] = useState<ReadonlySet<Interest>>(new Set());

  const back = () => (step === 0 ? onBack?.() : setStep(step - 1));

  const choices = <T extends string>(
    options: readonly { value: T; label: string }[],
    chosen: T | null,
    choose: (value: T) => void,
  ) => (
    <ChoiceButtons
      options={options}
      chosen={chosen}
      disabled={disabled}
      onChoose={(value) => {
        choose(value);
        setStep(step + 1);
      }}
    />
  );

  const questions = [
    {
      legend: t('trip.questionnaire.purpose.question'),
      body: choices(
        PLANNER_PURPOSES.map((value) => ({ value, label: t(PURPOSE_KEYS[value]) })),
        purpose,
        setPurpose,
      ),
    },
    {
      legend: t('trip.questionnaire.duration.question'),
      body: choices(
        PLANNER_DURATIONS.map((value) => ({ value, label: t(DURATION_KEYS[value]) })),
        duration,
        setDuration,
      ),
    },
    {
      legend: t('trip.questionnaire.budget.question'),
      body: choices(
        PLANNER_BUDGETS.map((value) => ({ value, label: t(BUDGET_KEYS[value]) })),
        budget,
        setBudget,
      ),
    },
    {
      legend: t('trip.questionnaire.interests.question'),
      body: <InterestChecks interests={interests} onChange={setInterests} />,
    },
  ];
  const question = questions[step] ?? questions[0];
  const chosenInterests = PLANNER_INTERESTS.filter((interest) => interests.has(interest));
  const complete = purpose !== null && duration !== null && budget !== null;

  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (step !== STEP_COUNT - 1 || !complete || chosenInterests.length === 0) return;
        onComplete({ travelPurpose: purpose, duration, budget, interests: chosenInterests });
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('trip.questionnaire.title')}
        </h3>
        <span className="text-sm text-muted-foreground">
          {t('trip.questionnaire.progress', { current: step + 1, total: STEP_COUNT })}
        </span>
      </div>
      <fieldset disabled={disabled} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{question?.legend}</legend>
        {question?.body}
      </fieldset>
      <div className="flex gap-2">
        {(step > 0 || onBack) && (
          <Button type="button" variant="outline" disabled={disabled} onClick={back}>
            {t('trip.questionnaire.back')}
          </Button>
        )}
        {step === STEP_COUNT - 1 && (
          <Button type="submit" disabled={disabled || !complete || chosenInterests.length === 0}>
            {t('trip.questionnaire.complete')}
          </Button>
        )}
      </div>
    </form>
  );
}
