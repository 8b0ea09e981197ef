import type { CertificateRecord } from '@pathwise/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { linkedInAddUrl } from '../utils/share';

export const SHARE_MESSAGES = {
  copied: 'Link copied.',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
} as const;

/** The certificate's public verification link: copy it, share it (where the device can), or add it to LinkedIn. */
export function ShareCertificate({
  record,
  courseTitle,
}: {
  record: CertificateRecord;
  courseTitle: string;
}) {
  const fieldId = useId();
  const url = record.verificationUrl;
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_MESSAGES.copied);
    } catch {
      toast.error(SHARE_MESSAGES.copyFailed);
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: `Certificate: ${courseTitle}`,
        text: `I completed ${courseTitle} on Pathwise: 30 days, a lesson a day.`,
        url,
      });
    } catch {
      // Closing the share sheet is not an error; the link can still be copied.
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        Link to your certificate
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={url}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            Share
          </Button>
        )}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a href={url} className="font-semibold text-brand-700 underline">
          Open your certificate page
        </a>
        <a
          href={linkedInAddUrl(record, courseTitle)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          Add to LinkedIn<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
