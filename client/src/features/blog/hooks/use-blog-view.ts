import { useCallback, useReducer } from 'react';
import { blogTagParamsSchema } from '@common/contracts/blog';

export const BLOG_TABS = ['recent', 'popular'] as const;
export type BlogTab = (typeof BLOG_TABS)[number];

/** product.md §9.1: the tab is recent or popular; the tag filter is none or a single tag. */
export type BlogView = { tab: BlogTab; tag: string | null };

export type BlogViewAction =
  | { type: 'showTab'; tab: BlogTab }
  | { type: 'filterByTag'; tag: string }
  | { type: 'clearFilter' };

export const initialBlogView: BlogView = { tab: 'recent', tag: null };

export function isBlogTab(value: string): value is BlogTab {
  return BLOG_TABS.some((tab) => tab === value);
}

export function blogViewReducer(view: BlogView, action: BlogViewAction): BlogView {
  switch (action.type) {
    case 'showTab':
      return view.tab === action.tab ? view : { ...view, tab: action.tab };
    case 'filterByTag': {
      // The tag endpoint accepts only slugs; anything else could never be filtered by.
      const parsed = blogTagParamsSchema.safeParse({ tag: action.tag });
      if (!parsed.success) return view;
      // The filtered entries are listed on the recent tab, wherever the tag was clicked.
      return { tab: 'recent', tag: parsed.data.tag };
    }
    case 'clearFilter':
      return view.tag === null ? view : { ...view, tag: null };
  }
}

/** The blog page's tab and tag filter. */
export function useBlogView() {
  const [view, dispatch] = useReducer(blogViewReducer, initialBlogView);
  const showTab = useCallback((tab: BlogTab) => dispatch({ type: 'showTab', tab }), []);
  const filterByTag = useCallback((tag: string) => dispatch({ type: 'filterByTag', tag }), []);
  const clearFilter = useCallback(() => dispatch({ type: 'clearFilter' }), []);
  return { view, showTab, filterByTag, clearFilter };
}
