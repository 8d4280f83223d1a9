// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDocumentMeta } from './use-document-meta';

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('useDocumentMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>AlgoTrip</title><meta name="description" content="The app">';
  });
  afterEach(cleanup);

  it('sets the title, description and og:title while mounted and restores them after', () => {
    const { unmount } = renderHook(() =>
      useDocumentMeta({ title: 'Visa Inquiries Blog', description: 'Questions travellers ask' }),
    );
    expect(document.title).toBe('Visa Inquiries Blog');
    expect(metaContent('meta[name="description"]')).toBe('Questions travellers ask');
    expect(metaContent('meta[property="og:title"]')).toBe('Visa Inquiries Blog');
    expect(metaContent('meta[property="og:description"]')).toBe('Questions travellers ask');

    unmount();
    expect(document.title).toBe('AlgoTrip');
    expect(metaContent('meta[name="description"]')).toBe('The app');
    // Tags the page added are removed rather than left with stale text.
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull();
  });

  it('follows a change of language without piling up tags', () => {
    const { rerender, unmount } = renderHook((props) => useDocumentMeta(props), {
      initialProps: { title: 'Visa Inquiries Blog', description: 'English' },
    });
    rerender({ title: '签证咨询博客', description: '中文' });
    expect(document.title).toBe('签证咨询博客');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(metaContent('meta[property="og:title"]')).toBe('签证咨询博客');

    unmount();
    expect(document.title).toBe('AlgoTrip');
    expect(metaContent('meta[name="description"]')).toBe('The app');
  });
});
