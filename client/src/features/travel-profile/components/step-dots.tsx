import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A dot per step asked, the current one marked; each read as 'Step n of m'. */
export function StepDots({ steps, position }: { steps: readonly number[]; position: number }) {
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
