import type { ReactNode } from 'react';

/** One term and its value inside a <dl>: side by side from the sm breakpoint, stacked below it. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 font-medium text-muted-foreground sm:w-40">{label}</dt>
      <dd className="min-w-0 text-foreground">{children}</dd>
    </div>
  );
}
