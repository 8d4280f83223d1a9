import { useEffect } from 'react';

/** Sets a <meta> tag's content, creating the tag when missing; returns how to undo it. */
function setMetaContent(attribute: 'name' | 'property', key: string, content: string): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) {
    const previous = existing.getAttribute('content');
    existing.setAttribute('content', content);
    return () => {
      if (previous === null) existing.removeAttribute('content');
      else existing.setAttribute('content', previous);
    };
  }
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  created.setAttribute('content', content);
  document.head.append(created);
  return () => created.remove();
}

/**
 * The page's title, description and their Open Graph twins while it is shown; the previous
 * values come back when it unmounts, so the next page never inherits them.
 */
export function useDocumentMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const undo = [
      setMetaContent('name', 'description', description),
      setMetaContent('property', 'og:title', title),
      setMetaContent('property', 'og:description', description),
    ];
    return () => {
      // Newest change first, so each undo finds the state it recorded.
      for (const restore of undo.reverse()) restore();
      document.title = previousTitle;
    };
  }, [title, description]);
}
