import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type ServiceCard = {
  key: string;
  icon: LucideIcon;
  title: string;
  teaser: string;
  /** The button's text, and its accessible name when the text alone is not enough. */
  action: string;
  actionName?: string;
  onClick: () => void;
};

/** A headed grid of service cards (product.md §4.8), each with a teaser and one button. */
export function ServiceCards({
  heading,
  cards,
  columns,
  disabled,
}: {
  heading: string;
  cards: readonly ServiceCard[];
  columns: 2 | 3;
  disabled: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {heading}
      </h3>
      <ul className={cn('grid gap-3', columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
        {cards.map(({ key, icon: Icon, title, teaser, action, actionName, onClick }) => (
          <li key={key}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-1">
                <CardTitle className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {title}
                </CardTitle>
                <CardDescription>{teaser}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button size="sm" disabled={disabled} aria-label={actionName} onClick={onClick}>
                  {action}
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
