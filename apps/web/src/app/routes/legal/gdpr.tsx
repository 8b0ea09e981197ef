import { ConfiguredDocumentPage } from '@/features/legal/components/configured-document-page';
import { gdprCompliance } from '@/features/legal/content/gdpr';

export function GdprRoute() {
  return <ConfiguredDocumentPage document={gdprCompliance} />;
}
