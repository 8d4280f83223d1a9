import type { ParseKeys, TFunction } from 'i18next';
import { Pencil, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreferenceInterest } from '@common/itinerary';
import {
  PREFERENCE_BUDGETS,
  PREFERENCE_DURATIONS,
  PREFERENCE_INTERESTS,
  PREFERENCE_PURPOSES,
  type TravelPreferences,
} from '@common/trip';
import { Button } from '@/components/ui/button';
import { StepButtons } from '@/components/step-buttons';
import { OptionCard } from '@/components/option-card';
import {
  BUDGET_LABEL_KEYS,
  budgetRangeText,
  DURATION_LABEL_KEYS,
  durationDaysText,
  INTEREST_LABEL_KEYS,
  interestsText,
  PURPOSE_LABEL_KEYS,
} from '@/features/itinerary/utils/itinerary-text';

const TRAVEL_PREFERENCE_STEPS = [1, 2, 3, 4, 5] as const;
type TravelPreferenceStep = (typeof TRAVEL_PREFERENCE_STEPS)[number];

const QUESTION_KEYS = {
  1: 'itinerary.preferences.purpose.question',
  2: 'itinerary.preferences.duration.question',
  3: 'itinerary.preferences.budget.question',
  4: 'itinerary.preferences.interests.question',
  5: 'itinerary.preferences.summary.title',
} as const satisfies Record<TravelPreferenceStep, ParseKeys>;

export type TravelPreferencesPanelProps = {
  /** travel_preferences_step1 to step5. */
  step: TravelPreferenceStep;
  /** The answers so far (steps 2 to 5 build on them). */
  preferences: TravelPreferences;
  disabled: boolean;
  /** An answer of steps 1 to 4: the preferences with it added. */
  onAnswer: (step: Exclude<TravelPreferenceStep, 5>, preferences: TravelPreferences) => void;
  /** Step 5's 'Create Itinerary'. */
  onCreate: () => void;
  /** Step 5's 'Modify' (back to step 1). */
  onModify: () => void;
};

/** Steps 1 to 3: one button per option, each with the answers it gives. */
function choicesOf(
  t: TFunction,
  step: 1 | 2 | 3,
  preferences: TravelPreferences,
): { label: string; chosen: boolean; after: TravelPreferences }[] {
  switch (step) {
    case 1:
      return PREFERENCE_PURPOSES.map((purpose) => ({
        label: t(PURPOSE_LABEL_KEYS[purpose]),
        chosen: preferences.purpose === purpose,
        after: { ...preferences, purpose },
      }));
    case 2:
      return PREFERENCE_DURATIONS.map((duration) => ({
        label: `${t(DURATION_LABEL_KEYS[duration])} · ${durationDaysText(t, duration)}`,
        chosen: preferences.duration === duration,
        after: { ...preferences, duration },
      }));
    case 3:
      return PREFERENCE_BUDGETS.map((budget) => ({
        label: `${t(BUDGET_LABEL_KEYS[budget])} · ${budgetRangeText(t, budget)}`,
        chosen: preferences.budget === budget,
        after: { ...preferences, budget },
      }));
  }
}

function InterestsStep({
  preferences,
  disabled,
  onAnswer,
}: Pick<TravelPreferencesPanelProps, 'preferences' | 'disabled' | 'onAnswer'>) {
  const { t } = useTranslation();
  const hintId = useId();
  const [selected, setSelected] = useState<ReadonlySet<PreferenceInterest>>(
    () => new Set(preferences.interests ?? []),
  );
  const toggle = (interest: PreferenceInterest, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(interest);
      else next.delete(interest);
      return next;
    });
  // The wizard's order, whatever order they were ticked in.
  const chosen = PREFERENCE_INTERESTS.filter((interest) => selected.has(interest));

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length > 0) onAnswer(4, { ...preferences, interests: chosen });
      }}
    >
      <fieldset aria-describedby={hintId} disabled={disabled} className="flex flex-col gap-2">
        <legend className="sr-only">{t('itinerary.preferences.interests.question')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PREFERENCE_INTERESTS.map((interest) => (
            <OptionCard
              key={interest}
              type="checkbox"
              checked={selected.has(interest)}
              onChange={(event) => toggle(interest, event.target.checked)}
            >
              {t(INTEREST_LABEL_KEYS[interest])}
            </OptionCard>
          ))}
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('itinerary.preferences.interests.required')}
        </p>
      </fieldset>
      <Button type="submit" className="self-start" disabled={disabled || chosen.length === 0}>
        {t('itinerary.preferences.interests.continue')}
      </Button>
    </form>
  );
}

function SummaryStep({
  preferences,
  disabled,
  onCreate,
  onModify,
}: Pick<TravelPreferencesPanelProps, 'preferences' | 'disabled' | 'onCreate' | 'onModify'>) {
  const { t } = useTranslation();
  const notSet = t('itinerary.preferences.summary.notSet');
  const { purpose, duration, budget, interests = [] } = preferences;
  const rows = [
    {
      term: t('itinerary.preferences.summary.purpose'),
      value: purpose ? t(PURPOSE_LABEL_KEYS[purpose]) : notSet,
    },
    {
      term: t('itinerary.preferences.summary.duration'),
      value: duration
        ? `${t(DURATION_LABEL_KEYS[duration])} (${durationDaysText(t, duration)})`
        : notSet,
    },
    {
      term: t('itinerary.preferences.summary.budget'),
      value: budget ? `${t(BUDGET_LABEL_KEYS[budget])} (${budgetRangeText(t, budget)})` : notSet,
    },
    {
      term: t('itinerary.preferences.summary.interests'),
      value: interests.length > 0 ? interestsText(t, interests) : notSet,
    },
  ];
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-muted-foreground">{row.term}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button disabled={disabled} onClick={onCreate}>
          <Sparkles aria-hidden="true" />
          {t('itinerary.preferences.summary.create')}
        </Button>
        <Button variant="outline" disabled={disabled} onClick={onModify}>
          <Pencil aria-hidden="true" />
          {t('itinerary.preferences.summary.modify')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The personalised itinerary wizard (product.md §4.6): purpose, duration, budget, interests (at
 * least one), then a summary with 'Create Itinerary' and 'Modify'. It only reports answers;
 * storing them and moving on is the caller's.
 */
export function TravelPreferencesPanel({
  step,
  preferences,
  disabled,
  onAnswer,
  onCreate,
  onModify,
}: TravelPreferencesPanelProps) {
  const { t } = useTranslation();
  const question = t(QUESTION_KEYS[step]);
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <p className="text-xs font-medium text-muted-foreground">
        {t('itinerary.preferences.progress', { step, total: TRAVEL_PREFERENCE_STEPS.length })}
      </p>
      <p className="font-semibold">{question}</p>
      {step === 4 && (
        <InterestsStep preferences={preferences} disabled={disabled} onAnswer={onAnswer} />
      )}
      {step === 5 && (
        <SummaryStep
          preferences={preferences}
          disabled={disabled}
          onCreate={onCreate}
          onModify={onModify}
        />
      )}
      {step !== 4 && step !== 5 && (
        <StepButtons
          label={question}
          disabled={disabled}
          buttons={choicesOf(t, step, preferences).map(({ label, chosen, after }) => ({
            label,
            variant: chosen ? 'default' : 'outline',
            onClick: () => onAnswer(step, after),
          }))}
        />
      )}
    </div>
  );
}
