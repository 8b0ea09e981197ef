import { Link } from 'react-router';
import { EmptyStateIllustration } from '@/components/illustrations/empty-state-illustration';
import { PageContainer } from '@/components/layout/page-container';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <PageContainer width="prose" className="text-center">
      <EmptyStateIllustration variant="not-found" className="mx-auto mb-4" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-title text-ink">Page not found</h1>
      <p className="mt-3 text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={buttonStyles({ className: 'mt-6' })}>
        Go to home
      </Link>
    </PageContainer>
  );
}
