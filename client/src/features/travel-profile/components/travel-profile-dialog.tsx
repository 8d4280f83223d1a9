import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useSaveTravelProfile } from '@/features/travel-profile/api/save-travel-profile';
import { ChoiceList } from '@/features/travel-profile/components/choice-list';
import {
  ACCOMMODATION_OPTIONS,
  AGE_OPTIONS,
  BUDGET_OPTIONS,
  canAdvance,
  canComplete,
  EMPTY_ANSWERS,
  FIRST_STEP,
  INTEREST_OPTIONS,
  LAST_STEP,
  PURPOSE_OPTIONS,
  showsPrevious,
  STEP_COUNT,
  STYLE_OPTIONS,
  toggleInterest,
  toSaveRequest,
  TRANSPORTATION_OPTIONS,
  type Answers,
} from '@/features/travel-profile/utils/questionnaire';
import { cn } from '@/lib/utils';

export type TravelProfileDialogProps = {
  open: boolean;
  /** 'Skip for now', the close button or Escape: closes without saving. */
  onSkip: () => void;
  /** After the save and its toast: the caller closes the dialog and reloads the page. */
  onCompleted: () => void;
};

/**
 * 'Tell us about your travel style' (product.md §7): seven steps with seven dots,
 * from a welcome to the accommodation and transportation choices, saved as the travel profile.
 * A failed save keeps the dialog open with the answers.
 */
export function TravelProfileDialog({ open, onSkip, onCompleted }: TravelProfileDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(FIRST_STEP);
  const [answers, setAnswers] = useState<Answers>(EMPTY_ANSWERS);
  const save = useSaveTravelProfile();

  const set = <K extends keyof Answers>(key: K, value: Answers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const body = toSaveRequest(answers);
    if (!body || save.isPending) return;
    save.mutate(body, {
      onSuccess: ({ profileReference }) => {
        toast({
          title: t('travelProfile.saved.title'),
          description: t('travelProfile.saved.description', { reference: profileReference }),
        });
        onCompleted();
      },
      onError: (error) => {
        console.error('Failed to save the travel profile', error);
        toast({
          variant: 'destructive',
          title: t('travelProfile.failed.title'),
          description: t('travelProfile.failed.description'),
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onSkip()}>
      <DialogContent
        closeLabel={t('travelProfile.close')}
        className="max-h-[90vh] max-w-4xl overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>{t('travelProfile.title')}</DialogTitle>
          <DialogDescription>
            {t('travelProfile.stepOf', { step: step + 1, total: STEP_COUNT })}
          </DialogDescription>
        </DialogHeader>

        <ol aria-label={t('travelProfile.progress')} className="flex justify-center gap-2">
          {Array.from({ length: STEP_COUNT }, (_, index) => (
            <li
              key={index}
              aria-current={index === step ? 'step' : undefined}
              className={cn(
                'size-2.5 rounded-full transition-colors',
                index === step ? 'bg-primary' : index < step ? 'bg-primary/50' : 'bg-muted',
              )}
            >
              <span className="sr-only">
                {t('travelProfile.stepOf', { step: index + 1, total: STEP_COUNT })}
              </span>
            </li>
          ))}
        </ol>

        <div className="min-h-64 py-2">
          {step === 0 && (
            <div className="grid gap-3 py-6 text-center">
              <h3 className="text-2xl font-bold">{t('travelProfile.welcome.title')}</h3>
              <p className="text-lg text-muted-foreground">{t('travelProfile.welcome.subtitle')}</p>
              <p className="text-sm text-muted-foreground">{t('travelProfile.welcome.time')}</p>
            </div>
          )}
          {step === 1 && (
            <ChoiceList
              legend={t('travelProfile.questions.purpose')}
              name="travelPurpose"
              options={PURPOSE_OPTIONS}
              value={answers.travelPurpose}
              onChange={(value) => set('travelPurpose', value)}
            />
          )}
          {step === 2 && (
            <ChoiceList
              multiple
              legend={t('travelProfile.questions.interests')}
              hint={t('travelProfile.questions.interestsHint')}
              name="interests"
              options={INTEREST_OPTIONS}
              value={answers.interests}
              onChange={(value) => set('interests', toggleInterest(answers.interests, value))}
            />
          )}
          {step === 3 && (
            <ChoiceList
              legend={t('travelProfile.questions.budget')}
              name="budgetRange"
              options={BUDGET_OPTIONS}
              value={answers.budgetRange}
              onChange={(value) => set('budgetRange', value)}
            />
          )}
          {step === 4 && (
            <ChoiceList
              legend={t('travelProfile.questions.style')}
              name="travelStyle"
              options={STYLE_OPTIONS}
              value={answers.travelStyle}
              onChange={(value) => set('travelStyle', value)}
            />
          )}
          {step === 5 && (
            <ChoiceList
              legend={t('travelProfile.questions.age')}
              name="ageGroup"
              options={AGE_OPTIONS}
              value={answers.ageGroup}
              onChange={(value) => set('ageGroup', value)}
            />
          )}
          {step === 6 && (
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
          )}
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {showsPrevious(step) && (
              <Button variant="outline" onClick={() => setStep(step - 1)}>
                {t('travelProfile.previous')}
              </Button>
            )}
            <Button variant="ghost" onClick={onSkip}>
              {t('travelProfile.skip')}
            </Button>
          </div>
          {step < LAST_STEP ? (
            <Button onClick={() => setStep(step + 1)} disabled={!canAdvance(step, answers)}>
              {t('travelProfile.next')}
            </Button>
          ) : (
            <Button onClick={submit} disabled={save.isPending || !canComplete(answers)}>
              {save.isPending ? t('travelProfile.saving') : t('travelProfile.complete')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
