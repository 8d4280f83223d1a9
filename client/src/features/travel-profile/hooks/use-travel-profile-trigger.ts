import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { BROWSER_EVENTS, TRAVEL_PROFILE } from '@common/constants';
import { profileStatusQueryKey, useProfileStatus } from '@/lib/get-profile-status';
import { useAuth } from '@/lib/auth';
import { takeTravelProfileRequest } from '@/lib/travel-profile-request';

function readSkipped(): boolean {
  try {
    return window.sessionStorage.getItem(TRAVEL_PROFILE.skippedSessionKey) !== null;
  } catch {
    return false;
  }
}

function writeSkipped(skipped: boolean): void {
  try {
    if (skipped) window.sessionStorage.setItem(TRAVEL_PROFILE.skippedSessionKey, '1');
    else window.sessionStorage.removeItem(TRAVEL_PROFILE.skippedSessionKey);
  } catch {
    // Without storage a skip lasts until the page reloads.
  }
}

export type TravelProfileTrigger = {
  open: boolean;
  /** 'Skip for now': closed for the rest of this visit, until the next purchase. */
  skip: () => void;
  /** After a successful save: closed for good (the page then reloads). */
  complete: () => void;
};

/**
 * When the questionnaire opens (platform §1, §4.3): for a signed-in user without a travel
 * profile who has completed a booking or purchase. The profile status is fetched on mount and
 * again TRAVEL_PROFILE.statusRefetchDelayMs after each purchaseCompleted event; a new purchase
 * also undoes an earlier skip. A page may ask for it with `requestTravelProfile` (the
 * dashboard's 'Complete Your Profile'), booking or not, even before this hook has mounted.
 */
export function useTravelProfileTrigger(): TravelProfileTrigger {
  const { user } = useAuth();
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  const status = useProfileStatus({ enabled: signedIn });
  const [skipped, setSkipped] = useState(readSkipped);
  const [requested, setRequested] = useState(false);
  const [completed, setCompleted] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onPurchase = () => {
      writeSkipped(false);
      setSkipped(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void queryClient.refetchQueries({ queryKey: profileStatusQueryKey });
      }, TRAVEL_PROFILE.statusRefetchDelayMs);
      timers.add(timer);
    };
    const onRequest = () => {
      takeTravelProfileRequest();
      writeSkipped(false);
      setSkipped(false);
      setRequested(true);
    };
    window.addEventListener(BROWSER_EVENTS.purchaseCompleted, onPurchase);
    window.addEventListener(TRAVEL_PROFILE.openRequestEvent, onRequest);
    // A request made before this listened (requestTravelProfile keeps it).
    if (takeTravelProfileRequest()) onRequest();
    return () => {
      window.removeEventListener(BROWSER_EVENTS.purchaseCompleted, onPurchase);
      window.removeEventListener(TRAVEL_PROFILE.openRequestEvent, onRequest);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [signedIn, queryClient]);

  const skip = useCallback(() => {
    writeSkipped(true);
    setSkipped(true);
    setRequested(false);
  }, []);
  const complete = useCallback(() => setCompleted(true), []);

  const data = signedIn ? status.data : undefined;
  const open =
    data !== undefined &&
    !data.hasProfile &&
    (data.hasCompletedBooking || requested) &&
    !skipped &&
    !completed;
  return { open, skip, complete };
}
