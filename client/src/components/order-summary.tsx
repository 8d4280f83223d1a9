import type { ReactNode } from 'react';

/**
 * The boxed list of what an order holds, above a booking or purchase form (product.md §4.4,
 * §5.1): one term and its value per row.
 */
export function OrderSummary({ children }: { children: ReactNode }) {
  return (
    <dl className="grid gap-2 rounded-md border border-border bg-muted/40 p-4 text-sm">
      {children}
    </dl>
  );
}

export function OrderSummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium break-words">{children}</dd>
    </div>
  );
}
