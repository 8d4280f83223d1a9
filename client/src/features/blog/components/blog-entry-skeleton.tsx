import { Skeleton } from '@/components/ui/skeleton';

/** The shape of an entry card while entries load. */
export function BlogEntrySkeleton() {
  return (
    <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="mt-2 h-4 w-40" />
      <div className="mt-4 flex gap-6">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-6 w-16 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
    </div>
  );
}
