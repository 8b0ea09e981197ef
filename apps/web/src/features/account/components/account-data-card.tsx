import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DeleteAccountButton } from './delete-account-button';
import { DownloadMyDataButton } from './download-my-data-button';

/** The learner's data rights in one card, ready for the Profile screen to place. */
export function AccountDataCard({ googleConfirm }: { googleConfirm?: () => Promise<string> }) {
  return (
    <Card>
      <CardTitle as="h2" className="text-lg">
        Your data
      </CardTitle>
      <CardDescription>
        Download a copy of everything Pathwise holds about you, or delete your account and its data for good.
      </CardDescription>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <DownloadMyDataButton />
        <DeleteAccountButton googleConfirm={googleConfirm} />
      </div>
    </Card>
  );
}
