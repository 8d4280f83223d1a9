import { describe, expect, it } from 'vitest';
import { blogViewReducer, initialBlogView, isBlogTab, type BlogView } from './use-blog-view';

describe('blogViewReducer', () => {
  it('starts on the recent tab without a filter', () => {
    expect(initialBlogView).toEqual({ tab: 'recent', tag: null });
  });

  it('filters by a clicked tag and switches to the recent tab', () => {
    const onPopular: BlogView = { tab: 'popular', tag: null };
    expect(blogViewReducer(onPopular, { type: 'filterByTag', tag: 'japan' })).toEqual({
      tab: 'recent',
      tag: 'japan',
    });
  });

  it('keeps a single tag: a second tag replaces the first', () => {
    const filtered: BlogView = { tab: 'recent', tag: 'japan' };
    expect(blogViewReducer(filtered, { type: 'filterByTag', tag: 'visa-free' })).toEqual({
      tab: 'recent',
      tag: 'visa-free',
    });
  });

  it("normalises 'View All' tags the way the tag endpoint does", () => {
    expect(blogViewReducer(initialBlogView, { type: 'filterByTag', tag: ' Japan ' }).tag).toBe(
      'japan',
    );
  });

  it('ignores a tag the tag endpoint would refuse', () => {
    expect(blogViewReducer(initialBlogView, { type: 'filterByTag', tag: 'a/b' })).toBe(
      initialBlogView,
    );
    expect(blogViewReducer(initialBlogView, { type: 'filterByTag', tag: '' })).toBe(
      initialBlogView,
    );
  });

  it('clears the filter and stays on the current tab', () => {
    const filtered: BlogView = { tab: 'recent', tag: 'japan' };
    expect(blogViewReducer(filtered, { type: 'clearFilter' })).toEqual({
      tab: 'recent',
      tag: null,
    });
  });

  it('keeps the filter while switching tabs', () => {
    const filtered: BlogView = { tab: 'recent', tag: 'japan' };
    const onPopular = blogViewReducer(filtered, { type: 'showTab', tab: 'popular' });
    expect(onPopular).toEqual({ tab: 'popular', tag: 'japan' });
    expect(blogViewReducer(onPopular, { type: 'showTab', tab: 'recent' })).toEqual(filtered);
  });
});

describe('isBlogTab', () => {
  it('accepts only the two tabs', () => {
    expect(isBlogTab('recent')).toBe(true);
    expect(isBlogTab('popular')).toBe(true);
    expect(isBlogTab('other')).toBe(false);
  });
});
