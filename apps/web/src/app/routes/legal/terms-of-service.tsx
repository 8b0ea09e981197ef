import { ConfiguredDocumentPage } from '@/features/legal/components/configured-document-page';
import { termsOfService } from '@/features/legal/content/terms-of-service';

export function TermsOfServiceRoute() {
  return <ConfiguredDocumentPage document={termsOfService} />;
}
