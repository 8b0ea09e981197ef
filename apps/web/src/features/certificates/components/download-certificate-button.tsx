import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDownloadCertificate } from '../api/download-certificate';

/** SPEC §8: any failure counts as "course not completed"; the Tutor screen says it with '!'. */
export const CERTIFICATE_FAILED_MESSAGE = 'Course not completed.';
export const TUTOR_CERTIFICATE_FAILED_MESSAGE = 'Course not completed!';

export interface DownloadCertificateButtonProps {
  /** The name printed on the certificate; the account's name when omitted. */
  name?: string;
  /** The toast on any failure. Default 'Course not completed.'; the Tutor passes 'Course not completed!'. */
  failureMessage?: string;
  /** The label; SPEC's 'Download Certificate' by default. */
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** Downloads the learner's certificate.pdf; shows the SPEC message when the course is not completed. */
export function DownloadCertificateButton({
  name,
  failureMessage = CERTIFICATE_FAILED_MESSAGE,
  children = 'Download Certificate',
  variant = 'primary',
  size,
  fullWidth,
  className,
}: DownloadCertificateButtonProps) {
  const download = useDownloadCertificate();
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={className}
      loading={download.isPending}
      loadingText="Preparing certificate..."
      onClick={() => {
        download.mutate(name, {
          onError: () => {
            toast.error(failureMessage);
          },
        });
      }}
    >
      {children}
    </Button>
  );
}
