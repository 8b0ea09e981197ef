import { useEffect } from 'react';
import { pageTitle } from '@/config/site';
import { useDocumentTitle } from './use-document-title';

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  const previous = element.content;
  element.content = content;
  const meta = element;
  return () => {
    if (created) meta.remove();
    else meta.content = previous;
  };
}

/**
 * A route's title and description, for the tab, search results and link previews (Open Graph).
 * index.html carries the defaults; leaving the route puts them back.
 */
export function usePageMeta(title: string | undefined, description: string): void {
  useDocumentTitle(title);
  useEffect(() => {
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', pageTitle(title)),
      setMeta('property', 'og:description', description),
    ];
    return () => {
      restore.forEach((undo) => {
        undo();
      });
    };
  }, [title, description]);
}
