import { useEffect } from 'react';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@common/constants';
import { toast } from '@/components/ui/use-toast';
import { readStoredJson, sessionStore } from '@/lib/local-storage';

// A full page redirect drops the toasts on screen. A notice meant for the user who is sent on
// waits in session storage (this tab only) and is shown once by the next page. It is stored
// already translated: the next page may not have loaded all texts yet when it starts.

/** A stored notice as this page reads it: a title and a description, or nothing. */
const noticeSchema = z.object({ title: z.string().check(z.minLength(1)), description: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

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
  store?.removeItem(STORAGE_KEYS.pendingNotice);
  return readStoredJson(raw, noticeSchema);
}

/** Shows, once, the notice an earlier page left for this one. */
export function usePendingNotice(): void {
  useEffect(() => {
    const notice = takeNoticeForThisPage();
    if (notice) toast(notice);
  }, []);
}
