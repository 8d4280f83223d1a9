import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelProfile } from '@common/contracts/travel-profile';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { QuestionnaireStep } from '@/features/travel-profile/components/questionnaire-step';
import { useSaveAnswers } from '@/features/travel-profile/hooks/use-save-answers';
import {
  answersFromProfile,
  canAdvance,
  canComplete,
  missingAnswers,
  showsPrevious,
  stepsToAsk,
  type Answers,
} from '@/features/travel-profile/utils/questionnaire';
import { useTravelProfile } from '@/lib/get-travel-profile';
import { cn } from '@/lib/utils';

type TravelProfileDialogProps = {
  open: boolean;
  /** The user has a profile (maybe one the chat started): only what it lacks is asked. */
  hasProfile: boolean;
  /** 'Skip for now', the close button or Escape: closes without saving. */
  onSkip: () => void;
  /** After the save and its toast: the caller closes the dialog and reloads the page. */
  onCompleted: () => void;
};

/**
 * 'Tell us about your travel style' (product.md §7). The profile, when there is one, is read
 * afresh each time it opens (the chat may have filled answers since), and the dialog shows once
 * it has arrived; without it (or when it cannot be read) every step is asked.
 */
export function TravelProfileDialog({ open, hasProfile, ...actions }: TravelProfileDialogProps) {
  const profile = useTravelProfile({ enabled: open && hasProfile });
  const fetching = open && hasProfile && profile.isFetching;
  // Once shown, a later answer to the query does not hide it while the traveller answers.
  const [showing, setShowing] = useState(false);
  const show = open && (showing || !fetching);
  if (show !== showing) setShowing(show);
  const known = hasProfile ? (profile.data ?? null) : null;
  return (
    <Questionnaire
      // A profile that changed while closed starts the questionnaire afresh from it.
      key={known ? `${known.profileReference}:${known.updatedAt}` : 'none'}
      open={show}
      profile={known}
      {...actions}
    />
  );
}

type QuestionnaireProps = Omit<TravelProfileDialogProps, 'hasProfile'> & {
  profile: TravelProfile | null;
};

/** A dot per step asked, the current one marked; each read as 'Step n of m'. */
function StepDots({ steps, position }: { steps: readonly number[]; position: number }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('travelProfile.progress')} className="flex justify-center gap-2">
      {steps.map((shown, index) => (
        <li
          key={shown}
          aria-current={index === position ? 'step' : undefined}
          className={cn(
            'size-2.5 rounded-full transition-colors',
            index === position ? 'bg-primary' : index < position ? 'bg-primary/50' : 'bg-muted',
          )}
        >
          <span className="sr-only">
            {t('travelProfile.stepOf', { step: index + 1, total: steps.length })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The questionnaire itself: a welcome, then the steps whose answers the profile lacks (all
 * seven for a new one), a dot each; answers the profile has are kept and saved with the new
 * ones, so none is asked twice. A failed save keeps the dialog open with the answers.
 */
function Questionnaire({ open, profile, onSkip, onCompleted }: QuestionnaireProps) {
  const { t } = useTranslation();
  // Fixed when it opens: the steps do not shift under the traveller while answering.
  const [steps] = useState(() => stepsToAsk(missingAnswers(profile)));
  const [position, setPosition] = useState(0);
  const [answers, setAnswers] = useState<Answers>(() => answersFromProfile(profile));
  const save = useSaveAnswers(onCompleted);
  const step = steps[position] ?? 0;
  const isLast = position >= steps.length - 1;

  const set = <K extends keyof Answers>(key: K, value: Answers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onSkip()}>
      <DialogContent closeLabel={t('travelProfile.close')} className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('travelProfile.title')}</DialogTitle>
          <DialogDescription>
            {t('travelProfile.stepOf', { step: position + 1, total: steps.length })}
          </DialogDescription>
        </DialogHeader>
        <StepDots steps={steps} position={position} />
        <div className="min-h-64 py-2">
          <QuestionnaireStep step={step} answers={answers} set={set} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {showsPrevious(position) && (
              <Button variant="outline" onClick={() => setPosition(position - 1)}>
                {t('travelProfile.previous')}
              </Button>
            )}
            <Button variant="ghost" onClick={onSkip}>
              {t('travelProfile.skip')}
            </Button>
          </div>
          {!isLast ? (
            <Button onClick={() => setPosition(position + 1)} disabled={!canAdvance(step, answers)}>
              {t('travelProfile.next')}
            </Button>
          ) : (
            <Button
              onClick={() => save.submit(answers)}
              disabled={save.pending || !canComplete(answers)}
            >
              {save.pending ? t('travelProfile.saving') : t('travelProfile.complete')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
