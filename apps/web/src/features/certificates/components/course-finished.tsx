import type { PlanCoverage } from '@pathwise/contract';
import { courseTitleOf } from '@pathwise/contract/course-title';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { SparklesIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useOwnCertificate } from '../api/get-own-certificate';
import { DownloadCertificateButton } from './download-certificate-button';
import { ShareCertificate } from './share-certificate';

export interface CourseFinishedProps {
  /** True once every day of the active plan is completed; nothing shows before. */
  finished: boolean;
  /** The plan's goal, as the certificate prints it. */
  goal: string;
  /** How the plan was made: a curated course gives the course title. */
  coverage?: PlanCoverage;
  /** The number of days finished (the plan's length). */
  days: number;
  /**
   * Artwork for the finish, shown beside the headline (decorative: give it
   * aria-hidden or empty alt text). Nothing is drawn without it.
   */
  illustration?: ReactNode;
  className?: string;
}

/**
 * The finish: every day done. A headline, the certificate to download and, once it is issued, its public
 * link to copy or share and an "Add to LinkedIn" link. It rises in gently, and not at all for a learner
 * who asked for reduced motion.
 */
export function CourseFinished({
  finished,
  goal,
  coverage,
  days,
  illustration,
  className,
}: CourseFinishedProps) {
  const own = useOwnCertificate(finished);
  if (!finished) return null;
  const record = own.data ?? null;
  const courseTitle = courseTitleOf(record?.course ?? goal, coverage);
  return (
    <Card
      padding="lg"
      className={cn('space-y-5 border-brand-200 bg-brand-50/60 motion-safe:animate-rise', className)}
    >
      <section aria-labelledby="course-finished-heading" className="space-y-5">
        <div className="flex flex-wrap items-center gap-4">
          {illustration && <div className="shrink-0">{illustration}</div>}
          <div className="min-w-0 flex-1 space-y-1">
            <h2 id="course-finished-heading" className="text-xl font-bold tracking-tight text-ink">
              All {days} days done. Well done!{' '}
              <SparklesIcon className="inline size-5 align-[-0.125em] text-brand-600" />
            </h2>
            <p className="text-ink-muted">
              You finished <strong className="font-semibold text-ink">{courseTitle}</strong>, a lesson a day.
              Your certificate is ready.
            </p>
          </div>
        </div>
        <DownloadCertificateButton className="w-full sm:w-auto" />
        {record ? (
          <ShareCertificate record={record} courseTitle={courseTitle} />
        ) : (
          own.isSuccess && (
            <p className="text-sm text-ink-muted">
              Download your certificate once to get a link you can share, and add it to LinkedIn.
            </p>
          )
        )}
      </section>
    </Card>
  );
}
