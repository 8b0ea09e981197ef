import { useEffect } from 'react';
import { pageTitle } from '@/config/site';

/** Sets document.title to "<title> | Pathwise" (or the brand line when no title is given). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
