import { lazy } from 'react';
import { loadAllTexts } from '@/lib/i18n';

/**
 * React.lazy for a page, dialog or panel off the first page: its chunk and the English texts
 * the first page does not ship load together, so it never renders a raw key.
 */
export const lazyWithTexts: typeof lazy = (load) =>
  lazy(() => Promise.all([load(), loadAllTexts()]).then(([module]) => module));
