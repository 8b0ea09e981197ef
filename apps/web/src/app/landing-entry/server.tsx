import { renderToString } from 'react-dom/server';
import { paths } from '@/config/paths';
import { pageTitle } from '@/config/site';
import { landingMeta } from '@/features/landing/content/meta';
import { STORAGE_KEYS } from '@/lib/storage';
import { LandingDocument } from './landing-document';

/**
 * Rendered once at build time (vite/prerender-landing.ts): the markup of /, its head's title and
 * description, and the script that must run before the first paint.
 */
export function renderLanding() {
  const userIdKey = JSON.stringify(STORAGE_KEYS.userId);
  const tutor = JSON.stringify(paths.app.tutor.getHref());
  return {
    markup: renderToString(<LandingDocument />),
    title: pageTitle(landingMeta.title),
    description: landingMeta.description,
    // SPEC §2: a logged-in visitor of / goes to /Tutor, before anything of the landing page shows.
    inlineScript: `try{if(localStorage.getItem(${userIdKey}))location.replace(${tutor})}catch(e){}`,
  };
}
