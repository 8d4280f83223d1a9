import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type StepButton = {
  label: string;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  icon?: LucideIcon;
};

/** A step's row of buttons, named as a group so a screen reader says what they are for. */
export function StepButtons({
  label,
  buttons,
  disabled,
  className,
}: {
  label: string;
  buttons: StepButton[];
  disabled: boolean;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {buttons.map(({ label: text, onClick, variant = 'outline', icon: Icon }) => (
        <Button key={text} variant={variant} disabled={disabled} onClick={onClick}>
          {Icon && <Icon aria-hidden="true" />}
          {text}
        </Button>
      ))}
    </div>
  );
}
