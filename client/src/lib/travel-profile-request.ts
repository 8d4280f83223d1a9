import { TRAVEL_PROFILE } from '@common/constants';

let pending = false;

/**
 * Asks for the travel-profile questionnaire (the dashboard's 'Complete Your Profile'), booking
 * or not. The request is kept until the questionnaire's watcher takes it: the watcher loads on
 * its own after the sign-in check, and a click can come before it listens (the event alone was
 * lost then).
 */
export function requestTravelProfile(): void {
  pending = true;
  window.dispatchEvent(new Event(TRAVEL_PROFILE.openRequestEvent));
}

/** True once for a request that no watcher has taken yet. */
export function takeTravelProfileRequest(): boolean {
  const requested = pending;
  pending = false;
  return requested;
}
