import { ConfiguredDocumentPage } from '@/features/legal/components/configured-document-page';
import { cookiePolicy } from '@/features/legal/content/cookie-policy';

export function CookiePolicyRoute() {
  return <ConfiguredDocumentPage document={cookiePolicy} />;
}
