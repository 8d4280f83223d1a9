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

const DURATION_KEYS = {
  '1-3': 'trip.questionnaire.duration.options.short',
  '4-7': 'trip.questionnaire.duration.options.week',
  '8-14': 'trip.questionnaire.duration.options.fortnight',
  '15+': 'trip.questionnaire.duration.options.long',
} as const satisfies Record<Duration, string>;

/** One choice among buttons; choosing moves on to the next question. */
function ChoiceButtons<T extends string>({
  options,
  label,
  chosen,
  disabled,
  onChoose,
}: {
  options: readonly T[];
  label: (value: T) => string;
  chosen: T | null;
  disabled: boolean;
  onChoose: (value: T) => void;
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {options.map((value) => (
        <Button
          key={value}
          type="button"
          variant={chosen === value ? 'default' : 'outline'}
          aria-pressed={chosen === value}
          disabled={disabled}
          className="h-auto min-h-10 whitespace-normal"
          onClick={() => onChoose(value)}
        >
          {label(value)}
        </Button>
      ))}
    </div>
  );
}

/** The interests, any number of them, as checkboxes; `interests` keeps the order of the list. */
function InterestChecks({
  interests,
  onChange,
}: {
  interests: readonly Interest[];
  onChange: (interests: Interest[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (interest: Interest, checked: boolean) =>
    onChange(
      PLANNER_INTERESTS.filter((other) =>
        other === interest ? checked : interests.includes(other),
      ),
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{t('trip.questionnaire.interests.hint')}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {PLANNER_INTERESTS.map((interest) => (
          <OptionCard
            key={interest}
            type="checkbox"
            checked={interests.includes(interest)}
            onChange={(event) => toggle(interest, event.target.checked)}
          >
            {t(`trip.questionnaire.interests.options.${interest}`)}
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
  const [interests, setInterests] = useState<Interest[]>([]);

  const back = () => (step === 0 ? onBack?.() : setStep(step - 1));

  const choices = <T extends string>(
    options: readonly T[],
    chosen: T | null,
    choose: (value: T) => void,
    label: (value: T) => string,
  ) => (
    <ChoiceButtons
      options={options}
      label={label}
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
      body: choices(PLANNER_PURPOSES, purpose, setPurpose, (value) =>
        t(`trip.questionnaire.purpose.options.${value}`),
      ),
    },
    {
      legend: t('trip.questionnaire.duration.question'),
      body: choices(PLANNER_DURATIONS, duration, setDuration, (value) => t(DURATION_KEYS[value])),
    },
    {
      legend: t('trip.questionnaire.budget.question'),
      body: choices(PLANNER_BUDGETS, budget, setBudget, (value) =>
        t(`trip.questionnaire.budget.options.${value}`),
      ),
    },
    {
      legend: t('trip.questionnaire.interests.question'),
      body: <InterestChecks interests={interests} onChange={setInterests} />,
    },
  ];
  const last = questions.length - 1;
  const question = questions[step] ?? questions[0];
  const complete = purpose !== null && duration !== null && budget !== null && interests.length > 0;

  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (step !== last || !complete) return;
        onComplete({ travelPurpose: purpose, duration, budget, interests });
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('trip.questionnaire.title')}
        </h3>
        <span className="text-sm text-muted-foreground">
          {t('trip.questionnaire.progress', { current: step + 1, total: questions.length })}
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
        {step === last && (
          <Button type="submit" disabled={disabled || !complete}>
            {t('trip.questionnaire.complete')}
          </Button>
        )}
      </div>
    </form>
  );
}
