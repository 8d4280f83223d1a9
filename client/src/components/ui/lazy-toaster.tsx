import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/components/ui/use-toast';

// Radix Toast and its dependencies stay off the first page until a toast is raised.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The app's toaster, loaded with the first toast and kept mounted from then on. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
