import { ConfiguredDocumentPage } from '@/features/legal/components/configured-document-page';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';

export function PrivacyPolicyRoute() {
  return <ConfiguredDocumentPage document={privacyPolicy} />;
}
