import { Suspense, useCallback, useState } from 'react';
import { TRAVEL_PROFILE } from '@common/constants';
import { useTravelProfileTrigger } from '@/features/travel-profile/hooks/use-travel-profile-trigger';
import { lazyPart } from '@/lib/lazy-part';

// The questionnaire's code loads only when it first opens.
const TravelProfileDialog = lazyPart(() =>
  import('@/features/travel-profile/components/travel-profile-dialog').then((m) => ({
    default: m.TravelProfileDialog,
  })),
);

/**
 * Wrapped around every page by the app shell (product.md §7.2): watches the profile status and
 * the purchaseCompleted event, and shows the questionnaire when it is due (it then asks only
 * what the profile lacks).
 */
export function TravelProfileGate() {
  const { open, hasProfile, skip, complete } = useTravelProfileTrigger();
  const [mounted, setMounted] = useState(false);
  // Kept mounted after the first opening, so the dialog can animate closed and keep its answers.
  if (open && !mounted) setMounted(true);

  const onCompleted = useCallback(() => {
    complete();
    setTimeout(() => window.location.reload(), TRAVEL_PROFILE.reloadDelayMs);
  }, [complete]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <TravelProfileDialog
        open={open}
        hasProfile={hasProfile}
        onSkip={skip}
        onCompleted={onCompleted}
      />
    </Suspense>
  );
}
