import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { paths } from '@/config/paths';
import { getUserId } from '@/lib/storage';
import { LandingDocument } from './landing-document';

/**
 * The landing page's own entry (decision 007): react and react-dom only, no router, no TanStack Query,
 * no zod. It makes the prerendered HTML of / interactive; every other page is the SPA (main.tsx).
 */
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from the landing page.');
hydrateRoot(
  root,
  <StrictMode>
    <LandingDocument />
  </StrictMode>,
);
// The page's scripts load after its first paint (decision 033): this says they have run, for whoever waits on it.
document.documentElement.dataset.hydrated = '';

// SPEC §2: logged in means userId is present; a visitor who logs in in another tab goes to /Tutor as well.
window.addEventListener('storage', () => {
  if (getUserId()) window.location.replace(paths.app.tutor.getHref());
});
