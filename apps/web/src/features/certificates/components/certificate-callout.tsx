import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/lib/session';
import { DownloadCertificateButton } from './download-certificate-button';

/**
 * Under a verified record: a visitor is invited to earn one; a logged-in learner can download their
 * own certificate (shown 'Course not completed.' until every day of their plan is done).
 */
export function CertificateCallout() {
  const loggedIn = useIsLoggedIn();
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <CardTitle as="h2" className="text-lg">
          {loggedIn ? 'Your own certificate' : 'Earn a certificate like this'}
        </CardTitle>
        <CardDescription>
          {loggedIn
            ? 'Finished every day of your plan? Download your certificate.'
            : 'Follow a 30-day plan built for your goal, a lesson a day, with an AI tutor.'}
        </CardDescription>
      </div>
      {loggedIn ? (
        <DownloadCertificateButton className="shrink-0" />
      ) : (
        <Link to={paths.auth.signup.getHref()} className={buttonStyles({ className: 'shrink-0' })}>
          Start Free
        </Link>
      )}
    </Card>
  );
}
