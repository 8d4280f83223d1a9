import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** Pass or fail in words and an icon, so the state never rests on colour alone. */
export function ResultBadge({ passed }: { passed: boolean }) {
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
