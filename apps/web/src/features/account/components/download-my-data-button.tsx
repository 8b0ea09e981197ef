import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useExportAccount } from '../api/export-account';

export const EXPORT_FAILED_MESSAGE = 'Failed to download your data. Please try again.';

export interface DownloadMyDataButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** 'Download my data': a JSON file of everything Pathwise holds about the learner. */
export function DownloadMyDataButton({
  variant = 'secondary',
  size,
  fullWidth,
  className,
}: DownloadMyDataButtonProps) {
  const exportData = useExportAccount();
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={className}
      loading={exportData.isPending}
      loadingText="Preparing your data..."
      onClick={() => {
        exportData.mutate(undefined, {
          onSuccess: () => {
            toast.success('Your data has been downloaded.');
          },
          onError: (error) => {
            toast.error(getErrorMessage(error, EXPORT_FAILED_MESSAGE));
          },
        });
      }}
    >
      Download my data
    </Button>
  );
}
