import { Suspense, type ReactNode, type Ref } from 'react';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface PageFrameProps {
  /** The fixed top bar (and anything that sits with it). */
  header: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
  /** Between the main landmark and the footer (the developer tools, when they are on). */
  beforeFooter?: ReactNode;
}

/** Every page's frame: skip link, header, main landmark, footer. Router-free (the landing page uses it too). */
export function PageFrame({ header, mainRef, children, beforeFooter }: PageFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // At least a screen tall: the footer starts below the fold, so content arriving after the first paint
        // never pushes a visible footer down (a layout shift).
        className="flex min-h-dvh flex-1 flex-col pt-header outline-none"
      >
        {children}
      </main>
      {beforeFooter}
      {/* Its own boundary: a prerendered page hydrates it in the background, after the header. */}
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
