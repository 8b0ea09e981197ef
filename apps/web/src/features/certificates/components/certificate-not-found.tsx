import { Link } from 'react-router';
import { EmptyStateIllustration } from '@/components/illustrations/empty-state-illustration';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AlertCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** An unknown id: said plainly, with what a real id looks like and a way on. */
export function CertificateNotFound({ id }: { id: string }) {
  return (
    <Card padding="lg">
      <EmptyStateIllustration variant="certificate-not-found" className="mb-4 w-32" />
      <p className="inline-flex items-center gap-1.5 rounded-full bg-danger-50 px-3 py-1 text-sm font-semibold text-danger-700 ring-1 ring-danger-200">
        <AlertCircleIcon className="size-4" />
        Not verified
      </p>
      <h1 className="mt-5 text-title text-ink">Certificate not found</h1>
      <p className="mt-3 break-words text-ink-muted">
        No Pathwise certificate has the id <strong className="font-semibold text-ink">{id}</strong>. Check the
        id or the link printed on the certificate: ids look like{' '}
        <span className="font-mono text-ink">PW-7K3M9QX2R4TD</span>. A certificate whose owner deleted their
        account no longer verifies.
      </p>
      <Link to={paths.home.getHref()} className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}>
        Go to the home page
      </Link>
    </Card>
  );
}
