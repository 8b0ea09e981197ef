import { HeaderBar } from '@/components/layout/header-bar';
import { PageFrame } from '@/components/layout/page-frame';
import { VisitorNav } from '@/components/layout/visitor-nav';
import { LandingPage } from '@/features/landing/components/landing-page';

/**
 * The whole prerendered page: the SPA's frame with a visitor's header (a logged-in visitor never sees it:
 * the page sends them to /Tutor before it paints). The same tree renders on the server and hydrates.
 */
export function LandingDocument() {
  return (
    <PageFrame
      header={
        <HeaderBar>
          <VisitorNav />
        </HeaderBar>
      }
    >
      <LandingPage allAtOnce />
    </PageFrame>
  );
}
