import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A screen's code failing to download usually means a new release replaced it. */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

const screens = {
  stale: {
    title: 'A new version is available',
    text: 'Pathwise was updated while this page was open. Reload to get the latest version.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
  },
  unknown: {
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reload to try again, or go back to the home page.',
  },
} as const;

function ErrorScreen({ kind }: { kind: keyof typeof screens }) {
  const { title, text } = screens[kind];
  useDocumentTitle(title);
  return (
    <PageContainer width="prose" className="text-center">
      <h1 className="text-title text-ink">{title}</h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload page
        </Button>
        <Link to={paths.home.getHref()} className={buttonStyles({ variant: 'secondary' })}>
          Go to home
        </Link>
      </div>
    </PageContainer>
  );
}

/** Errors inside a screen keep the header and footer; errors in the shell itself replace it. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorScreen kind="notFound" />;
  return <ErrorScreen kind={isStaleChunkError(error) ? 'stale' : 'unknown'} />;
}
