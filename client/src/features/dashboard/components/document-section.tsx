import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { DocumentItem } from '@/features/dashboard/utils/dashboard-items';

type DocumentSectionProps = {
  title: string;
  items: DocumentItem[];
  /** Said when there are none; a section without it is left out instead (visa orders, §8.4). */
  emptyText?: string;
  /** Beside the title: the flight tickets' 'Select all' and 'Delete (n)'. */
  toolbar?: ReactNode;
  renderItem: (item: DocumentItem) => ReactNode;
};

/** One card of the Documents tab (product.md §8.4): a titled list, or its empty text. */
export function DocumentSection({
  title,
  items,
  emptyText,
  toolbar,
  renderItem,
}: DocumentSectionProps) {
  if (items.length === 0 && emptyText === undefined) return null;
  return (
    <Card>
      <CardHeader
        className={
          toolbar === undefined
            ? undefined
            : 'flex-row flex-wrap items-center justify-between gap-3'
        }
      >
        <h2 className="text-base leading-tight font-semibold">{title}</h2>
        {toolbar}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul aria-label={title} className="grid gap-2">
            {items.map(renderItem)}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
