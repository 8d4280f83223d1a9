import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { BROWSER_EVENTS, TRAVEL_PROFILE } from '@common/constants';
import type { ProfileStatus } from '@common/contracts/travel-profile';
import { skipTravelProfile } from '@/features/travel-profile/api/skip-travel-profile';
import { useAuth } from '@/lib/auth';
import { useChatFlowBusy } from '@/lib/chat-flow-busy';
import { profileStatusQueryKey, useProfileStatus } from '@/lib/get-profile-status';
import { takeTravelProfileRequest } from '@/lib/travel-profile-request';

export type TravelProfileTrigger = {
  open: boolean;
  /** Whether the user has a profile, complete or not: the questionnaire then asks what it lacks. */
  hasProfile: boolean;
  /** 'Skip for now': closed, and not offered again to this account until it asks for it. */
  skip: () => void;
  /** After a successful save: closed for good (the page then reloads). */
  complete: () => void;
};

/**
 * Whether the questionnaire is due (before the chat has its say): for a signed-in user whose
 * travel profile lacks answers (or who has none) and who has completed a booking or purchase
 * and has not skipped it, or who asked for it (the dashboard's 'Complete Your Profile', which
 * wins over an earlier skip). A profile with every answer, the chat's included, is never asked
 * for again.
 */
export function isTravelProfileDue(
  status: ProfileStatus | undefined,
  { requested, dismissed }: { requested: boolean; dismissed: boolean },
): boolean {
  if (status === undefined || status.missing.length === 0 || dismissed) return false;
  return requested || (status.hasCompletedBooking && !status.skipped);
}

/**
 * When the questionnaire opens. The profile status is fetched on mount and
 * again TRAVEL_PROFILE.statusRefetchDelayMs after each purchaseCompleted event. One flow at a
 * time: while the chat shows a step panel of its own (its preference wizard after a booking),
 * the questionnaire waits, and opens once that flow ends or the traveller leaves the chat, after
 * asking the status again (the flow may have answered some questions, product.md §4.6); once
 * open it stays open. A page may ask for it with `requestTravelProfile`, booking or not, even
 * before this hook has mounted: that explicit request opens it at once, whatever the chat is
 * doing and even after a skip.
 *
 * A skip is kept for the account (POST /api/user/profile/skip). What clears it, on the server:
 * completing the questionnaire, and deleting or resetting the profile (the dashboard's 'Reset
 * Travel Profile'). A later booking does not: having said no once, the traveller is not asked
 * after every booking, and 'Complete Your Profile' remains the way back.
 */
export function useTravelProfileTrigger(): TravelProfileTrigger {
  const { user } = useAuth();
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  const status = useProfileStatus({ enabled: signedIn });
  const chatBusy = useChatFlowBusy();
  const [requested, setRequested] = useState(false);
  // Closed by a skip in this page (the server's answer may still be on its way).
  const [dismissed, setDismissed] = useState(false);
  const [completed, setCompleted] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onPurchase = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void queryClient.refetchQueries({ queryKey: profileStatusQueryKey });
      }, TRAVEL_PROFILE.statusRefetchDelayMs);
      timers.add(timer);
    };
    const onRequest = () => {
      takeTravelProfileRequest();
      setDismissed(false);
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
    setDismissed(true);
    setRequested(false);
    setShown(false);
    queryClient.setQueryData<ProfileStatus>(
      profileStatusQueryKey,
      (current) => current && { ...current, skipped: true },
    );
    skipTravelProfile().catch((error: unknown) => {
      // Still closed for this page; the next visit may offer it again.
      console.warn('Keeping the travel-profile skip failed', error);
    });
  }, [queryClient]);
  const complete = useCallback(() => setCompleted(true), []);

  // Each end of a chat flow, and the last one the status was asked again after.
  const [wasBusy, setWasBusy] = useState(chatBusy);
  const [flowEnds, setFlowEnds] = useState(0);
  const [checkedEnds, setCheckedEnds] = useState(0);
  let ends = flowEnds;
  if (wasBusy !== chatBusy) {
    setWasBusy(chatBusy);
    // Counted in this render too: it must not open on the status from before the flow ended.
    if (!chatBusy) {
      ends += 1;
      setFlowEnds(ends);
    }
  }

  const data = signedIn ? status.data : undefined;
  const due = !completed && isTravelProfileDue(data, { requested, dismissed });
  const fresh = checkedEnds === ends;
  useEffect(() => {
    if (!due || shown || chatBusy || fresh) return;
    void queryClient
      .refetchQueries({ queryKey: profileStatusQueryKey })
      .then(() => setCheckedEnds(ends));
  }, [due, shown, chatBusy, fresh, ends, queryClient]);

  // Opened once due and the chat has no flow of its own open, with a status asked after the
  // flow ended (an explicit request does not wait); from then on it stays open until skipped
  // or completed.
  if (due && !shown && (requested || (!chatBusy && fresh))) setShown(true);
  return { open: due && shown, hasProfile: data?.hasProfile === true, skip, complete };
}
