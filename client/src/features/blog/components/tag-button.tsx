import { Hash } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A tag on an entry card; a click filters the blog by it. */
export function TagButton({
  tag,
  active,
  onClick,
}: {
  tag: string;
  active: boolean;
  onClick: (tag: string) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onClick(tag)}
      className={cn(
        'inline-flex min-h-7 items-center gap-0.5 rounded-full border px-2.5 py-0.5 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-secondary bg-secondary text-secondary-foreground hover:border-primary',
      )}
    >
      <Hash aria-hidden="true" className="size-3 shrink-0" />
      {tag}
    </button>
  );
}
