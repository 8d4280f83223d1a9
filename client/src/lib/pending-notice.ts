import { useEffect } from 'react';
import { STORAGE_KEYS } from '@common/constants';
import { toast } from '@/components/ui/use-toast';

// A full page redirect drops the toasts on screen. A notice meant for the user who is sent on
// waits in session storage (this tab only) and is shown once by the next page. It is stored
// already translated: the next page may not have loaded all texts yet when it starts.

export type Notice = { title: string; description: string };

/** A stored notice as this page reads it: a title and a description, or nothing. */
function asNotice(value: unknown): Notice | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('title' in value) || !('description' in value)) return null;
  const { title, description } = value;
  return typeof title === 'string' && title !== '' && typeof description === 'string'
    ? { title, description }
    : null;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `notice` for the next page this tab loads. */
export function saveNoticeForNextPage(notice: Notice): void {
  try {
    sessionStore()?.setItem(STORAGE_KEYS.pendingNotice, JSON.stringify(notice));
  } catch {
    // Without storage the notice is lost; the page the user lands on still shows the outcome.
  }
}

/** The notice left for this page, removed so that it is shown once; null when there is none. */
export function takeNoticeForThisPage(): Notice | null {
  const store = sessionStore();
  const raw = store?.getItem(STORAGE_KEYS.pendingNotice);
  if (!raw) return null;
  store?.removeItem(STORAGE_KEYS.pendingNotice);
  try {
    return asNotice(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Shows, once, the notice an earlier page left for this one. */
export function usePendingNotice(): void {
  useEffect(() => {
    const notice = takeNoticeForThisPage();
    if (notice) toast(notice);
  }, []);
}
